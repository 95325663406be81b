// The near-spelling indexes weighed for decision 0024 (docs/decisions/0024-near-spellings-by-
// deletion.md), on the sound keys of a 50,000-item billing export (bench/search-mix.ts): a pass
// over every word (what the chat did), a BK-tree, and the deletion index the search uses. For
// each, the build time and, per typed word, the words whose distance is worked out and the time.
//   npx tsx bench/near-spellings-compare.ts [seed]
import { performance } from "node:perf_hooks";
import { fold, soundKey, wordsIn } from "#shared/catalogue-words.ts";
import { editsBetween, nearSpellingsOf } from "#shared/near-spellings.ts";
import { hostileQuery, mixCatalogue, mixQuery, seeded } from "./search-mix";

const seed = Number(process.argv[2] ?? 1);
const random = seeded(seed);
const catalogue = mixCatalogue(50_000, random);
const keys = [
  ...new Set(
    catalogue.rows.flatMap((row) =>
      wordsIn(fold(`${row.name} ${row.composition} ${row.pack} ${row.manufacturer}`))
        .filter((word) => /^\p{L}+$/u.test(word))
        .map(soundKey),
    ),
  ),
].sort();

/** Typed words: catalogue words misspelt, and made-up 9-letter words (the hostile question). */
const typed = [
  ...Array.from({ length: 500 }, () =>
    soundKey(mixQuery("misspelt", catalogue, random).split(" ")[0]!),
  ),
  ...Array.from({ length: 50 }, () => hostileQuery(random).split(" ")).flat(),
].filter((word) => word.length >= 7);
const EDITS = 2;

type Index = { build: () => void; near: (word: string) => { found: number; scored: number } };

// A pass over every word: what the chat's lookup did before.
const scan: Index = {
  build: () => {},
  near: (word) => {
    let found = 0;
    for (const key of keys) if (editsBetween(word, key, EDITS) <= EDITS) found++;
    return { found, scored: keys.length };
  },
};

// A BK-tree: each node's children by their distance to it; a search skips the subtrees the
// triangle inequality rules out.
type Node = { key: string; children: Map<number, Node> };
let root: Node | undefined;
const LIMIT = 40; // distances are worked out to this bound (words are shorter)
const bkTree: Index = {
  build: () => {
    for (const key of keys) {
      if (!root) {
        root = { key, children: new Map() };
        continue;
      }
      let node = root;
      for (;;) {
        const d = editsBetween(key, node.key, LIMIT);
        const child = node.children.get(d);
        if (!child) {
          node.children.set(d, { key, children: new Map() });
          break;
        }
        node = child;
      }
    }
  },
  near: (word) => {
    let found = 0;
    let scored = 0;
    const stack = [root!];
    while (stack.length) {
      const node = stack.pop()!;
      const d = editsBetween(word, node.key, LIMIT);
      scored++;
      if (d <= EDITS) found++;
      for (const [distance, child] of node.children)
        if (distance >= d - EDITS && distance <= d + EDITS) stack.push(child);
    }
    return { found, scored };
  },
};

let deletions: ReturnType<typeof nearSpellingsOf>;
const deletionIndex: Index = {
  build: () => (deletions = nearSpellingsOf(keys)),
  near: (word) => {
    const { found, scored } = deletions.near(word, EDITS);
    return { found: found.length, scored };
  },
};

console.log(
  `seed ${seed}: ${keys.length} sound keys, ${typed.length} typed words of 7 letters or more, 2 edits`,
);
for (const [name, index] of [
  ["every word", scan],
  ["BK-tree", bkTree],
  ["deletion index", deletionIndex],
] as const) {
  const buffers = process.memoryUsage().arrayBuffers;
  let started = performance.now();
  index.build();
  const buildMs = performance.now() - started;
  const arraysMb = (process.memoryUsage().arrayBuffers - buffers) / 1e6;
  const scored: number[] = [];
  const times: number[] = [];
  for (const word of typed) {
    started = performance.now();
    scored.push(index.near(word).scored);
    times.push(performance.now() - started);
  }
  const at = (list: number[], share: number) =>
    [...list].sort((a, b) => a - b)[Math.floor((list.length - 1) * share)]!;
  console.log(
    `${name.padEnd(15)} build ${buildMs.toFixed(0).padStart(5)} ms, typed arrays ${arraysMb.toFixed(1)} MB; per word: scored median ${at(scored, 0.5)}, max ${at(scored, 1)}; time median ${at(times, 0.5).toFixed(3)} ms, p99 ${at(times, 0.99).toFixed(3)} ms`,
  );
}
