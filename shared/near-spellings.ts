import { allAtOnce, type Steps } from "#shared/steps.ts";

// The near spellings of a typed word among the catalogue's words, at a cost bounded whatever is
// typed (docs/decisions/0024-near-spellings-by-deletion.md): no word of the vocabulary is looked
// at unless it shares with the typed word what is left of both once a letter or two are taken
// out. Each word of the vocabulary is kept with every string that deleting one letter (words of
// 4 letters or more) or two letters (7 or more) leaves, as a 31-bit hash in a sorted array; a typed
// word's own deletions are looked up there, closest first, and at most MAX_SCORED_PER_WORD of the
// words found have their edit distance worked out. Pure: the server and the static build use it.

/** The most edits a near spelling may have (typos in a word of 7 letters or more). */
export const MAX_EDITS = 2;
/** The most words of the vocabulary whose edit distance one typed word has worked out. */
export const MAX_SCORED_PER_WORD = 64;
/** The most entries of the deletion lists one typed word reads (each a few nanoseconds). */
export const MAX_VISITED_PER_WORD = 4096;

/** A deletion must leave this many letters: shorter leftovers match too many words to tell. */
const SHORTEST_LEFT = [0, 3, 5] as const;

/** FNV-1a of `word` without the letters at `skip` and `skipToo` (-1: none), in 31 bits. */
function hashWithout(word: string, skip: number, skipToo: number) {
  let hash = 0x811c9dc5;
  for (let i = 0; i < word.length; i++) {
    if (i === skip || i === skipToo) continue;
    hash ^= word.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 1;
}

/** Each way of deleting `count` (0, 1 or 2) letters of `word`, as the hash of what is left. */
function forEachDeletion(word: string, count: number, each: (hash: number) => void) {
  if (word.length - count < SHORTEST_LEFT[count as 0 | 1 | 2]) return;
  if (count === 0) each(hashWithout(word, -1, -1));
  else if (count === 1) for (let i = 0; i < word.length; i++) each(hashWithout(word, i, -1));
  else
    for (let i = 0; i < word.length; i++)
      for (let j = i + 1; j < word.length; j++) each(hashWithout(word, i, j));
}

/** The hashes of one level of deletions (0, 1 or 2 letters), sorted, and each one's word. */
type Level = { hashes: Uint32Array; words: Int32Array };

/** Words whose deletions are listed between two pauses, and entries unpacked. */
const WORDS_A_STEP = 4000;
const ENTRIES_A_STEP = 200_000;

function* levelOf(vocabulary: readonly string[], count: number): Steps<Level> {
  // Hash and word packed in one number (31 + 21 bits), so one numeric sort orders both.
  const packed: number[] = [];
  for (let id = 0; id < vocabulary.length; id++) {
    if (id > 0 && id % WORDS_A_STEP === 0) yield;
    forEachDeletion(vocabulary[id]!, count, (hash) => packed.push(hash * 2 ** 21 + id));
  }
  yield;
  const sorted = Float64Array.from(packed).sort();
  yield;
  const hashes = new Uint32Array(sorted.length);
  const words = new Int32Array(sorted.length);
  for (let i = 0; i < sorted.length; i++) {
    if (i > 0 && i % ENTRIES_A_STEP === 0) yield;
    hashes[i] = Math.floor(sorted[i]! / 2 ** 21);
    words[i] = sorted[i]! % 2 ** 21;
  }
  return { hashes, words };
}

/** The first place in `hashes` holding `hash` or a greater one. */
function firstAtLeast(hashes: Uint32Array, hash: number) {
  let low = 0;
  let high = hashes.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (hashes[middle]! < hash) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Edits (insert, delete, change, swap two neighbours) from `a` to `b`, or `max + 1` as soon as
 * it is known to be more than `max`.
 */
export function editsBetween(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before = new Int32Array(b.length + 1);
  let previous = Int32Array.from({ length: b.length + 1 }, (_, j) => j);
  let current = new Int32Array(b.length + 1);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let smallest = i;
    for (let j = 1; j <= b.length; j++) {
      const change = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + change);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, before[j - 2]! + 1);
      current[j] = best;
      if (best < smallest) smallest = best;
    }
    if (smallest > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return Math.min(previous[b.length]!, max + 1);
}

/** A word of the vocabulary near a typed one, and how many edits apart. */
export type NearWord = { word: number; edits: number };

export type NearSpellings = {
  /**
   * The words of the vocabulary (by their place in it) at most `maxEdits` (≤ MAX_EDITS) edits
   * from `typed`, closest first: every one at the least distance there is, and others as far
   * as MAX_SCORED_PER_WORD and MAX_VISITED_PER_WORD allow. `scored` says how many had their
   * distance worked out.
   */
  near(typed: string, maxEdits: number): { found: NearWord[]; scored: number };
};

/** The near-spelling index of a vocabulary (a list of distinct words, at most 2 million). */
export const nearSpellingsOf = (vocabulary: readonly string[]) =>
  allAtOnce(nearSpellingsInSteps(vocabulary));

/** The same index as nearSpellingsOf, made in steps (./steps.ts). */
export function* nearSpellingsInSteps(vocabulary: readonly string[]): Steps<NearSpellings> {
  const levels: Level[] = [];
  for (const count of [0, 1, 2]) levels.push(yield* levelOf(vocabulary, count));
  const longest = vocabulary.reduce((most, word) => Math.max(most, word.length), 0);
  // Which words a lookup has met, by the lookup's number: no clearing between lookups.
  const met = new Uint32Array(vocabulary.length);
  let lookup = 0;

  return {
    near(typed, maxEdits) {
      const edits = Math.min(Math.max(0, maxEdits), MAX_EDITS);
      if (typed.length > longest + edits) return { found: [], scored: 0 };
      lookup = (lookup + 1) >>> 0 || 1;
      // The words met, by the fewest edits they can be from `typed`: the more letters either
      // side had to lose to meet, the farther apart they may be.
      const byLeast: number[][] = Array.from({ length: edits + 1 }, () => []);
      let visited = 0;
      for (let least = 0; least <= edits; least++)
        for (let typedLoses = 0; typedLoses <= least; typedLoses++)
          for (let wordLoses = 0; wordLoses <= least; wordLoses++) {
            if (Math.max(typedLoses, wordLoses) !== least) continue;
            const { hashes, words } = levels[wordLoses]!;
            forEachDeletion(typed, typedLoses, (hash) => {
              if (visited >= MAX_VISITED_PER_WORD) return;
              for (let at = firstAtLeast(hashes, hash); hashes[at] === hash; at++) {
                if (++visited > MAX_VISITED_PER_WORD) return;
                const word = words[at]!;
                if (met[word] === lookup) continue;
                met[word] = lookup;
                byLeast[least]!.push(word);
              }
            });
          }
      const found: NearWord[] = [];
      let scored = 0;
      for (const candidates of byLeast)
        for (const word of candidates) {
          if (scored === MAX_SCORED_PER_WORD) break;
          scored++;
          const apart = editsBetween(typed, vocabulary[word]!, edits);
          if (apart <= edits) found.push({ word, edits: apart });
        }
      found.sort((a, b) => a.edits - b.edits || a.word - b.word);
      return { found, scored };
    },
  };
}
