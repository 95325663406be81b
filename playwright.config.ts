import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

// Playwright cannot download its own browser here: use the system Chromium.
const chromium = process.env.CHROME_PATH ?? "/usr/bin/chromium";
if (!existsSync(chromium)) {
  throw new Error(
    `No Chromium at ${chromium}. Install it (Debian: apt-get install -y chromium) or set CHROME_PATH.`,
  );
}

const port = Number(process.env.E2E_PORT ?? 5199);
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL,
    launchOptions: {
      executablePath: chromium,
      args: [
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
        "--disable-gpu",
      ],
    },
    trace: "retain-on-failure",
  },
  projects: [
    { name: "chromium", use: { ...devices["Desktop Chrome"] }, testIgnore: /admin-catalogue/ },
    // Publishing changes the live catalogue every other test searches: it runs after them.
    {
      name: "catalogue publishing",
      use: { ...devices["Desktop Chrome"] },
      testMatch: /admin-catalogue/,
      dependencies: ["chromium"],
    },
  ],
  webServer: {
    // A fresh database each run; rate limits off, since every test posts from 127.0.0.1.
    command: "rm -rf data/e2e && tsx scripts/ensure-build.ts && node --import tsx server/main.ts",
    url: `${baseURL}/api/health`,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: "./data/e2e",
      RATE_LIMIT: "off",
      SITE_ORIGIN: baseURL,
      ADMIN_EMAIL: "admin@e2e.example",
      ADMIN_PASSWORD: "e2e admin password",
      SIGN_IN_DELAY_MS: "1",
      // The request log of every test's requests would drown the test report.
      LOG_LEVEL: "warn",
    },
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: "pipe",
  },
});
