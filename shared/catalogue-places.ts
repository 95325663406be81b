import type { Steps } from "#shared/steps.ts";

// Which items have which words, as the catalogue search narrows and pages with them
// (./catalogue-search.ts): a sorted vocabulary and, for each word, the places of its items (an
// item's place is its rank in name order), end to end in one typed array. Every operation here
// costs the postings it reads, never a pass over the vocabulary.

/** Words and the places of the items that have each: a sorted vocabulary, lists end to end. */
export type PlacesOfWords = { words: string[]; starts: Int32Array; places: Int32Array };

/** Items whose words are listed between two pauses, and list entries written. */
const PLACES_A_STEP = 2500;
const ENTRIES_A_STEP = 100_000;

/** The places of the words of `count` items (`wordsAt` gives an item's words), made in steps. */
export function* placesOfWords(
  count: number,
  wordsAt: (place: number) => readonly string[],
): Steps<PlacesOfWords> {
  const byWord = new Map<string, number[]>();
  for (let place = 0; place < count; place++) {
    if (place > 0 && place % PLACES_A_STEP === 0) yield;
    for (const word of wordsAt(place)) {
      const places = byWord.get(word);
      // An item with a word twice is listed once (its place is the last one listed yet).
      if (!places) byWord.set(word, [place]);
      else if (places[places.length - 1] !== place) places.push(place);
    }
  }
  yield;
  const words = [...byWord.keys()].sort();
  yield;
  return { words, ...(yield* endToEnd(words.map((word) => byWord.get(word)!))) };
}

/** Lists of numbers end to end in one typed array, where each starts; made in steps. */
export function* endToEnd(
  lists: readonly (readonly number[])[],
): Steps<{ starts: Int32Array; places: Int32Array }> {
  const starts = new Int32Array(lists.length + 1);
  lists.forEach((list, i) => (starts[i + 1] = starts[i]! + list.length));
  const places = new Int32Array(starts[lists.length]!);
  let written = 0;
  for (let i = 0; i < lists.length; i++) {
    places.set(lists[i]!, starts[i]);
    written += lists[i]!.length;
    if (written >= ENTRIES_A_STEP) {
      written = 0;
      yield;
    }
  }
  return { starts, places };
}

/** A range of words in a vocabulary, from (included) to (excluded). */
export type Words = readonly [from: number, to: number];

/** The first place in a sorted list of words where `isPast` holds (binary search). */
function firstWhere(words: readonly string[], isPast: (word: string) => boolean) {
  let low = 0;
  let high = words.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (isPast(words[middle]!)) high = middle;
    else low = middle + 1;
  }
  return low;
}

/** The words that start with `prefix`: two binary searches. */
export const wordsStarting = (words: readonly string[], prefix: string): Words => [
  firstWhere(words, (word) => word >= prefix),
  firstWhere(words, (word) => word > prefix && !word.startsWith(prefix)),
];

/** The place of `word` in a sorted list, or -1. */
export function placeOfWord(words: readonly string[], word: string) {
  const at = firstWhere(words, (known) => known >= word);
  return words[at] === word ? at : -1;
}

/**
 * How many items have one of some words (at most: an item with two of them counts twice),
 * without looking at any.
 */
export const countHaving = ({ starts }: PlacesOfWords, words: readonly Words[]) =>
  words.reduce((total, [from, to]) => total + starts[to]! - starts[from]!, 0);

/**
 * Marks in `marks` (one per item, cleared first: a buffer kept with the index) the items having
 * one of the words of each term: with the number of terms, the places of those having all (each
 * term marks further the ones the term before it marked).
 */
export function markHaving(
  { starts, places }: PlacesOfWords,
  terms: readonly (readonly Words[])[],
  marks: Uint8Array,
) {
  marks.fill(0);
  terms.forEach((words, pass) => {
    for (const [from, to] of words)
      for (let i = starts[from]!; i < starts[to]!; i++)
        if (marks[places[i]!] === pass) marks[places[i]!] = pass + 1;
  });
  return marks;
}

/** The places, in name order, of the items having one of the words of each term. */
export function placesHaving(
  placesOf: PlacesOfWords,
  terms: readonly (readonly Words[])[],
  marks: Uint8Array,
  keep?: (place: number) => boolean,
) {
  markHaving(placesOf, terms, marks);
  const found: number[] = [];
  for (let place = 0; place < marks.length; place++)
    if (marks[place] === terms.length && (!keep || keep(place))) found.push(place);
  return found;
}

/** One page of the items at `lists` of places, one list after the other, and how many pass. */
export function pageOf<Entry, Item>(
  entries: readonly Entry[],
  lists: readonly (readonly number[])[],
  passes: (entry: Entry) => boolean,
  itemOf: (entry: Entry) => Item,
  start: number,
  pageSize: number,
) {
  let total = 0;
  const items: Item[] = [];
  for (const list of lists)
    for (const place of list) {
      const entry = entries[place]!;
      if (!passes(entry)) continue;
      if (total >= start && total < start + pageSize) items.push(itemOf(entry));
      total++;
    }
  return { total, items };
}
