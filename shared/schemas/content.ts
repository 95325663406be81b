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

/** A stored photo: its size and the widths it is served in (`MediaImage`). */
const mediaImageSchema = z.object({
  id: z.string(),
  width: z.number(),
  height: z.number(),
  widths: z.array(z.number()).min(1),
});

export const contentAnswerSchema = z.object({
  success: z.literal(true),
  version: z.number(),
  content: z.custom<ContentDocument>(looksLikeContent),
  /** The photos the content names, by id: the editor shows each at a width it is stored in. */
  images: z.record(z.string(), mediaImageSchema),
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

/** An uploaded photo (`POST /api/admin/content/images`): its id, which the content names. */
export const contentImageSchema = mediaImageSchema.extend({ success: z.literal(true) });
