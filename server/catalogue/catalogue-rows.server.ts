import { specialties } from "#shared/content/partners.ts";
import type { RowProblem } from "#shared/schemas/catalogue.ts";
import { ITEM_LIMITS, MAX_CATALOGUE_ROWS } from "#shared/limits.ts";
import {
  columnFieldNames,
  itemFields,
  noTradeFields,
  type ColumnField,
  type ItemField,
  type TradeFields,
} from "#shared/schemas/catalogue-items.ts";
import { findHeaderRow, mapColumns, type ColumnMapping } from "./catalogue-columns.server";
import { MAX_CELL_CHARACTERS } from "./catalogue-file.server";
import { tooManyRows, UnreadableFile, type Sheet } from "./sheet.server";
import * as read from "./trade-values.server";
import {
  cleanCell,
  quoteFindings,
  rowSkipper,
  simplify,
  type Finding,
  type SkippedRows,
} from "./report-sheet.server";

// From a sheet of cells to catalogue items (docs/product.md#item-catalogue): the header found,
// titles, blank, total and repeated header rows skipped and counted, one row per batch merged
// into one item, the trade values read, and every problem in words, by row and column. Rows are
// numbered as the spreadsheet shows them.

export type { ColumnMapping } from "./catalogue-columns.server";
/** An item as published: its text fields and what the export says of price, stock and expiry. */
export type ItemRow = Record<ItemField, string> & TradeFields;

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

const categoryNames: [RegExp, (typeof specialties)[number]][] = [
  [/onco/i, "Oncology"],
  [/generic/i, "Generic Medicines"],
  [/nephro|renal|dialysis/i, "Nephrology"],
  [/otc|over.the.counter/i, "OTC (Over-the-Counter)"],
  [/surgical|disposable|consumable/i, "Surgical Disposables & Consumables"],
];
/** One of the five specialties, from the way billing software may name it. */
function matchCategory(text: string) {
  return (
    specialties.find((specialty) => specialty.toLowerCase() === text.toLowerCase()) ??
    categoryNames.find(([pattern]) => pattern.test(text))?.[1]
  );
}

/** What makes two rows without codes the same item: name, company and pack, ignoring case and spaces. */
const itemKey = (item: Pick<ItemRow, "name" | "manufacturer" | "pack">) =>
  [item.name, item.manufacturer, item.pack].map((part) => simplify(part)).join("|");

/** A name's trailing batch mark, as Marg writes other batches of an item: "PLANSCAR INJ [PLX202326]". */
const batchMark = /\s*\[([^\]]*)\]$/;

type Batch = {
  row: number;
  mrp: number | null;
  rate: number | null;
  stock: number | null;
  expiry: string;
};
type Group = { item: ItemRow; row: number; batched: boolean; batches: Batch[] };

/** Every row checked: blocking errors, warnings (kept with a change), and the items to publish. */
export function checkRows(sheets: Sheet[], options: ListOptions = {}): CheckedRows {
  const sheet =
    options.sheet === undefined ? sheets[0] : sheets.find((s) => s.name === options.sheet);
  if (!sheet)
    throw new UnreadableFile(400, `The file has no sheet named "${options.sheet}" with items.`);
  const { rows: table } = sheet;
  const headerRow = options.headerRow ?? findHeaderRow(table, options.mapping);
  if (!Number.isInteger(headerRow) || headerRow < 1 || headerRow > table.length)
    throw new UnreadableFile(400, `The sheet has no row ${headerRow} to take as the header.`);
  const header = table[headerRow - 1]!;
  const { columns, problems } = mapColumns(header, options.mapping);
  const errors: Finding[] = problems.map((problem) => ({ ...problem, row: headerRow }));
  const warnings: Finding[] = [];
  const skipped: Skipped = {
    aboveHeader: headerRow - 1,
    blank: 0,
    total: 0,
    repeatedHeader: 0,
    footer: 0,
  };
  const rowsToSkip = rowSkipper(header, "an item", warnings, skipped);
  /** Each finding quotes its row. */
  const quoted = (findings: Finding[]) => quoteFindings(table, findings);
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

const listRows = (rows: number[]) =>
  rows.length > 6 ? `${rows.slice(0, 6).join(", ")} and ${rows.length - 6} more` : rows.join(", ");

/** The trade values of one row; a value that cannot be read is a warning and stays empty. */
function readTrade(text: (field: ColumnField) => string, row: number, warnings: Finding[]) {
  const take = <T>(field: ColumnField, result: read.Read<T>): T | undefined => {
    if (result && "problem" in result) {
      warnings.push({
        row,
        column: columnFieldNames[field],
        message: `The ${columnFieldNames[field]} ${result.problem}`,
      });
      return undefined;
    }
    return result?.value;
  };
  const mrp = take("mrp", read.readPrice(text("mrp"))) ?? null;
  const rate = take("rate", read.readPrice(text("rate"))) ?? null;
  if (mrp !== null && rate !== null && rate > mrp)
    warnings.push({
      row,
      column: "rate",
      message: `The rate ₹${rate} is above the MRP ₹${mrp}; both are kept.`,
    });
  return {
    mrp,
    rate,
    scheme:
      take("scheme", read.readScheme(text("scheme"))) ??
      take("deal", read.readDealFree(text("deal"), text("free"))) ??
      "",
    stock: take("stock", read.readStock(text("stock"))),
    expiry: take("expiry", read.readExpiry(text("expiry"))) ?? "",
    hsn: take("hsn", read.readHsn(text("hsn"))) ?? "",
    gst: take("gst", read.readGst(text("gst"))) ?? null,
  };
}

/**
 * One item from its batches: stock summed, the nearest expiry among batches in stock, and,
 * where batches disagree on price, the higher MRP with that batch's rate (and a warning).
 */
function mergeBatches({ item, batches }: Group, warnings: Finding[]): ItemRow {
  const counted = batches.filter((batch) => batch.stock !== null);
  const stock = counted.length ? counted.reduce((sum, batch) => sum + batch.stock!, 0) : null;
  const inStock = batches.filter((batch) => batch.stock === null || batch.stock > 0);
  const expiries = (inStock.length ? inStock : batches)
    .map((b) => b.expiry)
    .filter(Boolean)
    .sort();
  const priced = batches.filter((batch) => batch.mrp !== null || batch.rate !== null);
  const top = priced.reduce<Batch | undefined>(
    (best, batch) => (!best || (batch.mrp ?? 0) > (best.mrp ?? 0) ? batch : best),
    undefined,
  );
  const differ = priced.some((batch) => batch.mrp !== top!.mrp || batch.rate !== top!.rate);
  if (differ)
    warnings.push({
      row: top!.row,
      column: "MRP",
      message: `The batches of ${item.name} in rows ${listRows(priced.map((b) => b.row))} have different MRPs or rates; the higher MRP (row ${top!.row}) and its rate are kept.`,
    });
  return {
    ...item,
    mrp: top?.mrp ?? null,
    rate: top?.rate ?? null,
    stock: item.stockYesNo && stock !== null ? Math.min(Math.max(stock, 0), 1) : stock,
    expiry: expiries[0] ?? "",
  };
}
