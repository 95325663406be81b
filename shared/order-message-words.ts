import { MAX_ITEM_QUANTITY } from "#shared/limits.ts";
import { fold } from "#shared/catalogue-words.ts";
import { romanise } from "#shared/romanise.ts";

// How a line of a chemist's message is read (docs/product.md#orders-from-a-message): the message
// cut into items (lines, and items separated by commas), and each item's quantity told apart
// from the words and numbers that name the item. A quantity stands before or after the name, as
// a number, "x10" or "10x", with a unit ("10 strip", "2 box", "10 pata", "10 ta", "१० पत्ता");
// a pack ("15's", "1x10") and a strength ("650", "100ml") belong to the name.

/** One item of a message: the line it is on (from 1) and its text as written. */
export type MessageItem = { line: number; text: string };

/** Lines and comma-separated items, as written; blank ones left out, numbering kept. */
export function messageItems(message: string): MessageItem[] {
  return message.split(/\r\n|\r|\n/).flatMap((whole, index) =>
    whole
      // A list's own numbering ("1.", "2)") or bullet is not a quantity.
      .replace(/^\s*(?:[-*•·]+|\d{1,2}[.)])\s+/u, "")
      .split(/[,;]/)
      .map((text) => text.trim())
      .filter((text) => /[\p{L}\p{N}]/u.test(text))
      .map((text) => ({ line: index + 1, text })),
  );
}

/** Units a quantity is counted in, as chemists write them in English, Odia and Hindi (romanised). */
export const countUnits = new Set(
  (
    "strip strips strp stp str box boxes bx bxs pata patta pate patte pati ptta pta ta ti tta " +
    "pcs pc piece pieces pis pkt pkts packet packets pack packs bottle bottles btl btls bot " +
    "vial vials tube tubes dabba dabbe dibba dibbi dibbe baks baksa bakas sachet sachets amp " +
    "ampoule ampoules jar jars unit units pair pairs set sets roll rolls khanda khand"
  ).split(" "),
);
/** Units that may also number a size. */
const weakUnits = new Set(["no", "nos"]);
/** Words that only say "quantity" before the number. */
const quantityMarks = new Set(["qty", "qnty", "quantity", "q"]);
/** Units of a strength or volume: they belong to the name. */
export const strengthUnits = new Set(["mg", "mcg", "ml", "gm", "g", "kg", "iu", "l", "k"]);

const isNumber = (token: string | undefined) => token !== undefined && /^\d+$/.test(token);
const asQuantity = (token: string) => {
  const number = Number(token);
  return number >= 1 && number <= MAX_ITEM_QUANTITY ? number : undefined;
};

/** A message item as compared: Latin letters and digits, lower case, packs taken out. */
export function itemTokens(text: string): string[] {
  return (
    // "ै" in a loanword is the English "a" ("पैन" is "pan"), which the search spells "e".
    fold(romanise(text.replace(/\u0948/g, "\u093e")))
      .replace(/×/g, "x")
      // A pack is part of the name, never a quantity: "15's", "10s", "1x10", "10*10".
      .replace(/\b\d+\s*'\s*s\b|\b\d+s\b|\b\d+[x*]\d+\b/g, " ")
      // "- 10", "= 10", ": 10" at the end: a quantity, written after a dash.
      .replace(/[-=:~]\s*(\d+)(\s*\p{L}*)\s*$/u, " qty $1$2")
      .replace(/[^\p{L}\p{N}.*]+/gu, " ")
      .replace(/\*/g, " x ")
      // A word and a number run together are two words ("zifi200", "10ta", "x4", "gp1").
      .replace(/(\p{L})(\d)/gu, "$1 $2")
      .replace(/(\d)(\p{L})/gu, "$1 $2")
      .split(" ")
      .filter((token) => token && token !== ".")
  );
}

/**
 * The quantity of an item's tokens, if one is written plainly (with a unit, a sign or a mark),
 * and the tokens left: the name. Else `trailing` is a lone number after the name, which may be
 * the quantity or the strength ("Levocet 3", "Dolo 650"): the catalogue decides.
 */
export function readQuantity(tokens: string[]): {
  quantity?: number;
  trailing?: number;
  name: string[];
} {
  const without = (from: number, count: number) => [
    ...tokens.slice(0, from),
    ...tokens.slice(from + count),
  ];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const next = tokens[i + 1];
    // "x 10", "qty 10".
    if ((token === "x" || quantityMarks.has(token)) && isNumber(next)) {
      const quantity = asQuantity(next!);
      if (quantity) return { quantity, name: without(i, 2) };
    }
  }
  // "10 strip", "10 x" ("10 tab" is not one: "dolo 650 tab 10" names a tablet). "No." may
  // also number a size ("gloves 7 no 20 pair"): another unit wins over it.
  for (const units of [countUnits, weakUnits])
    for (let i = 0; i < tokens.length; i++) {
      const token = tokens[i]!;
      const next = tokens[i + 1];
      if (!isNumber(token) || next === undefined) continue;
      const quantity = asQuantity(token);
      if (quantity && (units.has(next) || next === "x")) return { quantity, name: without(i, 2) };
    }
  // A number first, before the name: "20 pan 40".
  if (isNumber(tokens[0]) && tokens.slice(1).some((token) => /\p{L}/u.test(token))) {
    const quantity = asQuantity(tokens[0]!);
    if (quantity) return { quantity, name: tokens.slice(1) };
  }
  const last = tokens.length - 1;
  if (last >= 1 && isNumber(tokens[last])) {
    const quantity = asQuantity(tokens[last]!);
    // Two numbers at the end: the strength, then the quantity ("glycomet 500 20").
    if (quantity && isNumber(tokens[last - 1])) return { quantity, name: tokens.slice(0, last) };
    if (quantity) return { trailing: quantity, name: tokens };
  }
  return { name: tokens };
}
