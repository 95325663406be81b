import * as XLSX from "@e965/xlsx";
import { expect, it } from "vitest";
import { readXls } from "./read-sheets.server";

// A large distributor's list as old Excel writes it: 50,000 items with rates, scheme, stock and
// GST. Its reading once ran out of the thread's heap (the OLE container and the workbook were
// held at once) and the list was refused as damaged.

const header = ["Item Name", "Company", "Composition", "Packing", "Category", "Item Code"];
const trade = ["MRP", "Rate", "Scheme", "Stock", "GST"];
const row = (i: number) => [
  `Brand${i} 500`,
  `Company ${i % 400}`,
  "Paracetamol 500 mg",
  "10 tablets",
  "Tablet",
  `B${i}`,
  (20 + (i % 500)).toFixed(2),
  (16 + (i % 400)).toFixed(2),
  ["10+1", "", "5%"][i % 3]!,
  String(5 + (i % 300)),
  i % 4 === 0 ? "18" : "5",
];

it("reads a 50,000-row .xls of eleven columns within the reading thread's heap", async () => {
  const table = [[...header, ...trade], ...Array.from({ length: 50_000 }, (_, i) => row(i))];
  const book = XLSX.utils.book_new();
  const sheet = XLSX.utils.aoa_to_sheet(table, { dense: true } as XLSX.AOA2SheetOpts);
  XLSX.utils.book_append_sheet(book, sheet, "Items");
  const bytes = Buffer.from(XLSX.write(book, { type: "buffer", bookType: "biff8" }) as Uint8Array);
  // The time budget is the test's, not the reader's: a busy machine reads slowly.
  const [read] = await readXls(bytes, 170_000);
  expect(read!.rows).toHaveLength(50_001);
  expect(read!.rows[0]).toEqual([...header, ...trade]);
  expect(read!.rows[50_000]).toEqual(row(49_999));
}, 180_000);
