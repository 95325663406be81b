import { describe, expect, it } from "vitest";
import { catalogues } from "./text";

// The fluent reader's second review of the Odia and Hindi texts (trade accounts, orders, order
// mails, the chat's items): each finding it made, by its number, as a check that failed on the
// texts it read and holds on what replaced them. A general rule (a word the trade does not use,
// a dropped nukta) is checked in every text of the language; a single sentence at its key.

type Locale = "or" | "hi";

/** Every text of a catalogue by its path ("account.answers.signInBusy"). */
function texts(locale: Locale): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (value: unknown, path: string) => {
    if (typeof value === "string") found.set(path, value);
    else if (value && typeof value === "object")
      for (const [key, item] of Object.entries(value)) walk(item, path ? `${path}.${key}` : key);
  };
  walk(catalogues[locale], "");
  return found;
}

const at = (locale: Locale, path: string) => {
  const text = texts(locale).get(path);
  if (text === undefined) throw new Error(`No text at ${locale} ${path}`);
  return text;
};
const anywhere = (locale: Locale, pattern: RegExp) =>
  [...texts(locale)].filter(([, text]) => pattern.test(text)).map(([path]) => path);

/** Words a language's texts never use again, each with the finding that removed it. */
const neverAgain: [finding: string, locale: Locale, pattern: RegExp][] = [
  ["O1 the chat promises to bring what it may only order", "or", /ଆଣିଦେଇପାରୁ/],
  ["O4 a reset link comes by mail, not as a message", "or", /ବାର୍ତ୍ତା ଦେଖନ୍ତୁ/],
  ["O9 sign-in is not a busy person", "or", /ବ୍ୟସ୍ତ/],
  ["O13 one name for the estimate", "or", /ଆନୁମାନିକ ମୂଲ୍ୟ/],
  ["O15 the order list is not 'complete'", "or", /ପୂରା ହୋଇଯାଇଛି/],
  ["O15 the page calls rows items", "or", /ଲାଇନର ଦର/],
  ["O16 low stock as the trade says it", "or", /ଅଳ୍ପ ବାକି/],
  ["O16 no imperative before a colon", "or", /ଦର ପଚାରନ୍ତୁ/],
  ["O18 no imperative to a third person", "or", /ଗ୍ରାହକ ସେଠାରେ ଆକାଉଣ୍ଟ ପାଇଁ ଅନୁରୋଧ କରନ୍ତୁ/],
  ["O19 no dangling ସହିତ", "or", /ସହିତ ବଛାଯାଇଥିବା/],
  ["H1 a password is set, not kept", "hi", /पासवर्ड (?:यहाँ )?रखें/],
  ["H2 a website login is not a ledger", "hi", /खाता खोला/],
  ["H3 a reset link comes by mail, not as a message", "hi", /अपने संदेश देखें/],
  ["H4 one set of status words", "hi", /स्वीकार हुआ|रद्द हुआ|रवाना हुआ/],
  ["H5 रद्द किया जा सकता", "hi", /रद्द या बदला नहीं जा सकता/],
  ["H6 sign-in is not a busy person", "hi", /व्यस्त/],
  ["H8 one name for before GST", "hi", /GST से पहले|GST \(अनुमान\)/],
  ["H10 low stock as the trade says it", "hi", /थोड़ा बचा/],
  ["H10 no imperative before a colon", "hi", /रेट पूछें/],
  ["H11 the nukta kept", "hi", /गलत|खत्म|तारीख(?!़)/],
  ["H11 one form of दवा on the search button", "hi", /दवाएँ खोजें/],
  ["H11 one word for a note", "hi", /टिप्पणी/],
  ["H13 not a bank's word", "hi", /खाताधारक/],
  ["H14 not a government notice's register", "hi", /वर्तमान रिक्तियाँ|हमारी सर्वर/],
];

describe("the second language review's findings", () => {
  it.each(neverAgain)("%s (%s)", (_finding, locale, pattern) => {
    expect(anywhere(locale, pattern)).toEqual([]);
  });

  it("O1 the chat says it may get an item it does not list", () => {
    expect(at("or", "chat.items.nothing")).toContain("ହୁଏତ");
  });

  it("O3 the invitation says on whose behalf the account was made", () => {
    expect(at("or", "account.mail.invitationText")).toMatch(/\{company\} ତରଫରୁ \{shopName\}/);
    expect(at("hi", "account.mail.invitationText")).toContain("{company} ने अपनी वेबसाइट पर");
  });

  it("O4, H3 the page after a reset request says to look in the mail", () => {
    expect(at("or", "account.forgotSent.title")).toContain("ଇମେଲ");
    expect(at("hi", "account.forgotSent.title")).toContain("ईमेल");
  });

  it("O11, H7 the phone hint means a landline", () => {
    expect(at("or", "account.request.fields.phoneHint")).toContain("ଲ୍ୟାଣ୍ଡଲାଇନ");
    expect(at("hi", "account.request.fields.phoneHint")).toContain("लैंडलाइन");
  });

  it("O14 a zero-width non-joiner only ever follows a halant", () => {
    for (const locale of ["or", "hi"] as const)
      expect(anywhere(locale, /(?<![\u0B4D\u094D])\u200C/u), locale).toEqual([]);
  });

  it("H12 the chat's items are 'मिलते-जुलते'", () => {
    expect(at("hi", "chat.items.found.one")).toContain("मिलता-जुलता");
    expect(at("hi", "chat.items.found.other")).toContain("मिलते-जुलते");
  });
});
