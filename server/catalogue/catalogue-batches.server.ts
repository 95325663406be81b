import {
  columnFieldNames,
  type ColumnField,
  type ItemField,
  type TradeFields,
} from "#shared/schemas/catalogue-items.ts";
import { simplify } from "#server/sheets/header.server.ts";
import * as read from "./trade-values.server";
import type { Finding } from "#server/sheets/report-sheet.server.ts";
import { listRows } from "./catalogue-cells.server";

// One item from the rows of its batches: the trade values each row gives, read with a warning
// where one cannot be, and the batches merged (stock summed, nearest expiry, the higher MRP).

/** An item as published: its text fields and what the export says of price, stock and expiry. */
export type ItemRow = Record<ItemField, string> & TradeFields;

/** What makes two rows without codes the same item: name, company and pack, ignoring case and spaces. */
export const itemKey = (item: Pick<ItemRow, "name" | "manufacturer" | "pack">) =>
  [item.name, item.manufacturer, item.pack].map((part) => simplify(part)).join("|");

/** A name's trailing batch mark, as Marg writes other batches of an item: "PLANSCAR INJ [PLX202326]". */
export const batchMark = /\s*\[([^\]]*)\]$/;

export type Batch = {
  row: number;
  mrp: number | null;
  rate: number | null;
  stock: number | null;
  expiry: string;
};
export type Group = { item: ItemRow; row: number; batched: boolean; batches: Batch[] };

/** The trade values of one row; a value that cannot be read is a warning and stays empty. */
export function readTrade(text: (field: ColumnField) => string, row: number, warnings: Finding[]) {
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
export function mergeBatches({ item, batches }: Group, warnings: Finding[]): ItemRow {
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
