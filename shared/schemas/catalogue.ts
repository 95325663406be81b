import { z } from "zod";
import { specialties } from "#shared/content/partners.ts";
import { ITEM_LIMITS, type EnquiryItem } from "./catalogue-items";

// The item catalogue's validation (docs/product.md#item-catalogue): the search query and the
// items an enquiry may carry. The plain types and limits are in catalogue-items.ts.

const CATALOGUE_PAGE_SIZE_MAX = 50;

export const catalogueQuerySchema = z.object({
  q: z.string().trim().max(100, "Please search with fewer words.").default(""),
  category: z.enum(specialties).optional().catch(undefined),
  manufacturer: z.string().trim().max(ITEM_LIMITS.manufacturer).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(CATALOGUE_PAGE_SIZE_MAX).default(20),
});
export type CatalogueQuery = z.output<typeof catalogueQuerySchema>;

export const enquiryItemSchema = z.object({
  name: z.string().trim().min(1).max(ITEM_LIMITS.name),
  manufacturer: z.string().trim().max(ITEM_LIMITS.manufacturer).optional(),
  pack: z.string().trim().max(ITEM_LIMITS.pack).optional(),
  quantity: z.coerce.number().int().min(1).max(100_000),
}) satisfies z.ZodType<EnquiryItem, unknown>;
