import type { Context } from "hono";

/**
 * Text a spreadsheet could take for a formula (= + - @, tab, carriage return, NUL) gets a
 * leading apostrophe, so an applicant cannot plant a formula in the owner's Excel.
 */
export const formulaSafe = (text: string) => (/^[=+\-@\t\r\0]/.test(text) ? `'${text}` : text);

/** One CSV cell, formula-safe. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  const text = formulaSafe(value === null || value === undefined ? "" : String(value));
  return `"${text.replace(/"/g, '""')}"`;
}

/** UTF-8 with a byte-order mark and CRLF line ends: what Excel opens correctly. */
export function toCsv(
  header: string[],
  rows: (string | number | boolean | null | undefined)[][],
): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

/** A CSV file download named `<name>-<today>.csv`. */
export function csvDownload(
  c: Context,
  name: string,
  header: string[],
  rows: (string | number | boolean | null | undefined)[][],
) {
  return c.body(toCsv(header, rows), 200, {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="${name}-${new Date().toISOString().slice(0, 10)}.csv"`,
  });
}
