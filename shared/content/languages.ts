// The site's three languages as a visitor meets them (docs/product.md#languages).

import type { Locale } from "#shared/site-paths.ts";

/** Each language in its own script: the switcher shows them so, whatever the page's language. */
export const languageNames: Record<Locale, string> = {
  en: "English",
  or: "ଓଡ଼ିଆ",
  hi: "हिन्दी",
};

/** The languages' names in English, for the staff (notifications, the admin). */
export const languageNamesInEnglish: Record<Locale, string> = {
  en: "English",
  or: "Odia",
  hi: "Hindi",
};

/**
 * The offer shown once to a visitor whose browser prefers a language other than the page's
 * (or who chose one before), written in the language offered, since that is the one they read.
 */
export const languageOffers: Record<Locale, { text: string; accept: string; dismiss: string }> = {
  en: { text: "This page is also in English.", accept: "Read in English", dismiss: "No, thanks" },
  or: { text: "ଏହି ପୃଷ୍ଠାଟି ଓଡ଼ିଆରେ ମଧ୍ୟ ଅଛି।", accept: "ଓଡ଼ିଆରେ ପଢ଼ନ୍ତୁ", dismiss: "ନାହିଁ, ଧନ୍ୟବାଦ" },
  hi: { text: "यह पेज हिन्दी में भी है।", accept: "हिन्दी में पढ़ें", dismiss: "नहीं, धन्यवाद" },
};

/**
 * TRANSLATIONS AWAITING THE OWNER'S REVIEW. The Odia and Hindi texts were written for the
 * owner to check: until a fluent reader from the business has read a catalogue and corrected
 * it, it stays listed here, and the file itself says `reviewed = false` at its top. Once
 * checked, set `reviewed = true` in the file and take it off this list (a test keeps the two
 * in step). The glossary (./glossary.ts) has its own mark.
 */
const everyCatalogue = [
  "about",
  "account",
  "bills",
  "careers",
  "chat",
  "common",
  "contact",
  "forms",
  "home",
  "order-mail",
  "order-message",
  "orders",
  "privacy",
  "products",
  "returns",
  "server",
  "site-text",
];

export const awaitingReview: Record<Exclude<Locale, "en">, readonly string[]> = {
  or: everyCatalogue,
  hi: everyCatalogue,
};
