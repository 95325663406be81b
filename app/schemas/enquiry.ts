import { z } from "zod";
import { enquiryItemSchema } from "./catalogue";
import { MAX_ENQUIRY_ITEMS } from "./catalogue-items";
import { antiSpamFields, consentField, emailField, nameField, phoneField } from "./fields";
import { MAX_MESSAGE_LENGTH } from "./form-constraints";

export const NO_MESSAGE = "No message provided";

/** The contact form (docs/product.md#validation): name, email and phone required; message optional. */
export const enquirySchema = z.object({
  name: nameField,
  email: emailField,
  phone: phoneField,
  message: z
    .string()
    .trim()
    .max(MAX_MESSAGE_LENGTH, `Please keep your message under ${MAX_MESSAGE_LENGTH} characters.`)
    .refine(
      (value) => !/[^\P{Cc}\t\n\r]/u.test(value),
      "Please write your message without special control characters.",
    )
    .optional()
    .transform((value) => (value ? value : NO_MESSAGE)),
  consent: consentField,
  /** Items from the catalogue the visitor asks about (their enquiry list). */
  items: z
    .preprocess(
      // A web form sends the list as JSON in one field.
      (value) => (typeof value === "string" && value ? parseJson(value) : value),
      z
        .array(enquiryItemSchema, { error: "The list of items could not be read." })
        .max(MAX_ENQUIRY_ITEMS, `Please ask about at most ${MAX_ENQUIRY_ITEMS} items at once.`),
    )
    .optional()
    .transform((items) => items ?? []),
  ...antiSpamFields,
});

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export type EnquiryInput = z.input<typeof enquirySchema>;
export type Enquiry = z.output<typeof enquirySchema>;
