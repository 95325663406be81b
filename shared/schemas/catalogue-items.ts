// The item catalogue's plain facts (docs/product.md#item-catalogue), without zod, so that pages
// which only show items or the enquiry list do not load the validation library.

import { ITEM_LIMITS, MAX_CATALOGUE_BYTES, MAX_CATALOGUE_MB } from "#shared/limits.ts";

export type ItemField = keyof typeof ITEM_LIMITS;
export const itemFields = Object.keys(ITEM_LIMITS) as ItemField[];

/** An item as search answers it. */
export type CatalogueItem = {
  id: number;
  name: string;
  manufacturer: string;
  composition: string;
  pack: string;
  category: string;
};

export type CatalogueAnswer = { success: true; total: number; items: CatalogueItem[] };

/** An item an enquiry asks about. */
export type EnquiryItem = { name: string; manufacturer?: string; pack?: string; quantity: number };

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

// The uploaded item list: what the file picker offers (the server's answer is in catalogue.ts).
/** For the file input's `accept`; the server tells the formats apart by content. */
export const CATALOGUE_ACCEPT = ".csv,.txt,.tsv,.xlsx";
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
