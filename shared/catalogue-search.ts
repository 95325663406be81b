import MiniSearch from "minisearch";
import { partners as ourPartners, type Partner } from "#shared/content/partners.ts";
import type { CatalogueQuery } from "#shared/schemas/catalogue.ts";
import type { CatalogueItem } from "#shared/schemas/catalogue-items.ts";

// Search that forgives, as people type drug names on phones (docs/decisions/0011-catalogue-
// search-in-memory.md): a MiniSearch index, prefix- and typo-tolerant, of the live catalogue.
// The server keeps one per instance; the static build builds one in the browser.

/** Lower case, accents gone: "Paracétamol" and "PARACETAMOL" are one word. */
const fold = (text: string) => text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();

/** Words of a text: letters and digits, a decimal point kept ("2.5"). */
const tokensOf = (text: string) => text.split(/[^\p{L}\p{N}.]+/u).filter(Boolean);

/** A brand written with its strength ("Dolo650") is read as its parts too: "dolo" and "650". */
const partsOf = (token: string) => {
  const joined = /^(\p{L}{3,})(\p{N}[\p{L}\p{N}.]*)$/u.exec(token);
  return joined ? [joined[1]!, joined[2]!] : [token];
};

/**
 * A company's name as the billing software may spell it, reduced to what identifies it: case,
 * punctuation and "Pvt", "Private", "Ltd", "Limited", "LLP" do not count.
 */
const companyKey = (name: string) =>
  tokensOf(fold(name).replace(/[^\p{L}\p{N}]+/gu, " "))
    .filter((word) => !["pvt", "private", "ltd", "limited", "llp"].includes(word))
    .join(" ");

/**
 * A word found in more items than this ("tablets", "mg") narrows a search instead of scoring
 * it: scoring tens of thousands of items would cost every search many milliseconds.
 */
const COMMON_MATCHES = 5000;

const byName = new Intl.Collator("en").compare;

const isPrefix = (term: string, index: number, terms: string[]) =>
  index === terms.length - 1 && term.length < 9;

/** Edits allowed per word: none for short words (too many false friends), then one, then two. */
const allowedEdits = (term: string) => (term.length < 4 ? 0 : term.length < 7 ? 1 : 2);

type Entry = {
  /** Every word of name, composition and pack, and the parts of joined ones, as " word word ". */
  text: string;
  category: CatalogueItem["category"];
  /** The name folded. */
  name: string;
  /** The company's key (its partner's, for an alias). */
  company: string;
  item: CatalogueItem;
};

export type CatalogueIndex = {
  version: number | undefined;
  size: number;
  search(query: CatalogueQuery): { total: number; items: CatalogueItem[] };
  /** The companies that have items, for the search's company filter. */
  manufacturers: string[];
  /** Our partners (their names as in the content) that have items, for their cards' links. */
  partnersWithItems: string[];
};

export function buildIndex(
  items: CatalogueItem[],
  version: number | undefined,
  partners: Pick<Partner, "name" | "aliases">[] = ourPartners,
): CatalogueIndex {
  // A company is known by its key; a partner's aliases lead to the partner's own key.
  const partnerKeys = new Map<string, string>();
  for (const partner of partners)
    for (const name of [partner.name, ...(partner.aliases ?? [])])
      partnerKeys.set(companyKey(name), companyKey(partner.name));
  const companyOf = (name: string) => {
    const key = companyKey(name);
    return partnerKeys.get(key) ?? key;
  };

  const miniSearch = new MiniSearch<CatalogueItem>({
    fields: ["name", "composition", "manufacturer", "pack"],
    tokenize: (text) => tokensOf(text).flatMap(partsOf),
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
  // What a search looks at, folded once here and kept (and allocated) in name order: scanning
  // every item is then a walk through memory in order, a few milliseconds for 50,000 items.
  const entries: Entry[] = [...items]
    .sort((a, b) => byName(a.name, b.name))
    .map((item) => {
      const words = tokensOf(fold(`${item.name} ${item.composition} ${item.pack}`)).flatMap(
        partsOf,
      );
      return {
        text: ` ${words.join(" ")} `,
        category: item.category,
        company: companyOf(item.manufacturer),
        name: fold(item.name),
        item,
      };
    });
  const byId = new Map(entries.map((entry) => [entry.item.id, entry]));
  const matchesOfPrefix = prefixCounter(entries.map((entry) => entry.text.trim().split(" ")));
  const manufacturers = [...new Set(items.map((item) => item.manufacturer))].sort((a, b) =>
    a.localeCompare(b),
  );
  const companies = new Set(entries.map((entry) => entry.company));
  const partnersWithItems = partners
    .map((partner) => partner.name)
    .filter((name) => companies.has(companyKey(name)));

  // People search for the same medicines again and again: the last answers are kept (the
  // index, and so this cache, is new with every published version).
  const recent = new Map<string, CatalogueItem[]>();
  const RECENT_MAX = 500;

  return {
    version,
    size: items.length,
    manufacturers,
    partnersWithItems,
    search(query) {
      const key = JSON.stringify([
        query.q.trim().toLowerCase(),
        query.category,
        query.manufacturer,
      ]);
      const start = (query.page - 1) * query.pageSize;
      const known = recent.get(key);
      if (known) return { total: known.length, items: known.slice(start, start + query.pageSize) };
      const company = query.manufacturer && companyOf(query.manufacturer);
      // Words are searched with typos forgiven; numbers, sizes ("500", "22g") and common words
      // only narrow the result, in name order when nothing else is searched.
      const terms = tokensOf(fold(query.q)).flatMap(partsOf);
      const words = terms.filter(
        (term) => /^\p{L}{2,}$/u.test(term) && matchesOfPrefix(term) <= COMMON_MATCHES,
      );
      const narrowing = terms.filter((term) => !words.includes(term)).map((term) => ` ${term}`);
      const passes = (entry: Entry) =>
        narrowing.every((start) => entry.text.includes(start)) &&
        (!query.category || entry.category === query.category) &&
        (!company || entry.company === company);
      let found: Entry[];
      if (words.length === 0) {
        found = entries.filter(passes);
      } else {
        const filter = (result: { id: CatalogueItem["id"] }) => passes(byId.get(result.id)!);
        let results = miniSearch.search(words.join(" "), { filter, combineWith: "AND" });
        // Every word must match somewhere; if none does, any word may.
        if (results.length === 0 && words.length > 1)
          results = miniSearch.search(words.join(" "), { filter, combineWith: "OR" });
        found = results.map((result) => byId.get(result.id)!);
      }
      // The brand typed exactly comes first, then brands that start with it, then the rest,
      // each in the order of relevance (or of names).
      const exact = fold(query.q.trim());
      const ranked: CatalogueItem[][] = [[], [], []];
      if (exact)
        for (const entry of found)
          ranked[entry.name === exact ? 0 : entry.name.startsWith(exact) ? 1 : 2]!.push(entry.item);
      const answer = exact ? ranked.flat() : found.map((entry) => entry.item);
      recent.set(key, answer);
      if (recent.size > RECENT_MAX) recent.delete(recent.keys().next().value!);
      return { total: answer.length, items: answer.slice(start, start + query.pageSize) };
    },
  };
}

/**
 * How many items have a word starting with a given prefix (at most: an item with two such
 * words counts twice), from a sorted vocabulary: a binary search and a short walk.
 */
function prefixCounter(wordLists: string[][]) {
  const counts = new Map<string, number>();
  for (const words of wordLists)
    for (const word of new Set(words)) counts.set(word, (counts.get(word) ?? 0) + 1);
  const vocabulary = [...counts.keys()].sort();
  return (prefix: string) => {
    let low = 0;
    let high = vocabulary.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (vocabulary[middle]! < prefix) low = middle + 1;
      else high = middle;
    }
    let total = 0;
    for (let i = low; i < vocabulary.length && vocabulary[i]!.startsWith(prefix); i++)
      total += counts.get(vocabulary[i]!)!;
    return total;
  };
}
