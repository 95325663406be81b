import { createHash } from "node:crypto";
import type { HttpBindings } from "@hono/node-server";
import type { Handler } from "hono";
import { productListFileName } from "#shared/site-paths.ts";
import { now, type Db } from "#server/db/database.server.ts";
import { describeError, type Logger } from "#server/log.server.ts";
import {
  collectGarbage,
  handBackMemory,
  quietMoment,
  type QuietWatch,
} from "#server/memory.server.ts";
import { currentVersion, listedItemsOf } from "./catalogue-store.server";
import { letterheadOf, type Letterhead } from "./product-list-letterhead.server";
import { renderProductListInWorker } from "./product-list-thread.server";
import { SAMPLE_PUBLISHER } from "./sample-catalogue.server";

// The product list PDF of the live catalogue: rendered once per published version, by the
// instance that published (or restored) it right after, else by whichever instance is asked
// first (the shipped sample), and kept in product_lists so every instance serves the same bytes.
// Its letterhead prints the company's facts as published: a publish of other facts has the
// publishing instance make it again, and every instance serves the list stored until then.

type LiveVersion = NonNullable<Awaited<ReturnType<typeof currentVersion>>>;

/**
 * This instance's work on the lists of a database: renders under way, by version and letterhead
 * (a burst of requests renders once); the lists being prepared after a publish; and what stops
 * them all when the server stops.
 */
type ListWork = {
  rendering: Map<string, Promise<StoredList>>;
  preparing: Set<Promise<void>>;
  stop: AbortController;
};
const work = new WeakMap<Db, ListWork>();

function workOn(db: Db): ListWork {
  let lists = work.get(db);
  if (!lists) {
    lists = { rendering: new Map(), preparing: new Set(), stop: new AbortController() };
    work.set(db, lists);
  }
  return lists;
}

/**
 * Ends this instance's work on the lists of `db` before its database closes: a render's thread
 * is ended (the next instance asked renders the list), a wait for a quiet moment too. Settles
 * once all of it is over.
 */
export async function stopProductLists(db: Db) {
  const { rendering, preparing, stop } = workOn(db);
  stop.abort(new Error("the server stopped"));
  await Promise.allSettled([...rendering.values(), ...preparing]);
}

type StoredList = { pdf: Uint8Array; letterhead: string };

/** The letterhead as stored beside a list: its printed facts, as JSON. */
const letterheadKey = (company: Letterhead) => JSON.stringify(letterheadOf(company));

/**
 * The live catalogue's PDF: the stored one (whatever letterhead it printed), else rendered under
 * `company`'s and stored. Undefined with no catalogue.
 */
export async function productListPdf(db: Db, company: Letterhead, live?: LiveVersion) {
  live ??= await currentVersion(db);
  if (!live) return undefined;
  return (await storedList(db, live.version)) ?? renderOnce(db, live, company);
}

/**
 * After a publish, on the instance that made it: the live catalogue's PDF under `company`'s
 * letterhead, rendered now in a worker thread unless stored so,
 * so that the next visitor gets it at once. Then the publish's work is over, and the memory it
 * used goes back to the system at the thread's first quiet moment (memory.server.ts). Runs on its
 * own: a publish answers at once, and what goes wrong here is logged. `afterCatalogue`: a
 * catalogue was just published or restored (its new index made), and the list waits for a lull.
 */
export function prepareProductList(
  db: Db,
  company: Letterhead,
  log: Logger,
  { afterCatalogue = false } = {},
): void {
  const { preparing, stop } = workOn(db);
  const { signal } = stop;
  if (signal.aborted) return;
  const unset = async (version: number) =>
    (await storedLetterhead(db, version)) !== letterheadKey(company);
  const prepared = (async () => {
    const live = await currentVersion(db);
    if (!live || !(await unset(live.version))) return;
    // What the publish let go is collected before the list's thread starts: one pause of about
    // 100 ms, else the thread's heap holds 150–250 MB more through the list's setting, more than
    // a 1 GB server can spare.
    log.info({ ms: Math.round(collectGarbage()) }, "the publish's garbage collected");
    if (afterCatalogue) {
      // V8 keeps the pages that collection emptied (40–70 MB of a 50,000-item publish) until it
      // sees the thread idle: the list waits for a quiet moment to hand them back first, so that
      // its thread's memory comes in their place rather than on top. A visitor who asks for the
      // list meanwhile has it set at once (productListPdf).
      if (await quietMoment(BEFORE_THE_LIST, { signal })) {
        const ms = handBackMemory();
        if (ms) log.info({ ms: Math.round(ms) }, "memory handed back before the product list");
      }
      if (signal.aborted) return;
      // A newer version published meanwhile has its own list made; a visitor's request may have
      // had this one set.
      if ((await currentVersion(db))?.version !== live.version || !(await unset(live.version)))
        return;
    }
    await renderOnce(db, live, company);
  })()
    .catch((error: unknown) => {
      // A server that stops ends the list's thread: the next instance asked sets the list.
      if (!signal.aborted)
        log.error({ err: describeError(error) }, "the product list PDF could not be rendered");
    })
    .then(async () => {
      // V8's emptied pages go back to the system at the first quiet moment, or at last anyway.
      const quiet = await quietMoment(AFTER_THE_LIST, { signal });
      if (signal.aborted) return;
      const ms = handBackMemory();
      // `quiet: false`: none came within the watch's time, and requests may have waited.
      if (ms) log.info({ ms: Math.round(ms), quiet }, "memory handed back after the publish");
    });
  preparing.add(prepared);
  void prepared.finally(() => preparing.delete(prepared));
}

/** A quiet moment looked for before the list is set: it waits a minute at most. */
const BEFORE_THE_LIST: QuietWatch = { lookMs: 500, busyShare: 0.05, atMostMs: 60_000 };

/** A quiet moment looked for after the list is set: memory is handed back within 10 minutes. */
const AFTER_THE_LIST: QuietWatch = { lookMs: 1000, busyShare: 0.05, atMostMs: 10 * 60_000 };

function renderOnce(db: Db, live: LiveVersion, company: Letterhead) {
  const { rendering, stop } = workOn(db);
  const key = `${live.version} ${letterheadKey(company)}`;
  let pending = rendering.get(key);
  if (!pending) {
    pending = renderAndStore(db, live, company, stop.signal).finally(() => rendering.delete(key));
    rendering.set(key, pending);
  }
  return pending;
}

async function storedLetterhead(db: Db, version: number) {
  const row = await db
    .selectFrom("product_lists")
    .select("letterhead")
    .where("version", "=", version)
    .executeTakeFirst();
  return row?.letterhead;
}

async function storedList(db: Db, version: number): Promise<StoredList | undefined> {
  return db
    .selectFrom("product_lists")
    .select(["pdf", "letterhead"])
    .where("version", "=", version)
    .executeTakeFirst();
}

async function renderAndStore(db: Db, live: LiveVersion, company: Letterhead, signal: AbortSignal) {
  // Set in a worker thread: requests are answered meanwhile.
  const { pdf } = await renderProductListInWorker(
    {
      items: await listedItemsOf(db, live.version),
      publishedAt: new Date(live.published_at),
      sample: live.published_by === SAMPLE_PUBLISHER,
      company,
    },
    signal,
  );
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
  return (await storedList(db, live.version)) ?? { pdf, letterhead };
}

/** The ETag of a stored list: its catalogue version and the letterhead it printed. */
const etagOf = (version: number, letterhead: string) =>
  `"catalogue-${version}-${createHash("sha256").update(letterhead).digest("hex").slice(0, 16)}"`;

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
    const headers = {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="${productListFileName(company.shortName, live.published_at)}"`,
      "cache-control": "no-cache",
    };
    const known = (c.req.header("if-none-match") ?? "")
      .split(",")
      .map((tag) => tag.trim().replace(/^W\//, ""));
    const letterhead = await storedLetterhead(db, live.version);
    if (letterhead !== undefined) {
      const etag = etagOf(live.version, letterhead);
      if (known.includes(etag) || known.includes("*"))
        return c.body(null, 304, { ...headers, etag });
    }
    const list = (await productListPdf(db, company, live))!;
    return c.body(new Uint8Array(list.pdf), 200, {
      ...headers,
      etag: etagOf(live.version, list.letterhead),
      "content-length": String(list.pdf.length),
    });
  };
}
