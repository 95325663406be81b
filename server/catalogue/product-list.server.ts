import { createHash } from "node:crypto";
import type { HttpBindings } from "@hono/node-server";
import type { Handler } from "hono";
import { productListFileName } from "#shared/site-paths.ts";
import { now, type Db } from "#server/db/database.server.ts";
import { describeError, type Logger } from "#server/log.server.ts";
import { currentVersion, itemsOf } from "./catalogue-store.server";
import { letterheadOf, type Letterhead } from "./product-list-layout.server";
import { renderProductList } from "./product-list-pdf.server";
import { SAMPLE_PUBLISHER } from "./sample-catalogue.server";

// The product list PDF of the live catalogue: rendered once per published version and letterhead
// (the company's facts as published), by the instance that published (or restored) it right
// after, else by whichever instance is asked first (the shipped sample, a publish of new facts),
// and kept in product_lists so every instance serves the same bytes.

type LiveVersion = NonNullable<Awaited<ReturnType<typeof currentVersion>>>;

/**
 * Renders under way on this instance, by database, version and letterhead: a burst of requests
 * renders once.
 */
const rendering = new WeakMap<Db, Map<string, Promise<Uint8Array>>>();

/** The letterhead as stored beside a list: its printed facts, as JSON. */
const letterheadKey = (company: Letterhead) => JSON.stringify(letterheadOf(company));

/**
 * The live catalogue's PDF under `company`'s letterhead: the stored one, else rendered and
 * stored. Undefined with no catalogue.
 */
export async function productListPdf(db: Db, company: Letterhead, live?: LiveVersion) {
  live ??= await currentVersion(db);
  if (!live) return undefined;
  const letterhead = letterheadKey(company);
  const stored = await storedPdf(db, live.version, letterhead);
  if (stored) return stored;

  let inFlight = rendering.get(db);
  if (!inFlight) rendering.set(db, (inFlight = new Map()));
  const key = `${live.version} ${letterhead}`;
  let pending = inFlight.get(key);
  if (!pending) {
    pending = renderAndStore(db, live, company).finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  return pending;
}

/**
 * Renders the live catalogue's PDF now, in the background (the setting yields to requests), so
 * that the first visitor to ask after a publish gets it at once.
 */
export function prepareProductList(db: Db, company: Letterhead, log: Logger) {
  productListPdf(db, company).catch((error: unknown) =>
    log.error({ err: describeError(error) }, "the product list PDF could not be rendered"),
  );
}

async function storedPdf(db: Db, version: number, letterhead: string) {
  const row = await db
    .selectFrom("product_lists")
    .select("pdf")
    .where("version", "=", version)
    .where("letterhead", "=", letterhead)
    .executeTakeFirst();
  return row?.pdf;
}

async function renderAndStore(db: Db, live: LiveVersion, company: Letterhead) {
  const pdf = await renderProductList({
    items: await itemsOf(db, live.version),
    publishedAt: new Date(live.published_at),
    sample: live.published_by === SAMPLE_PUBLISHER,
    company,
  });
  const letterhead = letterheadKey(company);
  // One list a version: a new letterhead replaces the old one's.
  await db
    .insertInto("product_lists")
    .values({ version: live.version, pdf, letterhead, created_at: now() })
    .onConflict((conflict) =>
      conflict.column("version").doUpdateSet({ pdf, letterhead, created_at: now() }),
    )
    .execute();
  // Another instance may have stored its copy first: everyone serves the stored one.
  return (await storedPdf(db, live.version, letterhead)) ?? pdf;
}

/**
 * `GET /items.pdf` (and HEAD): the live catalogue's PDF as a download named with the company's
 * short name and the publish date. Its ETag names the catalogue version and the letterhead, so a
 * browser asks again and a publish of either shows.
 */
export function productListRoute(
  db: Db,
  published: () => Letterhead & { shortName: string },
): Handler<{ Bindings: HttpBindings }> {
  return async (c) => {
    const live = await currentVersion(db);
    if (!live) return c.notFound();
    const company = published();
    const letterhead = createHash("sha256").update(letterheadKey(company)).digest("hex");
    const headers = {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="${productListFileName(company.shortName, live.published_at)}"`,
      "cache-control": "no-cache",
      etag: `"catalogue-${live.version}-${letterhead.slice(0, 16)}"`,
    };
    const known = (c.req.header("if-none-match") ?? "")
      .split(",")
      .map((tag) => tag.trim().replace(/^W\//, ""));
    if (known.includes(headers.etag) || known.includes("*")) return c.body(null, 304, headers);
    const pdf = (await productListPdf(db, company, live))!;
    return c.body(new Uint8Array(pdf), 200, { ...headers, "content-length": String(pdf.length) });
  };
}
