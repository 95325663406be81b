import type { CatalogueIndex } from "#shared/catalogue-search.ts";
import type { CatalogueItem } from "#shared/schemas/catalogue-items.ts";
import { soundKey } from "#shared/catalogue-words.ts";
import { MAX_ITEM_QUANTITY } from "#shared/limits.ts";
import { romanise } from "#shared/romanise.ts";
import { editsBetween } from "#shared/near-spellings.ts";
import {
  countUnits,
  itemTokens,
  messageItems,
  readQuantity,
  strengthUnits,
} from "#shared/order-message-words.ts";

// Orders from a message (docs/product.md#orders-from-a-message): each item of a chemist's
// message read as a quantity and a catalogue item, or none. The catalogue's own search (and its
// bounded cost) finds the candidates; they are then weighed word by word against what was
// written, as a person would check them: the brand, the strength, the form. An item is named
// only when its brand was written, so nothing is ever made up.

/** One item of a message as read: `match` is the best item or null, then up to 3 others. */
export type MessageLineRead = {
  line: number;
  text: string;
  quantity: number;
  /** False when no quantity was written: the quantity is then 1, for the person to check. */
  quantityWritten: boolean;
  match: CatalogueItem | null;
  alternatives: CatalogueItem[];
};

/** Alternatives offered beside the best match. */
export const MESSAGE_ALTERNATIVES = 3;
/** Candidates the search is asked for, per query. */
const CANDIDATES = 12;

/** Words that ask, greet or thank, in English and romanised Odia and Hindi: not names. */
const chatter = new Set(
  (
    "please pls plz kindly send sent bhejo bhej bhejna bhejiye bhejdo dena de do dijiye chahiye " +
    "chaiye pathantu pathao pathaibe pathei dabe dibe diba deba debe ra re ku ke ka ki aur and " +
    "or ar sir bhai ji urgent urgently today itself aaj aji kal need want order from of the " +
    "for also more extra only each new medical medicals store stores pharmacy good morning " +
    "evening thank thanks you hi hello sar no nos namaste namaskar dhanyavad dhanyabad ok okay with"
  ).split(" "),
);

/** Forms of an item, as names abbreviate them: compared by kind, never as a brand's word. */
const formOf = new Map<string, string>();
for (const [form, spellings] of Object.entries({
  tab: "tab tabs tablet tablets tb",
  cap: "cap caps capsule capsules",
  syp: "syp syr syrup sirap sirup sirp syrp",
  susp: "susp suspension",
  gel: "gel",
  cream: "cream crm krim",
  oint: "oint ointment",
  drops: "drops drop drp",
  powder: "powder pwd powd",
  inj: "inj injection",
  inhaler: "inhaler",
  rotacap: "rotacap rotacaps",
  sachet: "sachet sachets",
}))
  for (const spelling of spellings.split(" ")) formOf.set(spelling, form);

/** An item's or a line's words, as weighed: brand words, numbers, and forms. */
type Words = { letters: string[]; numbers: string[]; forms: string[] };

function wordsOf(tokens: string[], dropChatter: boolean): Words {
  const words: Words = { letters: [], numbers: [], forms: [] };
  for (const token of tokens) {
    if (/^\d+(\.\d+)?$/.test(token)) words.numbers.push(String(Number(token)));
    else if (formOf.has(token)) words.forms.push(formOf.get(token)!);
    else if (strengthUnits.has(token)) continue;
    else if (dropChatter && (chatter.has(token) || countUnits.has(token))) continue;
    else words.letters.push(token);
  }
  return words;
}

const itemWords = new WeakMap<CatalogueItem, Words>();
const wordsOfItem = (item: CatalogueItem) => {
  let words = itemWords.get(item);
  if (!words) itemWords.set(item, (words = wordsOf(itemTokens(item.name), false)));
  return words;
};

/** The letters a word spells out as their names ("elsi" is "lc", "di" is "d"), if it does. */
const letterNames: [string, string][] = Object.entries({
  a: "e",
  b: "bi",
  c: "si",
  d: "di",
  e: "i",
  f: "ef",
  g: "ji",
  h: "ech",
  j: "je",
  k: "ke",
  l: "el",
  m: "em",
  n: "en",
  p: "pi",
  r: "ar",
  s: "es",
  t: "ti",
  x: "eks",
  z: "jed",
}).map(([letter, name]) => [name, letter]);
function spelledLetters(word: string): string | undefined {
  if (word === "") return "";
  for (const [name, letter] of letterNames) {
    if (!word.startsWith(name)) continue;
    const rest = spelledLetters(word.slice(name.length));
    if (rest !== undefined) return letter + rest;
  }
  return undefined;
}

/** How alike a written word is to a word of an item's name, 0 to 1. */
function likeness(written: string, named: string): number {
  if (written === named) return 1;
  if (named.length < 3 || written.length < 3) return spelledLetters(written) === named ? 0.9 : 0;
  const a = soundKey(written);
  const b = soundKey(named);
  if (a === b) return 0.95;
  const longest = Math.max(a.length, b.length);
  const allowed = longest < 5 ? 0 : longest < 8 ? 1 : 2;
  const edits = editsBetween(a, b, allowed);
  if (edits <= allowed) return 1 - edits / (2 * longest) - 0.05;
  // A start of a long name ("becosule", "levo"), not of a short one.
  if (written.length >= 4 && named.startsWith(written)) return 0.75;
  return 0;
}

/** How well an item fits the written words: 0 (not it) to about 1.2. */
function fit(written: Words, item: CatalogueItem): number {
  const named = wordsOfItem(item);
  if (written.letters.length === 0 || named.letters.length === 0) return 0;
  // The brand (the item's first word) must be written, close enough.
  const brand = Math.max(...written.letters.map((word) => likeness(word, named.letters[0]!)));
  if (brand < 0.7) return 0;
  const best = written.letters.map((word) =>
    Math.max(...named.letters.map((name) => likeness(word, name))),
  );
  const coverWritten = best.reduce((sum, like) => sum + like, 0) / best.length;
  const coverNamed =
    named.letters.filter((name) => written.letters.some((word) => likeness(word, name) >= 0.7))
      .length / named.letters.length;
  const numbersMet = written.numbers.filter((number) => named.numbers.includes(number)).length;
  const numbersMissed = written.numbers.length - numbersMet;
  const numbersExtra = named.numbers.filter((number) => !written.numbers.includes(number)).length;
  const formMet = written.forms.some((form) => named.forms.includes(form));
  const formOther = written.forms.length > 0 && named.forms.length > 0 && !formMet;
  return (
    0.55 * coverWritten +
    0.3 * coverNamed +
    0.1 * numbersMet -
    0.1 * numbersMissed -
    0.04 * numbersExtra +
    (formMet ? 0.05 : 0) -
    (formOther ? 0.05 : 0)
  );
}

/** Below this an item is not offered at all. */
const LEAST_FIT = 0.5;

type Ranked = { item: CatalogueItem; fit: number }[];

/** The `candidates` that fit `written`, best first. */
const rank = (candidates: CatalogueItem[], written: Words): Ranked =>
  candidates
    .map((item) => ({ item, fit: fit(written, item) }))
    .filter((scored) => scored.fit >= LEAST_FIT)
    .sort((a, b) => b.fit - a.fit || a.item.name.localeCompare(b.item.name));

/**
 * The items that fit `written` (or, when `written` ends in a lone number, `shorter`, without
 * it), from the catalogue search's candidates: the words as written; failing that, the brand
 * alone; failing that, the chat's looser matches (each costs more than the one before).
 */
function rankItems(index: CatalogueIndex, written: Words, shorter?: Words) {
  const none = { ranked: [] as Ranked, shorter: [] as Ranked };
  if (written.letters.length === 0) return none;
  // A single letter ("pan d") would narrow the search to every item with a word starting
  // with it: it is weighed below instead.
  const words = written.letters.filter((word) => word.length > 1).join(" ") || written.letters[0]!;
  const lookups = [
    () => index.search({ q: words, page: 1, pageSize: CANDIDATES }).items,
    () =>
      written.letters.length > 1
        ? index.search({ q: written.letters[0]!, page: 1, pageSize: CANDIDATES }).items
        : [],
    () => index.strongMatches(words, CANDIDATES),
  ];
  for (const lookup of lookups) {
    const candidates = lookup();
    const ranked = {
      ranked: rank(candidates, written),
      shorter: shorter ? rank(candidates, shorter) : [],
    };
    if (ranked.ranked.length || ranked.shorter.length) return ranked;
  }
  return none;
}

/** One item of a message read against the catalogue. */
function readItem(index: CatalogueIndex, { line, text }: { line: number; text: string }) {
  const tokens = itemTokens(text);
  const { quantity, trailing, name } = readQuantity(tokens);
  const written = wordsOf(name, true);
  const shorter = trailing === undefined ? undefined : wordsOf(name.slice(0, -1), true);
  const found = rankItems(index, written, shorter);
  let ranked = found.ranked;
  let read = quantity;
  if (trailing !== undefined) {
    // A lone number after the name is its strength when an item of that brand has it
    // ("Dolo 650"), else the quantity ("Levocet 3").
    const strength = String(trailing);
    if (!found.shorter.some(({ item }) => wordsOfItem(item).numbers.includes(strength))) {
      read = trailing;
      ranked = found.shorter;
    }
  }
  const [best, ...others] = ranked;
  return {
    line,
    text,
    quantity: read ?? 1,
    quantityWritten: read !== undefined,
    match: best?.item ?? null,
    alternatives: others.slice(0, MESSAGE_ALTERNATIVES).map(({ item }) => item),
  } satisfies MessageLineRead;
}

/** Every item of a message, read against the catalogue's index. Nothing is stored. */
export function parseOrderMessage(message: string, index: CatalogueIndex): MessageLineRead[] {
  return messageItems(message).map((item) => readItem(index, item));
}

/** A sheet's name cell and quantity cell as one item (an indent's row). */
export function readIndentRow(
  index: CatalogueIndex,
  row: { line: number; name: string; quantity: string },
): MessageLineRead {
  const read = readItem(index, { line: row.line, text: row.name });
  const written = romanise(row.quantity).replace(/[^\d.]/g, "");
  const quantity = Number(written);
  return written && Number.isInteger(quantity) && quantity >= 1 && quantity <= MAX_ITEM_QUANTITY
    ? { ...read, quantity, quantityWritten: true }
    : read;
}
