import type { HttpBindings } from "@hono/node-server";
import type { Context } from "hono";
import { MAX_IMAGE_BYTES, MULTIPART_ROOM_BYTES, RETURN_PHOTO_WIDTH } from "#shared/limits.ts";
import type { ShownContent } from "#shared/content/document.ts";
import { indiaCalendarDate } from "#shared/india-time.ts";
import { windowMark, type ReturnWindow } from "#shared/returns-window.ts";
import { returnRequestSchemaFor } from "#shared/schemas/returns.ts";
import type { Locale } from "#shared/site-paths.ts";
import type { CatalogueSearch } from "#server/catalogue/public.server.ts";
import { reencodedPhoto } from "#server/content/public.server.ts";
import type { Db } from "#server/db/database.server.ts";
import { fieldErrorsOf } from "#shared/schemas/fields.ts";
import { readMultipart } from "#server/forms/multipart.server.ts";
import { inWords, Refusal, refusedAt } from "#server/forms/refusal.server.ts";
import { formLocale } from "#server/forms/visitor-language.server.ts";
import type { ReturnItem } from "./returns-store.server";

// Reading a return request (docs/product.md#returns): the multipart form's fields checked in the
// customer's language, the item found among their past orders or in the live catalogue, and the
// photo checked and re-encoded as the owner's photos are. Every refusal is a `Refusal`.

/** The items of a customer's past orders, latest first, one each: the form offers them. */
export async function orderedItems(db: Db, customerId: string): Promise<ReturnItem[]> {
  const rows = await db
    .selectFrom("order_lines")
    .innerJoin("orders", "orders.id", "order_lines.order_id")
    .select([
      "order_lines.item_id",
      "order_lines.name",
      "order_lines.code",
      "order_lines.manufacturer",
      "orders.created_at",
    ])
    .where("orders.customer_id", "=", customerId)
    .where("order_lines.item_id", "is not", null)
    .orderBy("orders.created_at", "desc")
    .limit(1000)
    .execute();
  const seen = new Map<string, ReturnItem>();
  for (const row of rows)
    if (row.item_id && !seen.has(row.item_id))
      seen.set(row.item_id, {
        id: row.item_id,
        name: row.name,
        code: row.code,
        company: row.manufacturer,
      });
  return [...seen.values()].slice(0, 200);
}

/** The item a request names: one of their past orders', else the live catalogue's, else typed. */
async function itemOf(
  db: Db,
  catalogue: Pick<CatalogueSearch, "orderable">,
  customerId: string,
  request: { itemId?: string; name?: string },
  noSuchItem: string,
): Promise<ReturnItem> {
  if (!request.itemId) return { id: null, name: request.name ?? "", code: "", company: "" };
  const ordered = (await orderedItems(db, customerId)).find((item) => item.id === request.itemId);
  if (ordered) return ordered;
  const live = catalogue.orderable(request.itemId);
  if (live) return { id: live.id, name: live.name, code: live.code, company: live.manufacturer };
  throw refusedAt(400, "itemId", inWords(noSuchItem));
}

type ReadDeps = {
  db: Db;
  catalogue: Pick<CatalogueSearch, "orderable">;
  shown: () => ShownContent;
  window: () => ReturnWindow;
};

/** Reads and checks a request; `locale` is told the form's language as soon as it is known. */
export async function readReturnRequest(
  c: Context<{ Bindings: HttpBindings }>,
  deps: ReadDeps,
  customerId: string,
  locale: Locale,
  heard: (locale: Locale) => void,
) {
  const said = () => deps.shown().texts[locale].returns;
  if (!(c.req.header("content-type") ?? "").startsWith("multipart/form-data"))
    throw new Refusal(415, "server.refusals.wrongContentType");
  const { fields, file } = await readMultipart(
    c.env.incoming,
    MAX_IMAGE_BYTES + MULTIPART_ROOM_BYTES,
    {
      field: "photo",
      noun: "photo",
      maxBytes: MAX_IMAGE_BYTES,
      tooLarge: inWords(said().answers.photoSize),
    },
  );
  locale = formLocale(fields) ?? locale;
  heard(locale);
  const t = said();
  const parsed = returnRequestSchemaFor(t.validation).safeParse(fields);
  if (!parsed.success) {
    // The schema speaks the form's language already: its words are said as they are.
    const fieldErrors = Object.fromEntries(
      Object.entries(fieldErrorsOf(parsed.error)).map(([field, problems]) => [
        field,
        problems.map(inWords),
      ]),
    );
    throw new Refusal(
      400,
      Object.values(fieldErrors).flat()[0] ?? "server.refusals.invalid",
      fieldErrors,
    );
  }
  const request = parsed.data;
  const item = await itemOf(deps.db, deps.catalogue, customerId, request, t.answers.noSuchItem);
  let photo;
  if (file?.content.length)
    photo = await reencodedPhoto(file.content, RETURN_PHOTO_WIDTH).catch((error: unknown) => {
      if (!(error instanceof Refusal)) throw error;
      const sentence = error.status === 415 ? t.answers.photoType : t.answers.photoDamaged;
      throw refusedAt(error.status, "photo", inWords(sentence));
    });
  const today = indiaCalendarDate(new Date());
  const window = windowMark(deps.window(), { ...request, company: item.company }, today);
  return { request, item, photo, window, locale };
}
