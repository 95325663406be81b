import {
  CONTENT_SCHEMA_VERSION,
  seedDocument,
  type ContentDocument,
} from "#shared/content/document.ts";
import { upgradeDocument } from "#shared/content/upgrades.ts";
import { now, type DatabaseHandle, type Db } from "#server/db/database.server.ts";
import { deleteUnusedImages } from "./content-images.server";

// The owner's content in versions (docs/product.md#the-owners-content). The newest version is the
// live one; a restore publishes a copy of an older one under a new number, so a publish always
// compares its base with the newest. Each version holds the whole document.

/** Versions kept: the newest ones, enough to go back through weeks of edits. */
export const KEPT_CONTENT_VERSIONS = 50;
/** Who publishes the shipped content, and what each release's code changes of it. */
export const SYSTEM_PUBLISHER = "system";

export type ContentVersion = {
  version: number;
  publishedAt: string;
  publishedBy: string;
  current: boolean;
};

export type PublishedContent = { version: number; document: ContentDocument };

type Store = Pick<DatabaseHandle, "db" | "dialect">;

/** The newest version's number, or 0 before any publish. */
export async function newestVersion(db: Db) {
  const row = await db
    .selectFrom("content_versions")
    .select((eb) => eb.fn.max("version").as("version"))
    .executeTakeFirst();
  return Number(row?.version ?? 0);
}

/** The live content: the newest version, upgraded to this code's shape. */
export async function liveContent(db: Db): Promise<PublishedContent | undefined> {
  const row = await db
    .selectFrom("content_versions")
    .select(["version", "schema_version", "document"])
    .orderBy("version", "desc")
    .limit(1)
    .executeTakeFirst();
  return row && { version: row.version, document: readDocument(row) };
}

/**
 * A stored document in this code's shape, through the upgrade steps of the shapes since its own.
 * A newer shape than this code knows is refused: the instance keeps what it serves until it is
 * upgraded too.
 */
function readDocument(row: { schema_version: number; document: string }): ContentDocument {
  if (row.schema_version > CONTENT_SCHEMA_VERSION) throw new NewerContent(row.schema_version);
  return upgradeDocument(JSON.parse(row.document));
}

export class NewerContent extends Error {
  constructor(readonly schemaVersion: number) {
    super(
      `The published content has shape version ${schemaVersion}, newer than this code's ${CONTENT_SCHEMA_VERSION}: upgrade this instance.`,
    );
  }
}

export type PublishResult =
  { published: true; version: number } | { published: false; newest: ContentVersion };

/**
 * Publishes `document` as the version after `baseVersion`, if that is still the newest. Two
 * publishes from the same base both try the same number: the key lets one in, the other is told
 * who published first.
 */
export async function publishContent(
  { db }: Store,
  baseVersion: number,
  document: ContentDocument,
  publishedBy: string,
): Promise<PublishResult> {
  const version = baseVersion + 1;
  try {
    await db.transaction().execute(async (trx) => {
      const newest = await newestVersion(trx);
      if (newest !== baseVersion) throw new StaleBase();
      await trx
        .insertInto("content_versions")
        .values({
          version,
          schema_version: document.schemaVersion,
          document: JSON.stringify(document),
          published_at: now(),
          published_by: publishedBy,
        })
        .execute();
      await trx
        .deleteFrom("content_versions")
        .where("version", "<=", version - KEPT_CONTENT_VERSIONS)
        .execute();
    });
  } catch (error) {
    if (!(error instanceof StaleBase) && (await newestVersion(db)) === baseVersion) throw error;
    const [newest] = await listContentVersions(db, 1);
    return { published: false, newest: newest! };
  }
  // The photos no kept version uses any more go. The publish stands if this fails: the next
  // one tries again.
  await deleteUnusedImages(db).catch(() => undefined);
  return { published: true, version };
}

class StaleBase extends Error {}

/** Publishes the shipped content as version 1 on a database that has none: once, however many instances start together. */
export async function publishSeedIfEmpty(store: Store) {
  if ((await newestVersion(store.db)) > 0) return;
  await publishContent(store, 0, seedDocument(), SYSTEM_PUBLISHER);
}

/** Publishes a copy of `version` as the newest. Undefined when there is no such version. */
export async function restoreContent(store: Store, version: number, restoredBy: string) {
  const row = await store.db
    .selectFrom("content_versions")
    .select(["schema_version", "document"])
    .where("version", "=", version)
    .executeTakeFirst();
  if (!row) return undefined;
  return publishContent(store, await newestVersion(store.db), readDocument(row), restoredBy);
}

export async function listContentVersions(db: Db, limit = KEPT_CONTENT_VERSIONS) {
  const rows = await db
    .selectFrom("content_versions")
    .select(["version", "published_at", "published_by"])
    .orderBy("version", "desc")
    .limit(limit)
    .execute();
  return rows.map((row, i): ContentVersion => ({
    version: row.version,
    publishedAt: row.published_at,
    publishedBy: row.published_by,
    current: i === 0,
  }));
}
