// The languages' part of the site's paths, apart from the registry (./site-paths.ts re-exports
// it) and importing nothing: a small script (app/boot/) takes it without the registry's lists
// and the content they come with.

/** The home page (`paths.home`). */
const home = "/";

/**
 * The site's languages (docs/product.md#languages). English keeps the plain paths; Odia and
 * Hindi put their code in front of the English path: /or/about, /hi/contact/thank-you.
 */
export const locales = ["en", "or", "hi"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "en";

/** `<html lang>`, `hreflang` and Intl's locale of each language. */
export const htmlLang: Record<Locale, string> = { en: "en-IN", or: "or-IN", hi: "hi-IN" };

export const isLocale = (value: unknown): value is Locale =>
  (locales as readonly unknown[]).includes(value);

/** "/about" in Odia is "/or/about"; the Odia home page is "/or/". */
export function localePath(locale: Locale, path: string): string {
  if (locale === defaultLocale) return path;
  return path === home ? `/${locale}/` : `/${locale}${path}`;
}

/** The language a path is in: its first segment when that names a language, else English. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split("/")[1];
  return isLocale(first) && first !== defaultLocale ? first : defaultLocale;
}

/** The English path of any language's path: "/or/about" → "/about", "/hi" → "/", "/about/" → "/about". */
export function englishPath(pathname: string): string {
  const locale = localeOfPath(pathname);
  const path = locale === defaultLocale ? pathname : pathname.slice(locale.length + 1);
  return path.replace(/(.)\/$/, "$1") || home;
}
