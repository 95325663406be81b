// The item catalogue's plain facts (docs/product.md#item-catalogue), without zod, so that pages
// which only show items or the enquiry list do not load the validation library.

import {
  ITEM_LIMITS,
  LOW_STOCK_THRESHOLD,
  MAX_CATALOGUE_BYTES,
  MAX_CATALOGUE_MB,
} from "#shared/limits.ts";

export type ItemField = keyof typeof ITEM_LIMITS;
export const itemFields = Object.keys(ITEM_LIMITS) as ItemField[];

/**
 * An item as search answers anyone. `id` stays the same across publishes (the base of its
 * billing code, or a hash of name, company and pack), so lists and orders can refer to it.
 */
export type CatalogueItem = {
  id: string;
  name: string;
  manufacturer: string;
  composition: string;
  pack: string;
  category: string;
};

/** Exactly what anyone may see of an item, whatever else the object holds. */
export const publicItem = ({
  id,
  name,
  manufacturer,
  composition,
  pack,
  category,
}: CatalogueItem): CatalogueItem => ({ id, name, manufacturer, composition, pack, category });

/**
 * What a signed-in, active trade customer also sees of an item (docs/product.md#trade-customers):
 * never the stock count, expiry, HSN or GST.
 */
export type CustomerTerms = {
  mrp: number | null;
  rate: number | null;
  scheme: string;
  availability: Availability | null;
};
export type CustomerItem = CatalogueItem & CustomerTerms;

/**
 * What the Products page shows of the live catalogue (docs/product.md#item-catalogue): its
 * companies with their items' count (a partner under its published name), the partners that
 * have items, and whether any item has a category.
 */
export type CatalogueFacts = {
  companies: { name: string; items: number }[];
  partnersWithItems: string[];
  categories: boolean;
};

export type CatalogueAnswer = {
  success: true;
  total: number;
  items: (CatalogueItem & Partial<CustomerTerms>)[];
};

/**
 * An item an enquiry asks about. `itemId`, the catalogue's stable id, is kept on the device by
 * lists made since orders (a signed-in customer's list finds its items by it); older lists have
 * none, and their items are found by name, company and pack.
 */
export type EnquiryItem = {
  itemId?: string;
  name: string;
  manufacturer?: string;
  pack?: string;
  quantity: number;
};

/** One line per item, as the notification, the CSV export and WhatsApp list them. */
export const itemLine = (item: EnquiryItem) => {
  const details = [item.manufacturer, item.pack].filter(Boolean).join(", ");
  return `${item.quantity} × ${item.name}${details ? ` (${details})` : ""}`;
};

/** What each field is called in messages ("The item name is empty.") and, capitalised, in labels. */
export const itemFieldNames: Record<ItemField, string> = {
  name: "item name",
  manufacturer: "company",
  composition: "composition",
  pack: "pack",
  category: "category",
  code: "item code",
};

/**
 * What an export may tell of an item besides what everyone sees: prices, scheme, stock and
 * expiry (docs/product.md#trade-fields). None of it reaches an anonymous visitor.
 */
export type TradeFields = {
  mrp: number | null;
  rate: number | null;
  /** As written: "10+1", "5%". */
  scheme: string;
  /** Units summed over batches; with `stockYesNo`, 1 or 0 from a YES/NO column. */
  stock: number | null;
  stockYesNo: boolean;
  /** The nearest expiry of the batches in stock, "YYYY-MM", or "". */
  expiry: string;
  hsn: string;
  gst: number | null;
};

/** An item of which the export said nothing but its name and company. */
export const noTradeFields: Readonly<TradeFields> = {
  mrp: null,
  rate: null,
  scheme: "",
  stock: null,
  stockYesNo: false,
  expiry: "",
  hsn: "",
  gst: null,
};

/** Columns an upload may map besides the item's own: the trade values and what makes them. */
export const tradeColumns = [
  "mrp",
  "rate",
  "scheme",
  "deal",
  "free",
  "stock",
  "batch",
  "expiry",
  "hsn",
  "gst",
] as const;
export type TradeColumn = (typeof tradeColumns)[number];
export type ColumnField = ItemField | TradeColumn;
export const columnFields: ColumnField[] = [...itemFields, ...tradeColumns];
export const columnFieldNames: Record<ColumnField, string> = {
  ...itemFieldNames,
  mrp: "MRP",
  rate: "rate",
  scheme: "scheme",
  deal: "deal",
  free: "free",
  stock: "stock",
  batch: "batch",
  expiry: "expiry",
  hsn: "HSN code",
  gst: "GST %",
};

/** What a trade customer sees instead of the count (the count never leaves the server). */
export type Availability = "in_stock" | "low" | "out";

/**
 * A YES/NO stock is in stock or out, never low; a count at or under the threshold is low;
 * no stock column at all is `null` (nothing said).
 */
export function availabilityOf(
  { stock, stockYesNo }: Pick<TradeFields, "stock" | "stockYesNo">,
  threshold: number = LOW_STOCK_THRESHOLD,
): Availability | null {
  if (stock === null) return null;
  if (stock <= 0) return "out";
  return !stockYesNo && stock <= threshold ? "low" : "in_stock";
}

// The uploaded item list: what the file picker offers (the server's answer is in catalogue.ts).
/** For the file input's `accept`; the server tells the formats apart by content. */
export const CATALOGUE_ACCEPT = ".csv,.txt,.tsv,.xlsx,.xls";
export const catalogueFileMessages = {
  size: `The file is larger than ${MAX_CATALOGUE_MB} MB. Please export fewer columns.`,
  empty: "The file is empty.",
} as const;

/** What the browser can check before uploading: the size. */
export function catalogueFileProblem(file: { size: number }): string | undefined {
  if (file.size > MAX_CATALOGUE_BYTES) return catalogueFileMessages.size;
  if (file.size === 0) return catalogueFileMessages.empty;
  return undefined;
}
