import { chatRules, type ChatLinkKind } from "#shared/content/chat-rules.ts";
import type { ChatText } from "#shared/content/en/chat.ts";
import { withLimits } from "#shared/content/limit-values.ts";
import { site } from "#shared/content/site.ts";
import { phoneHref, whatsappHref } from "#shared/phone-links.ts";
import { localePath, paths, type Locale } from "#shared/site-paths.ts";
import type { ChatLink } from "./chat-messages";
import { chatTopic } from "./chat-intent";

export { chatTopic, normaliseChatText } from "./chat-intent";

/** Where each kind of link button goes, in the page's language. */
function linkHref(kind: ChatLinkKind, chat: ChatText, locale: Locale): string {
  if (kind === "call") return phoneHref(site.phones[0]);
  if (kind === "whatsapp") return whatsappHref(site.whatsapp, chat.whatsappText);
  return localePath(locale, paths[kind]);
}

/** The scripted reply to a visitor's text, with its link buttons, in the page's language. */
export function scriptedReply(
  text: string,
  chat: ChatText,
  locale: Locale,
): { reply: string; links: ChatLink[] } {
  const topic = chatTopic(text);
  const kinds: readonly ChatLinkKind[] = topic
    ? chatRules.find((rule) => rule.topic === topic)!.links
    : ["call", "whatsapp", "contact"];
  return {
    reply: topic ? chat.replies[topic] : chat.fallback,
    links: kinds.map((kind) => ({ label: chat.links[kind], href: linkHref(kind, chat, locale) })),
  };
}

const scripts = {
  en: () => import("#shared/content/en/chat.ts"),
  or: () => import("#shared/content/or/chat.ts"),
  hi: () => import("#shared/content/hi/chat.ts"),
} satisfies Record<Locale, () => Promise<{ chat: ChatText }>>;

/**
 * The assistant in one language: its greeting, and its reply to a visitor's text. Each
 * language's words are a module of their own, so a page loads only its language's.
 */
export async function chatIn(locale: Locale, listOr: string) {
  const chat = withLimits(listOr, (await scripts[locale]()).chat);
  return { greeting: chat.greeting, reply: (text: string) => scriptedReply(text, chat, locale) };
}
