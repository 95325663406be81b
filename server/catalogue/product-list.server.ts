import type { HttpBindings } from "@hono/node-server";
import type { Handler } from "hono";
import { site } from "#shared/content/site.ts";
import { productListFileName } from "#shared/site-paths.ts";
import { now, type Db } from "#server/db/database.server.ts";
import { describeError, type Logger } from "#server/log.server.ts";
import { currentVersion, itemsOf } from "./catalogue-store.server";
import { renderProductList } from "./product-list-pdf.server";
import { SAMPLE_PUBLISHER } from "./sample-catalogue.server";

// The product list PDF of the live catalogue: rendered once per published version, by the
// instance that published (or restored) it right after, else by whichever instance is asked
// first (the shipped sample), and kept in product_lists so every instance serves the same bytes.

type LiveVersion = NonNullable<Awaited<ReturnType<typeof currentVersion>>>;

/** Renders under way on this instance, by database and version: a burst of requests renders once. */
const rendering = new WeakMap<Db, Map<number, Promise<Uint8Array>>>();

/** The live catalogue's PDF: the stored one, else rendered and stored. Undefined with no catalogue. */
export async function productListPdf(db: Db, live?: LiveVersion) {
  live ??= await currentVersion(db);
  if (!live) return undefined;
  const stored = await storedPdf(db, live.version);
  if (stored) return stored;

  let inFlight = rendering.get(db);
  if (!inFlight) rendering.set(db, (inFlight = new Map()));
  let pending = inFlight.get(live.version);
  if (!pending) {
    pending = renderAndStore(db, live).finally(() => inFlight.delete(live.version));
    inFlight.set(live.version, pending);
  }
  return pending;
}

/**
 * Renders the live catalogue's PDF now, in the background (the setting yields to requests), so
 * that the first visitor to ask after a publish gets it at once.
 */
export function prepareProductList(db: Db, log: Logger) {
  productListPdf(db).catch((error: unknown) =>
    log.error({ err: describeError(error) }, "the product list PDF could not be rendered"),
  );
}

async function storedPdf(db: Db, version: number) {
  const row = await db
    .selectFrom("product_lists")
    .select("pdf")
    .where("version", "=", version)
    .executeTakeFirst();
  return row?.pdf;
}

async function renderAndStore(db: Db, live: LiveVersion) {
  const pdf = await renderProductList({
    items: await itemsOf(db, live.version),
    publishedAt: new Date(live.published_at),
    sample: live.published_by === SAMPLE_PUBLISHER,
  });
  await db
    .insertInto("product_lists")
    .values({ version: live.version, pdf, created_at: now() })
    .onConflict((conflict) => conflict.column("version").doNothing())
    .execute();
  // Another instance may have stored its copy first: everyone serves the stored one.
  return (await storedPdf(db, live.version)) ?? pdf;
}

/**
 * `GET /items.pdf` (and HEAD): the live catalogue's PDF as a download named with its publish
 * date. Its ETag is the catalogue version, so a browser asks again and a re-publish shows.
 */
export function productListRoute(db: Db): Handler<{ Bindings: HttpBindings }> {
  return async (c) => {
    const live = await currentVersion(db);
    if (!live) return c.notFound();
    const headers = {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="${productListFileName(site.shortName, live.published_at)}"`,
      "cache-control": "no-cache",
      etag: `"catalogue-${live.version}"`,
    };
    const known = (c.req.header("if-none-match") ?? "")
      .split(",")
      .map((tag) => tag.trim().replace(/^W\//, ""));
    if (known.includes(headers.etag) || known.includes("*")) return c.body(null, 304, headers);
    const pdf = (await productListPdf(db, live))!;
    return c.body(new Uint8Array(pdf), 200, { ...headers, "content-length": String(pdf.length) });
  };
}
