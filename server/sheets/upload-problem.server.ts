import type { Context } from "hono";
import { Refusal } from "#server/forms/refusal.server.ts";
import { apiError } from "#server/http/api-error.server.ts";
import { UnreadableFile } from "./sheet.server";

/**
 * An uploaded spreadsheet refused (too large, not a file, a bad field) or unreadable, as the API
 * answers it; anything else is thrown again.
 */
export function answerUploadProblem(c: Context, error: unknown) {
  // Whatever the client may still be uploading is not read: close the connection.
  if (error instanceof Refusal) {
    c.header("Connection", "close");
    return apiError(c, error.status, error.error);
  }
  if (error instanceof UnreadableFile) return apiError(c, error.status, error.message);
  throw error;
}
