import type { FieldErrors } from "#shared/schemas/fields.ts";

/**
 * What sending a form came to, whichever way it was sent (the site's API or, in the static
 * build, the email service): the stored record's id, or the failure with any field errors.
 */
export type SubmitResult =
  { ok: true; id: string } | { ok: false; fieldErrors?: FieldErrors; status: number };
