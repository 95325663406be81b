import type { Context, MiddlewareHandler } from "hono";
import type { HttpBindings } from "@hono/node-server";
import { MAX_INDENT_BYTES, MAX_JSON_BYTES, MULTIPART_ROOM_BYTES } from "#shared/limits.ts";
import { parseOrderMessage, readIndentRow } from "#shared/order-message.ts";
import type { CatalogueItem } from "#shared/schemas/catalogue-items.ts";
import { pasteAnswers, type PastedLine } from "#shared/schemas/order-message.ts";
import type { z } from "#shared/schemas/zod.ts";
import type { CatalogueSearch } from "#server/catalogue/public.server.ts";
import { readInput } from "#server/forms/form-submission.server.ts";
import { validate } from "#server/forms/form-post.server.ts";
import { readMultipart } from "#server/forms/multipart.server.ts";
import { inWords, Refusal } from "#server/forms/refusal.server.ts";
import { bodyLimitOf } from "#server/http/api-error.server.ts";
import { UnreadableFile } from "#server/sheets/sheet.server.ts";
import { readIndent } from "./indent-sheet.server";

// Orders from a message or an indent (docs/product.md#orders-from-a-message), what the
// customer's, the staff's and the no-JavaScript routes share: the request read (JSON `{text}`, a
// web form, or a multipart form with the indent `file`), the lines read against the live
// catalogue, and each item in the fields the customer's own search shows. The text is read and
// forgotten: never stored, never logged, never quoted in a refusal.

export type PasteContext = Context<{ Bindings: HttpBindings }>;

/** What was sent: a message, or an indent's file; and the form's other fields. */
export type Pasted = { fields: Record<string, unknown> } & (
  { text: string } | { file: { name: string; content: Buffer } }
);

const isMultipart = (c: PasteContext) =>
  (c.req.header("content-type") ?? "").startsWith("multipart/form-data");

/** A JSON or web-form body over MAX_JSON_BYTES: 413; a multipart one is held to the indent's size. */
const jsonLimit = bodyLimitOf(MAX_JSON_BYTES, pasteAnswers.tooLong);
export const pasteBodyLimit: MiddlewareHandler = (c, next) =>
  isMultipart(c as PasteContext) ? next() : jsonLimit(c, next);

/**
 * The request's message or indent, checked with `schema` (a text's length and lines); a file
 * wins over a text sent with it. Refusals: 400, 413 (the indent over its size), 415.
 */
export async function readPasted<S extends z.ZodType<{ text: string }>>(
  c: PasteContext,
  schema: S,
): Promise<Pasted & { body?: z.output<S> }> {
  if (!isMultipart(c)) {
    const input = await readInput(c);
    const body = validate(schema, input);
    return { fields: input, text: body.text, body };
  }
  let form: Awaited<ReturnType<typeof readMultipart>>;
  try {
    form = await readMultipart(c.env.incoming, MAX_INDENT_BYTES + MULTIPART_ROOM_BYTES, {
      field: "file",
      noun: "indent",
      maxBytes: MAX_INDENT_BYTES,
      tooLarge: "orderMessage.answers.indentTooLarge",
    });
  } catch (error) {
    // What the client may still be sending is not read.
    c.header("Connection", "close");
    if (error instanceof Refusal && error.status === 413 && error.fieldErrors)
      throw new Refusal(413, "orderMessage.answers.indentTooLarge");
    throw error;
  }
  if (form.file && form.file.content.length > 0) {
    // The other fields (a staff's customer) are still checked, with any text the form held.
    const body = validate(schema, { ...form.fields, text: "indent" });
    return { fields: form.fields, file: form.file, body };
  }
  const body = validate(schema, { text: "", ...form.fields });
  return { fields: form.fields, text: body.text, body };
}

/** An item with what the customer sees of it: rate, MRP, scheme and availability. */
const withTerms = (catalogue: CatalogueSearch, item: CatalogueItem) => ({
  ...item,
  ...catalogue.termsOf(item.id),
});

/** The lines of a message or an indent, read against the live catalogue. */
export async function pastedLines(
  catalogue: CatalogueSearch,
  pasted: Pasted,
): Promise<PastedLine[]> {
  const index = catalogue.current();
  let read;
  if ("file" in pasted) {
    let rows;
    try {
      rows = await readIndent(pasted.file.name, pasted.file.content);
    } catch (error) {
      if (!(error instanceof UnreadableFile)) throw error;
      throw new Refusal(
        error.status,
        error.status === 415
          ? "orderMessage.answers.indentType"
          : error.status === 413
            ? "orderMessage.answers.indentTooManyRows"
            : inWords(error.message),
      );
    }
    read = rows.map((row) => readIndentRow(index, row));
  } else read = parseOrderMessage(pasted.text, index);
  return read.map((line) => ({
    ...line,
    match: line.match && withTerms(catalogue, line.match),
    alternatives: line.alternatives.map((item) => withTerms(catalogue, item)),
  }));
}
