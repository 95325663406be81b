import type { CatalogueVersion } from "#app/schemas/catalogue-items.ts";
import type { Transaction } from "kysely";
import { now, type Database, type Db } from "#server/db/database.server.ts";
import type { ItemRow } from "./catalogue-rows.server";

// Published catalogues, kept in versions: publishing replaces the live catalogue in one
// transaction, the previous versions stay for a restore (KEPT_VERSIONS, the current one aside).

const KEPT_VERSIONS = 5;
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

export async function publishCatalogue(db: Db, items: ItemRow[], publishedBy: string) {
  return db.transaction().execute(async (trx) => {
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
        .values(items.slice(at, at + BATCH).map((item) => ({ ...item, version })))
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
  });
}

/** Makes an earlier version the live catalogue again. False when there is no such version. */
export async function restoreCatalogue(db: Db, version: number) {
  return db.transaction().execute(async (trx) => {
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

export function itemsOf(db: Db, version: number) {
  return db
    .selectFrom("catalogue_items")
    .select(["id", "name", "manufacturer", "composition", "pack", "category"])
    .where("version", "=", version)
    .orderBy("id")
    .execute();
}
