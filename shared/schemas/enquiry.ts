import { z } from "#shared/schemas/zod.ts";
import { MAX_ENQUIRY_ITEMS, MAX_MESSAGE_LENGTH } from "#shared/limits.ts";
import { enquiryItemSchema } from "./catalogue";
import { antiSpamFields, englishMessages, personFields, type ValidationMessages } from "./fields";

export const NO_MESSAGE = "No message provided";

/**
 * The contact form (docs/product.md#validation): name, email and phone required; message
 * optional; its messages in one language.
 */
export function enquirySchemaFor(v: ValidationMessages) {
  const { name, email, phone, consent, locale } = personFields(v);
  return z.object({
    name,
    email,
    phone,
    message: z
      .string()
      .trim()
      .max(MAX_MESSAGE_LENGTH, v.messageTooLong)
      .refine((value) => !/[^\P{Cc}\t\n\r]/u.test(value), v.messageControl)
      .optional()
      .transform((value) => (value ? value : NO_MESSAGE)),
    consent,
    locale,
    /** Items from the catalogue the visitor asks about (their enquiry list). */
    items: z
      .preprocess(
        // A web form sends the list as JSON in one field.
        (value) => (typeof value === "string" && value ? parseJson(value) : value),
        z
          .array(enquiryItemSchema, { error: v.itemsUnreadable })
          .max(MAX_ENQUIRY_ITEMS, v.tooManyItems),
      )
      .optional()
      .transform((items) => items ?? []),
    ...antiSpamFields,
  });
}

/** The contact form with English messages (API clients that name no language get these). */
export const enquirySchema = /* @__PURE__ */ enquirySchemaFor(englishMessages);

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export type EnquiryInput = z.input<typeof enquirySchema>;
export type Enquiry = z.output<typeof enquirySchema>;
