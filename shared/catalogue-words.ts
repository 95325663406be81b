import { romanise } from "#shared/romanise.ts";

// The words of the catalogue and of a search, as the search compares them
// (docs/product.md#item-catalogue): folded, split, and the sound keys that make spellings of one
// sound equal. The search (./catalogue-search.ts) and the chat's matches (./strong-matches.ts)
// read text only through these.

/** At most this many words of a query are looked up; the rest of it is not read. */
export const MAX_QUERY_WORDS = 8;

// The patterns are made once, here: a pattern written where it is used is a new object at each
// use, and making the index reads a 50,000-item catalogue's words many times over (a million of
// them, 115 MB of the making's allocations, before).
const plainAscii = /^[\x20-\x7e]*$/;
const accents = /\p{M}/gu;
const tokens = /[\p{L}\p{N}.]+/gu;
const brandWithStrength = /^(\p{L}{3,})(\p{N}[\p{L}\p{N}.]*)$/u;
const lettersOnly = /^\p{L}+$/u;
const startsWithLetter = /^\p{L}/u;
const startsWithNumber = /^\p{N}/u;
const notLettersOrDigits = /[^\p{L}\p{N}]+/gu;

/** Lower case, accents gone: "Paracétamol" and "PARACETAMOL" are one word. */
export const fold = (text: string) =>
  // Most names are plain ASCII, which has nothing to take off (and the index folds every word).
  (plainAscii.test(text) ? text : text.normalize("NFKD").replace(accents, "")).toLowerCase();

/** Words of a text: letters and digits, a decimal point kept ("2.5"). */
export const tokensOf = (text: string) => text.match(tokens) ?? [];

/**
 * The words of a text, a brand written with its strength ("Dolo650") read as its parts:
 * "dolo" and "650".
 */
export const wordsIn = (text: string) => {
  const words: string[] = [];
  for (const token of tokensOf(text)) {
    const joined = brandWithStrength.exec(token);
    if (joined) words.push(joined[1]!, joined[2]!);
    else words.push(token);
  }
  return words;
};

/**
 * What a visitor typed, as the catalogue's words are compared: Odia and Devanagari in Latin
 * letters and digits ("ଡୋଲୋ ୬୫୦" is "dolo 650"), then folded. Item names are English.
 */
export const searchedText = (typed: string) => fold(romanise(typed.trim()));

/** The words of a query that are looked up: the first MAX_QUERY_WORDS. */
export const queryWords = (typed: string) => wordsIn(typed).slice(0, MAX_QUERY_WORDS);

/** Whether a word is made of letters only (a number or size is not). */
export const isLetterWord = (word: string) => lettersOnly.test(word);

/** Whether a word starts with a letter (a company's word, not a number in its name). */
export const startsLikeWord = (word: string) => startsWithLetter.test(word);

/** Whether a word is a number or size ("650", "2.5", "5ml"): those narrow a search, not score it. */
export const isNumberWord = (word: string) => startsWithNumber.test(word);

/**
 * A company's name as the billing software may spell it, reduced to what identifies it: case,
 * punctuation and "Pvt", "Private", "Ltd", "Limited", "LLP" do not count.
 */
export const companyKey = (name: string) =>
  tokensOf(fold(name).replace(notLettersOrDigits, " "))
    .filter((word) => !companyForms.has(word))
    .join(" ");
const companyForms = new Set(["pvt", "private", "ltd", "limited", "llp"]);

/**
 * A word as it sounds, so spellings of one sound compare equal: "ph" and "f", a soft "c" and
 * "s", "z" and "j" (Odia writes ଜ for both), "v", "w" and "b" (ଭ), "y" and "i", an "h" after a
 * consonant (ଥ and ତ are both "t" to an English reader), doubled letters, a final silent "e".
 */
export const soundKey = (word: string) =>
  soundRules.reduce((key, [pattern, sound]) => key.replace(pattern, sound), word);
const soundRules: [RegExp, string][] = [
  [/ph/g, "f"],
  [/c(?=[eiy])/g, "s"],
  [/[cq]/g, "k"],
  [/x/g, "ks"],
  [/z/g, "j"],
  [/[vw]/g, "b"],
  [/y/g, "i"],
  [/([^aeiou])h/g, "$1"],
  [/(.)\1+/g, "$1"],
  [/(...)e$/, "$1"],
];
