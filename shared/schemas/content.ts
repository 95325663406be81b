import { z } from "#shared/schemas/zod.ts";
import type { ContentDocument } from "#shared/content/document.ts";

// The admin's answers about the owner's content (docs/product.md#the-owners-content). The
// document itself is checked on the server when it is published (contentSchema); the editor
// only makes sure it received one, without loading every language's seed texts.

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === "object" && !Array.isArray(value);

const looksLikeContent = (value: unknown): value is ContentDocument =>
  isRecord(value) &&
  isRecord(value.site) &&
  isRecord(value.texts) &&
  ["en", "or", "hi"].every((locale) =>
    isRecord((value.texts as Record<string, unknown>)[locale]),
  ) &&
  ["notices", "closures", "jobs", "slides"].every((list) => Array.isArray(value[list])) &&
  isRecord(value.settings) &&
  isRecord(value.reviewed);

export const contentAnswerSchema = z.object({
  success: z.literal(true),
  version: z.number(),
  content: z.custom<ContentDocument>(looksLikeContent),
});

const contentVersionSchema = z.object({
  version: z.number(),
  publishedAt: z.string(),
  publishedBy: z.string(),
  current: z.boolean(),
});
export type ContentVersion = z.infer<typeof contentVersionSchema>;
export const contentVersionsSchema = z.object({
  success: z.literal(true),
  versions: z.array(contentVersionSchema),
});

export const contentPublishedSchema = z.object({ success: z.literal(true), version: z.number() });

/** An uploaded photo's id (`POST /api/admin/content/images`). */
export const contentImageSchema = z.object({ success: z.literal(true), id: z.string() });
