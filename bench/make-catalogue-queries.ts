// Writes bench/catalogue-queries.json: the searches the catalogue bench sends with the server's
// answer cache off, every one new, typed as people type drug names on phones. Made from the
// bench's own 50,000-item list (makeCatalogueCsv), with a seeded random generator: the same file
// on every run.  Run: npx tsx bench/make-catalogue-queries.ts
import { writeFileSync } from "node:fs";
import { makeCatalogueCsv } from "./catalogue";
import { CATALOGUE_QUERIES_FILE, type BenchQuery, type QueryKind } from "./catalogue-queries";

const ROWS = 50_000;
/** Enough for the longest run (100/s for 20 s). */
const COUNT = 2000;
/** The share of each kind of search in the mix. */
const mix: Record<QueryKind, number> = { prefix: 0.2, number: 0.15, brand: 0.35, misspelt: 0.3 };

/** A seeded random generator (mulberry32), numbers in [0, 1). */
function seeded(start: number) {
  let state = start;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = seeded(2026);
const below = (n: number) => Math.floor(random() * n);
const pick = <T>(list: readonly T[]) => list[below(list.length)]!;

const rows = makeCatalogueCsv(ROWS)
  .trim()
  .split("\n")
  .slice(1)
  .map((line) => {
    const [name = "", company = "", composition = "", pack = ""] = line.split(",");
    return { name, company, composition, pack };
  });
const lettersOf = (text: string) => text.toLowerCase().match(/\p{L}+/gu) ?? [];
const numbersOf = (text: string) => text.match(/\d+(?:\.\d+)?/g) ?? [];

/**
 * One to three letters: the start of a word of a name, a composition, a pack or a company, each
 * once (the list has only a few hundred), then letters that start no word of the list.
 */
const starts = [
  ...new Set(
    rows.flatMap(({ name, company, composition, pack }) =>
      lettersOf(`${name} ${company} ${composition} ${pack}`).flatMap((word) =>
        [1, 2, 3].map((length) => word.slice(0, length)),
      ),
    ),
  ),
].sort();
const letters = rows.slice(0, 500).flatMap(({ name }) => lettersOf(name).join("").split(""));
function prefix() {
  if (starts.length) return starts.splice(below(starts.length), 1)[0]!;
  return Array.from({ length: 2 + below(2) }, () => pick(letters)).join("");
}

/** A number of a name or a pack: a strength ("650"), a brand's number ("Dolo123"), a count. */
function number() {
  const { name, pack } = pick(rows);
  return pick(numbersOf(`${name} ${pack}`));
}

/** The start of a brand (three letters or more) and the start of its strength: "azithr 500". */
function brand() {
  const { name, composition } = pick(rows);
  const letters = lettersOf(name)[0] ?? "";
  const start = letters.slice(
    0,
    Math.min(letters.length, 3 + below(Math.max(1, letters.length - 2))),
  );
  // Mostly the strength (of the name, else of the composition), sometimes the brand's number.
  const [brandNumber, ...strengths] = numbersOf(name);
  const strength =
    random() < 0.7 ? (strengths[0] ?? numbersOf(composition)[0] ?? brandNumber) : brandNumber;
  if (!strength) return start;
  return `${start} ${strength.slice(0, 1 + below(strength.length))}`;
}

const vowels = "aeiou";
/** A word of five letters or more with one typo (two in a long word), as phones make them. */
function misspelt(): string {
  const { name, composition } = pick(rows);
  const words = lettersOf(`${name} ${composition}`).filter((word) => word.length >= 5);
  if (words.length === 0) return misspelt();
  const word = pick(words);
  let typed = word;
  for (let edits = word.length >= 8 && random() < 0.5 ? 2 : 1; edits > 0; edits--) {
    const at = 1 + below(typed.length - 2);
    const kind = below(4);
    if (kind === 0)
      typed = typed.slice(0, at) + typed.slice(at + 1); // a letter left out
    else if (kind === 1)
      typed = typed.slice(0, at) + typed[at] + typed.slice(at); // doubled
    else if (kind === 2)
      typed = typed.slice(0, at) + typed[at + 1] + typed[at] + typed.slice(at + 2); // swapped
    else {
      // A vowel for another ("paracitamol"), else a neighbouring letter.
      const letter = typed[at]!;
      const other = vowels.includes(letter)
        ? pick([...vowels].filter((vowel) => vowel !== letter))
        : String.fromCharCode(97 + ((letter.charCodeAt(0) - 97 + 1) % 26));
      typed = typed.slice(0, at) + other + typed.slice(at + 1);
    }
  }
  return typed === word ? misspelt() : typed;
}

const makers: Record<QueryKind, () => string> = { prefix, number, brand, misspelt };
const seen = new Set<string>();
const queries: BenchQuery[] = [];
for (const [kind, share] of Object.entries(mix) as [QueryKind, number][]) {
  const wanted = Math.round(COUNT * share);
  for (let made = 0, tries = 0; made < wanted; tries++) {
    if (tries > 1000 * wanted) throw new Error(`not enough distinct ${kind} searches`);
    const q = makers[kind]();
    if (seen.has(q)) continue;
    seen.add(q);
    queries.push({ kind, q });
    made++;
  }
}
// Shuffled, so that a short run (BENCH_QUICK) sends the same mix.
for (let i = queries.length - 1; i > 0; i--) {
  const j = below(i + 1);
  [queries[i], queries[j]] = [queries[j]!, queries[i]!];
}
// One search a line, as Prettier keeps it.
const lines = queries.map(({ kind, q }) => `  { "kind": "${kind}", "q": ${JSON.stringify(q)} }`);
writeFileSync(CATALOGUE_QUERIES_FILE, `[\n${lines.join(",\n")}\n]\n`);
console.log(`${queries.length} searches written to ${CATALOGUE_QUERIES_FILE.pathname}`);
