import { chatRules, type ChatLinkKind, type ChatTopic } from "#shared/content/chat-rules.ts";
import type { ChatText } from "#shared/content/en/chat.ts";
import { withFacts } from "#shared/content/fact-values.ts";
import { withLimits } from "#shared/content/limit-values.ts";
import type { AccountText } from "#shared/content/en/account.ts";
import type { OrdersText } from "#shared/content/en/orders.ts";
import type { ProductsText } from "#shared/content/en/products.ts";
import { phoneHref, whatsappHref } from "#shared/phone-links.ts";
import { localePath, paths, type Locale } from "#shared/site-paths.ts";
import { fill, plural } from "#shared/text-format.ts";
import type { ChatItems, ChatLink } from "./chat-messages";
import type { FrameSite } from "./site-text";
import { answerFor, chatIntent, chatTopic } from "./chat-intent";

export { chatTopic, normaliseChatText } from "./chat-intent";

/** The ways to reach a person that the chat's buttons offer: the content's phones and WhatsApp. */
export type ChatReach = Pick<FrameSite, "phones" | "whatsapp">;

/** Where each kind of link button goes, in the page's language. */
function linkHref(kind: ChatLinkKind, chat: ChatText, locale: Locale, site: ChatReach): string {
  if (kind === "call") return phoneHref(site.phones[0]);
  if (kind === "whatsapp") return whatsappHref(site.whatsapp, chat.whatsappText);
  return localePath(locale, paths[kind]);
}

/** A topic's scripted reply (the fallback without one), with its link buttons, in the page's language. */
function topicReply(
  topic: ChatTopic | undefined,
  chat: ChatText,
  locale: Locale,
  site: ChatReach,
): { reply: string; links: ChatLink[] } {
  const kinds: readonly ChatLinkKind[] = topic
    ? chatRules.find((rule) => rule.topic === topic)!.links
    : ["call", "whatsapp", "contact"];
  return {
    reply: topic ? chat.replies[topic] : chat.fallback,
    links: kinds.map((kind) => ({
      label: chat.links[kind],
      href: linkHref(kind, chat, locale, site),
    })),
  };
}

/** The scripted reply to a visitor's text, with its link buttons, in the page's language. */
export const scriptedReply = (text: string, chat: ChatText, locale: Locale, site: ChatReach) =>
  topicReply(chatTopic(text), chat, locale, site);

/** A reply: its words, its link buttons and, answering an item question, the items' cards. */
export type ChatReply = { reply: string; links: ChatLink[]; items?: ChatItems };

/** The Products page searching for `query` as it opens, in the page's language. */
export const searchHref = (locale: Locale, query: string) =>
  `${localePath(locale, paths.products)}?${new URLSearchParams({ q: query })}#medicines-heading`;

/**
 * The reply to a visitor's text (docs/product.md#chat-assistant): the cards of the items that
 * what is left of it, once its chat words are gone, names (`lookUp`), with the link to the whole
 * search and the buttons of a topic it also asks about; otherwise the scripted reply; and when
 * neither answers, that nothing was found, with the ways to ask a person.
 */
export async function assistantReply(
  text: string,
  {
    chat,
    search,
    locale,
    site,
  }: { chat: ChatText; search: ProductsText["search"]; locale: Locale; site: ChatReach },
  lookUp: (query: string) => Promise<ChatItems>,
): Promise<ChatReply> {
  const intent = chatIntent(text);
  // The search unreachable (offline, a server error): the scripted reply still answers.
  const found = intent.query ? await lookUp(intent.query).catch((): ChatItems => []) : [];
  const answer = answerFor(intent, found);
  if (answer.kind === "topic" || !answer.query) return topicReply(intent.topic, chat, locale, site);
  const { query } = answer;
  if (answer.kind === "fallback")
    return {
      reply: fill(chat.items.nothing, { query }),
      links: [
        { label: chat.links.call, href: linkHref("call", chat, locale, site) },
        {
          label: chat.links.whatsapp,
          href: whatsappHref(site.whatsapp, fill(search.askWhatsapp, { item: query })),
        },
      ],
    };
  return {
    reply: plural(locale, chat.items.found, answer.items.length, { query }),
    links: [
      { label: fill(chat.items.seeAll, { query }), href: searchHref(locale, query) },
      ...(answer.topic ? topicReply(answer.topic, chat, locale, site).links : []),
    ],
    items: answer.items,
  };
}

/** What the item cards say: the medicine search's own words, so a card reads like a result. */
export type ChatCardText = {
  search: ProductsText["search"];
  terms: AccountText["terms"] & { order: OrdersText["add"] };
  specialties: ProductsText["specialties"];
};

const scripts = {
  en: () =>
    Promise.all([
      import("#shared/content/en/chat.ts"),
      import("#shared/content/en/products.ts"),
      import("#shared/content/en/account.ts"),
      import("#shared/content/en/orders.ts"),
    ]),
  or: () =>
    Promise.all([
      import("#shared/content/or/chat.ts"),
      import("#shared/content/or/products.ts"),
      import("#shared/content/or/account.ts"),
      import("#shared/content/or/orders.ts"),
    ]),
  hi: () =>
    Promise.all([
      import("#shared/content/hi/chat.ts"),
      import("#shared/content/hi/products.ts"),
      import("#shared/content/hi/account.ts"),
      import("#shared/content/hi/orders.ts"),
    ]),
} satisfies Record<
  Locale,
  () => Promise<
    [
      { chat: ChatText },
      { products: ProductsText },
      { account: AccountText },
      { orders: OrdersText },
    ]
  >
>;

/** The replies about the hours, timings and opening, each followed by the closures' lines. */
const hoursTopics = ["hours", "timing", "open"] as const satisfies readonly ChatTopic[];

export function withClosures(chat: ChatText, closed: readonly string[]): ChatText {
  if (!closed.length) return chat;
  const replies = { ...chat.replies };
  for (const topic of hoursTopics) replies[topic] = [replies[topic], ...closed].join("\n");
  return { ...chat, replies };
}

/**
 * The assistant in one language: its greeting, its reply to a visitor's text (which quote the
 * content's facts, `site`, and the page's words for the hours, and whose buttons reach its phone
 * and WhatsApp) and the words of its item cards. Each language's words are modules of their own,
 * so a page loads only its language's, and only once the chat is opened.
 */
export async function chatIn(
  locale: Locale,
  site: FrameSite,
  words: { listOr: string; hours: string },
  lookUp: (query: string) => Promise<ChatItems>,
  /** The owner's closures not yet over, each a line ("Closed on 1 December 2026: Bandh"). */
  closed: readonly string[] = [],
) {
  const [script, { products }, { account }, { orders }] = await scripts[locale]();
  const chat = withClosures(
    withFacts(site, words.hours, withLimits(words.listOr, script.chat)),
    closed,
  );
  const cards: ChatCardText = {
    search: products.search,
    terms: { ...account.terms, order: orders.add },
    specialties: products.specialties,
  };
  return {
    greeting: chat.greeting,
    cards,
    reply: (text: string) =>
      assistantReply(text, { chat, search: products.search, locale, site }, lookUp),
  };
}
