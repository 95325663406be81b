import { isLetterWord, soundKey } from "#shared/catalogue-words.ts";
import {
  endToEnd,
  countHaving,
  placeOfWord,
  wordsStarting,
  type PlacesOfWords,
  type Words,
} from "#shared/catalogue-places.ts";
import { nearSpellingsInSteps, type NearSpellings } from "#shared/near-spellings.ts";
import type { ItemWords } from "#shared/item-words.ts";
import type { Steps } from "#shared/steps.ts";
import type { PlacesOfKeys, StrongMatchIndex } from "#shared/strong-matches.ts";

// The words a typed word stands for in the catalogue search (./catalogue-search.ts): itself, the
// words it starts (the word still being typed), and its near spellings, compared as sound keys
// so that "amoxycilin" and a romanised "perasitamol" find their drug. Each is found by a binary
// search or in the near-spelling index (./near-spellings.ts): nothing reads the whole vocabulary.

/** The weights of a word found as a start or as a near spelling (MiniSearch's defaults). */
const PREFIX_WEIGHT = 0.375;
const NEAR_WEIGHT = 0.45;

/** The catalogue's words of letters by sound key, and the key index of names and compositions. */
export type KeyIndex = {
  keys: string[];
  near: NearSpellings;
  words: PlacesOfKeys;
  strong: StrongMatchIndex;
};

/** Words whose sound keys are worked out between two pauses, and items whose keys are listed. */
const WORDS_A_STEP = 5000;
const ITEMS_A_STEP = 5000;

/**
 * A word's sound key, looked up where the catalogue has the word. (Made apart from the index's
 * making, so that what it closes over is the table alone, not the lists the making read.)
 */
const keyLookup = (keys: ReadonlyMap<string, string>) => (word: string) =>
  keys.get(word) ?? soundKey(word);

/**
 * The sound keys of the catalogue's words of letters (`narrowing`'s), each key's words, and for
 * the chat the places of the items whose name or composition has a word of 3 letters or more
 * of each key. A catalogue has far fewer words than items have: each key is worked out once.
 * Made in steps (./steps.ts).
 */
export function* indexOfKeys(
  narrowing: PlacesOfWords,
  words: Pick<ItemWords, "count" | "of">,
  numbersOf: (place: number) => ReadonlySet<string>,
): Steps<KeyIndex> {
  const keyOfWord = new Map<string, string>();
  for (let id = 0; id < narrowing.words.length; id++) {
    if (id > 0 && id % WORDS_A_STEP === 0) yield;
    const word = narrowing.words[id]!;
    if (isLetterWord(word)) keyOfWord.set(word, soundKey(word));
  }
  yield;
  const keys = [...new Set(keyOfWord.values())].sort();
  const placeOfKey = new Map(keys.map((key, place) => [key, place]));
  const wordsOfKey = keys.map((): number[] => []);
  narrowing.words.forEach((word, id) => {
    const key = keyOfWord.get(word);
    if (key !== undefined) wordsOfKey[placeOfKey.get(key)!]!.push(id);
  });
  yield;
  function* places(field: "name" | "composition"): Steps<PlacesOfKeys> {
    const lists = keys.map((): number[] => []);
    for (let place = 0; place < words.count; place++) {
      if (place > 0 && place % ITEMS_A_STEP === 0) yield;
      const seen = new Set<number>();
      for (const word of words.of(place, field)) {
        const key = word.length >= 3 ? keyOfWord.get(word) : undefined;
        if (key === undefined) continue;
        const at = placeOfKey.get(key)!;
        if (!seen.has(at)) lists[at]!.push(place);
        seen.add(at);
      }
    }
    yield;
    return yield* endToEnd(lists);
  }
  const near = yield* nearSpellingsInSteps(keys);
  const strong: StrongMatchIndex = {
    keys,
    near,
    name: yield* places("name"),
    composition: yield* places("composition"),
    numbersOf,
    keyOf: keyLookup(keyOfWord),
    scratch: { best: new Float64Array(words.count), scores: new Float64Array(words.count) },
  };
  return { keys, near, words: yield* endToEnd(wordsOfKey), strong };
}

/** What a typed word stands for: words of the vocabulary, and how many items have one. */
export type Spellings = {
  /** The typed word and the words it starts, as a range of the vocabulary (maybe empty). */
  range: Words;
  /** Its near spellings outside that range, by their place in the vocabulary. */
  near: { word: number; edits: number }[];
  /** Items having one of them (at most: an item with two counts twice). */
  count: number;
  /** All of them, as ranges, for narrowing a search. */
  words: Words[];
  typed: string;
};

/** The spellings of `typed`: itself, the words it starts (`prefix`) and its near spellings. */
export function spellingsOf(
  index: KeyIndex,
  narrowing: PlacesOfWords,
  typed: string,
  { prefix, edits }: { prefix: boolean; edits: number },
): Spellings {
  const exact = placeOfWord(narrowing.words, typed);
  const range: Words = prefix
    ? wordsStarting(narrowing.words, typed)
    : exact < 0
      ? [0, 0]
      : [exact, exact + 1];
  const near: Spellings["near"] = [];
  if (edits > 0)
    for (const { word: key, edits: apart } of index.near.near(soundKey(typed), edits).found)
      for (let i = index.words.starts[key]!; i < index.words.starts[key + 1]!; i++) {
        const word = index.words.places[i]!;
        if (word < range[0] || word >= range[1]) near.push({ word, edits: apart });
      }
  const words = [range, ...near.map(({ word }): Words => [word, word + 1])];
  return { range, near, count: countHaving(narrowing, words), words, typed };
}

/**
 * The weight of a word of a typed word's spellings, as MiniSearch weighed such a match: 1 for the
 * word typed, less for a longer word it starts, less again for a near spelling (`edits` apart).
 */
export function spellingWeight(typedLength: number, length: number, edits?: number) {
  if (edits !== undefined) return (NEAR_WEIGHT * length) / (length + Math.max(1, edits));
  const longer = length - typedLength;
  return longer ? (PREFIX_WEIGHT * length) / (length + 0.3 * longer) : 1;
}
