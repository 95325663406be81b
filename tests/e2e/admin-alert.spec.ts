// Failing notifications reach the staff: while a new submission's notification has not gone out
// for NOTIFY_ALERT_AFTER_MS, every admin page shows a banner (docs/product.md#admin). This test
// runs its own server whose mail server never answers, from the build the webServer made.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "#tests/support/postgres.ts";
import { enquiry } from "#tests/support/sample-submissions.ts";
import { spawnServer, type ServerProcess } from "#tests/support/server-process.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures";

const ADMIN = { email: "alert@e2e.example", password: "e2e alert password" };
const buildDir = fileURLToPath(new URL("../../build/client", import.meta.url));

let server: ServerProcess;

test.beforeAll(async () => {
  server = await spawnServer({
    dataDir: mkdtempSync(path.join(tmpdir(), "site-alert-")),
    env: {
      BUILD_DIR: buildDir,
      MAIL_TRANSPORT: "smtp",
      SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
      NOTIFY_ALERT_AFTER_MS: "0",
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SIGN_IN_DELAY_MS: "1",
    },
  });
});
test.afterAll(async () => {
  await server.stop();
});

test("every admin page shows the banner until staff deal with the submission", async ({ page }) => {
  const posted = await page.request.post(`${server.url}/api/enquiries`, { data: enquiry(11) });
  expect(posted.status()).toBe(201);
  const { id } = (await posted.json()) as { id: string };

  await page.goto(`${server.url}/admin/enquiries`);
  await page.getByLabel("Email").fill(ADMIN.email);
  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/enquiries$/);

  const banner = page.getByRole("region", { name: "Email notifications are failing" });
  await expect(banner).toContainText("1 new submission has not been emailed to the company");
  await expectNoAxeViolations(page);
  await page
    .getByRole("navigation", { name: "Admin" })
    .getByRole("link", { name: "Audit log" })
    .click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  await expect(banner).toBeVisible();
  await banner.getByRole("link", { name: "Enquiries" }).click();
  await expect(page).toHaveURL(/\/admin\/enquiries$/);

  const handled = await page.request.patch(`${server.url}/api/enquiries/${id}`, {
    data: { status: "done" },
    headers: { origin: server.url },
  });
  expect(handled.status()).toBe(200);
  await page
    .getByRole("navigation", { name: "Admin" })
    .getByRole("link", { name: "Applications", exact: true })
    .click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(banner).toHaveCount(0);
});
