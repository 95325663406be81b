import { chatRules, type ChatLinkKind, type ChatTopic } from "#shared/content/chat-rules.ts";
import type { ChatText } from "#shared/content/en/chat.ts";
import type { AccountText } from "#shared/content/en/account.ts";
import type { OrdersText } from "#shared/content/en/orders.ts";
import type { ProductsText } from "#shared/content/en/products.ts";
import { phoneHref, whatsappHref } from "#shared/phone-links.ts";
import { chatTextsPath, localePath, paths, type Locale } from "#shared/site-paths.ts";
import { fill, plural } from "#shared/text-format.ts";
import type { ChatItems, ChatLink } from "./chat-messages";
import type { FrameSite } from "#app/site/site-text.tsx";
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

/**
 * What the chat fetches on its first use, in the page's language, as the content version the page
 * shows publishes them: its own texts (filled in) and the words of its item cards.
 */
export type ChatTexts = { chat: ChatText; cards: ChatCardText };

/** The replies about the hours, timings and opening, each followed by the closures' lines. */
const hoursTopics = ["hours", "timing", "open"] as const satisfies readonly ChatTopic[];

export function withClosures(chat: ChatText, closed: readonly string[]): ChatText {
  if (!closed.length) return chat;
  const replies = { ...chat.replies };
  for (const topic of hoursTopics) replies[topic] = [replies[topic], ...closed].join("\n");
  return { ...chat, replies };
}

/**
 * The assistant in one language: its greeting, its reply to a visitor's text (whose buttons reach
 * the content's phone and WhatsApp) and the words of its item cards. Its texts are the owner's
 * content: fetched from the content version the page shows (`version`), so that a page loads
 * only its language's, only once the chat is opened, and a publish changes them. Rejects when
 * they cannot be fetched (offline, or a version no longer published).
 */
export async function chatIn(
  locale: Locale,
  site: ChatReach,
  version: string,
  lookUp: (query: string) => Promise<ChatItems>,
  /** The owner's closures not yet over, each a line ("Closed on 1 December 2026: Bandh"). */
  closed: readonly string[] = [],
) {
  const response = await fetch(chatTextsPath(version, locale));
  if (!response.ok) throw new Error(`The chat's texts answered ${response.status}`);
  const texts = (await response.json()) as ChatTexts;
  const chat = withClosures(texts.chat, closed);
  const { search } = texts.cards;
  return {
    greeting: chat.greeting,
    cards: texts.cards,
    reply: (text: string) => assistantReply(text, { chat, search, locale, site }, lookUp),
  };
}
