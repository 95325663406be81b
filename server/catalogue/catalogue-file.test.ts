import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { makeZip } from "#tests/fixtures/make-zip.ts";
import { readSheets } from "./catalogue-file.server";
import { checkRows, type ColumnMapping } from "./catalogue-rows.server";
import { UnreadableFile } from "./sheet.server";

// The item list as billing software exports it (docs/product.md#item-catalogue): every format,
// the headers, every row problem in words, and hostile files, read and checked as the upload
// endpoint does before it publishes anything. (tests/integration/catalogue.test.ts sends a few
// through the endpoint.)

const header = ["Item Name", "Company", "Composition", "Packing", "Category", "Item Code"];
const csv = (rows: string[][], delimiter = ",") =>
  [header, ...rows].map((row) => row.join(delimiter)).join("\r\n");

async function xlsx(rows: (string | number)[][]) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Items");
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** What a dry run of the upload finds in a file: read, then every row checked. */
async function check(file: Buffer | string, name: string, mapping?: ColumnMapping) {
  const sheets = await readSheets(name, typeof file === "string" ? Buffer.from(file) : file);
  return checkRows(sheets, { mapping });
}

describe("item lists as billing software exports them", () => {
  const rows = [
    ["Parafast 500", "Test Pharma", "Paracétamol 500 mg", "15 tablets", "Generic", "T1"],
    [
      "Amoxitest 250",
      "Test Pharma",
      "Amoxicillin 250 mg",
      "10 capsules",
      "Generic Medicines",
      "T2",
    ],
  ];
  it.each([
    ["UTF-8 with a byte-order mark, commas", Buffer.from(`\uFEFF${csv(rows)}`, "utf8")],
    ["UTF-8 without one, semicolons", Buffer.from(csv(rows, ";"), "utf8")],
    ["Windows-1252, tabs", Buffer.from(csv(rows, "\t"), "latin1")],
    [
      "UTF-16 (Excel's Unicode text)",
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(csv(rows, "\t"), "utf16le")]),
    ],
  ])("reads CSV in %s", async (_, file) => {
    const { items, errors } = await check(file, "items.csv");
    expect(errors).toEqual([]);
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({
      name: "Parafast 500",
      manufacturer: "Test Pharma",
      composition: "Paracétamol 500 mg",
      pack: "15 tablets",
      category: "Generic Medicines",
      code: "T1",
    });
  });

  it("reads Excel (.xlsx)", async () => {
    const { items, errors } = await check(
      await xlsx([
        header,
        ...rows,
        ["Calm 10", "Test Pharma", "Cetirizine 10 mg", "10 tablets", "OTC", 4711],
      ]),
      "items.xlsx",
    );
    expect(errors).toEqual([]);
    expect(items).toHaveLength(3);
    expect(items[2]).toMatchObject({
      name: "Calm 10",
      category: "OTC (Over-the-Counter)",
      code: "4711",
    });
  });

  it("recognises usual headers in any order and case, and takes a mapping for others", async () => {
    const usual = "MFG,PRODUCT NAME,Salt,Pack Size\nTest Pharma,Usual 1,Zinc 20 mg,10 tablets\n";
    expect((await check(usual, "items.csv")).items[0]).toMatchObject({
      name: "Usual 1",
      manufacturer: "Test Pharma",
      composition: "Zinc 20 mg",
      pack: "10 tablets",
    });
    const odd = "Naam,Leverancier\nOdd 1,Test Pharma\n";
    const unmapped = await check(odd, "items.csv");
    expect(unmapped.items).toEqual([]);
    expect(unmapped.errors).toEqual([
      {
        row: 1,
        quote: "Naam | Leverancier",
        column: "item name",
        message:
          "No column for the item name was found. Choose it in the column mapping, or choose another header row.",
      },
      {
        row: 1,
        quote: "Naam | Leverancier",
        column: "company",
        message:
          "No column for the company was found. Choose it in the column mapping, or choose another header row.",
      },
    ]);
    const mapped = await check(odd, "items.csv", { name: "Naam", manufacturer: "Leverancier" });
    expect(mapped.errors).toEqual([]);
    expect(mapped.items[0]).toMatchObject({ name: "Odd 1", manufacturer: "Test Pharma" });
  });

  it("says what is wrong with each row, in words", async () => {
    const file = csv([
      ["", "Test Pharma", "", "", "", ""],
      ["No Company", "", "", "", "", ""],
      ["x".repeat(121), "Test Pharma", "", "", "", ""],
      ['=HYPERLINK("http://evil.example")', "Test Pharma", "", "", "", ""],
      ["Dup 1", "Test Pharma", "", "10 tablets", "", ""],
      ["DUP  1", "test pharma", "", "10 Tablets", "", ""],
      ["Odd Category", "Test Pharma", "", "", "Cardiology", ""],
      ["Ctrl\u0007 Name", "Test Pharma", "", "", "", ""],
    ]);
    const { items, errors, warnings } = await check(file, "items.csv");
    expect(errors).toEqual([
      { row: 2, quote: "Test Pharma", column: "item name", message: "The item name is empty." },
      { row: 3, quote: "No Company", column: "company", message: "The company is empty." },
      {
        row: 4,
        quote: `${"x".repeat(79)}…`,
        column: "item name",
        message: "The item name is longer than 120 characters.",
      },
    ]);
    expect(warnings).toEqual([
      {
        row: 7,
        quote: "DUP 1 | test pharma | 10 Tablets",
        column: "item name",
        message: "The same item as row 6; it is listed once.",
      },
      {
        row: 8,
        quote: "Odd Category | Test Pharma | Cardiology",
        column: "category",
        message:
          '"Cardiology" is not one of the five specialties; the item is kept without a category.',
      },
    ]);
    // A formula is kept as plain text; control characters go.
    expect(items.map((item) => item.name)).toEqual([
      '=HYPERLINK("http://evil.example")',
      "Dup 1",
      "Odd Category",
      "Ctrl Name",
    ]);
  });
});

describe("hostile and broken item lists", () => {
  it.each([
    ["an empty file", () => Buffer.alloc(0), "items.csv", 400, "The file is empty."],
    [
      "a header only",
      () => Buffer.from(header.join(",")),
      "items.csv",
      400,
      "The file has a header row but no items under it.",
    ],
    [
      "a PDF",
      () => Buffer.from("%PDF-1.7\n\0\0binary"),
      "items.pdf",
      415,
      "Please upload the item list as a CSV file or an Excel file (.xlsx or .xls).",
    ],
    [
      "a bare .xls header",
      () => Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]),
      "items.xls",
      400,
      /^The old Excel file \(\.xls\) could not be read: it seems damaged/,
    ],
    [
      "a damaged .xlsx",
      () => Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(100, 7)]),
      "items.xlsx",
      400,
      /damaged/,
    ],
    [
      "a zip bomb posing as .xlsx",
      () =>
        makeZip(
          [0, 1, 2].map((n) => ({
            name: `xl/worksheets/sheet${n}.xml`,
            data: Buffer.alloc(80 * 1024 * 1024),
          })),
        ),
      "items.xlsx",
      400,
      /unpacks to far more/,
    ],
    [
      "a zip bomb posing as .xlsx that understates its sizes",
      () =>
        makeZip([
          {
            name: "xl/worksheets/sheet1.xml",
            data: Buffer.alloc(4 * 1024 * 1024),
            declaredSize: 1,
          },
        ]),
      "items.xlsx",
      400,
      /unpacks to far more/,
    ],
    [
      "too many rows",
      () =>
        Buffer.from(csv(Array.from({ length: 100_001 }, (_, i) => [`I${i}`, "T", "", "", "", ""]))),
      "items.csv",
      413,
      "The file has more than 1,00,000 items. Please split it or remove old items.",
    ],
    [
      "over 20 MB",
      () => Buffer.alloc(21 * 1024 * 1024, "a"),
      "items.csv",
      413,
      "The file is larger than 20 MB. Please export fewer columns.",
    ],
  ] as const)("refuses %s with a sentence", async (_, make, name, status, error) => {
    const refusal = await check(make(), name).then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(refusal).toBeInstanceOf(UnreadableFile);
    const { status: got, message } = refusal as UnreadableFile;
    expect(got, message).toBe(status);
    expect(message).toMatch(
      typeof error === "string" ? new RegExp(`^${error.replace(/[.()]/g, "\\$&")}$`) : error,
    );
  });

  it("refuses a 1 MB cell as a problem of its row", async () => {
    const { items, errors } = await check(
      csv([["x".repeat(1024 * 1024), "Test Pharma", "", "", "", ""]]),
      "items.csv",
    );
    expect(items).toEqual([]);
    expect(errors).toEqual([
      {
        row: 2,
        quote: `${"x".repeat(79)}…`,
        column: "item name",
        message: "The item name is far too long.",
      },
    ]);
  });
});
