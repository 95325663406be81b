import type { Context } from "hono";
import type { ZodError } from "zod";
import { MAX_JSON_BYTES } from "#shared/limits.ts";
import { fieldErrorsOf } from "#shared/schemas/fields.ts";
import { apiError } from "./api-error.server";

/** A schema's parse, as the JSON bodies of the admin API are read with. */
type BodySchema<T> = {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: ZodError };
};

/**
 * An admin API's JSON body read with its schema: 415 when it is not JSON, 413 over
 * MAX_JSON_BYTES, 400 when it cannot be read or (with field errors) does not pass, else the data.
 * An empty body reads as `{}`.
 */
export async function readJsonBody<T>(
  c: Context,
  schema: BodySchema<T>,
): Promise<{ refusal: Response; data?: undefined } | { data: T; refusal?: undefined }> {
  if (!(c.req.header("content-type") ?? "").startsWith("application/json"))
    return { refusal: apiError(c, 415, "Please send JSON.") };
  const text = await c.req.text();
  if (text.length > MAX_JSON_BYTES)
    return { refusal: apiError(c, 413, "The request is too large.") };
  let input: unknown = {};
  try {
    input = text ? JSON.parse(text) : {};
  } catch {
    return { refusal: apiError(c, 400, "The request could not be read.") };
  }
  const parsed = schema.safeParse(input);
  if (!parsed.success)
    return {
      refusal: apiError(
        c,
        400,
        "Please check the highlighted fields.",
        fieldErrorsOf(parsed.error),
      ),
    };
  return { data: parsed.data };
}
