import { parseWithZod } from "@conform-to/zod/v4";
import { applicationFormSchemaFor } from "#shared/schemas/application.ts";
import { enquirySchemaFor } from "#shared/schemas/enquiry.ts";
import type { ValidationMessages } from "#shared/schemas/fields.ts";

// The forms' checks in the browser, with the same zod schemas as the server and the page
// language's messages. A form loads this (and zod with it) when the visitor starts filling it
// in: see use-submission-form.ts.
const schemaFor = { enquiry: enquirySchemaFor, application: applicationFormSchemaFor };

export function validatorFor(name: keyof typeof schemaFor, messages: ValidationMessages) {
  const schema = schemaFor[name](messages);
  return (formData: FormData) => parseWithZod(formData, { schema });
}
