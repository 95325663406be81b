import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["{app,server,scripts,tests/integration}/**/*.test.ts"],
    environment: "node",
    globalSetup: ["tests/integration/global-setup.ts"],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
