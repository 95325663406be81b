import type { Context } from "hono";
import type { SiteTexts } from "#shared/content/text.ts";
import { texts } from "#shared/content/text.ts";
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

/** Every sentence the server says to visitors, from its English wording to its place in a catalogue. */
const sentences = new Map<string, (catalogue: SiteTexts) => string>();
for (const [group, pick] of [
  [texts.en.server.refusals, (t: SiteTexts) => t.server.refusals],
  [texts.en.server.resume, (t: SiteTexts) => t.server.resume],
  [texts.en.forms.validation, (t: SiteTexts) => t.forms.validation],
  [texts.en.account.validation, (t: SiteTexts) => t.account.validation],
  [texts.en.account.answers, (t: SiteTexts) => t.account.answers],
  [texts.en.orderMail.answers, (t: SiteTexts) => t.orderMail.answers],
] as const)
  for (const [key, english] of Object.entries(group))
    sentences.set(english, (t) => (pick(t) as Record<string, string>)[key]!);

/**
 * One of the server's sentences, which the code writes in English, in a visitor's language
 * (a sentence it does not know, or one already translated, comes back as it is).
 */
export function sayIn(locale: Locale, sentence: string): string {
  return sentences.get(sentence)?.(texts[locale]) ?? sentence;
}
