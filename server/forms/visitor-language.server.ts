import type { Context } from "hono";
import { isLocale, localeOfPath, type Locale } from "#shared/site-paths.ts";

// The server answers a visitor in the language of the page their form was on: the form's own
// `locale` field once the body is read, before that the page it was posted from. It never
// guesses from Accept-Language, and never redirects by language (docs/product.md#languages).

/** The language of the page a request came from (its Referer), English when unknown. */
export function refererLocale(c: Context): Locale {
  try {
    return localeOfPath(new URL(c.req.header("referer") ?? "").pathname);
  } catch {
    return "en";
  }
}

/** The language a form names, if it names one the site speaks. */
export function formLocale(input: unknown): Locale | undefined {
  const locale = (input as { locale?: unknown } | null)?.locale;
  return isLocale(locale) ? locale : undefined;
}
