import { HEADER_SCAN_ROWS, MAX_CATALOGUE_ROWS } from "#shared/limits.ts";

// A sheet as the file readers hand it on, and why a file cannot be read at all.

/** A sheet as read: `rows[i]` is the sheet's row i + 1 (an empty array for an empty row). */
export type Sheet = { name: string; rows: string[][] };

/** Rows a file may have: the items, and titles above the header. */
export const MAX_SHEET_ROWS = MAX_CATALOGUE_ROWS + HEADER_SCAN_ROWS;

/** Why a file cannot be read at all (not one row's problem). */
export class UnreadableFile extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    message: string,
  ) {
    super(message);
  }
}

/** What a file is, as the refusals name it: the stock report's item list by default. */
export type ReportKind = { name: string; rows: string };
export const itemList: ReportKind = { name: "item list", rows: "items" };

export const tooManyRows = (kind = itemList) =>
  new UnreadableFile(
    413,
    `The file has more than ${MAX_CATALOGUE_ROWS.toLocaleString("en-IN")} ${kind.rows}. Please split it or remove old ${kind.rows}.`,
  );
