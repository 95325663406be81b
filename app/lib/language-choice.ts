import { isLocale, type Locale } from "#shared/site-paths.ts";

// The visitor's language, as far as the browser knows it. It acts in the browser only: it
// decides what the language offer proposes; the server never redirects by language
// (docs/product.md#languages), so crawlers and shared phones always get the page they asked for.

const CHOSEN = "language";
const OFFERED = "language-offered";
const DECLINED = "language-declined";

/** Storage can be off (private mode, a strict browser): then nothing is remembered. */
function attempt<T>(action: () => T): T | undefined {
  try {
    return action();
  } catch {
    return undefined;
  }
}

/** Remembers the language the visitor picked in the switcher or the offer. */
export function rememberLanguage(locale: Locale) {
  attempt(() => localStorage.setItem(CHOSEN, locale));
}

/** The first of the browser's preferred languages the site speaks, if it is Odia or Hindi. */
function browserPrefers(languages: readonly string[]): Locale | undefined {
  for (const tag of languages) {
    const language = tag.toLowerCase().split("-")[0];
    if (language === "en") return undefined;
    if (isLocale(language)) return language;
  }
  return undefined;
}

/**
 * The language to offer on a page in `pageLocale`, if any: the one the visitor chose before
 * (until they decline it for this visit), else, once ever, the one their browser prefers.
 */
export function languageToOffer(pageLocale: Locale): Locale | undefined {
  const chosen = attempt(() => localStorage.getItem(CHOSEN));
  if (isLocale(chosen))
    return chosen !== pageLocale && !attempt(() => sessionStorage.getItem(DECLINED))
      ? chosen
      : undefined;
  if (attempt(() => localStorage.getItem(OFFERED))) return undefined;
  const preferred = browserPrefers(navigator.languages);
  if (!preferred || preferred === pageLocale) return undefined;
  attempt(() => localStorage.setItem(OFFERED, "1"));
  return preferred;
}

/** The visitor said no to the offer: not again during this visit. */
export function declineOffer() {
  attempt(() => sessionStorage.setItem(DECLINED, "1"));
}
