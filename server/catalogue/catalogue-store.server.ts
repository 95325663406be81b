import type { CatalogueVersion } from "#shared/schemas/catalogue.ts";
import { sql, type Transaction } from "kysely";
import { now, type Database, type DatabaseHandle, type Db } from "#server/db/database.server.ts";
import { toPaise, toRupees } from "#server/db/money.server.ts";
import type { ItemRow } from "./catalogue-rows.server";
import { withStableIds } from "./item-ids.server";

/** An item of a published version: what was uploaded, and its id. */
export type StoredItem = ItemRow & { id: string };

// Published catalogues, kept in versions: publishing replaces the live catalogue in one
// transaction, the previous versions stay for a restore (KEPT_VERSIONS, the current one aside).

const KEPT_VERSIONS = 5;
/** The PostgreSQL advisory lock that makes catalogue changes take turns (any fixed number). */
const CATALOGUE_CHANGES_LOCK = 4_201_974;
/** Rows per insert statement: far under both databases' limits on bound parameters. */
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

/** Publishes `items` as the live catalogue, and answers its version. */
export function publishCatalogue(store: Store, items: ItemRow[], publishedBy: string) {
  return changeCatalogue(store, (trx) => publishWithin(trx, items, publishedBy));
}

/**
 * Publishes the items `load` gives when there is no catalogue at all (the first start): once,
 * however many instances start together.
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
    return any ? undefined : publishWithin(trx, await load(), publishedBy);
  });
}

async function publishWithin(trx: Transaction<Database>, items: ItemRow[], publishedBy: string) {
  const wasLive = await trx
    .selectFrom("catalogue_versions")
    .select("version")
    .where("current", "=", 1)
    .executeTakeFirst();
  const { version } = await trx
    .insertInto("catalogue_versions")
    .values({ rows: items.length, published_at: now(), published_by: publishedBy, current: 0 })
    .returning("version")
    .executeTakeFirstOrThrow();
  for (let at = 0; at < items.length; at += BATCH)
    await trx
      .insertInto("catalogue_items")
      .values(
        items.slice(at, at + BATCH).map(({ stockYesNo, mrp, rate, ...item }) => ({
          ...item,
          mrp_paise: mrp === null ? null : toPaise(mrp),
          rate_paise: rate === null ? null : toPaise(rate),
          stock_yes_no: stockYesNo ? 1 : 0,
          version,
        })),
      )
      .execute();
  await makeLive(trx, version);
  // Older versions beyond those kept go, with their items and PDF. The one live until now is
  // kept whatever its number (an older version restored): it is the first a mistake goes back to.
  const keep = [version, ...(wasLive ? [wasLive.version] : [])];
  const newest = await trx
    .selectFrom("catalogue_versions")
    .select("version")
    .where("version", "not in", keep)
    .orderBy("version", "desc")
    .limit(KEPT_VERSIONS - (keep.length - 1))
    .execute();
  await trx
    .deleteFrom("catalogue_versions")
    .where("version", "not in", [...keep, ...newest.map((row) => row.version)])
    .execute();
  return version;
}

/** Makes an earlier version the live catalogue again. False when there is no such version. */
export async function restoreCatalogue(store: Store, version: number) {
  return changeCatalogue(store, async (trx) => {
    const found = await trx
      .selectFrom("catalogue_versions")
      .select("version")
      .where("version", "=", version)
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

/** A version's items as published, each with its stable id (item-ids.server.ts). */
export async function itemsOf(db: Db, version: number): Promise<StoredItem[]> {
  const rows = await db
    .selectFrom("catalogue_items")
    .select(storedItemColumns)
    .where("version", "=", version)
    .orderBy("id")
    .execute();
  return withStableIds(
    rows.map(({ stock_yes_no, mrp_paise, rate_paise, ...row }) => ({
      ...row,
      mrp: toRupees(mrp_paise),
      rate: toRupees(rate_paise),
      stockYesNo: stock_yes_no === 1,
    })),
  );
}
