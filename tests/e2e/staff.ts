import type { BrowserContext, Page } from "@playwright/test";
import { E2E_ADMIN } from "#tests/support/admin-page.ts";
import { signIn } from "#tests/support/sample-submissions.ts";
import { collectConsoleErrors, test as base } from "./fixtures";

/**
 * `staffCookie`: one administrator session per worker, for the tests that need staff but are
 * not about signing in (the sign-in gate allows 30 attempts per address in 15 minutes, and
 * every browser test signs in from 127.0.0.1). `staffPage`: a member of staff's own browser,
 * not signed in, beside the customer's `page`.
 */
export const test = base.extend<{ staffPage: Page }, { staffCookie: string }>({
  staffCookie: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from it
    async ({}, provide, { project }) =>
      provide((await signIn(project.use.baseURL!, E2E_ADMIN)).cookie),
    { scope: "worker" },
  ],
  staffPage: async ({ browser, baseURL, viewport, consoleErrors, allowConsoleErrors }, provide) => {
    const context = await browser.newContext({ baseURL, viewport });
    const staffPage = await context.newPage();
    collectConsoleErrors(staffPage, consoleErrors, allowConsoleErrors);
    await provide(staffPage);
    await context.close();
  },
});

/** A session ("session=…" for staff, "account=…" for a customer) in a browser. */
export async function addSession(context: BrowserContext, baseURL: string, cookie: string) {
  const [name, value] = cookie.split("=") as [string, string];
  await context.addCookies([{ name, value, url: baseURL }]);
}

/** A customer signed in as the sign-in form leaves a browser: the session and the shop's name. */
export async function signedInBrowser(
  page: Page,
  baseURL: string,
  shopName: string,
  cookie: string,
) {
  await addSession(page.context(), baseURL, cookie);
  await page.goto("/");
  await page.evaluate((shop) => localStorage.setItem("account-shop", shop), shopName);
}
