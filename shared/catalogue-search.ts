import { partners as ourPartners, type Partner } from "#shared/content/partners.ts";
import type { CatalogueQuery } from "#shared/schemas/catalogue.ts";
import type { CatalogueFacts, CatalogueItem } from "#shared/schemas/catalogue-items.ts";
import { catalogueCompanies, type PartnerNames } from "#shared/catalogue-companies.ts";
import { boundedCache, type BoundedCache } from "#shared/bounded-cache.ts";
import {
  fold,
  isLetterWord,
  isNumberWord,
  queryWords,
  searchedText,
  startsLikeWord,
  tokensOf,
  wordsIn,
} from "#shared/catalogue-words.ts";
import {
  markHaving,
  pageOf,
  placesHaving,
  placesOfWords,
  wordsStarting,
  type PlacesOfWords,
  type Words,
} from "#shared/catalogue-places.ts";
import { strongMatchPlaces } from "#shared/strong-matches.ts";
import { indexOfKeys, spellingsOf, type KeyIndex } from "#shared/catalogue-spellings.ts";
import { catalogueScorer, type CatalogueScorer } from "#shared/catalogue-scores.ts";
import { itemWords } from "#shared/item-words.ts";
import { allAtOnce, sortedInSteps, stepByStep, type Steps } from "#shared/steps.ts";

// Search that forgives, as people type drug names on phones (docs/decisions/0011-catalogue-
// search-in-memory.md), at a cost bounded whatever is typed (docs/decisions/0024-near-spellings-
// by-deletion.md): the near spellings and starts of each typed word come from the catalogue's
// near-spelling index (./catalogue-spellings.ts), and the items having them are scored by BM25
// (./catalogue-scores.ts). The server keeps one index per instance; the static build builds one
// in the browser.

/**
 * A word found in more items than this ("tablets", "forte", counting its near spellings and,
 * being typed, its continuations) narrows a search instead of scoring it: it says little about
 * which items are meant, and narrowing lists them in name order.
 */
const COMMON_MATCHES = 1000;
/** Items scored for one search at most, all its words together: the rest narrow it. */
const SCORED_MATCHES = 3000;

/** Answers kept for searches that repeat: capped in number and in bytes (about 4 bytes an item). */
const RECENT_ANSWERS = { entries: 500, bytes: 4 * 1024 * 1024 };
const RECENT_MATCHES = { entries: 2000, bytes: 256 * 1024 };

const byName = new Intl.Collator("en").compare;

const isPrefix = (term: string, index: number, terms: string[]) =>
  index === terms.length - 1 && term.length < 9;

/** Edits allowed per word: none for short words (too many false friends), then one, then two. */
const allowedEdits = (term: string) => (term.length < 4 ? 0 : term.length < 7 ? 1 : 2);

/**
 * The word still being typed (the last) may be the start of a name; a long word is whole. A
 * start is forgiven one typo at most, a short one none: more would match half the catalogue.
 */
const editsOf = (term: string, index: number, terms: string[]) =>
  isPrefix(term, index, terms)
    ? term.length < 6
      ? 0
      : Math.min(1, allowedEdits(term))
    : allowedEdits(term);

type Entry = {
  category: CatalogueItem["category"];
  /** The name folded. */
  name: string;
  /** The company's key (its partner's, for an alias). */
  company: string;
  item: CatalogueItem;
};

/** A search of one or two letters: the start of a name or a company, nothing else. */
const isShort = (query: string) => /^\p{L}{1,2}$/u.test(query);
/** A bare number ("650", "2.5"): the items whose name or pack has a word starting with it. */
const isNumber = (query: string) => /^\p{N}[\p{N}.]*$/u.test(query);

export type CatalogueIndex = {
  version: number | undefined;
  size: number;
  search(query: CatalogueQuery): { total: number; items: CatalogueItem[] };
  /** Our partners (their names as in the content) that have items, for their cards' links. */
  partnersWithItems: string[];
  /** What the Products page shows of the catalogue: companies with counts, partners, categories. */
  facts: CatalogueFacts;
  /**
   * The same items with other partners (a content publish): quicker, the items' words are kept;
   * made in steps (#shared/steps.ts).
   */
  withPartners(partners: Pick<Partner, "name" | "aliases">[]): Steps<CatalogueIndex>;
  /**
   * The chat's item answer (docs/product.md#chat-assistant): up to `limit` items whose name or
   * composition has a word close enough to a word of the query (./strong-matches.ts), best first.
   */
  strongMatches(query: string, limit?: number): CatalogueItem[];
  /** The answers kept for searches and chat lookups that repeat, and how often they served. */
  cache(): Record<"searches" | "matches", BoundedCache<unknown>["size"]>;
};

export function buildIndex(
  items: CatalogueItem[],
  version: number | undefined,
  partners: PartnerNames[] = ourPartners,
  options: { cache?: boolean } = {},
): CatalogueIndex {
  return allAtOnce(indexSteps(items, version, partners, options));
}

/**
 * The same index as buildIndex, made in steps with `pause()` awaited between them: a server
 * answers requests in between (50,000 items take seconds, no step more than a few milliseconds).
 */
export const buildIndexInSteps = (
  items: CatalogueItem[],
  version: number | undefined,
  partners: PartnerNames[],
  options: { cache?: boolean },
  pause: () => Promise<unknown>,
): Promise<CatalogueIndex> => stepByStep(indexSteps(items, version, partners, options), pause);

function* indexSteps(
  items: CatalogueItem[],
  version: number | undefined,
  partners: PartnerNames[],
  options: { cache?: boolean },
): Steps<CatalogueIndex> {
  const indexed = yield* indexingSteps(items);
  yield;
  return yield* withPartners(indexed, version, partners, options);
}

/** Items whose words are read between two pauses of the index's making. */
const WORDS_A_STEP = 2500;

type IndexedItems = {
  inNameOrder: { category: CatalogueItem["category"]; name: string; item: CatalogueItem }[];
  scorer: CatalogueScorer;
  narrowing: PlacesOfWords;
  numbers: PlacesOfWords;
  spellings: KeyIndex;
  categories: boolean;
};

/**
 * What of an index the partners do not change, and most of its making (a second for 50,000
 * items): the words of the items, and their near-spelling index. Made in steps (a generator that
 * yields between them), so that a caller may pause between steps.
 */
function* indexingSteps(items: CatalogueItem[]): Steps<IndexedItems> {
  // What a search looks at, folded once here and kept (and allocated) in name order: a place
  // in `inNameOrder` is an item's rank in name order, and every list below holds places, sorted.
  const sorted = yield* sortedInSteps(items, (a, b) => byName(a.name, b.name));
  const inNameOrder: IndexedItems["inNameOrder"] = [];
  // Every word of name, composition and pack (and the parts of joined ones), and the words of
  // the company: what narrows a search. Numbers of the name and pack only: a bare number. (Kept
  // only while the index is made: a search reads the lists made of them.)
  const words = itemWords();
  for (const item of sorted) {
    const name = fold(item.name);
    inNameOrder.push({ category: item.category, name, item });
    words.add({
      name: wordsIn(name),
      composition: wordsIn(fold(item.composition)),
      pack: wordsIn(fold(item.pack)),
      company: tokensOf(fold(item.manufacturer)).filter(startsLikeWord),
    });
    // 50,000 items' words take a fifth of a second: a pause every few thousand.
    if (words.count % WORDS_A_STEP === 0) yield;
  }
  yield;
  const narrowing = yield* placesOfWords(words.count, (place) =>
    words.of(place, "name", "composition", "pack", "company"),
  );
  yield;
  const numbers = yield* placesOfWords(words.count, (place) =>
    words.of(place, "name", "pack").filter(isNumberWord),
  );
  yield;
  const spellings = yield* indexOfKeys(narrowing, words, numbersOfItems(inNameOrder));
  yield;
  const scorer = yield* catalogueScorer(
    narrowing.words,
    inNameOrder.map(({ item }) => item),
  );
  const categories = items.some((item) => item.category);
  return {
    inNameOrder,
    scorer,
    narrowing,
    numbers,
    spellings,
    categories,
  };
}

/**
 * The numbers of an item's name, composition and pack, by its place: worked out when the chat
 * asks. (Made apart from the index's making: a closure made there would keep every item's words,
 * which the index needs only while it is made, as long as the index lives.)
 */
const numbersOfItems =
  (inNameOrder: IndexedItems["inNameOrder"]) =>
  (place: number): ReadonlySet<string> => {
    const { item } = inNameOrder[place]!;
    const words = wordsIn(fold(`${item.name} ${item.composition} ${item.pack}`));
    return new Set(words.filter(isNumberWord));
  };

/** The index of `items` (./indexItems) with its partners: which company each item is of. */
function* withPartners(
  items: IndexedItems,
  version: number | undefined,
  partners: PartnerNames[],
  options: { cache?: boolean },
): Steps<CatalogueIndex> {
  const { scorer, narrowing, numbers, spellings } = items;
  const companies = catalogueCompanies(
    items.inNameOrder.map(({ item }) => item.manufacturer),
    partners,
  );
  yield;
  const entries: Entry[] = [];
  // For each start of one or two letters: the items whose name starts with it, then those whose
  // company (as written, or its partner's name) does and whose name does not.
  const starting = new Map<string, { names: number[]; companies: number[] }>();
  const startsOf = (text: string) => new Set([text.slice(0, 1), text.slice(0, 2)]);
  // A catalogue has far fewer companies than items: each one's starts are worked out once.
  const companyStarts = new Map<string, { company: string; starts: Set<string> }>();
  for (const entry of items.inNameOrder) {
    const { manufacturer } = entry.item;
    let known = companyStarts.get(manufacturer);
    if (!known) {
      const company = companies.companyOf(manufacturer);
      known = { company, starts: new Set([...startsOf(fold(manufacturer)), ...startsOf(company)]) };
      companyStarts.set(manufacturer, known);
    }
    const place = entries.length;
    entries.push({ ...entry, company: known.company });
    const names = startsOf(entry.name);
    for (const start of new Set([...names, ...known.starts])) {
      if (!isShort(start)) continue;
      let lists = starting.get(start);
      if (!lists) starting.set(start, (lists = { names: [], companies: [] }));
      (names.has(start) ? lists.names : lists.companies).push(place);
    }
    if (entries.length % WORDS_A_STEP === 0) yield;
  }
  const facts = { ...companies.facts, categories: items.categories };
  // Which items a search's narrowing words keep: one mark each, kept between searches.
  const marks = new Uint8Array(entries.length);

  // People search for the same medicines again and again: the last answers are kept (the
  // index, and so these caches, are new with every published version). Off, every search is
  // worked out (the bench measures the index itself so).
  const cacheOff = options.cache === false;
  const recent = boundedCache<Int32Array>({
    ...RECENT_ANSWERS,
    entries: cacheOff ? 0 : RECENT_ANSWERS.entries,
    sizeOf: (answer) => answer.byteLength,
  });
  const recentMatches = boundedCache<number[]>({
    ...RECENT_MATCHES,
    entries: cacheOff ? 0 : RECENT_MATCHES.entries,
    sizeOf: (places) => places.length * 8,
  });

  return {
    version,
    size: entries.length,
    partnersWithItems: facts.partnersWithItems,
    facts,
    withPartners: (next) => withPartners(items, version, next, options),
    search(query) {
      const start = (query.page - 1) * query.pageSize;
      const page = (answer: Int32Array) => ({
        total: answer.length,
        items: [...answer.subarray(start, start + query.pageSize)].map(
          (place) => entries[place]!.item,
        ),
      });
      const named = query.manufacturer ? companies.named(query.manufacturer) : undefined;
      const passes = (entry: Entry) =>
        (!query.category || entry.category === query.category) &&
        (!named || named.has(entry.company));
      const filtered = Boolean(query.category || named);
      const typed = searchedText(query.q);
      const itemOf = (entry: Entry) => entry.item;
      // Short starts and bare numbers need no scoring: their lists are ready, in name order.
      if (isShort(typed) || isNumber(typed)) {
        const short = starting.get(typed);
        const lists = isShort(typed)
          ? [short?.names ?? [], short?.companies ?? []]
          : [placesHaving(numbers, [[wordsStarting(numbers.words, typed)]], marks)];
        return pageOf(entries, lists, passes, itemOf, start, query.pageSize);
      }

      const key = JSON.stringify([typed, query.category, query.manufacturer]);
      const known = recent.get(key);
      if (known) return page(known);
      // Words are searched with typos forgiven; numbers, sizes ("500", "22g") and words found in
      // many items (with their near spellings) only narrow the result, in name order when
      // nothing else is searched.
      const terms = queryWords(typed);
      const letterTerms = terms.filter((term) => isLetterWord(term) && term.length >= 2);
      const spelt = new Map(
        letterTerms.map((term, i) => [
          term,
          spellingsOf(spellings, narrowing, term, {
            prefix: isPrefix(term, i, letterTerms),
            edits: editsOf(term, i, letterTerms),
          }),
        ]),
      );
      // The rarest words are scored, as long as the search's budget lasts.
      const words: string[] = [];
      let budget = SCORED_MATCHES;
      for (const term of [...letterTerms].sort(
        (a, b) => spelt.get(a)!.count - spelt.get(b)!.count,
      )) {
        const { count } = spelt.get(term)!;
        if (count > COMMON_MATCHES || count > budget || words.includes(term)) continue;
        words.push(term);
        budget -= count;
      }
      const narrowingTerms: Words[][] = terms
        .filter((term) => !words.includes(term))
        .map((term) => spelt.get(term)?.words ?? [wordsStarting(narrowing.words, term)]);
      let found: number[];
      if (words.length === 0) {
        found = placesHaving(
          narrowing,
          narrowingTerms,
          marks,
          filtered ? (place) => passes(entries[place]!) : undefined,
        );
      } else {
        markHaving(narrowing, narrowingTerms, marks);
        found = scorer.rank(
          words.map((term) => spelt.get(term)!),
          (place) => marks[place] === narrowingTerms.length && passes(entries[place]!),
        );
      }
      // The brand typed exactly comes first, then brands that start with it, then the rest,
      // each in the order of relevance (or of names).
      const ranks = new Uint8Array(found.length);
      const next = [0, 0, 0];
      for (let i = 0; i < found.length; i++) {
        const { name } = entries[found[i]!]!;
        const rank = name === typed ? 0 : name.startsWith(typed) ? 1 : 2;
        ranks[i] = rank;
        if (rank < 2) next[2]!++;
        if (rank < 1) next[1]!++;
      }
      const answer = new Int32Array(found.length);
      for (let i = 0; i < found.length; i++) answer[next[ranks[i]!]!++] = found[i]!;
      recent.set(key, answer);
      return page(answer);
    },
    cache: () => ({ searches: recent.size, matches: recentMatches.size }),
    strongMatches(query, limit = 3) {
      const key = `${limit}:${query}`;
      const places = recentMatches.get(key) ?? strongMatchPlaces(spellings.strong, query, limit);
      recentMatches.set(key, places);
      return places.map((place) => entries[place]!.item);
    },
  };
}
