// The words the Odia and Hindi texts use for the trade's recurring terms, so that a chemist or
// a job seeker meets the same word on every page, in the chat and in the server's answers.
// Wherever an English text uses a term, its translation uses the word given here (or a form of
// it that begins so: "दवा" covers "दवाइयाँ" and "दवाओं"); shared/content/translations.test.ts
// checks every catalogue against this table.

/** AWAITING THE OWNER'S REVIEW, like the catalogues (./languages.ts lists them). */
export const glossaryReviewed = { or: false, hi: false };

export const glossary: readonly {
  /** The English term, as it is found: a word's start, so "enquir" finds "enquiries". */
  english: RegExp;
  or: string;
  hi: string;
  note?: string;
}[] = [
  { english: /\bmedicines?\b/i, or: "ଔଷଧ", hi: "दवा" },
  {
    english: /\bdistribut/i,
    or: "ବିତର",
    hi: "वितर",
    note: "distributor ବିତରକ / वितरक; distribution ବିତରଣ / वितरण",
  },
  { english: /\bwholesale/i, or: "ପାଇକାରୀ", hi: "थोक" },
  {
    english: /\bdeliver/i,
    or: "ଡେଲିଭର",
    hi: "डिलीवर",
    note: "the trade's own word: ଡେଲିଭରି / डिलीवरी, also for the verb (ଡେଲିଭରି କରିବା / डिलीवर करना)",
  },
  {
    // Not "Unexpected Application Error!", where it means the program.
    english: /\bapplication(?! error)/i,
    or: "ଆବେଦନ",
    hi: "आवेदन",
    note: "a job application; the form is ଆବେଦନପତ୍ର / आवेदन फ़ॉर्म",
  },
  {
    english: /\bresume\b/i,
    or: "ବାୟୋଡାଟା",
    hi: "बायोडाटा",
    note: "what job seekers in Odisha call it",
  },
  { english: /\benquir/i, or: "ଜିଜ୍ଞାସା", hi: "पूछताछ" },
  { english: /\bmanufacturer/i, or: "ନିର୍ମାତା", hi: "निर्माता" },
  { english: /\bhospital/i, or: "ଡାକ୍ତରଖାନା", hi: "अस्पताल" },
  {
    english: /\bpharmac(y|ies)\b/i,
    or: "ଔଷଧ ଦୋକାନ",
    hi: "दवा दुकान",
    note: "a retail pharmacy; a pharmacist is ଫାର୍ମାସିଷ୍ଟ / फ़ार्मासिस्ट",
  },
  { english: /\blicen[cs]e/i, or: "ଲାଇସେନ୍ସ", hi: "लाइसेंस" },
  { english: /\bconsent/i, or: "ସମ୍ମତି", hi: "सहमति" },
  { english: /\bprivacy\b/i, or: "ଗୋପନୀୟତା", hi: "गोपनीयता" },
];
