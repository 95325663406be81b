import { setImmediate } from "node:timers/promises";
import type { CatalogueVersion } from "#shared/schemas/catalogue.ts";
import { sql, type Transaction } from "kysely";
import { now, type Database, type DatabaseHandle, type Db } from "#server/db/database.server.ts";
import { toPaise, toRupees } from "#server/db/money.server.ts";
import type { ItemRow } from "./catalogue-rows.server";
import { stableIds } from "./item-ids.server";

/** An item of a published version: what was uploaded, and its id. */
export type StoredItem = ItemRow & { id: string };

// Published catalogues, kept in versions: publishing replaces the live catalogue in one
// transaction, the previous versions stay for a restore (KEPT_VERSIONS, the current one aside).

const KEPT_VERSIONS = 5;
/** The PostgreSQL advisory lock that makes catalogue changes take turns (any fixed number). */
const CATALOGUE_CHANGES_LOCK = 4_201_974;
/**
 * Rows per insert statement: far under both databases' limits on bound parameters, and a short
 * enough hold of the thread (SQLite's calls are synchronous) for a request waiting behind it.
 */
const BATCH = 500;

/** The one version the site serves (within the caller's transaction). */
async function makeLive(trx: Transaction<Database>, version: number) {
  await trx
    .updateTable("catalogue_versions")
    .set({ current: 0 })
    .where("current", "=", 1)
    .execute();
  await trx
    .updateTable("catalogue_versions")
    .set({ current: 1 })
    .where("version", "=", version)
    .execute();
}

type Store = Pick<DatabaseHandle, "db" | "dialect">;

/**
 * A change of the catalogue, in a transaction that takes its turn. Two at once on PostgreSQL
 * (a double click on Publish, or two instances publishing the sample at their first start) would
 * each clear the live mark without seeing the other's new version, and leave two versions live.
 * SQLite lets one writer in at a time already.
 */
function changeCatalogue<T>(
  { db, dialect }: Store,
  change: (trx: Transaction<Database>) => Promise<T>,
) {
  return db.transaction().execute(async (trx) => {
    if (dialect === "postgres")
      await sql`select pg_advisory_xact_lock(${CATALOGUE_CHANGES_LOCK})`.execute(trx);
    return change(trx);
  });
}

/**
 * A version's `rows` while its items are being written, or while a dropped version's items are
 * being deleted: no such version is listed, restored or served, and one left by a stopped
 * process goes at a later publish.
 */
const WRITING = -1;
const DROPPING = -2;
/** A version still being written after this long was left by a process that stopped. */
const ABANDONED_MS = 60 * 60 * 1000;

/** Lets the requests waiting for the database (and the thread) in between two batches. */
const yieldToRequests = () => setImmediate();

/** The rows of a batch of items as stored. */
const storedRows = (items: ItemRow[], version: number) =>
  items.map(({ stockYesNo, mrp, rate, ...item }) => ({
    ...item,
    mrp_paise: mrp === null ? null : toPaise(mrp),
    rate_paise: rate === null ? null : toPaise(rate),
    stock_yes_no: stockYesNo ? 1 : 0,
    version,
  }));

/** A new version (not live, not listed) holding `items`, written in batches; `pause` after each. */
async function writeVersion(
  db: Db,
  items: ItemRow[],
  publishedBy: string,
  pause: () => Promise<unknown> = async () => {},
) {
  const { version } = await db
    .insertInto("catalogue_versions")
    .values({ rows: WRITING, published_at: now(), published_by: publishedBy, current: 0 })
    .returning("version")
    .executeTakeFirstOrThrow();
  for (let at = 0; at < items.length; at += BATCH) {
    await db
      .insertInto("catalogue_items")
      .values(storedRows(items.slice(at, at + BATCH), version))
      .execute();
    await pause();
  }
  return version;
}

/**
 * Publishes `items` as the live catalogue, and answers its version. The items are written in
 * batches, each its own short transaction with a pause after it, into a version nobody sees yet:
 * SQLite has one connection, and an order placed meanwhile must not wait for 50,000 rows. Only
 * making it live (and dropping the oldest versions) takes the catalogue's turn.
 */
export async function publishCatalogue(store: Store, items: ItemRow[], publishedBy: string) {
  const { db } = store;
  const version = await writeVersion(db, items, publishedBy, yieldToRequests);
  const dropped = await changeCatalogue(store, (trx) => goLive(trx, version, items.length));
  await dropVersions(db, dropped);
  return version;
}

/**
 * Publishes the items `load` gives when there is no catalogue at all (the first start): once,
 * however many instances start together (in one transaction: the sample is small).
 */
export function publishFirstCatalogue(
  store: Store,
  load: () => Promise<ItemRow[]>,
  publishedBy: string,
) {
  return changeCatalogue(store, async (trx) => {
    const any = await trx
      .selectFrom("catalogue_versions")
      .select("version")
      .limit(1)
      .executeTakeFirst();
    if (any) return undefined;
    const items = await load();
    const version = await writeVersion(trx, items, publishedBy);
    await goLive(trx, version, items.length);
    return version;
  });
}

/**
 * Makes a written version live, and marks the versions beyond those kept (and any left half
 * written long ago) as dropping; answers them. The one live until now is kept whatever its number
 * (an older version restored): it is the first a mistake goes back to.
 */
async function goLive(trx: Transaction<Database>, version: number, rows: number) {
  const wasLive = await trx
    .selectFrom("catalogue_versions")
    .select("version")
    .where("current", "=", 1)
    .executeTakeFirst();
  await trx
    .updateTable("catalogue_versions")
    .set({ rows })
    .where("version", "=", version)
    .execute();
  await makeLive(trx, version);
  const keep = [version, ...(wasLive ? [wasLive.version] : [])];
  const newest = await trx
    .selectFrom("catalogue_versions")
    .select("version")
    .where("version", "not in", keep)
    .where("rows", ">=", 0)
    .orderBy("version", "desc")
    .limit(KEPT_VERSIONS - (keep.length - 1))
    .execute();
  const abandoned = new Date(Date.now() - ABANDONED_MS).toISOString();
  const dropped = await trx
    .selectFrom("catalogue_versions")
    .select("version")
    .where("version", "not in", [...keep, ...newest.map((row) => row.version)])
    // Another instance's publish may be writing its version right now.
    .where((eb) => eb.or([eb("rows", ">=", 0), eb("published_at", "<", abandoned)]))
    .execute();
  const versions = dropped.map((row) => row.version);
  if (versions.length)
    await trx
      .updateTable("catalogue_versions")
      .set({ rows: DROPPING })
      .where("version", "in", versions)
      .execute();
  return versions;
}

/** Deletes dropped versions' items in batches (a pause after each), then the versions. */
async function dropVersions(db: Db, versions: number[]) {
  for (const version of versions) {
    for (;;) {
      const { numDeletedRows } = await db
        .deleteFrom("catalogue_items")
        .where(
          "id",
          "in",
          db
            .selectFrom("catalogue_items")
            .select("id")
            .where("version", "=", version)
            .limit(BATCH * 4),
        )
        .executeTakeFirst();
      await yieldToRequests();
      if (numDeletedRows === 0n) break;
    }
    await db.deleteFrom("catalogue_versions").where("version", "=", version).execute();
  }
}

/** Makes an earlier version the live catalogue again. False when there is no such version. */
export async function restoreCatalogue(store: Store, version: number) {
  return changeCatalogue(store, async (trx) => {
    const found = await trx
      .selectFrom("catalogue_versions")
      .select("version")
      .where("version", "=", version)
      .where("rows", ">=", 0)
      .executeTakeFirst();
    if (!found) return false;
    await makeLive(trx, version);
    return true;
  });
}

export async function listVersions(db: Db): Promise<CatalogueVersion[]> {
  const rows = await db
    .selectFrom("catalogue_versions")
    .selectAll()
    .where("rows", ">=", 0)
    .orderBy("version", "desc")
    .execute();
  return rows.map((row) => ({
    version: row.version,
    rows: row.rows,
    publishedAt: row.published_at,
    publishedBy: row.published_by,
    current: row.current === 1,
  }));
}

/** The live version, if any catalogue was ever published. */
export async function currentVersion(db: Db) {
  return db
    .selectFrom("catalogue_versions")
    .select(["version", "published_at", "published_by"])
    .where("current", "=", 1)
    .executeTakeFirst();
}

/** An item's columns as published (its row id and version aside). */
export const storedItemColumns = [
  "name",
  "manufacturer",
  "composition",
  "pack",
  "category",
  "code",
  "mrp_paise",
  "rate_paise",
  "scheme",
  "stock",
  "stock_yes_no",
  "expiry",
  "hsn",
  "gst",
] as const;

/** Rows read at a time: a page of a 50,000-item version takes a few milliseconds. */
const PAGE_ROWS = 2000;

/**
 * A version's rows in the order published, read a page at a time by row id (`readAfter` reads
 * the page after a row id) and each handed to `take`, requests answered between pages.
 */
async function eachRow<Row extends { id: number }>(
  readAfter: (id: number) => Promise<Row[]>,
  take: (row: Row) => void,
): Promise<void> {
  for (let after = 0; ;) {
    const page = await readAfter(after);
    for (const row of page) take(row);
    if (page.length < PAGE_ROWS) return;
    after = page[page.length - 1]!.id;
    await yieldToRequests();
  }
}

/** The page of a version's items after a row id, with `columns`. */
const itemPage =
  <Column extends (typeof storedItemColumns)[number]>(
    db: Db,
    version: number,
    columns: readonly Column[],
  ) =>
  (after: number) =>
    db
      .selectFrom("catalogue_items")
      .select(["id", ...columns])
      .where("version", "=", version)
      .where("id", ">", after)
      .orderBy("id")
      .limit(PAGE_ROWS)
      .execute();

/**
 * A version's items as published, each with its stable id (item-ids.server.ts), handed to `take`
 * in the order published. They are read twice, a page at a time (the ids need every code
 * first), and none is held here: a 50,000-item version held whole was 20 MB more of the
 * thread's heap while a new index was made from it.
 */
export async function forEachItemOf(db: Db, version: number, take: (item: StoredItem) => void) {
  const ids = stableIds();
  await eachRow(itemPage(db, version, ["code"]), (row) => ids.count(row.code));
  await eachRow(
    itemPage(db, version, storedItemColumns),
    ({ id: _, stock_yes_no, mrp_paise, rate_paise, ...row }) =>
      take({
        ...row,
        mrp: toRupees(mrp_paise),
        rate: toRupees(rate_paise),
        stockYesNo: stock_yes_no === 1,
        id: ids.idOf(row),
      }),
  );
}

/**
 * What the product list prints of a version's items, in the order published: four columns, not
 * the items with ids and trade terms (50,000 of those are tens of MB the list never reads).
 */
export async function listedItemsOf(db: Db, version: number) {
  const items: Pick<ItemRow, "name" | "manufacturer" | "composition" | "pack">[] = [];
  await eachRow(
    itemPage(db, version, ["name", "manufacturer", "composition", "pack"]),
    ({ id: _, ...item }) => items.push(item),
  );
  return items;
}
