import * as XLSX from "@e965/xlsx";
import { describe, expect, it } from "vitest";
import { readXlsRows, sheetJsOptions } from "./xls-read";

// An old Excel file's cells are read record by record (./biff8-cells.ts), in a few tens of MB
// where SheetJS's workbook holds 300 MB for 50,000 rows: the same text as SheetJS gives, cell for
// cell, and SheetJS still reads what the records reader does not follow.

const limits = { maxRows: 1000, maxColumns: 40 };

/** A workbook of every kind of cell an export holds, written by SheetJS as `bookType`. */
function workbook(bookType: "biff8" | "biff5") {
  const items = XLSX.utils.aoa_to_sheet([
    ["Item Name", "Company", "MRP", "GST", "Expiry", "In stock", "Note"],
    ["PARACETAMOL 500 TAB", "ଓଡ଼ିଶା ଫାର୍ମା", 20.5, 0.12, 46_538, true, "ठीक है"],
    ["Big number", "Minus", 1_234_567.891, -3, 45_000, false],
    [],
    ["After a blank row", "", 0, 5],
  ]);
  // Dates and percentages as billing software formats them.
  for (const row of [2, 3]) {
    items[XLSX.utils.encode_cell({ r: row - 1, c: 3 })]!.z = "0%";
    items[XLSX.utils.encode_cell({ r: row - 1, c: 4 })]!.z = "mmm-yy";
  }
  // A formula's saved result (never run), and an error cell.
  items.H2 = { t: "n", v: 41, f: "20.5*2" };
  items.I2 = { t: "s", v: "from a formula", f: 'CONCAT("from ","a formula")' };
  items.J2 = { t: "e", v: 0x07 };
  items["!ref"] = "A1:J5";
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, items, "Items");
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([["second", 2]]), "दूसरा");
  return new Uint8Array(XLSX.write(book, { type: "buffer", bookType }) as Uint8Array);
}

describe("readXlsRows", () => {
  it("reads a BIFF8 workbook record by record, with the text SheetJS gives", () => {
    const bytes = workbook("biff8");
    const { reader, ...read } = readXlsRows({ bytes, ...limits });
    expect(reader).toBe("records");
    const { reader: other, ...bySheetJs } = readXlsRows({ bytes, ...limits }, "sheetjs");
    expect(other).toBe("sheetjs");
    expect(read).toEqual(bySheetJs);
    expect(read).toMatchObject({
      sheets: [
        {
          name: "Items",
          rows: [
            ["Item Name", "Company", "MRP", "GST", "Expiry", "In stock", "Note"],
            [
              "PARACETAMOL 500 TAB",
              "ଓଡ଼ିଶା ଫାର୍ମା",
              "20.5",
              "12%",
              "2027-05-31",
              "true",
              "ठीक है",
              "41",
              "from a formula",
              "",
            ],
            ["Big number", "Minus", "1234567.891", "-300%", "2023-03-15", "false"],
            [],
            ["After a blank row", "", "0", "5"],
          ],
        },
        { name: "दूसरा", rows: [["second", "2"]] },
      ],
    });
  });

  it("reads 5,000 rows whose shared strings run over many records as SheetJS does", () => {
    const rows = Array.from({ length: 5_000 }, (_, i) => [
      `Brand ${i} ${"ଔଷଧ".repeat(i % 5)}`,
      `B${i}`,
      i * 1.25,
    ]);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), "Items");
    const bytes = new Uint8Array(XLSX.write(book, { type: "buffer", bookType: "biff8" }));
    const { reader, ...read } = readXlsRows({ bytes, maxRows: 100_000, maxColumns: 40 });
    expect(reader).toBe("records");
    const { reader: byWhom, ...bySheetJs } = readXlsRows(
      { bytes, maxRows: 100_000, maxColumns: 40 },
      "sheetjs",
    );
    expect(byWhom).toBe("sheetjs");
    expect(read).toEqual(bySheetJs);
    expect("sheets" in read && read.sheets[0]!.rows[4_999]).toEqual([
      `Brand 4999 ${"ଔଷଧ".repeat(4)}`,
      "B4999",
      "6248.75",
    ]);
  });

  it("refuses a sheet of more rows than the limit, as SheetJS's reading did", () => {
    const bytes = workbook("biff8");
    const tight = { bytes, maxRows: 4, maxColumns: 40 };
    expect(readXlsRows(tight)).toEqual({ problem: "too-many-rows", reader: "records" });
    expect(readXlsRows(tight, "sheetjs")).toMatchObject({ problem: "too-many-rows" });
  });

  it("leaves an older workbook (BIFF5) to SheetJS", () => {
    const { reader, ...read } = readXlsRows({ bytes: workbook("biff5"), ...limits });
    expect(reader).toBe("sheetjs");
    // BIFF5 writes text in a code page: the Latin cells only.
    const [first] = "sheets" in read ? read.sheets : [];
    expect(first?.name).toBe("Items");
    expect(first?.rows[0]).toEqual([
      "Item Name",
      "Company",
      "MRP",
      "GST",
      "Expiry",
      "In stock",
      "Note",
    ]);
    expect(first?.rows[1]?.slice(2, 5)).toEqual(["20.5", "12%", "2027-05-31"]);
  });

  it("gives SheetJS dense cells, the row limit, and no formulas or formatted text to make", () => {
    expect(sheetJsOptions(100)).toMatchObject({
      dense: true,
      sheetRows: 101,
      cellFormula: false,
      cellText: false,
      cellHTML: false,
    });
  });
});
