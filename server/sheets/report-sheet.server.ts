import { HEADER_SCAN_ROWS } from "#shared/limits.ts";
import type { RowProblem } from "#shared/schemas/catalogue.ts";
import { repeatsHeader } from "./header.server";
import { UnreadableFile } from "./sheet.server";

// What every report the staff upload from their billing software shares, whatever it lists (the
// stock report's items, the outstanding report's bills): cells as stored, the header found under
// the report's titles, the rows that are not data (blank, totals, a repeated header, the footer)
// passed over and counted, and each finding quoting its row so that the clerk finds it.

/** A finding as the checks make it; the answer quotes its row (RowProblem). */
export type Finding = Omit<RowProblem, "quote">;

/** A cell as stored: Unicode normalised, no control characters, single spaces. */
export function cleanCell(raw: string) {
  return raw
    .normalize("NFC")
    .replace(/\p{Cc}/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * The header: among the first rows, the one that scores highest (the first of equals), so that
 * titles and a date above it are passed over; else the first row with cells. 1-based.
 */
export function bestHeaderRow(rows: string[][], score: (cells: string[]) => number) {
  let best = { row: 1, score: 0 };
  for (let index = 0; index < Math.min(rows.length, HEADER_SCAN_ROWS); index++) {
    const found = score(rows[index] ?? []);
    if (found > best.score) best = { row: index + 1, score: found };
  }
  if (best.score === 0) best.row = rows.findIndex((row) => row.some((cell) => cell.trim())) + 1;
  return best.row;
}

/** "GRAND TOTAL", "Sub-Total", "CLASS TOTAL", "Party Total", "Total:": a report's sums. */
const totalCell = /^((grand|sub|class|net|page|report|party)[\s-]*totals?\b.*|totals?\s*[:.-]?)$/i;
/** The report's own total, after which it prints only its footer. */
const endTotalCell = /^(grand|report)[\s-]*totals?\b/i;
/** A footer line anywhere: its only filled cell a label and a number ("Stock Value : 6799840.18"). */
const labelAndNumber = /^[^\d:]{2,60}:\s*[-+₹]?\s*[\d,]+(\.\d+)?\s*(dr|cr)?\s*$/i;

/** What a report's rows after its header may be besides data, counted. */
export type SkippedRows = { blank: number; total: number; repeatedHeader: number; footer: number };

/**
 * The header a reader takes, row `headerRow` (from 1) of `table`, and the skipped rows counted
 * from it (those above it); refused when the sheet has no such row.
 */
export function headerAt(table: string[][], headerRow: number) {
  if (!Number.isInteger(headerRow) || headerRow < 1 || headerRow > table.length)
    throw new UnreadableFile(400, `The sheet has no row ${headerRow} to take as the header.`);
  const skipped = { aboveHeader: headerRow - 1, blank: 0, total: 0, repeatedHeader: 0, footer: 0 };
  return { header: table[headerRow - 1]!, skipped };
}

/**
 * Passes over the rows under the header that are no data row of a report listing `noun`s: blank
 * rows, totals, a repeated header, and the footer (what follows the grand total, or a lone
 * "label : number"), each footer row a warning, counted in `skipped`. `skips(cells, row)` says
 * whether to pass a row.
 */
export function rowSkipper(
  header: string[],
  noun: string,
  warnings: Finding[],
  skipped: SkippedRows = { blank: 0, total: 0, repeatedHeader: 0, footer: 0 },
) {
  /** Past the report's grand total: only its footer is left. */
  let ended = false;
  const skips = (cells: string[], row: number) => {
    if (cells.every((cell) => cell.trim() === "")) {
      skipped.blank++;
      return true;
    }
    const filled = cells.filter((cell) => cell.trim() !== "");
    if (ended || (filled.length === 1 && labelAndNumber.test(cleanCell(filled[0]!)))) {
      skipped.footer++;
      warnings.push({
        row,
        column: "",
        message: ended
          ? `After the report's total: not ${noun}, skipped.`
          : `A label and a number, not ${noun}: skipped.`,
      });
      return true;
    }
    if (cells.some((cell) => totalCell.test(cell.trim()))) {
      skipped.total++;
      if (cells.some((cell) => endTotalCell.test(cell.trim()))) ended = true;
      return true;
    }
    if (repeatsHeader(cells, header)) {
      skipped.repeatedHeader++;
      return true;
    }
    return false;
  };
  return { skipped, skips };
}

/** A row's first filled cells, as a finding quotes it: "DOLO 650 TAB | MICRO LABS | 15S". */
export function rowQuote(cells: readonly string[] | undefined) {
  const quote = (cells ?? []).map(cleanCell).filter(Boolean).slice(0, 3).join(" | ");
  return quote.length > 80 ? `${quote.slice(0, 79)}…` : quote;
}

/** Each finding with its row quoted from the sheet's `table`. */
export const quoteFindings = (table: string[][], findings: Finding[]): RowProblem[] =>
  findings.map((finding) => ({ ...finding, quote: rowQuote(table[finding.row - 1]) }));
