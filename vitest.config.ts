import { configDefaults, defineConfig } from "vitest/config";

// Four projects: unit tests sit next to their code (the lint's own in tests/lint/) and need no database (`npm run test:unit`,
// seconds); component tests render the site's React components in a simulated browser
// (happy-dom), next to them as *.test.tsx, with the network answered by the test
// (`npm run test:component`); integration tests run against real SQLite, PostgreSQL (one
// cluster for the run) and SMTP (`npm run test:integration`).
export default defineConfig({
  test: {
    environment: "node",
    // From measured margins: the slowest test (the 50,000-item product list) takes 18 s on a busy
    // machine of this kind; a CI machine three times slower must still finish it.
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // Passwords hashed at a test's cost (server/auth/passwords.server.ts): the servers tests
    // start and the commands they run inherit it.
    env: { PASSWORD_HASH_COST: "test" },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["{app,shared,server,scripts,bench}/**/*.test.ts", "tests/lint/**/*.test.ts"],
          // The inline scripts act on a page: component tests. The renderer has its project.
          exclude: [...configDefaults.exclude, "app/boot/**", "app/render/**"],
        },
      },
      {
        // The site's renderer, built as its bundle is (the pictures above all), part of
        // `npm run test:unit`.
        extends: "./vite.islands.config.ts",
        test: {
          name: "render",
          include: ["app/render/**/*.test.ts"],
          environment: "node",
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: "component",
          include: ["app/**/*.test.tsx", "app/boot/**/*.test.ts"],
          environment: "happy-dom",
          setupFiles: ["tests/support/component-setup.ts"],
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
