import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { FieldErrors } from "#app/schemas/fields.ts";

/** Every API error: `{ success: false, error: "<sentence>" }`, with field errors for validation. */
export function apiError(
  c: Context,
  status: ContentfulStatusCode,
  error: string,
  fieldErrors?: FieldErrors,
) {
  return c.json(
    { success: false as const, error, ...(fieldErrors ? { fieldErrors } : {}) },
    status,
  );
}

export const messages = {
  invalid: "Please check the highlighted fields and try again.",
  tooLarge: "The submission is too large. The resume must be 5 MB or smaller.",
  wrongContentType: "Please send the form as JSON or as a web form.",
  wrongContentTypeMultipart: "Please send the application as a multipart web form.",
  tooMany:
    "You have sent several submissions in a short time. Please wait a while and try again, or call us.",
  unavailable:
    "We could not save your submission right now. Please try again in a minute, or call us.",
  malformed: "The submission could not be read. Please try again.",
  crossSite:
    "This form can be sent only from our own website. Please open the page on our site and send it from there.",
} as const;
