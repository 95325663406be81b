import { valueAt, translations, type Translation } from "#app/content/admin/admin-content.ts";
import { inSectionOfItsOwn, type TextGroup } from "#app/content/admin/admin-content-places.ts";
import type { ContentDocument } from "#shared/content/document.ts";
import { isFixedEnglishText } from "#shared/content/fixed-texts.ts";

// The texts of the content editor's Texts section: which texts a group holds, which of their
// translations are missing or not reviewed yet, and which a filter and a search show.

/** Every text of a group, by its dotted path under `texts` (`home.hero.title`), in order. */
export function textsOf(english: ContentDocument["texts"]["en"], group: TextGroup) {
  const found: string[] = [];
  const walk = (path: string, value: unknown) => {
    if (inSectionOfItsOwn(path)) return;
    if (typeof value === "string") found.push(path);
    else if (Array.isArray(value)) value.forEach((entry, i) => walk(`${path}.${i}`, entry));
    else if (value && typeof value === "object")
      for (const [key, entry] of Object.entries(value)) walk(`${path}.${key}`, entry);
  };
  walk(group, english[group]);
  return found;
}

const textValue = (content: ContentDocument, locale: "en" | Translation, text: string) =>
  valueAt(content.texts[locale], text.split("."));

/** A translation left empty: the page shows the English there. */
export const isMissing = (content: ContentDocument, text: string, locale: Translation) =>
  !textValue(content, locale, text);

export const isReviewed = (content: ContentDocument, text: string, locale: Translation) =>
  content.reviewed[text]?.[locale] === true;

export type TextFilter = "all" | "missing" | "unreviewed";

/** Whether a text is shown under `filter` and `search` (in any language or its name). */
export function textMatches(
  content: ContentDocument,
  text: string,
  filter: TextFilter,
  search: string,
) {
  if (filter === "missing" && !translations.some((locale) => isMissing(content, text, locale)))
    return false;
  if (filter === "unreviewed" && translations.every((locale) => isReviewed(content, text, locale)))
    return false;
  const words = search.trim().toLocaleLowerCase();
  if (!words) return true;
  return [text, ...(["en", ...translations] as const).map((l) => textValue(content, l, text))]
    .map((value) => String(value ?? "").toLocaleLowerCase())
    .some((value) => value.includes(words));
}

/** How many translations of a group are missing, and how many are not reviewed. */
export function countsOf(content: ContentDocument, texts: readonly string[]) {
  let missing = 0;
  let unreviewed = 0;
  for (const text of texts)
    for (const locale of translations) {
      if (isMissing(content, text, locale)) missing++;
      if (!isReviewed(content, text, locale)) unreviewed++;
    }
  return { missing, unreviewed };
}

export { isFixedEnglishText };
