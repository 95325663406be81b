import { z } from "#shared/schemas/zod.ts";
import { MAX_ITEM_QUANTITY, MAX_PASTE_CHARACTERS, MAX_PASTE_LINES } from "#shared/limits.ts";
import { orderMessage } from "#shared/content/en/order-message.ts";
import { withLimits } from "#shared/content/limit-values.ts";
import { termsItemSchema } from "./orders";

// Orders from a message or an indent (docs/product.md#orders-from-a-message): what the reading
// takes and answers. The answer's items carry the fields the customer's own search shows.

/** The server's sentences, with the limits they state (said in the visitor's language). */
export const pasteAnswers = withLimits("or", orderMessage.answers);

/** Lines of a pasted text, as the limit counts them (a last line break starts no line). */
export const pastedLines = (text: string) => text.trimEnd().split(/\r\n|\r|\n/).length;

/** The text's problems name their sentences' keys: the server says them in the visitor's language. */
export const pasteBodySchema = z.object({
  text: z
    .string()
    .max(MAX_PASTE_CHARACTERS, "orderMessage.answers.tooLong")
    .refine((text) => pastedLines(text) <= MAX_PASTE_LINES, "orderMessage.answers.tooLong")
    .refine((text) => /[\p{L}\p{N}]/u.test(text), "orderMessage.answers.empty"),
});

/** Staff read a message for a customer: the same, naming the customer. */
export const adminPasteBodySchema = pasteBodySchema.extend({ customerId: z.uuid() });

export type PastedItem = z.output<typeof termsItemSchema>;

export const pastedLineSchema = z.object({
  /** The line of the message (or the indent's row) it was on, from 1. */
  line: z.number().int().min(1),
  text: z.string(),
  quantity: z.number().int().min(1).max(MAX_ITEM_QUANTITY),
  /** False when none was written: the quantity is then 1, for the person to check. */
  quantityWritten: z.boolean(),
  match: termsItemSchema.nullable(),
  alternatives: z.array(termsItemSchema).max(3),
});
export type PastedLine = z.output<typeof pastedLineSchema>;

export const pasteAnswerSchema = z.object({
  success: z.literal(true),
  lines: z.array(pastedLineSchema),
});
