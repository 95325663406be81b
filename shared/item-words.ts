// Every item's words by field while the catalogue index is made (./catalogue-search.ts): read
// once, then listed by place as each part of the index is made. Kept as numbers into one
// vocabulary, each word once: 50,000 items' words as arrays of strings of their own held 45 MB
// of the making's 63 (bench/index-steps.ts), as numbers a few.

export const itemWordFields = ["name", "composition", "pack", "company"] as const;
export type ItemWordField = (typeof itemWordFields)[number];

export type ItemWords = {
  /** Adds the next item's words (its place is the count of items added before it). */
  add(words: Record<ItemWordField, readonly string[]>): void;
  /** How many items were added. */
  readonly count: number;
  /** The words of the item at `place` in `fields`, field after field, as read. */
  of(place: number, ...fields: ItemWordField[]): string[];
};

export function itemWords(): ItemWords {
  const vocabulary: string[] = [];
  const idOf = new Map<string, number>();
  const ids: number[] = [];
  /** Where the words of (place, field) start in `ids`, at place × fields + field; one past the end last. */
  const starts: number[] = [0];
  const fieldCount = itemWordFields.length;
  return {
    add(words) {
      for (const field of itemWordFields) {
        for (const word of words[field]) {
          let id = idOf.get(word);
          if (id === undefined) {
            id = vocabulary.length;
            vocabulary.push(word);
            idOf.set(word, id);
          }
          ids.push(id);
        }
        starts.push(ids.length);
      }
    },
    get count() {
      return (starts.length - 1) / fieldCount;
    },
    of(place, ...fields) {
      const words: string[] = [];
      for (const field of fields) {
        const at = place * fieldCount + itemWordFields.indexOf(field);
        for (let i = starts[at]!; i < starts[at + 1]!; i++) words.push(vocabulary[ids[i]!]!);
      }
      return words;
    },
  };
}
