import type { CatalogueItem } from "#shared/schemas/catalogue-items.ts";
import { fold, isNumberWord, wordsIn } from "#shared/catalogue-words.ts";
import { spellingWeight, type Spellings } from "#shared/catalogue-spellings.ts";

// How well each item matches the words of a search (./catalogue-search.ts): BM25 over the name,
// composition, company and pack, weighed 3, 2, 1 and 0.5, as MiniSearch scored them before
// (docs/decisions/0024-near-spellings-by-deletion.md). Every list is a typed array and a search
// adds into buffers kept with the index, so a search leaves next to nothing for the garbage
// collector, whose pauses over a large heap were what a busy server's slowest searches waited for.

const FIELDS = ["name", "composition", "manufacturer", "pack"] as const;
const BOOSTS = [3, 2, 1, 0.5] as const;
/** MiniSearch's BM25 parameters. */
const K = 1.2;
const B = 0.7;
const D = 0.5;

/** One field's words: for each word of the vocabulary, the places having it and how often. */
type FieldPostings = {
  starts: Int32Array;
  places: Int32Array;
  counts: Uint16Array;
  /** Each place's number of different words in the field. */
  lengths: Uint16Array;
  averageLength: number;
};

/** Items read between two pauses of the scorer's making (a few tens of milliseconds). */
const ITEMS_A_STEP = 2_500;

function* fieldPostings(
  vocabulary: ReadonlyMap<string, number>,
  items: readonly CatalogueItem[],
  field: (typeof FIELDS)[number],
): Generator<void, FieldPostings, void> {
  const byWord = new Map<number, number[]>();
  const lengths = new Uint16Array(items.length);
  // An item's words and how often each comes, made anew for each item in the same two arrays:
  // 50,000 items' own sets and maps were a fifth of what making the index allocates.
  const words: number[] = [];
  const times: number[] = [];
  for (let place = 0; place < items.length; place++) {
    if (place > 0 && place % ITEMS_A_STEP === 0) yield;
    const item = items[place]!;
    const tokens = wordsIn(item[field]);
    let distinct = 0;
    for (let at = 0; at < tokens.length; at++) if (tokens.indexOf(tokens[at]!) === at) distinct++;
    lengths[place] = Math.min(65_535, distinct);
    words.length = 0;
    times.length = 0;
    for (const token of tokens) {
      // Numbers and sizes are not scored: they narrow a search (see ./catalogue-search.ts).
      const word = isNumberWord(token) ? undefined : vocabulary.get(fold(token));
      if (word === undefined) continue;
      const seen = words.indexOf(word);
      if (seen === -1) {
        words.push(word);
        times.push(1);
      } else times[seen] = times[seen]! + 1;
    }
    for (let at = 0; at < words.length; at++) {
      const word = words[at]!;
      let list = byWord.get(word);
      if (!list) byWord.set(word, (list = []));
      list.push(place, times[at]!);
    }
  }
  yield;
  const starts = new Int32Array(vocabulary.size + 1);
  for (let word = 0; word < vocabulary.size; word++)
    starts[word + 1] = starts[word]! + (byWord.get(word)?.length ?? 0) / 2;
  const places = new Int32Array(starts[vocabulary.size]!);
  const counts = new Uint16Array(places.length);
  for (const [word, list] of byWord)
    for (let i = 0; i < list.length; i += 2) {
      const at = starts[word]! + i / 2;
      places[at] = list[i]!;
      counts[at] = Math.min(65_535, list[i + 1]!);
    }
  const total = lengths.reduce((sum, length) => sum + length, 0);
  return {
    starts,
    places,
    counts,
    lengths,
    averageLength: items.length ? total / items.length : 0,
  };
}

/**
 * The scorer of the items in name order (`items`, whose words are `vocabulary`, sorted): the
 * places matching search words, best first. Made in steps (a generator that yields between
 * them), as the rest of the index is.
 */
export function* catalogueScorer(
  vocabulary: readonly string[],
  items: readonly CatalogueItem[],
): Generator<void, CatalogueScorer, void> {
  const ids = new Map(vocabulary.map((word, id) => [word, id]));
  yield;
  const fields: FieldPostings[] = [];
  for (const field of FIELDS) fields.push(yield* fieldPostings(ids, items, field));
  return scorerOf(vocabulary, fields, items.length);
}

/**
 * The scorer over `fields` (made apart from them, so that it holds their typed arrays alone,
 * not the tables their making read).
 */
function scorerOf(vocabulary: readonly string[], fields: FieldPostings[], size: number) {
  // Kept between searches (one runs at a time): each search clears what it wrote.
  const scores = new Float64Array(size);
  const matched = new Uint8Array(size);

  return {
    /**
     * The places having a spelling of every one of `words` (at most 8), or, when none has, of any,
     * that `keep` keeps: best first (the score summed over words, times how many of them the
     * item has), then in name order.
     */
    rank(words: readonly Spellings[], keep: (place: number) => boolean): number[] {
      const touched: number[] = [];
      /** Adds the matches of `word`, of the typed word numbered `index`, with `weight`. */
      const add = (word: number, weight: number, index: number) =>
        fields.forEach(({ starts, places, counts, lengths, averageLength }, field) => {
          const from = starts[word]!;
          const to = starts[word + 1]!;
          if (from === to) return;
          const having = to - from;
          const rarity = Math.log(1 + (size - having + 0.5) / (having + 0.5));
          const boost = weight * BOOSTS[field]!;
          for (let i = from; i < to; i++) {
            const place = places[i]!;
            const count = counts[i]!;
            const length = 1 - B + (B * lengths[place]!) / averageLength;
            if (matched[place] === 0) touched.push(place);
            matched[place] = matched[place]! | (1 << index);
            scores[place] =
              scores[place]! + boost * rarity * (D + (count * (K + 1)) / (count + K * length));
          }
        });
      words.forEach(({ range, near, typed }, index) => {
        for (let word = range[0]; word < range[1]; word++)
          add(word, spellingWeight(typed.length, vocabulary[word]!.length), index);
        for (const { word, edits } of near)
          add(word, spellingWeight(typed.length, vocabulary[word]!.length, edits), index);
      });
      const every = (1 << words.length) - 1;
      const bits = (mask: number) => {
        let count = 0;
        for (let rest = mask; rest; rest &= rest - 1) count++;
        return count;
      };
      let found = touched.filter((place) => matched[place] === every && keep(place));
      // Every word must match somewhere; if none does, any word may.
      if (found.length === 0 && words.length > 1) found = touched.filter(keep);
      for (const place of found) scores[place] = scores[place]! * bits(matched[place]!);
      found.sort((a, b) => scores[b]! - scores[a]! || a - b);
      for (const place of touched) {
        scores[place] = 0;
        matched[place] = 0;
      }
      return found;
    },
  };
}

export type CatalogueScorer = ReturnType<typeof scorerOf>;
