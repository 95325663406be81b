import type { Db } from "#server/db/database.server.ts";
import { forEachItemOf, type StoredItem } from "#server/catalogue/catalogue-store.server.ts";

/**
 * A version's items as published, each with its stable id, held whole: for tests that compare
 * them. The server never holds a version whole (forEachItemOf hands them on one by one).
 */
export async function itemsOf(db: Db, version: number): Promise<StoredItem[]> {
  const items: StoredItem[] = [];
  await forEachItemOf(db, version, (item) => items.push(item));
  return items;
}
