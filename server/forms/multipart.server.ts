import type { IncomingMessage } from "node:http";
import Busboy from "busboy";
import {
  MAX_MULTIPART_FIELD_BYTES,
  MAX_MULTIPART_FIELDS,
  MAX_MULTIPART_PARTS,
  MAX_RESUME_BYTES,
} from "#shared/limits.ts";
import { inWords, Refusal, refusedAt, type Said } from "./refusal.server";

type UploadedFile = { name: string; content: Buffer };
export type Multipart = {
  fields: Record<string, string>;
  /** The first file (a form carrying one). */
  file?: UploadedFile;
  /** Every file, in the order sent (a form that may carry several, `maxFiles`). */
  files: UploadedFile[];
};

/**
 * The file a form may carry: its field name, its size limit, and the sentence past it; `maxFiles`
 * for a form that may carry several (one by default).
 */
export type FilePart = {
  field: string;
  noun: string;
  maxBytes: number;
  tooLarge: Said;
  maxFiles?: number;
};
export const resumePart: FilePart = {
  field: "resume",
  noun: "resume",
  maxBytes: MAX_RESUME_BYTES,
  tooLarge: "forms.validation.resumeSize",
};

/** An error of a request whose body is read: what was read stands. */
const ignore = () => {};

/**
 * Streams a multipart body, keeping the file in memory only up to its limit: a larger upload
 * is refused as soon as it passes that, and a body as soon as it passes `maxBytes` (whatever
 * part, preamble or epilogue the bytes belong to), without reading the rest.
 */
export function readMultipart(
  request: IncomingMessage,
  maxBytes: number,
  filePart: FilePart = resumePart,
): Promise<Multipart> {
  return new Promise((resolve, reject) => {
    let parser: Busboy.Busboy;
    try {
      parser = Busboy({
        headers: request.headers,
        limits: {
          fileSize: filePart.maxBytes,
          files: filePart.maxFiles ?? 1,
          fields: MAX_MULTIPART_FIELDS,
          fieldSize: MAX_MULTIPART_FIELD_BYTES,
          parts: MAX_MULTIPART_PARTS,
        },
        defParamCharset: "utf8",
      });
    } catch {
      reject(new Refusal(400, "server.refusals.malformed"));
      return;
    }
    const fields: Record<string, string> = {};
    const files: UploadedFile[] = [];
    let failed = false;
    const fail = (refusal: Refusal) => {
      if (failed) return;
      failed = true;
      request.unpipe(parser);
      reject(refusal);
    };
    parser.on("field", (name, value, info) => {
      if (info.valueTruncated) fail(new Refusal(413, "server.refusals.tooLarge"));
      else if (!Object.hasOwn(fields, name)) fields[name] = value;
    });
    parser.on("file", (name, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      // A part cut off before its closing boundary errors here; unhandled, it would end the process.
      stream.on("error", () => fail(new Refusal(400, "server.refusals.malformed")));
      stream.on("limit", () => fail(refusedAt(413, filePart.field, filePart.tooLarge)));
      stream.on("close", () => {
        if (name !== filePart.field) return;
        // A browser sends an empty, nameless part when no file was chosen.
        if (info.filename || chunks.length)
          files.push({ name: info.filename ?? "", content: Buffer.concat(chunks) });
        // The pieces are copied: they go now, not with the parser.
        chunks.length = 0;
      });
    });
    parser.on("filesLimit", () =>
      fail(
        new Refusal(
          400,
          inWords(
            (filePart.maxFiles ?? 1) === 1
              ? `Please attach only one ${filePart.noun}.`
              : `Please attach at most ${filePart.maxFiles} ${filePart.noun}s at once.`,
          ),
        ),
      ),
    );
    parser.on("partsLimit", () => fail(new Refusal(413, "server.refusals.tooLarge")));
    parser.on("fieldsLimit", () => fail(new Refusal(413, "server.refusals.tooLarge")));
    parser.on("error", () => fail(new Refusal(400, "server.refusals.malformed")));
    let received = 0;
    const counted = (chunk: Buffer) => {
      received += chunk.length;
      if (received > maxBytes) fail(new Refusal(413, "server.refusals.tooLarge"));
    };
    const broken = () => fail(new Refusal(400, "server.refusals.malformed"));
    parser.on("close", () => {
      // The request lives until it is answered, and its listeners would keep this scope, the
      // answer with it: a route could not let go of an upload it has read (an item list of
      // 20 MB) while it goes on working. An error now has nothing left to refuse.
      request.off("data", counted).off("error", broken).off("aborted", broken).on("error", ignore);
      if (!failed) resolve({ fields, file: files[0], files });
    });
    request.on("data", counted);
    request.on("error", broken);
    request.on("aborted", broken);
    request.pipe(parser);
  });
}
