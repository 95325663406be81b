import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { adminLoginPath, adminNav, paths } from "#shared/site-paths.ts";
import { call, newChemist, partyCode, signedInCustomer } from "#tests/support/customers.ts";
import { expect } from "./fixtures";
import { sidewaysOverflow } from "./sideways";
import { addSession, test } from "./staff";

// The admin on a phone: no page scrolls sideways at 360 px, whatever staff have been sent (long
// names, addresses and unbroken links), and the header keeps its shape when counts appear.

/** A word longer than any phone is wide: a link pasted into a message, an address. */
const unbroken = `https://example.com/${"catalogue_of_surgical_items_".repeat(4)}2026.pdf`;

/** How tall the admin's header is with its counts, and without them. */
async function headerHeights(page: Page) {
  const header = page.getByRole("banner");
  const counts = header.getByRole("navigation").locator("a > span");
  await expect(counts.first()).toBeVisible();
  const withCounts = (await header.boundingBox())!.height;
  await counts.evaluateAll((all) => all.forEach((count) => count.remove()));
  const without = (await header.boundingBox())!.height;
  return { withCounts, without };
}

test("every admin page fits a 360 px phone with long entries in it, and the header keeps its height when counts appear", async ({
  page,
  request,
  baseURL,
  staffCookie,
}) => {
  test.setTimeout(120_000);
  const application = await request.post("/api/career-applications", {
    multipart: {
      name: "Bhagyashree Mohapatra Satapathy",
      email: "bhagyashree.mohapatra.satapathy.applications@example.com",
      phone: "9437011111",
      jobCategory: "Sales/Marketing",
      employmentType: "Full Time",
      consent: "on",
      resume: {
        name: "cv.pdf",
        buffer: readFileSync("tests/fixtures/resume.pdf"),
        mimeType: "application/pdf",
      },
    },
  });
  expect(application.status()).toBe(201);
  const enquiry = {
    email: "purchase.department.central.hospital@example.com",
    phone: "9437011111",
  };
  const name = `Long Enquirer ${Date.now().toString(36)}`;
  for (const data of [
    { ...enquiry, name, message: `Please quote for the items in ${unbroken}` },
    // Sent within a second of the first keystroke: kept aside as spam.
    { ...enquiry, name: `${name} spam`, message: unbroken, elapsedMs: 200 },
  ])
    expect(
      (await request.post("/api/enquiries", { data: { ...data, consent: true } })).status(),
    ).toBe(201);
  const who = newChemist("or");
  const { cookie } = await signedInCustomer(baseURL!, who, partyCode(who), staffCookie);
  const placed = await call(`${baseURL}/api/orders`, "POST", cookie, {
    items: [{ itemId: "S100021", quantity: 12 }],
  });
  expect(placed.status).toBe(201);
  const { id: orderId } = (await placed.json()) as { id: string };

  await page.setViewportSize({ width: 360, height: 640 });
  const problems: string[] = [];
  const check = async (state: string) => {
    const overflow = await sidewaysOverflow(page);
    if (overflow) problems.push(`${state}: ${overflow}`);
  };

  await page.goto(adminLoginPath);
  await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
  await check(adminLoginPath);

  await addSession(page.context(), baseURL!, staffCookie);
  // What each page lists once it has loaded.
  const loaded: Record<string, string> = {
    [paths.admin]: "Bhagyashree Mohapatra Satapathy",
    [paths.adminCards]: "Bhagyashree Mohapatra Satapathy",
    [paths.adminEnquiries]: name,
    [paths.adminSpam]: `${name} spam`,
    [paths.adminCatalogue]: "Earlier versions",
    [paths.adminCustomers]: who.shopName,
    [paths.adminOrders]: who.shopName,
    [paths.adminOutstanding]: "Upload the outstanding report",
    [paths.adminPayments]: "Payments customers say they made",
    [paths.adminReturns]: "Goods customers ask to send back",
    [paths.adminAudit]: "Audit log",
    [paths.adminContent]: "Short name",
  };
  for (const { to } of adminNav) {
    await page.goto(to);
    await expect(page.getByRole("main").getByText(loaded[to]!).first()).toBeVisible();
    await check(to);
  }
  await page.goto(paths.adminCustomers);
  await page.getByRole("button", { name: `Details of ${who.shopName}` }).click();
  await expect(page.locator("#customer-details")).toBeVisible();
  await check("a customer's details");

  await page.goto(`${paths.adminOrders}?id=${orderId}`);
  await expect(page.getByRole("button", { name: "Accept" })).toBeVisible();
  await check("an order's view");
  expect(problems).toEqual([]);

  for (const width of [360, 1366]) {
    await page.setViewportSize({ width, height: 800 });
    await page.reload();
    const { withCounts, without } = await headerHeights(page);
    expect(withCounts, `header at ${width} px`).toBe(without);
  }
});
