import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  editsBetween,
  MAX_SCORED_PER_WORD,
  MAX_VISITED_PER_WORD,
  nearSpellingsOf,
} from "./near-spellings";

const words = (vocabulary: string[], found: { word: number }[]) =>
  found.map(({ word }) => vocabulary[word]!);

describe("edits between two words", () => {
  it.each([
    ["paracetamol", "paracetamol", 0],
    ["paracetamol", "paracitamol", 1], // a letter changed
    ["paracetamol", "paracetamoll", 1], // one added
    ["paracetamol", "parcetamol", 1], // one dropped
    ["paracetamol", "paracetmaol", 1], // two swapped
    ["perasitamol", "parasetamol", 2],
    ["kitten", "sitting", 3],
  ])("from %s to %s: %i", (a, b, edits) => {
    expect(editsBetween(a, b, 3)).toBe(edits);
  });

  it("stops counting past the most it was asked for", () => {
    expect(editsBetween("abcdefgh", "zyxwvuts", 2)).toBe(3);
    expect(editsBetween("ab", "abcdef", 2)).toBe(3);
  });
});

describe("near spellings", () => {
  const vocabulary = ["amlodipin", "dolo", "paracetamol", "parasetamol", "pantoprajol", "tab"];
  const index = nearSpellingsOf(vocabulary);
  const near = (typed: string, edits: number) => words(vocabulary, index.near(typed, edits).found);

  it("finds the words within the edits allowed, closest first", () => {
    expect(near("parasetamol", 2)).toEqual(["parasetamol", "paracetamol"]);
    expect(near("perasitamol", 2)).toEqual(["parasetamol"]);
    expect(near("perasitamol", 1)).toEqual([]);
    expect(near("doli", 1)).toEqual(["dolo"]);
    expect(near("amlodipine", 1)).toEqual(["amlodipin"]);
  });

  it("finds a word exactly, and nothing near, when no edit is allowed", () => {
    expect(near("dolo", 0)).toEqual(["dolo"]);
    expect(near("doli", 0)).toEqual([]);
  });

  it("answers at once for a word longer than any the vocabulary has, edits included", () => {
    expect(index.near("x".repeat(200), 2)).toEqual({ found: [], scored: 0 });
  });

  it("finds what comparing with every word finds, when the caps are not reached", () => {
    const word = fc.stringMatching(/^[a-e]{1,9}$/);
    fc.assert(
      fc.property(
        fc.uniqueArray(word, { minLength: 1, maxLength: 60 }),
        word,
        fc.integer({ min: 0, max: 2 }),
        (list, typed, edits) => {
          const sorted = [...list].sort();
          const { found, scored } = nearSpellingsOf(sorted).near(typed, edits);
          fc.pre(scored < MAX_SCORED_PER_WORD);
          // What a deletion must leave: 3 letters for one edit, 5 for two (./near-spellings.ts).
          const reachable = (known: string) => {
            const apart = editsBetween(typed, known, edits);
            const shorter = Math.min(typed.length, known.length);
            return apart === 0 || (apart === 1 && shorter >= 4) || (apart === 2 && shorter >= 7);
          };
          const expected = sorted
            .filter((known) => editsBetween(typed, known, edits) <= edits && reachable(known))
            .sort();
          expect(words(sorted, found).filter(reachable).sort()).toEqual(expected);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("works out the distance of at most MAX_SCORED_PER_WORD words per typed word, the closest kept", () => {
    // 1,764 words two letters from "paracetamol" and one word a letter from it: a typed word
    // that many words are near costs the same as any other, and the nearest is never lost.
    const letters = "bdfghjknqvwxyz";
    const far = new Set<string>();
    for (const a of letters)
      for (const b of letters)
        for (let at = 1; at < 10; at++)
          far.add(`paracetamol`.slice(0, at) + a + b + `paracetamol`.slice(at + 2));
    const vocabulary = [...far, "paracitamol"].sort();
    expect(far.size).toBe(1764);
    const { found, scored } = nearSpellingsOf(vocabulary).near("paracetamol", 2);
    expect(scored).toBe(MAX_SCORED_PER_WORD);
    expect(found[0]).toEqual({ word: vocabulary.indexOf("paracitamol"), edits: 1 });
    expect(found.length).toBeLessThanOrEqual(MAX_SCORED_PER_WORD);
  });

  it("reads at most MAX_VISITED_PER_WORD entries of its lists, however the word was made", () => {
    // Every word of the vocabulary shares its deletions with the typed word.
    const vocabulary = Array.from({ length: 5000 }, (_, i) =>
      `aaaaaaa${i.toString(36)}`.slice(0, 9),
    );
    const unique = [...new Set(vocabulary)].sort();
    const { scored } = nearSpellingsOf(unique).near("aaaaaaaaa", 2);
    expect(scored).toBeLessThanOrEqual(Math.min(MAX_SCORED_PER_WORD, MAX_VISITED_PER_WORD));
  });
});
