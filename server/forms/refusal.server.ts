import type { FieldErrors } from "#shared/schemas/fields.ts";

/** Why a submission was not accepted: the status, the sentence, and field errors for the form. */
export class Refusal {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 429 | 503,
    readonly error: string,
    readonly fieldErrors?: FieldErrors,
    readonly retryAfterSeconds?: number,
  ) {}
}
