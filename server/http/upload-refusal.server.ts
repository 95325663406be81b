import type { Context } from "hono";
import { UnreadableFile } from "#server/catalogue/sheet.server.ts";
import { Refusal } from "#server/submissions/refusal.server.ts";
import { apiError } from "./api-error.server";

/**
 * The answer to a staff upload refused before its file was read (a refusal closes the
 * connection, so what the client may still be sending is not read), or undefined when the
 * error is not a refusal.
 */
export function refusedUpload(c: Context, error: unknown) {
  if (error instanceof Refusal) {
    c.header("Connection", "close");
    return apiError(c, error.status, error.error);
  }
  if (error instanceof UnreadableFile) return apiError(c, error.status, error.message);
  return undefined;
}
