import type { RowProblem } from "#shared/schemas/catalogue.ts";
import { ITEM_LIMITS, MAX_CATALOGUE_ROWS } from "#shared/limits.ts";
import {
  columnFieldNames,
  itemFields,
  noTradeFields,
  type ColumnField,
} from "#shared/schemas/catalogue-items.ts";
import { findHeaderRow, mapColumns, type ColumnMapping } from "./catalogue-columns.server";
import { simplify } from "#server/sheets/header.server.ts";
import { MAX_CELL_CHARACTERS } from "#server/sheets/read-sheets.server.ts";
import {
  cleanCell,
  headerAt,
  quoteFindings,
  rowSkipper,
  type Finding,
  type SkippedRows,
} from "#server/sheets/report-sheet.server.ts";
import { tooManyRows, UnreadableFile, type Sheet } from "#server/sheets/sheet.server.ts";
import { listRows, matchCategory } from "./catalogue-cells.server";
import {
  batchMark,
  itemKey,
  mergeBatches,
  readTrade,
  type Batch,
  type Group,
  type ItemRow,
} from "./catalogue-batches.server";

// From a sheet of cells to catalogue items (docs/product.md#item-catalogue): the header found,
// titles, blank, total and repeated header rows skipped and counted, one row per batch merged
// into one item, the trade values read, and every problem in words, by row and column. Rows are
// numbered as the spreadsheet shows them.

export type { ColumnMapping } from "./catalogue-columns.server";
export type { ItemRow } from "./catalogue-batches.server";

export type Skipped = SkippedRows & { aboveHeader: number };

export type CheckedRows = {
  /** The sheet read, and every sheet the file has (a CSV has one, named ""). */
  sheet: string;
  sheets: string[];
  headerRow: number;
  header: string[];
  /** Which header cell each field was read from. */
  columns: ColumnMapping;
  /** Data rows read (what was skipped aside). */
  rows: number;
  skipped: Skipped;
  items: ItemRow[];
  errors: RowProblem[];
  warnings: RowProblem[];
};

export type ListOptions = { mapping?: ColumnMapping; headerRow?: number; sheet?: string };

/** Every row checked: blocking errors, warnings (kept with a change), and the items to publish. */
export function checkRows(sheets: Sheet[], options: ListOptions = {}): CheckedRows {
  const sheet =
    options.sheet === undefined ? sheets[0] : sheets.find((s) => s.name === options.sheet);
  if (!sheet)
    throw new UnreadableFile(400, `The file has no sheet named "${options.sheet}" with items.`);
  const { rows: table } = sheet;
  const headerRow = options.headerRow ?? findHeaderRow(table, options.mapping);
  const { header, skipped } = headerAt(table, headerRow);
  const { columns, problems } = mapColumns(header, options.mapping);
  const errors: Finding[] = problems.map((problem) => ({ ...problem, row: headerRow }));
  const warnings: Finding[] = [];
  /** Each finding quotes its row. */
  const quoted = (findings: Finding[]): RowProblem[] => quoteFindings(table, findings);
  const answer = {
    sheet: sheet.name,
    sheets: sheets.map((s) => s.name),
    headerRow,
    header,
    columns: Object.fromEntries(
      Object.entries(columns).map(([field, index]) => [field, header[index]!]),
    ) as ColumnMapping,
    skipped,
  };
  if (errors.length)
    return { ...answer, rows: 0, items: [], errors: quoted(errors), warnings: quoted(warnings) };

  const cellOf = (cells: string[], field: ColumnField) => {
    const column = columns[field];
    return column === undefined ? "" : (cells[column] ?? "");
  };
  const groups = new Map<string, Group>();
  let rows = 0;
  /** Rows whose stock was a count, and rows whose stock was YES/NO, for a mixed column. */
  const stockKinds = { counts: [] as number[], yesNo: [] as number[] };
  const rowsToSkip = rowSkipper(header, "an item", warnings, skipped);

  for (let index = headerRow; index < table.length; index++) {
    const cells = table[index]!;
    const row = index + 1;
    if (rowsToSkip.skips(cells, row)) continue;
    if (++rows > MAX_CATALOGUE_ROWS) throw tooManyRows();

    const item = { ...noTradeFields } as ItemRow;
    let usable = true;
    for (const field of itemFields) {
      const raw = cellOf(cells, field);
      if (raw.length > MAX_CELL_CHARACTERS) {
        errors.push({
          row,
          column: columnFieldNames[field],
          message: `The ${columnFieldNames[field]} is far too long.`,
        });
        usable = false;
        continue;
      }
      item[field] = cleanCell(raw);
    }
    // The batch: its own column, or the name's trailing mark (taken off the name either way).
    const mark = batchMark.exec(item.name);
    if (mark) item.name = item.name.slice(0, mark.index);
    const batch = cleanCell(cellOf(cells, "batch")) || mark?.[1]?.trim() || "";
    for (const field of itemFields)
      if (usable && item[field].length > ITEM_LIMITS[field]) {
        errors.push({
          row,
          column: columnFieldNames[field],
          message: `The ${columnFieldNames[field]} is longer than ${ITEM_LIMITS[field]} characters.`,
        });
        usable = false;
      }
    for (const field of ["name", "manufacturer"] as const)
      if (usable && !item[field]) {
        errors.push({
          row,
          column: columnFieldNames[field],
          message: `The ${columnFieldNames[field]} is empty.`,
        });
        usable = false;
      }
    if (!usable) continue;
    if (item.category) {
      const category = matchCategory(item.category);
      if (!category)
        warnings.push({
          row,
          column: "category",
          message: `"${item.category}" is not one of the five specialties; the item is kept without a category.`,
        });
      item.category = category ?? "";
    }
    // A Marg code of another batch is the item's code with "-BATCH" after it.
    if (batch && item.code.toLowerCase().endsWith(`-${batch.toLowerCase()}`))
      item.code = item.code.slice(0, -(batch.length + 1));

    const trade = readTrade((field) => cleanCell(cellOf(cells, field)), row, warnings);
    if (trade.stock) (trade.stock.yesNo ? stockKinds.yesNo : stockKinds.counts).push(row);
    const key = item.code ? `code ${simplify(item.code)}` : `item ${itemKey(item)}`;
    const found = groups.get(key);
    const thisBatch: Batch = {
      row,
      mrp: trade.mrp,
      rate: trade.rate,
      stock: trade.stock?.units ?? null,
      expiry: trade.expiry,
    };
    if (!found) {
      Object.assign(item, {
        scheme: trade.scheme,
        hsn: trade.hsn,
        gst: trade.gst,
        stockYesNo: trade.stock?.yesNo ?? false,
      });
      groups.set(key, { item, row, batched: !!batch, batches: [thisBatch] });
      continue;
    }
    // Rows that carry a batch are one item's batches; any other repeat is a mistake to point at.
    if (!batch && !found.batched) {
      warnings.push({
        row,
        column: "item name",
        message: `The same item as row ${found.row}; it is listed once.`,
      });
      continue;
    }
    found.batched = true;
    found.batches.push(thisBatch);
    found.item.stockYesNo ||= trade.stock?.yesNo ?? false;
    for (const field of ["scheme", "hsn"] as const) found.item[field] ||= trade[field];
    found.item.gst ??= trade.gst;
  }
  if (stockKinds.counts.length && stockKinds.yesNo.length)
    warnings.push({
      row: stockKinds.yesNo[0]!,
      column: "stock",
      message: `The stock column mixes counts and YES/NO: ${stockKinds.yesNo.length === 1 ? "row" : "rows"} ${listRows(stockKinds.yesNo)} ${stockKinds.yesNo.length === 1 ? "says" : "say"} YES or NO, read as 1 and 0.`,
    });
  if (rows === 0 && errors.length === 0)
    throw new UnreadableFile(400, "The file has a header row but no items under it.");
  const items = [...groups.values()].map((group) => mergeBatches(group, warnings));
  // Warnings found while merging name earlier rows: the list reads top to bottom.
  warnings.sort((a, b) => a.row - b.row);
  return { ...answer, rows, items, errors: quoted(errors), warnings: quoted(warnings) };
}
