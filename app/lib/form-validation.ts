import { parseWithZod } from "@conform-to/zod/v4";
import { applicationFormSchema } from "#app/schemas/application.ts";
import { enquirySchema } from "#app/schemas/enquiry.ts";

// The forms' checks in the browser, with the same zod schemas as the server. A form loads this
// (and zod with it) when the visitor starts filling it in: see use-submission-form.ts.
const schemas = { enquiry: enquirySchema, application: applicationFormSchema };

export function validatorFor<Name extends keyof typeof schemas>(name: Name) {
  const schema = schemas[name];
  return (formData: FormData) => parseWithZod(formData, { schema });
}
