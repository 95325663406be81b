import type { APIRequestContext, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, failedResource, test } from "./fixtures";
import { partners } from "#shared/content/partners.ts";
import { signInAt } from "#tests/support/admin-page.ts";
import { reportXls, wordLikeOle } from "#tests/fixtures/billing-exports.ts";

// The admin's catalogue page (docs/product.md#item-catalogue): a dry run as soon as a file is
// chosen, problems by row, the column mapping, publishing, and versions with restore. Tests run
// in parallel on one server that starts with the shipped sample (version 1, by "system"); only
// one test here publishes, and it puts back the version that was live when it started.

const PATH = "/admin/catalogue";

const signIn = (page: Page) => signInAt(page, PATH);

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const header = "Item Name,Company,Composition,Packing,Category,Item Code";
const csv = (...rows: string[]) => [header, ...rows].join("\r\n");

async function chooseFile(page: Page, name: string, text: string) {
  await page
    .getByLabel("Item list file")
    .setInputFiles({ name, mimeType: "text/csv", buffer: Buffer.from(text) });
}

const status = (page: Page, text: string | RegExp) =>
  page.getByRole("status").filter({ hasText: text });
const versions = (page: Page) =>
  page.getByRole("table", { name: "Catalogue versions, newest first" });
/** A row of the versions table, by its version number (the row's name starts with it). */
const versionRow = (page: Page, version: number) =>
  versions(page).getByRole("row", { name: new RegExp(`^${version} `) });
const live = (page: Page) => page.getByRole("cell", { name: "Live", exact: true });

async function searchNames(request: APIRequestContext, q: string) {
  const response = await request.get(`/api/catalogue/search?q=${encodeURIComponent(q)}`);
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { items: { name: string }[] };
  return body.items.map((item) => item.name);
}

async function restore(page: Page, version: number) {
  page.once("dialog", (dialog) => {
    expect(dialog.message()).toContain(`Make version ${version} `);
    void dialog.accept();
  });
  await page.getByRole("button", { name: `Restore version ${version}` }).click();
  await expect(status(page, `Version ${version} is live again.`)).toBeVisible();
  await expect(versionRow(page, version).getByText("Live", { exact: true })).toBeVisible();
}

test("checks a list, publishes it, search finds it, and an earlier version is restored", async ({
  page,
  request,
}) => {
  const tag = unique();
  const first = `Catalix ${tag} 400`;
  const forte = `Catalix ${tag} Forte`;
  const second = `Secundol ${tag} 10`;
  await signIn(page);
  await expect(page.getByRole("heading", { name: "Catalogue", level: 1 })).toBeVisible();
  await expect(versions(page).getByRole("cell", { name: "Live", exact: true })).toHaveCount(1);
  const liveAtStart = Number(
    await versions(page)
      .getByRole("row")
      .filter({ has: live(page) })
      .getByRole("cell")
      .first()
      .textContent(),
  );
  await expectNoAxeViolations(page);

  await chooseFile(
    page,
    "items.csv",
    csv(
      `${first},E2E Pharma,Ibuprofen 400 mg,15 tablets,Generic,C1`,
      `"${forte}",E2E Pharma,"Ibuprofen 600 mg, paracetamol",10 tablets,OTC,C2`,
    ),
  );
  await expect(status(page, "2 items found in items.csv.")).toBeVisible();
  const preview = page.getByRole("table", { name: /^All 2 items/ });
  await expect(preview.getByRole("columnheader")).toHaveText([
    "Item name",
    "Company",
    "Composition",
    "Pack",
    "Category",
    "Item code",
  ]);
  await expect(preview.getByRole("row").nth(2).getByRole("cell")).toHaveText([
    forte,
    "E2E Pharma",
    "Ibuprofen 600 mg, paracetamol",
    "10 tablets",
    "OTC (Over-the-Counter)",
    "C2",
  ]);
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Publish 2 items" }).click();
  const published = status(page, /^Published: version \d+, 2 items\.$/);
  await expect(published).toBeVisible();
  const version = Number((await published.textContent())!.match(/version (\d+)/)![1]);
  await expect(versionRow(page, version)).toContainText("admin@e2e.example");
  await expect(versionRow(page, version).getByText("Live", { exact: true })).toBeVisible();
  await expect(versions(page).getByRole("cell", { name: "Live", exact: true })).toHaveCount(1);
  expect(await searchNames(request, first)).toContain(first);

  await chooseFile(page, "next-week.csv", csv(`${second},ANANDVAN ONCOLABS PVT. LTD.,,,,`));
  await page.getByRole("button", { name: "Publish 1 item" }).click();
  await expect(status(page, /^Published: version \d+, 1 item\.$/)).toBeVisible();
  expect(await searchNames(request, second)).toContain(second);
  expect(await searchNames(request, first)).not.toContain(first);

  // Partner cards link to their items only when the live list has some, however it spells them,
  // and the search offers the live list's companies with their counts; a list without
  // categories offers no category filter (the partners' pills stay). On a phone.
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto("/products");
  await expect(page.getByText("Items on request")).toHaveCount(partners.length - 1);
  const search = page.getByRole("search", { name: "Medicines" });
  await expect(search.getByRole("combobox", { name: "Category" })).toHaveCount(0);
  const companies = await search.getByRole("combobox", { name: "Company" }).getAttribute("list");
  await expect(page.locator(`datalist[id="${companies}"] option`)).toHaveText([
    "Anandvan Oncolabs: 1 item",
  ]);
  await expect(page.getByRole("radio", { name: "Oncology" })).toHaveCount(1);
  await page.getByRole("link", { name: "See items of Anandvan Oncolabs" }).click();
  await expect(page.getByRole("status").filter({ hasText: "1 medicine found" })).toBeVisible();
  await expect(page.getByText(second)).toBeVisible();
  await page.goto(PATH);

  await restore(page, version);
  await expect(versions(page).getByRole("cell", { name: "Live", exact: true })).toHaveCount(1);
  expect(await searchNames(request, first)).toContain(first);
  expect(await searchNames(request, second)).not.toContain(second);

  // Leave the catalogue as it was for the other tests.
  await restore(page, liveAtStart);
});

test.describe(() => {
  test.use({ allowConsoleErrors: failedResource(400, 415) });

  test("lists every problem by row, warnings apart, and does not offer to publish", async ({
    page,
  }) => {
    const tag = unique();
    await signIn(page);
    await chooseFile(
      page,
      "problems.csv",
      csv(
        ",E2E Pharma,,,,",
        `No Company ${tag},,,,,`,
        `Fine ${tag},E2E Pharma,,10 tablets,,`,
        `FINE ${tag},e2e pharma,,10 Tablets,,`,
        `Odd ${tag},E2E Pharma,,,Cardiology,`,
      ),
    );
    await expect(page.getByRole("alert")).toHaveText(
      "The item list has 2 problems to fix before it can be published.",
    );
    const problems = page.getByRole("region", { name: "Problems to fix (2)" });
    await expect(problems.getByRole("listitem")).toHaveText([
      "Row 2 (“E2E Pharma”), item name: The item name is empty.",
      `Row 3 (“No Company ${tag}”), company: The company is empty.`,
    ]);
    const warnings = page.getByRole("region", { name: "Warnings (2)" });
    await expect(warnings.getByRole("listitem")).toHaveText([
      `Row 5 (“FINE ${tag} | e2e pharma | 10 Tablets”), item name: The same item as row 4; it is listed once.`,
      `Row 6 (“Odd ${tag} | E2E Pharma | Cardiology”), category: "Cardiology" is not one of the five specialties; the item is kept without a category.`,
    ]);
    await expect(status(page, "2 items found in problems.csv.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Publish 2 items" })).toBeDisabled();
    await expect(page.getByRole("group", { name: "Header row and columns" })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("offers the file's columns when the usual headings are not there", async ({ page }) => {
    const name = `Mapped ${unique()}`;
    await signIn(page);
    await chooseFile(page, "odd.csv", `"Naam";Leverancier;Salt\r\n${name};E2E Pharma;Zinc\r\n`);
    await expect(page.getByRole("alert")).toHaveText(
      "The item list has 2 problems to fix before it can be published.",
    );
    await expect(
      page.getByRole("region", { name: "Problems to fix (2)" }).getByRole("listitem"),
    ).toHaveText([
      "Row 1 (“Naam | Leverancier | Salt”), item name: No column for the item name was found. Choose it in the column mapping, or choose another header row.",
      "Row 1 (“Naam | Leverancier | Salt”), company: No column for the company was found. Choose it in the column mapping, or choose another header row.",
    ]);
    await expect(status(page, "0 items found in odd.csv.")).toBeVisible();
    await expect(page.getByRole("button", { name: /^Publish/ })).toHaveCount(0);
    const mapping = page.getByRole("group", { name: "Header row and columns" });
    const itemName = mapping.getByLabel("Item name", { exact: true });
    await expect(itemName.getByRole("option")).toHaveText([
      "Not chosen",
      "Naam",
      "Leverancier",
      "Salt",
    ]);
    await expectNoAxeViolations(page);

    await itemName.selectOption("Naam");
    await mapping.getByLabel("Company", { exact: true }).selectOption("Leverancier");
    await mapping.getByRole("button", { name: "Check again" }).click();
    await expect(status(page, "1 item found in odd.csv.")).toBeVisible();
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect(page.getByRole("cell", { name, exact: true })).toBeVisible();
    await expect(page.getByRole("cell", { name: "Zinc", exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Publish 1 item" })).toBeEnabled();
  });

  test("says in a sentence why a file cannot be read", async ({ page }) => {
    await signIn(page);
    await page.getByLabel("Item list file").setInputFiles({
      name: "items.xls",
      mimeType: "application/vnd.ms-excel",
      buffer: wordLikeOle(),
    });
    await expect(page.getByRole("alert")).toHaveText(/^This file is not an Excel workbook/);
    await expect(page.getByRole("button", { name: /^Publish/ })).toHaveCount(0);
  });

  test("reads a stock report as billing software exports it (.xls): header under the titles, rows skipped, batches merged", async ({
    page,
  }) => {
    await signIn(page);
    await page.getByLabel("Item list file").setInputFiles({
      name: "stock.xls",
      mimeType: "application/vnd.ms-excel",
      buffer: reportXls(),
    });
    await expect(status(page, "4 items found in stock.xls.")).toBeVisible();
    await expect(
      page.getByText(
        "Header: row 5 of the sheet “Stock”. 7 rows read, 4 items after merging batches. Skipped: 4 rows above the header, 1 blank row, 1 total row, 1 repeated header row, 2 footer rows.",
      ),
    ).toBeVisible();
    const preview = page.getByRole("table", { name: /^All 4 items/ });
    await expect(preview.getByRole("columnheader")).toHaveText([
      ...["Item name", "Company", "Composition", "Pack", "Category", "Item code"],
      ...["MRP", "Rate", "Scheme", "Stock", "Expiry", "HSN code", "GST %"],
    ]);
    await expect(
      preview.getByRole("row", { name: /^PLANSCAR INJ 2 ML PLANET LABS/ }),
    ).toContainText("12");
    await expect(page.getByRole("button", { name: "Publish 4 items" })).toBeEnabled();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Change the header row or columns" }).click();
    const choices = page.getByRole("group", { name: "Header row and columns" });
    await expect(choices.getByLabel("Header row")).toHaveValue("5");
    await expect(choices.getByLabel("Stock", { exact: true })).toHaveValue("Bal");
    await expectNoAxeViolations(page);
  });
});
