import { isLetterWord, isNumberWord, queryWords, searchedText } from "#shared/catalogue-words.ts";
import { wordsStarting } from "#shared/catalogue-places.ts";
import { MAX_EDITS, MAX_SCORED_PER_WORD, type NearSpellings } from "#shared/near-spellings.ts";

// The chat's item answer (docs/product.md#chat-assistant): the items whose name or composition
// has a word close enough to a word of the question, best first. Its words are looked up as
// sound keys in the catalogue's near-spelling index (./near-spellings.ts), never compared with
// every word of the catalogue.

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

/** The most edits that still score above STRONG_MATCH_SCORE in a typed key of this length. */
const strongEdits = (length: number) =>
  Math.min(MAX_EDITS, Math.ceil(length * (1 - STRONG_MATCH_SCORE) - 1e-9) - 1);

/** For each key (by its place in the sorted keys), the places of the items having it. */
export type PlacesOfKeys = { starts: Int32Array; places: Int32Array };

export type StrongMatchIndex = {
  /** The sound keys of the words of names and compositions, sorted. */
  keys: string[];
  near: NearSpellings;
  name: PlacesOfKeys;
  composition: PlacesOfKeys;
  /** The numbers of each item's name, composition and pack, by place. */
  numbersOf: (place: number) => ReadonlySet<string>;
  keyOf: (word: string) => string;
  /** One number per item, kept between lookups (one runs at a time) and left cleared. */
  scratch: { best: Float64Array; scores: Float64Array };
};

/** The places of the items that match `query` strongly, best first, at most `limit`. */
export function strongMatchPlaces(index: StrongMatchIndex, query: string, limit: number) {
  const words = queryWords(searchedText(query));
  const typedKeys = new Set(
    words.filter((word) => isLetterWord(word) && word.length >= 3).map(index.keyOf),
  );
  // Each item's score: for each typed word, its best match in the item, summed. The buffers are
  // the index's, and cleared after each lookup.
  const { best, scores } = index.scratch;
  const scored: number[] = [];
  for (const typed of typedKeys) {
    const touched: number[] = [];
    const score = (key: number, similarity: number) => {
      for (const [placesOf, weight] of [
        [index.name, 1],
        [index.composition, COMPOSITION_WEIGHT],
      ] as const)
        for (let i = placesOf.starts[key]!; i < placesOf.starts[key + 1]!; i++) {
          const place = placesOf.places[i]!;
          if (best[place] === 0) touched.push(place);
          best[place] = Math.max(best[place]!, similarity * weight);
        }
    };
    const edits = strongEdits(typed.length);
    for (const { word, edits: apart } of index.near.near(typed, Math.max(0, edits)).found)
      score(word, 1 - apart / typed.length);
    // A start of 5 letters or more: the keys it starts, as many as a word's candidates.
    if (typed.length >= 5) {
      const [from, to] = wordsStarting(index.keys, typed);
      for (let key = from; key < Math.min(to, from + MAX_SCORED_PER_WORD); key++)
        if (index.keys[key] !== typed) score(key, STRONG_PREFIX_SCORE);
    }
    for (const place of touched) {
      if (scores[place] === 0) scored.push(place);
      scores[place] = scores[place]! + best[place]!;
      best[place] = 0;
    }
  }
  scored.sort((a, b) => scores[b]! - scores[a]! || a - b);
  // Numbers typed ("650", "500") rank the items having them first among equals: those that
  // could be among the first `limit` are looked at.
  const last = scored[limit - 1];
  const candidates =
    last === undefined ? scored : scored.filter((place) => scores[place]! >= scores[last]!);
  const numbers = words.filter(isNumberWord);
  const numbersIn = new Map(
    candidates.map((place) => {
      const has = numbers.length ? index.numbersOf(place) : undefined;
      return [place, numbers.filter((number) => has?.has(number)).length];
    }),
  );
  const found = candidates
    .sort((a, b) => scores[b]! - scores[a]! || numbersIn.get(b)! - numbersIn.get(a)! || a - b)
    .slice(0, limit);
  for (const place of scored) scores[place] = 0;
  return found;
}
