import type { Context } from "hono";
import { toCsv } from "./csv.server";

// Files staff download for the billing software (orders, receipts): CSV or .xlsx.

export type ExportFormat = "csv" | "xlsx";
export type Cell = string | number | null;

/** A file to download: its name and bytes. */
export type SheetFile = { fileName: string; contentType: string; body: Uint8Array<ArrayBuffer> };

/**
 * The file in either format. The CSV puts an apostrophe before text a spreadsheet could take
 * for a formula (a CSV cell has no type); an .xlsx cell has one: text is written as a string
 * cell exactly as typed (a party code "=1+2" reaches the billing import as "=1+2"), numbers as
 * numbers, and no cell is ever a formula.
 */
export async function sheetFile(
  format: ExportFormat,
  stem: string,
  header: readonly string[],
  rows: Cell[][],
): Promise<SheetFile> {
  if (format === "csv")
    return {
      fileName: `${stem}.csv`,
      contentType: "text/csv; charset=utf-8",
      body: new TextEncoder().encode(toCsv([...header], rows)),
    };
  // Loaded with the first .xlsx asked for: the library holds tens of megabytes once loaded.
  const { default: ExcelJS } = await import("exceljs");
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(stem.slice(0, 31));
  sheet.addRow([...header]).font = { bold: true };
  for (const row of rows) sheet.addRow(row);
  return {
    fileName: `${stem}.xlsx`,
    contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    body: new Uint8Array(await workbook.xlsx.writeBuffer()),
  };
}

/** The file as an attachment. */
export const fileDownload = (c: Context, file: SheetFile) =>
  c.body(file.body, 200, {
    "Content-Type": file.contentType,
    "Content-Disposition": `attachment; filename="${file.fileName}"`,
  });
