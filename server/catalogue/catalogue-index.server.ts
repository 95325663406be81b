import MiniSearch from "minisearch";
import type { CatalogueQuery } from "#app/schemas/catalogue.ts";
import type { CatalogueItem } from "#app/schemas/catalogue-items.ts";
import type { Db } from "#server/db/database.server.ts";
import { currentVersion, itemsOf } from "./catalogue-store.server";

// Search that forgives, as people type drug names on phones (docs/decisions/0011-catalogue-
// search-in-memory.md): each instance keeps the live catalogue in a MiniSearch index, prefix-
// and typo-tolerant, and rebuilds it when another instance publishes (it looks every few seconds).

/** Lower case, accents gone: "Paracétamol" and "PARACETAMOL" are one word. */
const fold = (text: string) => text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();

/** Edits allowed per word: none for short words (too many false friends), then one, then two. */
const allowedEdits = (term: string) => (term.length < 4 ? 0 : term.length < 7 ? 1 : 2);

export type CatalogueIndex = {
  version: number | undefined;
  size: number;
  search(query: CatalogueQuery): { total: number; items: CatalogueItem[] };
  /** The companies that have items, for the search's company filter. */
  manufacturers: string[];
};

export function buildIndex(items: CatalogueItem[], version: number | undefined): CatalogueIndex {
  const miniSearch = new MiniSearch<CatalogueItem>({
    fields: ["name", "composition", "manufacturer", "pack"],
    processTerm: (term) => fold(term),
    searchOptions: {
      boost: { name: 3, composition: 2, manufacturer: 1, pack: 0.5 },
      prefix: true,
      fuzzy: (term) => allowedEdits(term) || false,
    },
  });
  miniSearch.addAll(items);
  const byId = new Map(items.map((item) => [item.id, item]));
  const manufacturers = [...new Set(items.map((item) => item.manufacturer))].sort((a, b) =>
    a.localeCompare(b),
  );

  return {
    version,
    size: items.length,
    manufacturers,
    search(query) {
      const wanted = (item: CatalogueItem) =>
        (!query.category || item.category === query.category) &&
        (!query.manufacturer || fold(item.manufacturer) === fold(query.manufacturer));
      let found: CatalogueItem[];
      if (!query.q) {
        found = items.filter(wanted).sort((a, b) => a.name.localeCompare(b.name));
      } else {
        const filter = (result: { id: number }) => wanted(byId.get(result.id)!);
        let results = miniSearch.search(query.q, { filter, combineWith: "AND" });
        // Every word must match somewhere; if none does, any word may.
        if (results.length === 0)
          results = miniSearch.search(query.q, { filter, combineWith: "OR" });
        const exact = fold(query.q.trim());
        // The brand typed exactly comes first, then brands that start with it, then the rest.
        const rank = (item: CatalogueItem) =>
          fold(item.name) === exact ? 0 : fold(item.name).startsWith(exact) ? 1 : 2;
        found = results
          .map((result, order) => ({ item: byId.get(result.id)!, order }))
          .sort((a, b) => rank(a.item) - rank(b.item) || a.order - b.order)
          .map(({ item }) => item);
      }
      const start = (query.page - 1) * query.pageSize;
      return { total: found.length, items: found.slice(start, start + query.pageSize) };
    },
  };
}

/**
 * The live catalogue's index for this instance. `refresh` rebuilds it when the published
 * version changed (here or on another instance sharing the database).
 */
export function catalogueSearch(db: Db) {
  let index = buildIndex([], undefined);
  let queue: Promise<void> = Promise.resolve();

  async function rebuild() {
    const live = await currentVersion(db);
    if (live?.version === index.version) return;
    const items = live ? await itemsOf(db, live.version) : [];
    index = buildIndex(items, live?.version);
  }

  return {
    current: () => index,
    /** Brings the index up to the published version (one look, and rebuild, at a time). */
    refresh() {
      queue = queue.catch(() => {}).then(rebuild);
      return queue;
    },
  };
}

export type CatalogueSearch = ReturnType<typeof catalogueSearch>;
