import MiniSearch from "minisearch";
import type { CatalogueQuery } from "#app/schemas/catalogue.ts";
import type { CatalogueItem } from "#app/schemas/catalogue-items.ts";

// Search that forgives, as people type drug names on phones (docs/decisions/0011-catalogue-
// search-in-memory.md): a MiniSearch index, prefix- and typo-tolerant, of the live catalogue.
// The server keeps one per instance; the static build builds one in the browser.

/** Lower case, accents gone: "Paracétamol" and "PARACETAMOL" are one word. */
const fold = (text: string) => text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();

const isPrefix = (term: string, index: number, terms: string[]) =>
  index === terms.length - 1 && term.length < 9;

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
    // Numbers and sizes are not indexed: they narrow a search, never start one (see search).
    processTerm: (term) => (/^\p{N}/u.test(term) ? null : fold(term)),
    searchOptions: {
      boost: { name: 3, composition: 2, manufacturer: 1, pack: 0.5 },
      // The word still being typed (the last) may be the start of a name; a long word is whole.
      // A start is forgiven one typo at most, a short one none: more would match half the
      // catalogue.
      prefix: (term, index, terms) => isPrefix(term, index, terms),
      fuzzy: (term, index, terms) =>
        (isPrefix(term, index, terms)
          ? term.length < 6
            ? 0
            : Math.min(1, allowedEdits(term))
          : allowedEdits(term)) || false,
    },
  });
  miniSearch.addAll(items);
  const byId = new Map(items.map((item) => [item.id, item]));
  // Folded once here, not on every search.
  const foldedManufacturer = new Map(items.map((item) => [item.id, fold(item.manufacturer)]));
  const foldedName = new Map(items.map((item) => [item.id, fold(item.name)]));
  const foldedWords = new Map(
    items.map((item) => [
      item.id,
      fold(`${item.name} ${item.composition} ${item.pack}`).split(/[^\p{L}\p{N}.]+/u),
    ]),
  );
  const manufacturers = [...new Set(items.map((item) => item.manufacturer))].sort((a, b) =>
    a.localeCompare(b),
  );

  // People search for the same medicines again and again: the last answers are kept (the
  // index, and so this cache, is new with every published version).
  const recent = new Map<string, CatalogueItem[]>();
  const RECENT_MAX = 500;

  return {
    version,
    size: items.length,
    manufacturers,
    search(query) {
      const key = JSON.stringify([
        query.q.trim().toLowerCase(),
        query.category,
        query.manufacturer,
      ]);
      const start = (query.page - 1) * query.pageSize;
      const known = recent.get(key);
      if (known) return { total: known.length, items: known.slice(start, start + query.pageSize) };
      const manufacturer = query.manufacturer && fold(query.manufacturer);
      const wanted = (item: CatalogueItem) =>
        (!query.category || item.category === query.category) &&
        (!manufacturer || foldedManufacturer.get(item.id) === manufacturer);
      let found: CatalogueItem[];
      if (!query.q) {
        found = items.filter(wanted).sort((a, b) => a.name.localeCompare(b.name));
      } else {
        // Words are searched with typos forgiven; numbers and sizes ("500", "22g") only narrow
        // the result: scoring a word shared by thousands of items would cost every search.
        const terms = fold(query.q)
          .split(/[^\p{L}\p{N}.]+/u)
          .filter(Boolean);
        const words = terms.filter((term) => /^\p{L}{2,}$/u.test(term));
        const sizes = terms.filter((term) => !words.includes(term));
        const hasSizes = (id: number) =>
          sizes.every((size) => foldedWords.get(id)!.some((word) => word.startsWith(size)));
        const filter = (result: { id: number }) =>
          wanted(byId.get(result.id)!) && hasSizes(result.id);
        let results: { id: number }[];
        if (words.length === 0) {
          // Only a number or size ("650"): every item that has it, in name order.
          results = items
            .filter((item) => filter(item))
            .sort((a, b) => a.name.localeCompare(b.name));
        } else {
          results = miniSearch.search(words.join(" "), { filter, combineWith: "AND" });
          // Every word must match somewhere; if none does, any word may.
          if (results.length === 0 && words.length > 1)
            results = miniSearch.search(words.join(" "), { filter, combineWith: "OR" });
        }
        const exact = fold(query.q.trim());
        // The brand typed exactly comes first, then brands that start with it, then the rest,
        // each in the order of relevance.
        const ranked: CatalogueItem[][] = [[], [], []];
        for (const { id } of results) {
          const name = foldedName.get(id)!;
          ranked[name === exact ? 0 : name.startsWith(exact) ? 1 : 2]!.push(byId.get(id)!);
        }
        found = ranked.flat();
      }
      recent.set(key, found);
      if (recent.size > RECENT_MAX) recent.delete(recent.keys().next().value!);
      return { total: found.length, items: found.slice(start, start + query.pageSize) };
    },
  };
}
