import { expect, expectNoAxeViolations, test, wholeJourney } from "./fixtures";
import { E2E_ADMIN } from "#tests/support/admin-page.ts";

// The catalogue as a chemist uses it (docs/product.md#item-catalogue): search with a typo, add
// items with quantities, keep the list over a reload, send it with the enquiry form, and the
// staff see it in the admin.

test("searches with a typo, builds an enquiry list that survives a reload, and sends it", async ({
  page,
  request,
}) => {
  wholeJourney();
  const buyer = `Chemist ${Date.now().toString(36)}`;
  await page.goto("/products");
  const search = page.getByRole("search", { name: "Medicines" });
  await search
    .getByRole("searchbox", { name: "Brand, composition or company" })
    .fill("paracitamol");
  await search.getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("status").filter({ hasText: /\d+ medicines found/ })).toBeVisible();
  const first = page
    .getByRole("region", { name: "Search medicines" })
    .getByRole("listitem")
    .first();
  const firstName = (await first.getByRole("heading", { level: 3 }).textContent())!;
  await expect(first).toContainText("Paracetamol");
  await expectNoAxeViolations(page, 'section[aria-labelledby="medicines-heading"]');

  await first.getByLabel("Quantity").fill("3");
  await first.getByRole("button", { name: `Add to enquiry: ${firstName}` }).click();
  await expect(first.getByText("Added to your enquiry list")).toBeVisible();
  await expect(page.getByRole("link", { name: "Your enquiry list: 1 item" })).toBeVisible();

  // Nothing found: said in words, with a way to ask a person.
  await search.getByRole("searchbox").fill("xyzzyqq");
  await search.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText("No medicines found for “xyzzyqq”.")).toBeVisible();
  await expect(page.getByRole("link", { name: /Call \+91/ })).toHaveAttribute("href", /^tel:/);

  await page.reload();
  await page.getByRole("link", { name: "Your enquiry list: 1 item" }).click();
  await expect(page).toHaveURL(/\/contact#enquiry-list$/);
  const list = page.getByRole("region", { name: "Your enquiry list (1)" });
  await expect(list.getByText(firstName, { exact: true })).toBeVisible();
  await list.getByLabel(`Quantity of ${firstName}`).fill("12");
  await expect(list.getByRole("link", { name: "Send the list on WhatsApp" })).toHaveAttribute(
    "href",
    new RegExp(
      `wa\\.me/\\d+\\?text=.*${encodeURIComponent(`12 × ${firstName}`).replace(/[()]/g, "\\$&")}`,
    ),
  );
  await expectNoAxeViolations(page, "#enquiry-list");

  await page.clock.install();
  await page.getByLabel(/^Name\b/).fill(buyer);
  await page.getByLabel(/^Email\b/).fill("chemist@example.com");
  await page.getByLabel(/^Phone\b/).fill("9437011111");
  await page.getByRole("checkbox").check();
  // A person takes a few seconds over the form (faster is kept aside as spam).
  await page.clock.fastForward(3000);
  await page.getByRole("button", { name: "Send enquiry" }).click();
  await expect(page.getByText(/Thank you/).first()).toBeVisible();
  // Sent: the list is emptied.
  await expect(page.getByRole("region", { name: /Your enquiry list/ })).toHaveCount(0);

  // The staff see the items with the enquiry.
  const login = await request.post("/api/admin/login", {
    data: E2E_ADMIN,
    headers: { origin: new URL(page.url()).origin },
  });
  expect(login.status()).toBe(200);
  const listed = (await (
    await request.get(`/api/enquiries?q=${encodeURIComponent(buyer)}`)
  ).json()) as {
    enquiries: { items: { name: string; quantity: number }[] }[];
  };
  expect(listed.enquiries[0]!.items).toEqual([
    expect.objectContaining({ name: firstName, quantity: 12 }),
  ]);
});

test("a partner card shows that company's items", async ({ page }) => {
  await page.goto("/products");
  await page.getByRole("link", { name: "See items of Anandvan Oncolabs" }).click();
  await expect(page.getByRole("status").filter({ hasText: /\d+ medicines found/ })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Company" })).toHaveValue("Anandvan Oncolabs");
  const results = page.getByRole("region", { name: "Search medicines" }).getByRole("listitem");
  await expect(results.first()).toBeVisible();
  for (const text of await results.locator("p.text-sm").allTextContents())
    expect(text).toContain("Anandvan Oncolabs");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the search form is answered by the server's results page", async ({ page }) => {
    await page.goto("/products");
    await page.getByRole("searchbox", { name: "Brand, composition or company" }).fill("amoxycilin");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/products\/search\?q=amoxycilin/);
    await expect(page.getByRole("heading", { name: "Search medicines", level: 1 })).toBeVisible();
    await expect(page.getByRole("status")).toHaveText(/\d+ medicines found/);
    await expect(page.getByText(/Amoxicillin/).first()).toBeVisible();
  });
});

test("the server's results page has no axe violations", async ({ page }) => {
  await page.goto("/products/search?q=amoxycilin");
  await expect(page.getByRole("status")).toHaveText(/\d+ medicines found/);
  // In the site's look: the built stylesheet, whatever the bundler named it, gives the page
  // the site's background.
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
    "rgb(244, 248, 250)",
  );
  await expectNoAxeViolations(page);
  await page.goto("/products/search?q=xyzzyqq");
  await expect(page.getByText("No medicines found for “xyzzyqq”.")).toBeVisible();
  await expectNoAxeViolations(page, "main");
});
