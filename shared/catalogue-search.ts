import MiniSearch from "minisearch";
import { partners as ourPartners, type Partner } from "#shared/content/partners.ts";
import type { CatalogueQuery } from "#shared/schemas/catalogue.ts";
import type { CatalogueItem } from "#shared/schemas/catalogue-items.ts";
import { romanise } from "#shared/romanise.ts";

// Search that forgives, as people type drug names on phones (docs/decisions/0011-catalogue-
// search-in-memory.md): a MiniSearch index, prefix- and typo-tolerant, of the live catalogue.
// The server keeps one per instance; the static build builds one in the browser.

/** Lower case, accents gone: "Paracétamol" and "PARACETAMOL" are one word. */
const fold = (text: string) =>
  // Most names are plain ASCII, which has nothing to take off (and the index folds every word).
  (/^[\x20-\x7e]*$/.test(text)
    ? text
    : text.normalize("NFKD").replace(/\p{M}/gu, "")
  ).toLowerCase();

/** Words of a text: letters and digits, a decimal point kept ("2.5"). */
const tokensOf = (text: string) => text.match(/[\p{L}\p{N}.]+/gu) ?? [];

/**
 * The words of a text, a brand written with its strength ("Dolo650") read as its parts:
 * "dolo" and "650".
 */
const wordsIn = (text: string) => {
  const words: string[] = [];
  for (const token of tokensOf(text)) {
    const joined = /^(\p{L}{3,})(\p{N}[\p{L}\p{N}.]*)$/u.exec(token);
    if (joined) words.push(joined[1]!, joined[2]!);
    else words.push(token);
  }
  return words;
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
 * A word found in more items than this ("tablets", "forte", counting its near spellings and,
 * being typed, its continuations) narrows a search instead of scoring it: scoring costs about
 * 2.5 µs an item, so a word found in 5,000 items would cost a search 12 ms.
 */
const COMMON_MATCHES = 1000;

const byName = new Intl.Collator("en").compare;

const isPrefix = (term: string, index: number, terms: string[]) =>
  index === terms.length - 1 && term.length < 9;

/** Edits allowed per word: none for short words (too many false friends), then one, then two. */
const allowedEdits = (term: string) => (term.length < 4 ? 0 : term.length < 7 ? 1 : 2);

/**
 * The word still being typed (the last) may be the start of a name; a long word is whole. A
 * start is forgiven one typo at most, a short one none: more would match half the catalogue.
 */
const fuzzinessOf = (term: string, index: number, terms: string[]) =>
  (isPrefix(term, index, terms)
    ? term.length < 6
      ? 0
      : Math.min(1, allowedEdits(term))
    : allowedEdits(term)) || false;

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
  /** The companies that have items, for the search's company filter. */
  manufacturers: string[];
  /** Our partners (their names as in the content) that have items, for their cards' links. */
  partnersWithItems: string[];
  /** The same items with other partners (a content publish): quick, the items' words are kept. */
  withPartners(partners: Pick<Partner, "name" | "aliases">[]): CatalogueIndex;
  /**
   * The chat's item answer (docs/product.md#chat-assistant): up to `limit` items whose name or composition
   * has a word close enough to a word of the query (see STRONG_MATCH_SCORE), best first.
   */
  strongMatches(query: string, limit?: number): CatalogueItem[];
};

/**
 * How close a typed word must be to a word of an item's name or composition for the chat to
 * answer with the item instead of its scripted replies: above this, as 1 − edits ÷ the typed
 * word's length, compared as sound keys (soundKey). So a word of up to 5 letters must be exact
 * (brands of that length one letter apart are common, and so are everyday words one letter from
 * a drug's: "sales" and "salts", "kaha" and "kala"), 6 to 10 letters may have one typo
 * ("paracitamol") and 11 or more two ("parasitamol" typed in Odia script). A typed start of 5
 * letters or more ("pantop") scores STRONG_PREFIX_SCORE: people stop typing a long generic name
 * once it is unmistakable.
 */
export const STRONG_MATCH_SCORE = 0.8;
export const STRONG_PREFIX_SCORE = 0.9;
/** A match in the composition ranks below the same match in the name: the brand was asked for. */
const COMPOSITION_WEIGHT = 0.9;

/**
 * A word as it sounds, so spellings of one sound compare equal: "ph" and "f", a soft "c" and
 * "s", "z" and "j" (Odia writes ଜ for both), "v", "w" and "b" (ଭ), "y" and "i", an "h" after a
 * consonant (ଥ and ତ are both "t" to an English reader), doubled letters, a final silent "e".
 */
export const soundKey = (word: string) =>
  word
    .replace(/ph/g, "f")
    .replace(/c(?=[eiy])/g, "s")
    .replace(/[cq]/g, "k")
    .replace(/x/g, "ks")
    .replace(/z/g, "j")
    .replace(/[vw]/g, "b")
    .replace(/y/g, "i")
    .replace(/([^aeiou])h/g, "$1")
    .replace(/(.)\1+/g, "$1")
    .replace(/(...)e$/, "$1");

/** How close a typed key is to a key of the catalogue, 0 when not close enough to count. */
function similarity(typed: string, known: string): number {
  if (typed === known) return 1;
  if (typed.length >= 5 && known.startsWith(typed)) return STRONG_PREFIX_SCORE;
  // The most edits that still score above STRONG_MATCH_SCORE.
  const allowed = Math.ceil(typed.length * (1 - STRONG_MATCH_SCORE) - 1e-9) - 1;
  if (allowed === 0 || Math.abs(typed.length - known.length) > allowed) return 0;
  const edits = editDistance(typed, known);
  return edits <= allowed ? 1 - edits / typed.length : 0;
}

/** Edits (insert, delete, change, swap two neighbours) from one word to another. */
function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const change = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(
        rows[i - 1]![j]! + 1,
        rows[i]![j - 1]! + 1,
        rows[i - 1]![j - 1]! + change,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  return rows[a.length]![b.length]!;
}

/** The keys of the words of 3 letters or more of a name or composition (`keyOf` may cache). */
const keysOf = (words: string[], keyOf: (word: string) => string = soundKey) =>
  new Set(words.filter((word) => /^\p{L}{3,}$/u.test(word)).map(keyOf));

/**
 * Each key of the catalogue's names and compositions, and the places of the items having it.
 * A catalogue has far fewer words than items have: each word's key is worked out once.
 */
function strongVocabulary(wordsOf: { name: string[]; composition: string[] }[]) {
  const keys = new Map<string, string>();
  const keyOf = (word: string) => {
    let key = keys.get(word);
    if (key === undefined) keys.set(word, (key = soundKey(word)));
    return key;
  };
  const byKey = new Map<string, { name: number[]; composition: number[] }>();
  const add = (key: string, place: number, field: "name" | "composition") => {
    let places = byKey.get(key);
    if (!places) byKey.set(key, (places = { name: [], composition: [] }));
    places[field].push(place);
  };
  wordsOf.forEach(({ name, composition }, place) => {
    for (const key of keysOf(name, keyOf)) add(key, place, "name");
    for (const key of keysOf(composition, keyOf)) add(key, place, "composition");
  });
  return [...byKey];
}

/** What of a partner says which items are its own: its name and its other names. */
type PartnerNames = Pick<Partner, "name" | "aliases">;

export function buildIndex(
  items: CatalogueItem[],
  version: number | undefined,
  partners: PartnerNames[] = ourPartners,
  options: { cache?: boolean } = {},
): CatalogueIndex {
  return withPartners(indexItems(items), version, partners, options);
}

/**
 * What of an index the partners do not change, and most of its making (a second for 50,000
 * items): the words of the items. A publish of other partners keeps it.
 */
function indexItems(items: CatalogueItem[]) {
  const miniSearch = new MiniSearch<CatalogueItem>({
    fields: ["name", "composition", "manufacturer", "pack"],
    tokenize: (text) => wordsIn(text),
    // Numbers and sizes are not indexed: they narrow a search, never start one (see search).
    processTerm: (term) => (/^\p{N}/u.test(term) ? null : fold(term)),
    searchOptions: {
      boost: { name: 3, composition: 2, manufacturer: 1, pack: 0.5 },
      prefix: isPrefix,
      fuzzy: fuzzinessOf,
    },
  });
  miniSearch.addAll(items);
  // What a search looks at, folded once here and kept (and allocated) in name order: a place
  // in `inNameOrder` is an item's rank in name order, and every list below holds places, sorted.
  const inNameOrder = [...items]
    .sort((a, b) => byName(a.name, b.name))
    .map((item) => ({ category: item.category, name: fold(item.name), item }));
  const placeOf = new Map<CatalogueItem["id"], number>(
    inNameOrder.map((entry, place) => [entry.item.id, place]),
  );
  // Every word of name, composition and pack (and the parts of joined ones), and the words of
  // the company: what narrows a search. Numbers of the name and pack only: a bare number.
  const wordsOf = inNameOrder.map(({ name, item }) => ({
    name: wordsIn(name),
    composition: wordsIn(fold(item.composition)),
    pack: wordsIn(fold(item.pack)),
    company: tokensOf(fold(item.manufacturer)).filter((word) => /^\p{L}/u.test(word)),
  }));
  const narrowing = placesOfWords(
    wordsOf.map((words) => [...words.name, ...words.composition, ...words.pack, ...words.company]),
  );
  const numbers = placesOfWords(
    wordsOf.map((words) => [...words.name, ...words.pack].filter((word) => /^\p{N}/u.test(word))),
  );
  // The words of letters that narrow, searchable as MiniSearch searches the items: the words a
  // word of a search stands for (its starts, its near spellings) and so how many items scoring
  // it would cost are known before any is scored.
  const vocabulary = new MiniSearch<{ id: number; word: string }>({
    fields: ["word"],
    tokenize: (word) => [word],
    processTerm: (word) => word,
  });
  vocabulary.addAll(
    narrowing.words.flatMap((word, id) => (/^\p{L}/u.test(word) ? [{ id, word }] : [])),
  );
  const manufacturers = [...new Set(items.map((item) => item.manufacturer))].sort((a, b) =>
    a.localeCompare(b),
  );
  return {
    miniSearch,
    inNameOrder,
    placeOf,
    wordsOf,
    narrowing,
    numbers,
    vocabulary,
    manufacturers,
  };
}

/** The index of `items` (./indexItems) with its partners: which company each item is of. */
function withPartners(
  items: ReturnType<typeof indexItems>,
  version: number | undefined,
  partners: PartnerNames[],
  options: { cache?: boolean },
): CatalogueIndex {
  const { miniSearch, placeOf, wordsOf, narrowing, numbers, vocabulary, manufacturers } = items;
  // A company is known by its key; a partner's aliases lead to the partner's own key.
  const partnerKeys = new Map<string, string>();
  for (const partner of partners)
    for (const name of [partner.name, ...partner.aliases])
      partnerKeys.set(companyKey(name), companyKey(partner.name));
  const companyOf = (name: string) => {
    const key = companyKey(name);
    return partnerKeys.get(key) ?? key;
  };
  const entries: Entry[] = items.inNameOrder.map((entry) => ({
    ...entry,
    company: companyOf(entry.item.manufacturer),
  }));

  // For each start of one or two letters: the items whose name starts with it, then those whose
  // company (as written, or its partner's name) does and whose name does not.
  const starting = new Map<string, { names: number[]; companies: number[] }>();
  const startsOf = (text: string) => new Set([text.slice(0, 1), text.slice(0, 2)]);
  entries.forEach((entry, place) => {
    const names = startsOf(entry.name);
    const companies = new Set([
      ...startsOf(fold(entry.item.manufacturer)),
      ...startsOf(entry.company),
    ]);
    for (const start of new Set([...names, ...companies])) {
      if (!isShort(start)) continue;
      let lists = starting.get(start);
      if (!lists) starting.set(start, (lists = { names: [], companies: [] }));
      (names.has(start) ? lists.names : lists.companies).push(place);
    }
  });
  const companies = new Set(entries.map((entry) => entry.company));
  const partnersWithItems = partners
    .map((partner) => partner.name)
    .filter((name) => companies.has(companyKey(name)));

  // People search for the same medicines again and again: the last answers are kept (the
  // index, and so this cache, is new with every published version). Off, every search is
  // worked out (the bench measures the index itself so).
  const recent = new Map<string, Int32Array>();
  const RECENT_MAX = options.cache === false ? 0 : 500;
  // Made on the chat's first item question only: searches alone never need it.
  let strongWords: ReturnType<typeof strongVocabulary> | undefined;

  return {
    version,
    size: entries.length,
    manufacturers,
    partnersWithItems,
    withPartners: (next) => withPartners(items, version, next, options),
    search(query) {
      const start = (query.page - 1) * query.pageSize;
      const page = (answer: Int32Array) => ({
        total: answer.length,
        items: [...answer.subarray(start, start + query.pageSize)].map(
          (place) => entries[place]!.item,
        ),
      });
      const company = query.manufacturer && companyOf(query.manufacturer);
      const passes = (entry: Entry) =>
        (!query.category || entry.category === query.category) &&
        (!company || entry.company === company);
      const filtered = Boolean(query.category || company);
      const typed = fold(query.q.trim());
      // Short starts and bare numbers need no scoring: their lists are ready, in name order.
      if (isShort(typed) || isNumber(typed)) {
        const short = starting.get(typed);
        const lists = isShort(typed)
          ? [short?.names ?? [], short?.companies ?? []]
          : [placesHaving(numbers, [[wordsStarting(numbers.words, typed)]], entries.length)];
        return pageOf(entries, lists, passes, start, query.pageSize);
      }

      const key = JSON.stringify([typed, query.category, query.manufacturer]);
      const known = recent.get(key);
      if (known) return page(known);
      // Words are searched with typos forgiven; numbers, sizes ("500", "22g") and words found in
      // many items (with their near spellings) only narrow the result, in name order when
      // nothing else is searched.
      const terms = wordsIn(typed);
      const letterTerms = terms.filter((term) => /^\p{L}{2,}$/u.test(term));
      const spellings = new Map(
        letterTerms.map((term, i) => [
          term,
          vocabulary
            .search(term, {
              prefix: isPrefix(term, i, letterTerms),
              fuzzy: fuzzinessOf(term, i, letterTerms),
            })
            .map(({ id }) => [id as number, (id as number) + 1] as const),
        ]),
      );
      const words = letterTerms.filter(
        (term) => countHaving(narrowing, spellings.get(term)!) <= COMMON_MATCHES,
      );
      const narrowingTerms = terms
        .filter((term) => !words.includes(term))
        .map((term) => spellings.get(term) ?? [wordsStarting(narrowing.words, term)]);
      let found: number[];
      if (words.length === 0) {
        found = placesHaving(
          narrowing,
          narrowingTerms,
          entries.length,
          filtered ? (place) => passes(entries[place]!) : undefined,
        );
      } else {
        const marks = markHaving(narrowing, narrowingTerms, entries.length);
        const filter = (result: { id: CatalogueItem["id"] }) => {
          const place = placeOf.get(result.id)!;
          return marks[place] === narrowingTerms.length && passes(entries[place]!);
        };
        let results = miniSearch.search(words.join(" "), { filter, combineWith: "AND" });
        // Every word must match somewhere; if none does, any word may.
        if (results.length === 0 && words.length > 1)
          results = miniSearch.search(words.join(" "), { filter, combineWith: "OR" });
        found = results.map((result) => placeOf.get(result.id)!);
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
      if (RECENT_MAX) {
        recent.set(key, answer);
        if (recent.size > RECENT_MAX) recent.delete(recent.keys().next().value!);
      }
      return page(answer);
    },
    strongMatches(query, limit = 3) {
      const words = wordsIn(fold(romanise(query)));
      const typedKeys = [...keysOf(words)];
      if (typedKeys.length === 0) return [];
      const known = (strongWords ??= strongVocabulary(wordsOf));
      // Each item's score: for each typed word, its best match in the item, summed.
      const scores = new Map<number, number>();
      for (const typed of typedKeys) {
        const best = new Map<number, number>();
        for (const [key, places] of known) {
          const score = similarity(typed, key);
          if (score === 0) continue;
          for (const place of places.name) best.set(place, Math.max(best.get(place) ?? 0, score));
          for (const place of places.composition)
            best.set(place, Math.max(best.get(place) ?? 0, score * COMPOSITION_WEIGHT));
        }
        for (const [place, score] of best) scores.set(place, (scores.get(place) ?? 0) + score);
      }
      // Numbers typed ("650", "500") rank the items having them first among equals.
      const numbers = words.filter((word) => /^\p{N}/u.test(word));
      const numbersIn = (place: number) => {
        const { name, composition, pack } = wordsOf[place]!;
        const has = new Set([...name, ...composition, ...pack]);
        return numbers.filter((number) => has.has(number)).length;
      };
      return [...scores]
        .map(([place, score]) => ({ place, score, numbers: numbersIn(place) }))
        .sort((a, b) => b.score - a.score || b.numbers - a.numbers || a.place - b.place)
        .slice(0, limit)
        .map(({ place }) => entries[place]!.item);
    },
  };
}

/** Words and the places of the items that have each: a sorted vocabulary, lists end to end. */
type PlacesOfWords = { words: string[]; starts: Int32Array; places: Int32Array };

function placesOfWords(wordsByPlace: string[][]): PlacesOfWords {
  const byWord = new Map<string, number[]>();
  wordsByPlace.forEach((words, place) => {
    for (const word of words) {
      const places = byWord.get(word);
      // An item with a word twice is listed once (its place is the last one listed yet).
      if (!places) byWord.set(word, [place]);
      else if (places[places.length - 1] !== place) places.push(place);
    }
  });
  const words = [...byWord.keys()].sort();
  const starts = new Int32Array(words.length + 1);
  words.forEach((word, i) => (starts[i + 1] = starts[i]! + byWord.get(word)!.length));
  const places = new Int32Array(starts[words.length]!);
  words.forEach((word, i) => places.set(byWord.get(word)!, starts[i]));
  return { words, starts, places };
}

/** A range of words in a vocabulary, from (included) to (excluded). */
type Words = readonly [from: number, to: number];

/** The words that start with `prefix`: two binary searches. */
function wordsStarting(words: string[], prefix: string): Words {
  const firstWhere = (isPast: (word: string) => boolean) => {
    let low = 0;
    let high = words.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (isPast(words[middle]!)) high = middle;
      else low = middle + 1;
    }
    return low;
  };
  return [
    firstWhere((word) => word >= prefix),
    firstWhere((word) => word > prefix && !word.startsWith(prefix)),
  ];
}

/**
 * How many items have one of some words (at most: an item with two of them counts twice),
 * without looking at any.
 */
const countHaving = ({ starts }: PlacesOfWords, words: Words[]) =>
  words.reduce((total, [from, to]) => total + starts[to]! - starts[from]!, 0);

/**
 * Marks the items having one of the words of each term: with the number of terms, the places of
 * those having all (each term marks further the ones the term before it marked).
 */
function markHaving({ starts, places }: PlacesOfWords, terms: Words[][], size: number) {
  const marks = new Uint8Array(size);
  terms.forEach((words, pass) => {
    for (const [from, to] of words)
      for (let i = starts[from]!; i < starts[to]!; i++)
        if (marks[places[i]!] === pass) marks[places[i]!] = pass + 1;
  });
  return marks;
}

/** The places, in name order, of the items having one of the words of each term. */
function placesHaving(
  placesOf: PlacesOfWords,
  terms: Words[][],
  size: number,
  keep?: (place: number) => boolean,
) {
  const marks = markHaving(placesOf, terms, size);
  const found: number[] = [];
  for (let place = 0; place < size; place++)
    if (marks[place] === terms.length && (!keep || keep(place))) found.push(place);
  return found;
}

/** One page of the items at `lists` of places, one list after the other, and how many pass. */
function pageOf(
  entries: Entry[],
  lists: number[][],
  passes: (entry: Entry) => boolean,
  start: number,
  pageSize: number,
) {
  let total = 0;
  const items: CatalogueItem[] = [];
  for (const list of lists)
    for (const place of list) {
      const entry = entries[place]!;
      if (!passes(entry)) continue;
      if (total >= start && total < start + pageSize) items.push(entry.item);
      total++;
    }
  return { total, items };
}
