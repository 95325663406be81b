import { expect, type Page } from "@playwright/test";

/** The administrator the browser tests' server creates at start (playwright.config.ts). */
export const E2E_ADMIN = { email: "admin@e2e.example", password: "e2e admin password" };

/**
 * Opens an admin page, is sent to the sign-in page, signs in as E2E_ADMIN with the form and is
 * brought back to the page.
 */
export async function signInAt(page: Page, path: string) {
  await page.goto(path);
  await expect(page).toHaveURL(/\/admin\/login\?next=/);
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}
