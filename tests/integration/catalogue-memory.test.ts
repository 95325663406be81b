import { describe, expect, it } from "vitest";
import { itemFields, noTradeFields, type ItemField } from "#shared/schemas/catalogue-items.ts";
import type { ItemRow } from "#server/catalogue/catalogue-rows.server.ts";
import { publishCatalogue } from "#server/catalogue/catalogue-store.server.ts";
import { catalogueSearch } from "#server/catalogue/catalogue-index.server.ts";
import { openDatabase } from "#server/db/database.server.ts";
import { collectGarbage } from "#server/memory.server.ts";
import { buildIndex } from "#shared/catalogue-search.ts";
import type { CatalogueItem } from "#shared/schemas/catalogue-items.ts";
import { dialects, freshDatabase } from "#tests/support/test-server.ts";

// One instance keeps one catalogue in memory (docs/operations.md, "Memory"): once a new version's
// index is live, nothing holds the previous index or its items, and the garbage collector takes
// them (a forced collection, as after a publish: server/memory.server.ts).

const nextTurn = () => new Promise((resolve) => setTimeout(resolve, 0));

const items = (prefix: string, count: number): ItemRow[] =>
  Array.from({ length: count }, (_, n) => ({
    ...(Object.fromEntries(itemFields.map((field) => [field, ""])) as Record<ItemField, string>),
    ...noTradeFields,
    name: `${prefix} ${n} 500 TAB`,
    manufacturer: `Company ${n % 7}`,
    code: `${prefix}${n}`,
  }));

describe.each(dialects)("the previous catalogue after a publish on %s", (dialect) => {
  it("is let go: neither its index nor its items stay in memory", async () => {
    const database = await openDatabase(await freshDatabase(dialect));
    try {
      const search = catalogueSearch(database.db, { cache: true });
      await publishCatalogue(database, items("OLD", 2000), "test");
      await search.refresh();
      // Held only weakly from here: the index, and an item it answers with.
      const watched = (() => {
        const index = search.current();
        const [item] = index.search({ q: "old 1", page: 1, pageSize: 5 }).items;
        expect(item?.name).toMatch(/^OLD 1/);
        return { index: new WeakRef(index), item: new WeakRef(item!) };
      })();
      await publishCatalogue(database, items("NEW", 2000), "test");
      await search.refresh();
      expect(search.current().search({ q: "new 1", page: 1, pageSize: 5 }).total).toBeGreaterThan(
        0,
      );
      for (let round = 0; round < 3; round++) {
        await nextTurn();
        collectGarbage();
      }
      expect(watched.index.deref()).toBeUndefined();
      expect(watched.item.deref()).toBeUndefined();
    } finally {
      await database.close();
    }
  });
});

describe("a catalogue's index", () => {
  // The words of each item are read once while the index is made and then only its lists of
  // places are kept. A closure kept by the index but made where those words were (the chat's
  // numbers of an item) once held them all: 1,300 bytes an item, where 300 are the index.
  it("keeps its lists, not each item's words: well under 600 bytes an item", () => {
    const compositions = ["Paracetamol 500 mg", "Amoxicillin 250 mg + Clavulanic Acid 125 mg"];
    const items: CatalogueItem[] = Array.from({ length: 20_000 }, (_, n) => ({
      id: `B${n}`,
      name: `Brand${n} ${["Forte", "DS", "Plus"][n % 3]} ${(n % 9) * 50 + 10} Tablet`,
      manufacturer: `Company ${n % 400}`,
      composition: compositions[n % compositions.length]!,
      pack: `${(n % 3) * 5 + 10} tablets`,
      category: "Generic",
    }));
    collectGarbage();
    const before = process.memoryUsage().heapUsed;
    const index = buildIndex(items, 1);
    collectGarbage();
    const perItem = (process.memoryUsage().heapUsed - before) / items.length;
    expect(index.search({ q: "brand1 forte", page: 1, pageSize: 5 }).total).toBeGreaterThan(0);
    expect(perItem).toBeLessThan(600);
  });
});
