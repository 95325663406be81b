import { describe, expect, it } from "vitest";
import { itemFields, noTradeFields, type ItemField } from "#shared/schemas/catalogue-items.ts";
import type { ItemRow } from "#server/catalogue/catalogue-rows.server.ts";
import { listedItemsOf, publishCatalogue } from "#server/catalogue/catalogue-store.server.ts";
import { openDatabase } from "#server/db/database.server.ts";
import { itemsOf } from "#tests/support/catalogue-items.ts";
import { countTurns } from "#tests/support/event-loop-turns.ts";
import { dialects, freshDatabase } from "#tests/support/test-server.ts";

// A publish reads the new version back for its index and its product list: 50,000 rows in one
// read held the thread that answers requests for a quarter of a second, so they are read a page
// of 5,000 at a time, with turns for requests between pages.

const items: ItemRow[] = Array.from({ length: 12_001 }, (_, n) => ({
  ...(Object.fromEntries(itemFields.map((field) => [field, ""])) as Record<ItemField, string>),
  ...noTradeFields,
  // Not in name order: the order published is kept.
  name: `ITEM ${(n * 7919) % 12_001} 500 TAB`,
  manufacturer: `Company ${n % 7}`,
  composition: `Molecule ${n % 13}`,
  pack: "10 tablets",
  code: `C${n}`,
}));

describe.each(dialects)("a large version's items on %s", (dialect) => {
  it("are read back whole and in the order published, a page at a time", async () => {
    const database = await openDatabase(await freshDatabase(dialect));
    try {
      const version = await publishCatalogue(database, items, "test");
      const turns = countTurns();
      const stored = await itemsOf(database.db, version);
      const afterItems = turns.count();
      const listed = await listedItemsOf(database.db, version);
      const afterListed = turns.stop();
      expect(stored.map((item) => item.code)).toEqual(items.map((item) => item.code));
      expect(new Set(stored.map((item) => item.id)).size).toBe(items.length);
      expect(listed).toEqual(
        items.map(({ name, manufacturer, composition, pack }) => ({
          name,
          manufacturer,
          composition,
          pack,
        })),
      );
      // Three pages each: the event loop turned between them.
      expect(afterItems).toBeGreaterThanOrEqual(2);
      expect(afterListed - afterItems).toBeGreaterThanOrEqual(2);
    } finally {
      await database.close();
    }
  });
});
