import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { texts } from "#shared/content/text.ts";
import type { FieldErrors } from "#shared/schemas/fields.ts";

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

/** The API's refusal sentences, in English (shared/content/en/server.ts holds them, and their translations beside it). */
export const messages = texts.en.server.refusals;

/**
 * A body over `maxSize` bytes: 413 with `message`, and the connection closes rather than read
 * the rest.
 */
export const bodyLimitOf = (maxSize: number, message: string) =>
  bodyLimit({
    maxSize,
    onError: (c) => {
      c.header("Connection", "close");
      return apiError(c, 413, message);
    },
  });
