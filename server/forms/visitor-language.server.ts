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

/**
 * Every sentence the server says to visitors, as the code writes it (in English, or as a form's
 * schema in the visitor's language words it, both from the shipped texts), to its place in a
 * language's texts.
 */
const sentences = new Map<string, (catalogue: SiteTexts) => string>();
for (const shipped of Object.values(texts))
  for (const [group, pick] of [
    [shipped.server.refusals, (t: SiteTexts) => t.server.refusals],
    [shipped.server.resume, (t: SiteTexts) => t.server.resume],
    [shipped.forms.validation, (t: SiteTexts) => t.forms.validation],
    [shipped.account.validation, (t: SiteTexts) => t.account.validation],
    [shipped.account.answers, (t: SiteTexts) => t.account.answers],
    [shipped.orderMail.answers, (t: SiteTexts) => t.orderMail.answers],
    [shipped.orderMessage.answers, (t: SiteTexts) => t.orderMessage.answers],
  ] as const)
    for (const [key, sentence] of Object.entries(group))
      if (!sentences.has(sentence))
        sentences.set(sentence, (t) => (pick(t) as Record<string, string>)[key]!);

/**
 * One of the server's sentences as the visitor's language says it in the published texts
 * (`published`, that language's): a sentence it does not know comes back as it is.
 */
export function sayIn(published: SiteTexts, sentence: string): string {
  return sentences.get(sentence)?.(published) ?? sentence;
}
