import { parseWithZod } from "@conform-to/zod/v4";
import { applicationFormSchemaFor } from "#shared/schemas/application.ts";
import { accessRequestSchemaFor } from "#shared/schemas/customers.ts";
import { enquirySchemaFor } from "#shared/schemas/enquiry.ts";

// The forms' checks in the browser, with the same zod schemas as the server and the page
// language's messages. A form loads this (and zod with it) when the visitor starts filling it
// in: see use-submission-form.ts.
const schemaFor = {
  enquiry: enquirySchemaFor,
  application: applicationFormSchemaFor,
  accessRequest: accessRequestSchemaFor,
};

export type FormName = keyof typeof schemaFor;
/** Each form's messages: the trade account request adds its own to the forms' shared ones. */
export type FormMessages = { [Name in FormName]: Parameters<(typeof schemaFor)[Name]>[0] };

/**
 * The request's schema reads a field as the server gets it from a web form: an empty one is "",
 * whose check says what is missing in the page's language. (Conform would make it undefined,
 * which that schema answers with zod's own English words.)
 */
const keepsEmptyFields: Record<FormName, boolean> = {
  enquiry: false,
  application: false,
  accessRequest: true,
};

export function validatorFor<Name extends FormName>(name: Name, messages: FormMessages[Name]) {
  // Each schema takes its own form's messages, which FormMessages ties to its name.
  const schemaOf = schemaFor[name] as (
    messages: FormMessages[Name],
  ) => ReturnType<(typeof schemaFor)[Name]>;
  const schema = schemaOf(messages);
  const disableAutoCoercion = keepsEmptyFields[name];
  return (formData: FormData) => parseWithZod(formData, { schema, disableAutoCoercion });
}
