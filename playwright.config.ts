import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

// Playwright cannot download its own browser here: use the system's. Debian's headless shell
// (chromium-headless-shell) is the same engine without the browser's window layers, and runs
// the browser tests in half the time of the full chromium, which is used where it is alone.
const chromium =
  process.env.CHROME_PATH ??
  ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((path) => existsSync(path));
if (!chromium || !existsSync(chromium)) {
  throw new Error(
    `No Chromium at ${chromium ?? "/usr/bin/chromium-headless-shell"}. Install it (Debian: apt-get install -y chromium-headless-shell) or set CHROME_PATH.`,
  );
}

const port = Number(process.env.E2E_PORT ?? 5199);
export const baseURL = `http://127.0.0.1:${port}`;
// Publishing changes the live catalogue every other test searches, and the site's content every
// other test reads: the publishing tests (the catalogue's and the job openings') get a server and
// a database of their own, and so does the content editor, which publishes whole versions. So no
// test waits for another or sees its data, and the editor's serial tests start with the rest.
const publishingURL = `http://127.0.0.1:${port + 1}`;
const editingURL = `http://127.0.0.1:${port + 2}`;

/** The site on `url`, with a fresh database in `dataDir`; rate limits off, since every test posts from 127.0.0.1. */
function siteServer(url: string, dataDir: string) {
  return {
    command: `rm -rf ${dataDir} && tsx scripts/ensure-build.ts && node --import tsx server/main.ts`,
    url: `${url}/api/health`,
    env: {
      PORT: new URL(url).port,
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      RATE_LIMIT: "off",
      SITE_ORIGIN: url,
      ADMIN_EMAIL: "admin@e2e.example",
      ADMIN_PASSWORD: "e2e admin password",
      SIGN_IN_DELAY_MS: "1",
      PASSWORD_HASH_COST: "test",
      // Three workers set passwords and sign in at once on two cores: with the default two
      // hashing slots (one kept for administrators) a customer's sign-in waited past its
      // 700 ms and was answered 503.
      SIGN_IN_CONCURRENCY: "4",
      // The request log of every test's requests would drown the test report.
      LOG_LEVEL: "warn",
    },
    reuseExistingServer: false,
    // The first start builds the site when the build is missing or stale.
    timeout: 240_000,
    stdout: "pipe" as const,
  };
}

const publishing = /admin-catalogue|job-openings/;
const editing = /content-editor/;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Three on this 2-core kind of machine: much of a browser test is waiting (for a page's first
  // paint, its scripts, the server), and a third worker uses that time.
  workers: 3,
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
    // Recording a trace of every test, to keep the failed ones', cost a quarter of the browser
    // tests' time (59 tests: 286 s with, 218 s without). To see a failure step by step, run it
    // again with `npm run test:e2e -- --trace on <file>`.
    trace: "off",
  },
  // From measured margins: the slowest test takes 21 s on a quiet machine of this kind; a CI
  // machine three times slower must still finish it.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  // Workers take tests in this order: the editor's serial chain first, so it runs beside the
  // rest instead of after them.
  projects: [
    {
      name: "editing",
      use: { ...devices["Desktop Chrome"], baseURL: editingURL },
      testMatch: editing,
    },
    {
      name: "publishing",
      use: { ...devices["Desktop Chrome"], baseURL: publishingURL },
      testMatch: publishing,
    },
    {
      name: "chromium",
      use: { ...devices["Desktop Chrome"] },
      testIgnore: [publishing, editing],
    },
  ],
  // Started one after the other: the first builds when needed, the others find it current.
  webServer: [
    siteServer(baseURL, "./data/e2e"),
    siteServer(publishingURL, "./data/e2e-publishing"),
    siteServer(editingURL, "./data/e2e-editing"),
  ],
});
