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

/** An item as search answers it. */
export type CatalogueItem = {
  id: number;
  name: string;
  manufacturer: string;
  composition: string;
  pack: string;
  category: string;
};

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
