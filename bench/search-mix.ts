import { readFileSync } from "node:fs";
import { sampleCatalogueFile } from "#server/catalogue/sample-catalogue.server.ts";
import { MAX_SEARCH_LENGTH } from "#shared/limits.ts";

// What the search benches search, made at run time from a seed they print (docs/product.md,
// "Search cost is bounded"): a catalogue shaped as a large distributor's billing export (tens of
// thousands of brand words, hundreds of companies, no categories), and never-seen queries of five
// kinds written from it. Nothing here is tuned to the index: the queries are the catalogue's
// words cut, misspelt or made up, as people type them.

/** A small, fast random generator (mulberry32): the same seed, the same catalogue and queries. */
export function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const below = (n: number) => Math.floor(next() * n);
  const pick = <T>(list: readonly T[]) => list[below(list.length)]!;
  return { next, below, pick };
}
export type Random = ReturnType<typeof seeded>;

const syllables = (
  "ac al am an ar as az ba be bi bo bu ca ce ci co cu da de di do du el en er ex fa fe fi fo ga ge " +
  "gi go ka ke ki ko la le li lo lu ma me mi mo mu na ne ni no nu ol on or pa pe pi po pu ra re ri " +
  "ro ru sa se si so su ta te ti to tu ul un ur va ve vi vo xa xi ze zi zo bro cla cre dra fla glu " +
  "pla pro tri tra"
).split(" ");
const endings = ["", "", "", "l", "n", "r", "x", "m", "s", "t", "z", "d", "c", "nt", "l", "n"];
const stems = ["mab", "pril", "sartan", "olol", "azole", "mycin", "cillin", "floxacin", "tidine"];
const moreStems = ["prazole", "statin", "gliptin", "vir", "dipine", "lukast", "parin", "setron"];
const forms = ["TAB", "TAB", "TAB", "CAP", "SYP", "INJ", "CREAM", "DROPS", "GEL", "SUSP", "POWDER"];
const modifiers = ["DSR", "MR", "SR", "XL", "FORTE", "PLUS", "DS", "LS", "CV", "OZ", "SP", "AM"];
const strengths = ["5", "10", "20", "25", "40", "50", "100", "150", "200", "250", "400", "500"];
const moreStrengths = ["625", "650", "1000", "0.5", "2.5", "7.5", "60000"];
const packs = ["10'S", "15S", "1X10", "100ML", "30ML", "1 VIAL", "20GM", "3'S", "1X15", "200ML"];
const companySuffixes = ["Pharma", "Labs", "Healthcare", "Lifesciences", "Biotech", "Remedies"];

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const madeUpWord = (random: Random, parts: number) =>
  Array.from({ length: parts }, () => random.pick(syllables)).join("") + random.pick(endings);

/** The shipped sample's generics (real compositions): the start of the list of molecules. */
function sampleGenerics() {
  const lines = readFileSync(sampleCatalogueFile, "utf8").trim().split("\n").slice(1);
  const words = lines.flatMap((line) => (line.split(",")[2] ?? "").match(/[A-Za-z]{5,}/g) ?? []);
  return [...new Set(words.map((word) => word.toLowerCase()))];
}

export type MixCatalogue = {
  /** The export as CSV, the header first (Item Name, Company, Composition, Packing, Item Code). */
  csv: string;
  rows: { name: string; manufacturer: string; composition: string; pack: string }[];
  /** The words people look for: brands and generics. */
  brands: string[];
  generics: string[];
};

/**
 * `count` items as a large distributor's export has them: about three packs and strengths of
 * each brand, 1,200 molecules, 450 companies, no categories.
 */
export function mixCatalogue(count: number, random: Random): MixCatalogue {
  const generics = sampleGenerics();
  while (generics.length < 1200) {
    const word = madeUpWord(random, 2 + random.below(2)) + random.pick([...stems, ...moreStems]);
    if (!generics.includes(word)) generics.push(word);
  }
  const companies = Array.from(
    { length: 450 },
    (_, i) =>
      `${capitalised(madeUpWord(random, 2))} ${companySuffixes[i % companySuffixes.length]}${i % 3 ? "" : " Pvt Ltd"}`,
  );
  const brands = new Set<string>();
  const rows: MixCatalogue["rows"] = [];
  while (rows.length < count) {
    let brand = madeUpWord(random, 2 + random.below(2));
    while (brands.has(brand)) brand = madeUpWord(random, 2 + random.below(2));
    brands.add(brand);
    const manufacturer = random.pick(companies);
    const molecules = [
      random.pick(generics),
      ...(random.next() < 0.2 ? [random.pick(generics)] : []),
    ];
    for (let sku = 1 + random.below(5); sku > 0 && rows.length < count; sku--) {
      const strength = random.pick([...strengths, ...moreStrengths]);
      const modifier = random.next() < 0.3 ? ` ${random.pick(modifiers)}` : "";
      rows.push({
        name: `${brand.toUpperCase()}${modifier} ${strength} ${random.pick(forms)}`,
        manufacturer,
        // Half of the exports carry no composition at all.
        composition:
          random.next() < 0.5 ? molecules.map(capitalised).join(" + ") + ` ${strength} mg` : "",
        pack: random.pick(packs),
      });
    }
  }
  // With rates and stock, as a distributor's stock report has them: every item can be ordered.
  const csv = [
    "Item Name,Company,Composition,Packing,Item Code,MRP,Rate,Stock,GST",
    ...rows.map(
      (row, i) =>
        `${row.name},${row.manufacturer},${row.composition},${row.pack},M${i + 1},${(20 + (i % 500)).toFixed(2)},${(16 + (i % 400)).toFixed(2)},${5 + (i % 300)},${i % 4 === 0 ? 18 : 5}`,
    ),
  ].join("\n");
  return { csv: `${csv}\n`, rows, brands: [...brands], generics };
}

export const queryKinds = ["prefix", "number", "misspelt", "composition", "random"] as const;
export type QueryKind = (typeof queryKinds)[number];

const letters = "abcdefghijklmnopqrstuvwxyz";
const randomWord = (random: Random, length: number) =>
  Array.from({ length }, () => random.pick([...letters])).join("");

/** One, or two, of the typos people make: a letter changed, added, dropped or two swapped. */
function misspelt(word: string, random: Random) {
  let typed = word;
  for (let typos = 1 + (word.length >= 8 ? random.below(2) : 0); typos > 0; typos--) {
    const at = 1 + random.below(typed.length - 1);
    const edit = random.below(4);
    if (edit === 0) typed = typed.slice(0, at) + random.pick([...letters]) + typed.slice(at + 1);
    else if (edit === 1) typed = typed.slice(0, at) + random.pick([...letters]) + typed.slice(at);
    else if (edit === 2) typed = typed.slice(0, at) + typed.slice(at + 1);
    else if (at < typed.length - 1)
      typed = typed.slice(0, at) + typed[at + 1] + typed[at] + typed.slice(at + 2);
  }
  return typed;
}

/** A query of `kind` never made before, written from the catalogue's words. */
export function mixQuery(kind: QueryKind, catalogue: MixCatalogue, random: Random): string {
  const word = () =>
    random.next() < 0.7 ? random.pick(catalogue.brands) : random.pick(catalogue.generics);
  const strength = () => random.pick([...strengths, ...moreStrengths]);
  switch (kind) {
    case "prefix":
      return word().slice(0, 1 + random.below(6));
    case "number":
      return random.next() < 0.5 ? strength() : String(random.below(10 ** (1 + random.below(5))));
    case "misspelt": {
      let known = word();
      while (known.length < 5) known = word();
      const typed = misspelt(known, random);
      return random.next() < 0.3 ? `${typed} ${strength()}` : typed;
    }
    case "composition": {
      const generic = random.pick(catalogue.generics);
      return random.next() < 0.5 ? `${generic} ${strength()}` : generic;
    }
    case "random":
      // As long as a search may be (100 characters).
      return Array.from({ length: 1 + random.below(10) }, () =>
        randomWord(random, 3 + random.below(10)),
      )
        .join(" ")
        .slice(0, MAX_SEARCH_LENGTH)
        .trim();
  }
}

/** `count` queries of each kind, every one different (a repeat is written again). */
export function mixQueries(catalogue: MixCatalogue, random: Random, count: number) {
  const seen = new Set<string>();
  return queryKinds.flatMap((kind) =>
    Array.from({ length: count }, () => {
      let q = mixQuery(kind, catalogue, random);
      for (let tries = 0; seen.has(q) && tries < 20; tries++) q = mixQuery(kind, catalogue, random);
      seen.add(q);
      return { kind, q };
    }),
  );
}

/** Ten made-up words of nine letters: the hostile chat question of the security review. */
export const hostileQuery = (random: Random) =>
  Array.from({ length: 10 }, () => randomWord(random, 9)).join(" ");
