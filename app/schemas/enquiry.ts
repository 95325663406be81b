import { z } from "zod";
import { antiSpamFields, consentField, emailField, nameField, phoneField } from "./fields";

export const NO_MESSAGE = "No message provided";
export const MAX_MESSAGE_LENGTH = 2000;

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
  ...antiSpamFields,
});

export type EnquiryInput = z.input<typeof enquirySchema>;
export type Enquiry = z.output<typeof enquirySchema>;
