import { describe, expect, it } from "vitest";
import {
  expected,
  hugeDeclaredXls,
  priceListCsv,
  priceListExpected,
  reportXls,
  reportXlsx,
  wordLikeOle,
} from "#tests/fixtures/billing-exports.ts";
import { readSheets } from "#server/sheets/read-sheets.server.ts";
import { checkRows, type ListOptions } from "./catalogue-rows.server";
import { UnreadableFile } from "#server/sheets/sheet.server.ts";
import { readXls } from "#server/sheets/read-sheets.server.ts";

// Billing exports as they really come (docs/product.md#item-catalogue): titles above the header,
// old .xls, one row per batch, repeated headers and totals, and the trade values in them.
// tests/integration/catalogue.test.ts publishes the same files through the endpoint.

async function check(file: Buffer | string, name: string, options?: ListOptions) {
  return checkRows(await readSheets(name, Buffer.from(file)), options);
}

const itemNamed = (items: { name: string }[], start: string) =>
  items.find((item) => item.name.startsWith(start));

describe.each([
  ["an old Excel file (.xls)", "stock.xls", () => reportXls()],
  ["an Excel workbook (.xlsx)", "stock.xlsx", () => reportXlsx()],
])("a stock report exported as %s", (_, name, make) => {
  it("finds the header under the titles, skips and counts the other rows, and merges batches", async () => {
    const checked = await check(await make(), name);
    expect(checked.errors).toEqual([]);
    expect(checked.sheet).toBe("Stock");
    expect(checked.headerRow).toBe(expected.headerRow);
    expect(checked.rows).toBe(expected.rows);
    expect(checked.skipped).toEqual(expected.skipped);
    // Under the total: skipped, each said in a warning that quotes the row.
    expect(
      checked.warnings
        .filter((warning) => expected.footerWarnings.some(({ row }) => row === warning.row))
        .map(({ row, quote }) => ({ row, quote })),
    ).toEqual(expected.footerWarnings);
    // Every finding quotes its row's first cells.
    for (const problem of [...checked.errors, ...checked.warnings])
      expect(problem.quote, `row ${problem.row}`).not.toBe("");
    expect(checked.items).toHaveLength(expected.items);
    expect(checked.columns).toMatchObject({
      name: "Item Name",
      manufacturer: "Mfg.",
      mrp: "M.R.P",
      scheme: "Scm",
      stock: "Bal",
      expiry: "Exp",
      hsn: "HSN/SAC",
      gst: "% GST",
    });
    const planscar = itemNamed(checked.items, "PLANSCAR")!;
    // The batch mark is gone from the name, the code's batch suffix too.
    expect(planscar.name).toBe("PLANSCAR INJ 2 ML");
    expect(planscar).toMatchObject(expected.planscar);
    expect(itemNamed(checked.items, "DOLO")).toMatchObject(expected.dolo);
    expect(itemNamed(checked.items, "AZITHRAL")).toMatchObject({
      name: "AZITHRAL 500 TAB",
      ...expected.azithral,
    });
    expect(itemNamed(checked.items, "ORS")).toMatchObject(expected.ors);
    const [first, second] = expected.azithralPriceWarningRows;
    expect(checked.warnings).toContainEqual(
      expect.objectContaining({
        row: second,
        message: expect.stringContaining(`rows ${first}, ${second} have different MRPs or rates`),
      }),
    );
    // Batches merge silently; the only other warnings are the stock column's YES/NO among counts
    // and the two footer rows (no column).
    expect(checked.warnings.map((warning) => warning.column).sort()).toEqual([
      "",
      "",
      "MRP",
      "stock",
    ]);
  });

  it("takes the header row the clerk chooses instead", async () => {
    const checked = await check(await make(), name, { headerRow: 11 });
    // The rows under the page break's header only.
    expect(checked.headerRow).toBe(11);
    expect(checked.skipped.aboveHeader).toBe(10);
    expect(checked.items.map((item) => item.name)).toEqual([
      "AZITHRAL 500 TAB",
      "ORS POWDER 21.8G",
    ]);
  });
});

describe("a distributor's price list as CSV", () => {
  it("reads a title row, Deal and Free as the scheme, YES/NO stock and every expiry shape", async () => {
    const checked = await check(priceListCsv, "pricelist.csv");
    expect(checked.errors).toEqual([]);
    expect(checked.warnings).toEqual([]);
    expect(checked.sheet).toBe("");
    expect(checked.headerRow).toBe(priceListExpected.headerRow);
    expect(checked.rows).toBe(priceListExpected.rows);
    expect(checked.items).toHaveLength(priceListExpected.items);
    expect(checked.skipped).toEqual(priceListExpected.skipped);
    expect(itemNamed(checked.items, "PANTOCID")).toMatchObject(priceListExpected.pantocid);
    expect(itemNamed(checked.items, "CETZINE")).toMatchObject(priceListExpected.cetzine);
    expect(itemNamed(checked.items, "TELMA")).toMatchObject(priceListExpected.telma);
  });

  it("keeps a row with a bad value, the value left empty and named by row and column", async () => {
    const file = [
      "Item Name,Company,MRP,Rate,Expiry,HSN,GST %,Stock",
      "GOOD TAB,ACME,10,8,4/27,3004,5,20",
      "NEGATIVE TAB,ACME,-5,8,1/1900,30,55,many",
      "DEAR TAB,ACME,10,12,,,,",
    ].join("\n");
    const { items, errors, warnings } = await check(file, "items.csv");
    expect(errors).toEqual([]);
    expect(items).toHaveLength(3);
    expect(itemNamed(items, "NEGATIVE")).toMatchObject({
      mrp: null,
      rate: 8,
      expiry: "",
      hsn: "",
      gst: null,
      stock: null,
    });
    expect(warnings).toEqual([
      {
        row: 3,
        quote: "NEGATIVE TAB | ACME | -5",
        column: "MRP",
        message: 'The MRP "-5" is not a price between ₹0 and ₹10,00,000; it is left empty.',
      },
      {
        row: 3,
        quote: "NEGATIVE TAB | ACME | -5",
        column: "stock",
        message: 'The stock "many" is not a stock: a number, or YES or NO; it is left empty.',
      },
      {
        row: 3,
        quote: "NEGATIVE TAB | ACME | -5",
        column: "expiry",
        message:
          'The expiry "1/1900" is not an expiry between 2000-01 and 2099-12; it is left empty.',
      },
      {
        row: 3,
        quote: "NEGATIVE TAB | ACME | -5",
        column: "HSN code",
        message: 'The HSN code "30" is not an HSN code of 4, 6 or 8 digits; it is left empty.',
      },
      {
        row: 3,
        quote: "NEGATIVE TAB | ACME | -5",
        column: "GST %",
        message: 'The GST % "55" is not a GST rate between 0 and 40 %; it is left empty.',
      },
      {
        row: 4,
        quote: "DEAR TAB | ACME | 10",
        column: "rate",
        message: "The rate ₹12 is above the MRP ₹10; both are kept.",
      },
    ]);
  });

  it("keeps round 2's warning for a repeat that carries no batch", async () => {
    const file = "Item Name,Company,Pack,Stock\nREPEAT TAB,ACME,10S,5\nRepeat Tab,acme,10s,7\n";
    const { items, warnings } = await check(file, "items.csv");
    expect(items).toEqual([expect.objectContaining({ name: "REPEAT TAB", stock: 5 })]);
    expect(warnings).toEqual([
      {
        row: 3,
        quote: "Repeat Tab | acme | 10s",
        column: "item name",
        message: "The same item as row 2; it is listed once.",
      },
    ]);
  });
});

describe("hostile old Excel files", () => {
  it.each([
    [
      "a truncated .xls",
      () => reportXls().subarray(0, 1500),
      400,
      /could not be read: it seems damaged/,
    ],
    [
      "an .xls whose sheet declares 16 million rows",
      hugeDeclaredXls,
      413,
      /more than 1,00,000 items/,
    ],
    ["an OLE file that is not a workbook", wordLikeOle, 415, /not an Excel workbook/],
  ])("refuses %s with a sentence", async (_, make, status, sentence) => {
    const refusal = await readSheets("items.xls", make()).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(UnreadableFile);
    expect((refusal as UnreadableFile).status).toBe(status);
    expect((refusal as UnreadableFile).message).toMatch(sentence);
  });

  it("gives up a file that takes longer than its time budget, with a sentence", async () => {
    const refusal = await readXls(reportXls(), 1).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(UnreadableFile);
    expect((refusal as UnreadableFile).message).toMatch(/took too long to read/);
  });
});
