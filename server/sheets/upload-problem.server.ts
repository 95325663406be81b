import type { Context } from "hono";
import { apiError } from "#server/http/api-error.server.ts";
import { UnreadableFile } from "./sheet.server";

/**
 * An uploaded spreadsheet that cannot be read, as the API answers it; anything else (a refusal,
 * which the app's one handler answers) is thrown again.
 */
export function answerUploadProblem(c: Context, error: unknown) {
  if (error instanceof UnreadableFile) return apiError(c, error.status, error.message);
  throw error;
}
