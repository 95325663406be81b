// Odia and Devanagari words in Latin letters, as a chemist would spell them: enough for the
// chat to find "ପାରାସିଟାମୋଲ" or "पैरासिटामोल" among items whose names are written in English
// (docs/product.md#chat-assistant). Drug names are English loanwords, so the spelling follows English
// habits: no final inherent vowel ("ପାରାସିଟାମୋଲ" is "parasitamol", not "…mola"), long and
// short vowels alike. It is a key for matching, not a transliteration for reading.

const consonantSounds: Record<string, string> = {
  // Odia
  କ: "k",
  ଖ: "kh",
  ଗ: "g",
  ଘ: "gh",
  ଙ: "n",
  ଚ: "ch",
  ଛ: "chh",
  ଜ: "j",
  ଝ: "jh",
  ଞ: "n",
  ଟ: "t",
  ଠ: "th",
  ଡ: "d",
  ଢ: "dh",
  ଣ: "n",
  ତ: "t",
  ଥ: "th",
  ଦ: "d",
  ଧ: "dh",
  ନ: "n",
  ପ: "p",
  ଫ: "f",
  ବ: "b",
  ଭ: "bh",
  ମ: "m",
  ଯ: "j",
  ୟ: "y",
  ର: "r",
  ଳ: "l",
  ଲ: "l",
  ୱ: "w",
  ଶ: "s",
  ଷ: "s",
  ସ: "s",
  ହ: "h",
  ଡ଼: "r",
  ଢ଼: "rh",
  // Devanagari (नुक़्ता forms as the English sound they stand for)
  क: "k",
  ख: "kh",
  ग: "g",
  घ: "gh",
  ङ: "n",
  च: "ch",
  छ: "chh",
  ज: "j",
  झ: "jh",
  ञ: "n",
  ट: "t",
  ठ: "th",
  ड: "d",
  ढ: "dh",
  ण: "n",
  त: "t",
  थ: "th",
  द: "d",
  ध: "dh",
  न: "n",
  प: "p",
  फ: "f",
  ब: "b",
  भ: "bh",
  म: "m",
  य: "y",
  र: "r",
  ल: "l",
  ळ: "l",
  व: "v",
  श: "s",
  ष: "s",
  स: "s",
  ह: "h",
  क़: "k",
  ख़: "kh",
  ग़: "g",
  ज़: "z",
  ड़: "r",
  ढ़: "rh",
  फ़: "f",
  य़: "y",
};

const vowelSounds: Record<string, string> = {
  // Odia letters, then signs
  ଅ: "a",
  ଆ: "a",
  ଇ: "i",
  ଈ: "i",
  ଉ: "u",
  ଊ: "u",
  ଋ: "ri",
  ଏ: "e",
  ଐ: "ai",
  ଓ: "o",
  ଔ: "au",
  "ା": "a",
  "ି": "i",
  "ୀ": "i",
  "ୁ": "u",
  "ୂ": "u",
  "ୃ": "ri",
  "େ": "e",
  "ୈ": "ai",
  "ୋ": "o",
  "ୌ": "au",
  // Devanagari letters, then signs (ऑ/ॉ: the English "o" of "ऑफ़िस")
  अ: "a",
  आ: "a",
  इ: "i",
  ई: "i",
  उ: "u",
  ऊ: "u",
  ऋ: "ri",
  ए: "e",
  ऐ: "e",
  ओ: "o",
  औ: "au",
  ऑ: "o",
  "ा": "a",
  "ि": "i",
  "ी": "i",
  "ु": "u",
  "ू": "u",
  "ृ": "ri",
  "े": "e",
  "ै": "e",
  "ो": "o",
  "ौ": "au",
  "ॉ": "o",
  "ॅ": "e",
};

// Keys composed as the text is (NFC): a nukta letter is its letter and the nukta, however typed,
// and Odia two-part vowel signs ("ୋ") stay one sign.
const decomposed = (table: Record<string, string>) =>
  new Map(Object.entries(table).map(([letter, sound]) => [letter.normalize("NFC"), sound]));
const consonants = decomposed(consonantSounds);
const vowels = decomposed(vowelSounds);

/** Anusvara is a nasal before the next consonant; chandrabindu and visarga are dropped. */
const nasals = new Set(["ଂ", "ं"]);
const silent = new Set(["ଁ", "ँ", "ଃ", "ः", "\u0B3C", "\u093C"]);
const viramas = new Set(["୍", "्"]);

const isWordPart = (letter: string) => /[\p{L}\p{M}]/u.test(letter);

/** Whether the consonant at `at` is spoken with a vowel: a sign, or its own inherent "a". */
function carriesVowel(letters: string[], at: number): boolean {
  if (!consonants.has(letters[at]!)) return false;
  const skip = consonants.has(letters[at]! + (letters[at + 1] ?? "")) ? 2 : 1;
  const after = letters[at + skip] ?? " ";
  return vowels.has(after) || (isWordPart(after) && !viramas.has(after) && !silent.has(after));
}

const indic = /[\u0900-\u097F\u0B00-\u0B7F]/u;

/** An Odia (୦–୯) or Devanagari (०–९) digit as the digit 0–9, else undefined. */
function digitOf(letter: string) {
  const code = letter.charCodeAt(0);
  for (const zero of [0x0b66, 0x0966])
    if (code >= zero && code <= zero + 9) return String(code - zero);
  return undefined;
}

/**
 * The text in Latin letters and digits ("ଡୋଲୋ ୬୫୦" is "dolo 650"), or the text as it was when it
 * holds no Odia or Devanagari. The joiners some keyboards put inside a word go.
 */
export function romanise(text: string): string {
  if (!indic.test(text)) return text;
  const letters = [...text.normalize("NFC").replace(/[\u200B-\u200D\u2060\uFEFF]/g, "")];
  let out = "";
  for (let i = 0; i < letters.length; i++) {
    const letter = letters[i]!;
    const nukta = consonants.get(letter + (letters[i + 1] ?? ""));
    const consonant = nukta ?? consonants.get(letter);
    if (consonant !== undefined) {
      const afterVowel = /[aeiou]$/.test(out) && i > 0 && isWordPart(letters[i - 1]!);
      if (nukta !== undefined) i++;
      out += consonant;
      const next = letters[i + 1] ?? " ";
      if (!isWordPart(next) || vowels.has(next) || viramas.has(next) || silent.has(next)) continue;
      // The inherent "a", unless the word ends (loanwords drop it there) or, as Hindi speech
      // drops it, between a vowel and a consonant that has one ("मेटफ़ॉर्मिन" is "metformin").
      if (!(afterVowel && carriesVowel(letters, i + 1))) out += "a";
    } else if (vowels.has(letter)) out += vowels.get(letter);
    else if (nasals.has(letter)) out += "n";
    else if (digitOf(letter) !== undefined) out += digitOf(letter);
    else if (!viramas.has(letter) && !silent.has(letter)) out += letter;
  }
  return out;
}
