// The words the Odia and Hindi texts use for the trade's recurring terms, so that a chemist or
// a job seeker meets the same word on every page, in the chat and in the server's answers.
// Wherever an English text uses a term, its translation uses the word given here (or a form of
// it that begins so: "दवा" covers "दवाइयाँ" and "दवाओं"); shared/content/translations.test.ts
// checks every catalogue against this table.

/**
 * Odia writes a loanword without a final halant, as current print does (ଫୋନ, ଇମେଲ, ଷ୍ଟକ, ରୁଟ,
 * ଚାଟ, ସାଇନ ଇନ). These words keep it: Odia words that are written so (ଠିକ୍, କମ୍), loanwords
 * that without it would be another Odia word (ବାମ୍ balm, not ବାମ "left"; ବିଲ୍ bill, not ବିଲ
 * "field"; ଟିକ୍ tick, not ଟିକ "a little"; କୋଡ୍ code, not କୋଡ "lap"), and ଡ୍ରଗ୍ as the trade
 * writes drug licence.
 */
export const odiaFinalHalant: readonly string[] = ["ଠିକ୍", "କମ୍", "ବାମ୍", "ବିଲ୍", "ଟିକ୍", "କୋଡ୍", "ଡ୍ରଗ୍"];

/** AWAITING THE OWNER'S REVIEW, like the catalogues (./languages.ts lists them). */
export const glossaryReviewed = { or: false, hi: false };

/** The texts of a trade customer's account and orders. */
const trade = /^(?:orders|orderMail|orderMessage|account)\./;

export const glossary: readonly {
  /** The English term, as it is found: a word's start, so "enquir" finds "enquiries". */
  english: RegExp;
  or: string;
  hi: string;
  note?: string;
  /** Only in these texts (their paths): a word the trade's pages use in their own sense. */
  within?: RegExp;
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
    hi: "दवा की दुकान",
    note: "a retail pharmacy (standard Hindi, not the newspapers' दवा दुकान); a pharmacist is ଫାର୍ମାସିଷ୍ଟ / फ़ार्मासिस्ट",
  },
  {
    english: /\bdrug licen[cs]e/i,
    or: "ଡ୍ରଗ୍ ଲାଇସେନ୍ସ",
    hi: "ड्रग लाइसेंस",
    note: "what chemists say (DL) and the Form 20B/21B certificates print; not ଔଷଧ / दवा लाइसेंस",
  },
  { english: /\blicen[cs]e/i, or: "ଲାଇସେନ୍ସ", hi: "लाइसेंस" },
  {
    english: /\bitems?\b/i,
    or: "ଆଇଟମ",
    hi: "आइटम",
    note: 'a line of the catalogue or of a list, as chemists say it (not ଜିନିଷ, "stuff")',
  },
  {
    english: /\bmedical consumables\b/i,
    or: "ମେଡିକାଲ କନଜ୍ୟୁମେବଲ",
    hi: "मेडिकल कंज़्यूमेबल्स",
    note: "the category's name, the trade's loanword",
  },
  {
    english: /\bmedical supplies\b/i,
    or: "ଚିକିତ୍ସା ସାମଗ୍ରୀ",
    hi: "चिकित्सा सामग्री",
    note: "medical supplies in general",
  },
  {
    english: /\bfull[- ]time\b/i,
    or: "ଫୁଲ ଟାଇମ",
    hi: "फ़ुल टाइम",
    note: "what job seekers say; the Odia ପୂର୍ଣ୍ଣ ସମୟ also held the chat's word for business hours",
  },
  { english: /\bpart[- ]time\b/i, or: "ପାର୍ଟ ଟାଇମ", hi: "पार्ट टाइम" },
  { english: /\bconsent/i, or: "ସମ୍ମତି", hi: "सहमति" },
  // The trade account and its orders (round 4: the review of their texts found these drifting).
  {
    english: /\bset (?:a |your |the )?(?:new )?password/i,
    or: "ପାସୱାର୍ଡ ସେଟ",
    hi: "पासवर्ड सेट",
    note: 'one verb for it everywhere; "ପାସୱାର୍ଡ ଦିଅନ୍ତୁ" reads "give your password" (a scam\'s words), "पासवर्ड रखें" "keep it"',
  },
  { english: /\bnotes?\b/i, or: "ନୋଟ", hi: "नोट", note: "not ଟିପ୍ପଣୀ / टिप्पणी" },
  {
    english: /\bestimat/i,
    or: "ଆନୁମାନିକ",
    hi: "अनुमान",
    note: "the estimate ଆନୁମାନିକ ହିସାବ / अनुमानित राशि",
  },
  {
    english: /\baccepted\b/i,
    or: "ଗ୍ରହଣ",
    hi: "स्वीक",
    note: 'an order accepted: ଗ୍ରହଣ (ସ୍ୱୀକାର reads "admit"); स्वीकृत / स्वीकार होना',
    within: trade,
  },
  { english: /\brates?\b/i, or: "ଦର", hi: "रेट" },
  { english: /\bschemes?\b/i, or: "ସ୍କିମ", hi: "स्कीम" },
  { english: /\bfree\b/i, or: "ଫ୍ରି", hi: "फ़्री", note: "free goods of a scheme" },
  { english: /\borders?\b/i, or: "ଅର୍ଡର", hi: "ऑर्डर", within: trade },
  { english: /\bparty codes?\b/i, or: "ପାର୍ଟି କୋଡ୍", hi: "पार्टी कोड" },
  {
    english: /\btrade accounts?\b/i,
    or: "ବ୍ୟବସାୟିକ ଆକାଉଣ୍ଟ",
    hi: "व्यापारी खात",
    note: "व्यापारी खाता, and खाते where Hindi bends it",
  },
  {
    english: /\bsupplied\b/i,
    or: "ଯୋଗାଣ",
    hi: "सप्लाई",
    note: "what goes out of an order (short supply: କମ୍ ଯୋଗାଣ / कम सप्लाई)",
    within: trade,
  },
  { english: /\bprivacy\b/i, or: "ଗୋପନୀୟତା", hi: "गोपनीयता" },
  // Added with the password rules and the set-password page (awaiting review, as all above).
  {
    english: /\bspaces\b/i,
    or: "ଖାଲି ସ୍ଥାନ",
    hi: "खाली जगह",
    note: "the gaps between a phrase's words, which a password keeps but does not count",
  },
  {
    english: /\blinks?\b/i,
    or: "ଲିଙ୍କ",
    hi: "लिंक",
    note: "an invitation or reset link, and any web link: the loanword everyone uses",
  },
  {
    english: /\bsign(s|ed|ing)? in\b/i,
    or: "ସାଇନ ଇନ",
    hi: "साइन इन",
    note: "to open one's account with the mobile or email and the password",
  },
  {
    english: /\bpaste\b/i,
    or: "ପେଷ୍ଟ",
    hi: "पेस्ट",
    note: "to put a copied link into a field: the loanword phones show",
  },
  {
    english: /\binvisible formatting characters\b/i,
    or: "ଅଦୃଶ୍ୟ ଫର୍ମାଟିଂ ଅକ୍ଷର",
    hi: "अदृश्य फ़ॉर्मैटिंग अक्षर",
    note: "bidi marks and zero-width spaces a field refuses; the trade's loanword for formatting",
  },
  // Orders from a message (round 4, awaiting review as all above).
  {
    english: /\bmessages?\b/i,
    or: "ମେସେଜ",
    hi: "मैसेज",
    note: "a WhatsApp message a chemist orders by: the loanword the trade uses",
    within: /^orderMessage\./,
  },
  {
    english: /\bindents?\b/i,
    or: "ଇଣ୍ଡେଣ୍ଟ",
    hi: "इंडेंट",
    note: "a hospital's or nursing home's list of what it orders, as a spreadsheet",
  },
  // Bills and payments (round 4, awaiting review as all above).
  {
    english: /\bbills?\b/i,
    or: "ବିଲ୍",
    hi: "बिल",
    note: "a bill of the billing software; Odia keeps the halant (ବିଲ a field), and adds a case ending after a zero-width non-joiner (ବିଲ୍‌ର)",
  },
  { english: /\boutstanding\b/i, or: "ବକେୟା", hi: "बकाया", note: "what customers owe in all" },
  {
    english: /\bdue\b/i,
    or: "ଦେୟ",
    hi: "देय",
    note: "what is to be paid (total due ମୋଟ ଦେୟ / कुल देय); a due date ଦେୟ ତାରିଖ / देय तिथि",
  },
  {
    english: /\boverdue\b/i,
    or: "ଅବଧି ପାର",
    hi: "अवधि पार",
    note: "past its due date; 45 days overdue: 45 ଦିନ ଅବଧି ପାର / 45 दिन अवधि पार",
  },
  {
    english: /\bpending\b/i,
    or: "ବାକି",
    hi: "बाकी",
    note: "what is left unpaid of a bill",
  },
  {
    english: /\b(?:pay|paid|paying|payments?)\b/i,
    or: "ପେମେଣ୍ଟ",
    hi: "भुगतान",
    note: "paying and a payment: ପେମେଣ୍ଟ କରନ୍ତୁ / भुगतान करें",
  },
  {
    english: /\bUTR\b/,
    or: "UTR",
    hi: "UTR",
    note: "the 12-digit UPI reference, in Latin letters as the apps show it",
  },
  { english: /\breference\b/i, or: "ରେଫରେନ୍ସ", hi: "रेफ़रेंस", note: "a payment's reference" },
  { english: /\bbank\b/i, or: "ବ୍ୟାଙ୍କ", hi: "बैंक" },
  {
    english: /\bstatements?\b/i,
    or: "ଷ୍ଟେଟମେଣ୍ଟ",
    hi: "स्टेटमेंट",
    note: "a statement of account, as banks and distributors call it",
  },
  { english: /\bcredit limit/i, or: "କ୍ରେଡିଟ ସୀମା", hi: "क्रेडिट सीमा" },
  // Credit and held orders (round 4, awaiting review as all above).
  {
    english: /\bheld\b/i,
    or: "ଅଟକା",
    hi: "रोका",
    note: "an order held for credit until staff release it: ଅଟକା ଯାଇଛି / रोका गया",
  },
  // Returns (round 4, awaiting review as all above).
  {
    english: /\breturns?\b/i,
    or: "ଫେରସ୍ତ",
    hi: "वापसी",
    note: "goods sent back to the distributor (expiry, breakage): ଫେରସ୍ତ / वापसी; not the verb elsewhere",
    within: /^returns\./,
  },
  {
    english: /\bcredit notes?\b/i,
    or: "କ୍ରେଡିଟ ନୋଟ",
    hi: "क्रेडिट नोट",
    note: "the billing software's credit note, as the trade calls it",
  },
  { english: /\bbatch/i, or: "ବ୍ୟାଚ", hi: "बैच", note: "the batch number printed on a strip" },
  {
    english: /\bexpir/i,
    or: "ଏକ୍ସପାୟାରି",
    hi: "एक्सपायरी",
    note: "a medicine's expiry, as chemists say it (expired: ଏକ୍ସପାୟାରି ହୋଇଯାଇଛି / एक्सपायरी हो चुकी)",
    within: /^returns\./,
  },
  {
    english: /\bbreakage/i,
    or: "ଭଙ୍ଗା",
    hi: "टूट-फूट",
    note: "goods broken in transit",
  },
  { english: /\binvoices?\b/i, or: "ଇନଭଏସ", hi: "इनवॉइस", note: "the billing software's invoice" },
];
