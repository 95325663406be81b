import { z } from "zod";
import { specialties } from "#app/content/partners.ts";

// The item catalogue's contract (docs/product.md#item-catalogue): the fields of an item, the
// search query and answer, and the items an enquiry may carry. Both sides import it.

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
/** What each field is called in messages ("The item name is empty.") and, capitalised, in labels. */
export const itemFieldNames: Record<ItemField, string> = {
  name: "item name",
  manufacturer: "company",
  composition: "composition",
  pack: "pack",
  category: "category",
  code: "item code",
};

/** An item as search answers it. */
export type CatalogueItem = {
  id: number;
  name: string;
  manufacturer: string;
  composition: string;
  pack: string;
  category: string;
};

/** An item list's row as uploaded and checked, every field as text ("" when absent). */
export type CatalogueRow = Record<ItemField, string>;

export const CATALOGUE_PAGE_SIZE_MAX = 50;

export const catalogueQuerySchema = z.object({
  q: z.string().trim().max(100, "Please search with fewer words.").default(""),
  category: z.enum(specialties).optional().catch(undefined),
  manufacturer: z.string().trim().max(ITEM_LIMITS.manufacturer).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(CATALOGUE_PAGE_SIZE_MAX).default(20),
});
export type CatalogueQuery = z.output<typeof catalogueQuerySchema>;

export type CatalogueAnswer = { success: true; total: number; items: CatalogueItem[] };

/** A problem in an uploaded item list, by row (1 = the header) and column. */
export type RowProblem = { row: number; column: string; message: string };

// The uploaded item list: its limits, what the file picker offers, and the server's answer.
export const MAX_CATALOGUE_BYTES = 20 * 1024 * 1024;
export const MAX_CATALOGUE_ROWS = 100_000;
/** For the file input's `accept`; the server tells the formats apart by content. */
export const CATALOGUE_ACCEPT = ".csv,.txt,.tsv,.xlsx";
export const catalogueFileMessages = {
  size: "The file is larger than 20 MB. Please export fewer columns.",
  empty: "The file is empty.",
} as const;

/** What the browser can check before uploading: the size. */
export function catalogueFileProblem(file: { size: number }): string | undefined {
  if (file.size > MAX_CATALOGUE_BYTES) return catalogueFileMessages.size;
  if (file.size === 0) return catalogueFileMessages.empty;
  return undefined;
}

/** What a check of an uploaded list found: the items, some of them, and every problem. */
export type CatalogueCheck = {
  /** How many items would be published. */
  rows: number;
  /** Blocking problems (at most 500 listed; `errorCount` says how many in all). */
  errors: RowProblem[];
  errorCount: number;
  /** Rows kept with a change (a duplicate dropped, an unknown category emptied). */
  warnings: RowProblem[];
  warningCount: number;
  /** The first items, as they would be published. */
  preview: CatalogueRow[];
};

/**
 * The answer to `POST /api/admin/catalogue`: the check (with the new `version` when published),
 * or a sentence, with the check too when rows have blocking problems.
 */
export type CatalogueUploadAnswer =
  | ({ success: true; version?: number } & CatalogueCheck)
  | ({ success: false; error: string } & Partial<CatalogueCheck>);

export type CatalogueVersion = {
  version: number;
  rows: number;
  publishedAt: string;
  publishedBy: string;
  current: boolean;
};

// An enquiry may name items from the catalogue, with a quantity each.
export const MAX_ENQUIRY_ITEMS = 200;
export const enquiryItemSchema = z.object({
  name: z.string().trim().min(1).max(ITEM_LIMITS.name),
  manufacturer: z.string().trim().max(ITEM_LIMITS.manufacturer).optional(),
  pack: z.string().trim().max(ITEM_LIMITS.pack).optional(),
  quantity: z.coerce.number().int().min(1).max(100_000),
});
export type EnquiryItem = z.output<typeof enquiryItemSchema>;
