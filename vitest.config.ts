import { defineConfig } from "vitest/config";

// Two projects: unit tests sit next to their code (the lint's own in tests/lint/) and need no
// database (`npm run test:unit`, seconds); integration tests run against real SQLite,
// PostgreSQL (one cluster for the run) and SMTP (`npm run test:integration`).
export default defineConfig({
  test: {
    environment: "node",
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["{app,shared,server,scripts}/**/*.test.ts", "tests/lint/**/*.test.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          globalSetup: ["tests/integration/global-setup.ts"],
        },
      },
    ],
  },
});
