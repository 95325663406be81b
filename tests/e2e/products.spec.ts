import { partners } from "#shared/content/partners.ts";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const partnerCards = (page: Page) =>
  page.getByRole("list", { name: "Partner companies" }).getByRole("listitem");

test("searching filters partners case-insensitively by substring", async ({ page }) => {
  await page.goto("/products");
  const cards = partnerCards(page);
  await expect(cards).toHaveCount(partners.length);

  const sample = partners[7]!.name;
  const fragment = sample.slice(2, 7).toUpperCase();
  const expected = partners.filter((p) => p.name.toLowerCase().includes(fragment.toLowerCase()));
  await page.getByRole("searchbox", { name: "Search partner companies" }).fill(fragment);
  await expect(cards).toHaveCount(expected.length);
  await expect(
    page.getByRole("list", { name: "Partner companies" }).getByText(sample, { exact: true }),
  ).toBeVisible();

  await page
    .getByRole("searchbox", { name: "Search partner companies" })
    .fill("zzzz-no-such-company");
  await expect(
    page.getByText("No companies found matching your search.", { exact: true }),
  ).toBeVisible();
  await expect(cards).toHaveCount(0);
});

test("the category filter narrows the list and 'All' restores it", async ({ page }) => {
  await page.goto("/products");
  const cards = partnerCards(page);
  const filter = page.getByRole("group", { name: "Filter by category" });
  await expect(filter.getByRole("radio", { name: "All" })).toBeChecked();

  await filter.getByText("Nephrology", { exact: true }).click();
  const nephrology = partners.filter((p) => p.specialties.includes("Nephrology"));
  await expect(cards).toHaveCount(nephrology.length);
  await expect(
    page.getByText(`Showing ${nephrology.length} of ${partners.length} companies`),
  ).toBeVisible();

  await filter.getByText("All", { exact: true }).click();
  await expect(cards).toHaveCount(partners.length);
});

test("the five specialty categories and the product list download are shown", async ({ page }) => {
  await page.goto("/products");
  // One set of category pills, and it filters (the partner list).
  const filter = page.getByRole("group", { name: "Filter by category" });
  for (const name of [
    "Oncology",
    "Generic Medicines",
    "Nephrology",
    "OTC (Over-the-Counter)",
    "Surgical Disposables & Consumables",
  ])
    await expect(filter.getByRole("radio", { name })).toBeAttached();
  const download = page.getByRole("link", { name: "Download product list (PDF)" });
  await expect(download).toHaveAttribute("href", "/items.pdf");
  await expect(download).toHaveAttribute("download", "");
  // The server names the file with the catalogue's publish date (the sample's, published at start).
  const [file] = await Promise.all([page.waitForEvent("download"), download.click()]);
  expect(file.suggestedFilename()).toMatch(/^Mahanadi-Pharma-product-list-\d{4}-\d{2}-\d{2}\.pdf$/);
  expect(`attachment; filename="${file.suggestedFilename()}"`).toBe(
    (await page.request.head("/items.pdf")).headers()["content-disposition"],
  );
});
