import { z } from "#shared/schemas/zod.ts";
import { specialties } from "#shared/content/partners.ts";
import {
  ITEM_LIMITS,
  MAX_SEARCH_LENGTH,
  MAX_SEARCH_PAGE,
  MAX_SEARCH_PAGE_SIZE,
  SEARCH_PAGE_SIZE,
} from "#shared/limits.ts";
import { columnFields, type EnquiryItem } from "./catalogue-items";
import { wholeQuantity } from "./fields";

// The item catalogue's validation (docs/product.md#item-catalogue): the search query, the
// items an enquiry may carry, and the admin's answers (an upload's check, the versions). The
// plain types and limits, which public pages use without zod, are in catalogue-items.ts.

export const catalogueQuerySchema = z.object({
  q: z.string().trim().max(MAX_SEARCH_LENGTH, "Please search with fewer words.").default(""),
  category: z.enum(specialties).optional().catch(undefined),
  manufacturer: z.string().trim().max(ITEM_LIMITS.manufacturer).optional(),
  page: z.coerce.number().int().min(1).max(MAX_SEARCH_PAGE).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_SEARCH_PAGE_SIZE).default(SEARCH_PAGE_SIZE),
});
export type CatalogueQuery = z.output<typeof catalogueQuerySchema>;

/** The chat's item lookup: what is left of a question once its chat words are taken out. */
export const catalogueMatchQuerySchema = z.object({
  q: z.string().trim().min(1).max(MAX_SEARCH_LENGTH, "Please search with fewer words."),
});

export const enquiryItemSchema = z.object({
  name: z.string().trim().min(1).max(ITEM_LIMITS.name),
  manufacturer: z.string().trim().max(ITEM_LIMITS.manufacturer).optional(),
  pack: z.string().trim().max(ITEM_LIMITS.pack).optional(),
  quantity: wholeQuantity(),
}) satisfies z.ZodType<EnquiryItem, unknown>;

/**
 * A problem in an uploaded item list, by row (as the sheet numbers it) and column, with the
 * row's first cells quoted so the clerk finds it ("Stock Value : 6799840.18").
 */
const rowProblemSchema = z.object({
  row: z.number(),
  column: z.string(),
  message: z.string(),
  quote: z.string(),
});
export type RowProblem = z.infer<typeof rowProblemSchema>;

/** A preview row: the item's text fields, and its trade values (numbers, or null when absent). */
const previewItemSchema = z.object({
  name: z.string(),
  manufacturer: z.string(),
  composition: z.string(),
  pack: z.string(),
  category: z.string(),
  code: z.string(),
  mrp: z.number().nullable(),
  rate: z.number().nullable(),
  scheme: z.string(),
  stock: z.number().nullable(),
  expiry: z.string(),
  hsn: z.string(),
  gst: z.number().nullable(),
});
export type PreviewItem = z.infer<typeof previewItemSchema>;

/** What a check of an uploaded list found: the items, some of them, and every problem. */
const catalogueCheckSchema = z.object({
  /** The sheet read, and every sheet with cells (a CSV has one, named ""). */
  sheet: z.string(),
  sheets: z.array(z.string()),
  /** The row taken as the header (1-based), its cells, and the header cell of each field. */
  headerRow: z.number(),
  header: z.array(z.string()),
  columns: z.partialRecord(z.enum(columnFields as [string, ...string[]]), z.string()),
  /** Data rows read, and items after batches are merged. */
  rows: z.number(),
  items: z.number(),
  /**
   * Rows passed over, never errors: titles above the header, blank, total and repeated header
   * rows, and the report's footer (what follows its grand total, or a lone "label : number").
   */
  skipped: z.object({
    aboveHeader: z.number(),
    blank: z.number(),
    total: z.number(),
    repeatedHeader: z.number(),
    footer: z.number(),
  }),
  /** Blocking problems (at most 500 listed; `errorCount` says how many in all). */
  errors: z.array(rowProblemSchema),
  errorCount: z.number(),
  /** Rows kept with a change (a duplicate dropped, an unknown category emptied). */
  warnings: z.array(rowProblemSchema),
  warningCount: z.number(),
  /** The first items, as they would be published. */
  preview: z.array(previewItemSchema),
});
export type CatalogueCheck = z.infer<typeof catalogueCheckSchema>;

/**
 * The answer to `POST /api/admin/catalogue`: the check (with the new `version` when published),
 * or a sentence, with the check too when rows have blocking problems.
 */
export const catalogueUploadAnswerSchema = z.discriminatedUnion("success", [
  catalogueCheckSchema.extend({ success: z.literal(true), version: z.number().optional() }),
  catalogueCheckSchema.partial().extend({ success: z.literal(false), error: z.string() }),
]);
export type CatalogueUploadAnswer = z.infer<typeof catalogueUploadAnswerSchema>;

const catalogueVersionSchema = z.object({
  version: z.number(),
  rows: z.number(),
  publishedAt: z.string(),
  publishedBy: z.string(),
  current: z.boolean(),
});
export type CatalogueVersion = z.infer<typeof catalogueVersionSchema>;
export const catalogueVersionsSchema = z.object({
  success: z.literal(true),
  versions: z.array(catalogueVersionSchema),
});
