import { z } from "zod";
import { specialties } from "#shared/content/partners.ts";
import {
  ITEM_LIMITS,
  MAX_ITEM_QUANTITY,
  MAX_SEARCH_LENGTH,
  MAX_SEARCH_PAGE,
  MAX_SEARCH_PAGE_SIZE,
  SEARCH_PAGE_SIZE,
} from "#shared/limits.ts";
import type { EnquiryItem } from "./catalogue-items";

// The item catalogue's validation (docs/product.md#item-catalogue): the search query and the
// items an enquiry may carry. The plain types are in catalogue-items.ts.

export const catalogueQuerySchema = z.object({
  q: z.string().trim().max(MAX_SEARCH_LENGTH, "Please search with fewer words.").default(""),
  category: z.enum(specialties).optional().catch(undefined),
  manufacturer: z.string().trim().max(ITEM_LIMITS.manufacturer).optional(),
  page: z.coerce.number().int().min(1).max(MAX_SEARCH_PAGE).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_SEARCH_PAGE_SIZE).default(SEARCH_PAGE_SIZE),
});
export type CatalogueQuery = z.output<typeof catalogueQuerySchema>;

export const enquiryItemSchema = z.object({
  name: z.string().trim().min(1).max(ITEM_LIMITS.name),
  manufacturer: z.string().trim().max(ITEM_LIMITS.manufacturer).optional(),
  pack: z.string().trim().max(ITEM_LIMITS.pack).optional(),
  quantity: z.coerce.number().int().min(1).max(MAX_ITEM_QUANTITY),
}) satisfies z.ZodType<EnquiryItem, unknown>;
