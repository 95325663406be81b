import type { IncomingMessage } from "node:http";
import { MAX_CATALOGUE_BYTES, MULTIPART_ROOM_BYTES } from "#shared/limits.ts";
import { catalogueFileMessages } from "#shared/schemas/catalogue-items.ts";
import { readMultipart } from "#server/forms/multipart.server.ts";
import { inWords, Refusal } from "#server/forms/refusal.server.ts";
import type { ReportKind } from "./sheet.server";

/**
 * A report staff upload from their billing software (`kind`: an item list, an outstanding
 * report): the form's file, up to MAX_CATALOGUE_BYTES, and its other fields. Refused (a
 * `Refusal`) when the request is not a multipart form, carries no file or too large a one.
 */
export async function readReportUpload(
  request: IncomingMessage,
  contentType: string | undefined,
  kind: ReportKind,
) {
  if (!(contentType ?? "").startsWith("multipart/form-data"))
    throw new Refusal(415, inWords(`Please send the ${kind.name} as a multipart web form.`));
  const { fields, file } = await readMultipart(
    request,
    MAX_CATALOGUE_BYTES + MULTIPART_ROOM_BYTES,
    {
      field: "file",
      noun: "file",
      maxBytes: MAX_CATALOGUE_BYTES,
      tooLarge: inWords(catalogueFileMessages.size),
    },
  );
  if (!file) throw new Refusal(400, inWords(`Please choose the ${kind.name} file to upload.`));
  return { fields, file };
}
