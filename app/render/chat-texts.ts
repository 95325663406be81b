// The chat's texts, one file per language beside the pages of a content version: the chat
// fetches its language's on first use (app/chat/chat.ts), so that they stay out of every page and
// of the scripts, and a publish, which names a new version, changes them.
import type { ChatTexts } from "#app/chat/chat.ts";
import type { SiteTexts } from "#shared/content/text.ts";
import { chatTextsPath, locales, type Locale } from "#shared/site-paths.ts";

/** One language's chat texts as shown: its replies, and its item cards' words (the search's). */
export const chatTexts = ({ chat, products, account, orders }: SiteTexts): ChatTexts => ({
  chat,
  cards: {
    search: products.search,
    terms: { ...account.terms, order: orders.add },
    specialties: products.specialties,
  },
});

/** Each language's chat texts of `version`, as JSON, by URL path. */
export const chatTextsFiles = ({
  version,
  texts,
}: {
  version: string;
  texts: Record<Locale, SiteTexts>;
}) =>
  new Map(
    locales.map((locale) => [
      chatTextsPath(version, locale),
      JSON.stringify(chatTexts(texts[locale])),
    ]),
  );
