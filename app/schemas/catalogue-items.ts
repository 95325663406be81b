// The item catalogue's plain facts (docs/product.md#item-catalogue), without zod, so that pages
// which only show items or the enquiry list do not load the validation library.

export const ITEM_LIMITS = {
  name: 120,
  manufacturer: 120,
  composition: 300,
  pack: 60,
  category: 60,
  code: 40,
} as const;
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

/** A problem in an uploaded item list, by row (1 = the header) and column. */
export type RowProblem = { row: number; column: string; message: string };

export type CatalogueVersion = {
  version: number;
  rows: number;
  publishedAt: string;
  publishedBy: string;
  current: boolean;
};

/** An item an enquiry asks about. */
export type EnquiryItem = { name: string; manufacturer?: string; pack?: string; quantity: number };
export const MAX_ENQUIRY_ITEMS = 200;

/** One line per item, as the notification, the CSV export and WhatsApp list them. */
export const itemLine = (item: EnquiryItem) => {
  const details = [item.manufacturer, item.pack].filter(Boolean).join(", ");
  return `${item.quantity} × ${item.name}${details ? ` (${details})` : ""}`;
};
