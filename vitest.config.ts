import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["{app,server,scripts,tests/integration}/**/*.test.ts"],
    environment: "node",
  },
});
