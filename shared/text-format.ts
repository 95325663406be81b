import { htmlLang, type Locale } from "#shared/site-paths.ts";
import { fill } from "./fill";

// Messages are data (they travel in the pages' data, so they cannot be functions): a message
// with a variable part names it in braces, "Showing {shown} of {total} companies", and a
// message that depends on a count has a form for each plural category of the language.

export type Plural = { one: string; other: string };

export { fill } from "./fill";

/** The same texts (strings, lists and records of them, at any depth) with `values` filled in. */
export function fillAll<Texts>(texts: Texts, values: Record<string, string | number>): Texts {
  if (typeof texts === "string") return fill(texts, values) as Texts;
  if (Array.isArray(texts)) return texts.map((text: unknown) => fillAll(text, values)) as Texts;
  if (texts && typeof texts === "object")
    return Object.fromEntries(
      Object.entries(texts).map(([key, text]) => [key, fillAll(text, values)]),
    ) as Texts;
  return texts;
}

/**
 * Alternatives as a language lists them, "PDF, DOC or DOCX", "PDF, DOC କିମ୍ବା DOCX", with that
 * language's word for "or" (its `common.listOr`): what Intl.ListFormat says in Node, written out
 * here because a browser may lack Odia's list data. The word comes from the page's own texts, so
 * a page's scripts carry no other language's words.
 */
export function anyOf(orWord: string, items: readonly string[]): string {
  if (items.length < 2) return items.join("");
  return `${items.slice(0, -1).join(", ")} ${orWord} ${items.at(-1)}`;
}

/** Each language's plural rules, made once: made per call, they cost more than the counting. */
const pluralRulesOf = new Map<Locale, Intl.PluralRules>();
function pluralRules(locale: Locale) {
  let rules = pluralRulesOf.get(locale);
  if (!rules) pluralRulesOf.set(locale, (rules = new Intl.PluralRules(htmlLang[locale])));
  return rules;
}

/** The form of a counted message for `count` in the language's plural rules, filled in. */
export function plural(
  locale: Locale,
  forms: Plural,
  count: number,
  values: Record<string, string | number> = {},
): string {
  const category = pluralRules(locale).select(count);
  return fill(category === "one" ? forms.one : forms.other, {
    count: formatNumber(count),
    ...values,
  });
}

/**
 * A number as all three languages write it on the web: Latin digits in Indian grouping,
 * 1,00,000. (Not through the page's locale: some browsers ship no Odia data and would write it
 * otherwise than the build did, and hydration would find the page changed.)
 */
const indianNumber = new Intl.NumberFormat("en-IN");
export const formatNumber = (value: number) => indianNumber.format(value);

/** A price as the trade writes it in all three languages: ₹1,250.50 (Latin digits, Indian grouping). */
const rupees = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR" });
export const formatRupees = (value: number) => rupees.format(value);

/**
 * The words before and after one {placeholder} of a message, for a message whose variable part
 * is an element rather than text (a number kept on one line, a star read out as words).
 */
export function around(message: string, placeholder: string): [string, string] {
  const [before = "", after = ""] = message.split(`{${placeholder}}`);
  return [before, after];
}
