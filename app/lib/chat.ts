import { chatRules, type ChatLinkKind, type ChatTopic } from "#shared/content/chat-rules.ts";
import type { ChatText } from "#shared/content/en/chat.ts";
import { withLimits } from "#shared/content/limit-values.ts";
import { site } from "#shared/content/site.ts";
import { phoneHref, whatsappHref } from "#shared/phone-links.ts";
import { localePath, paths, type Locale } from "#shared/site-paths.ts";
import type { ChatLink } from "./chat-messages";

/**
 * Text as the matcher compares it: compatibility forms folded (NFKC: full-width letters,
 * ligatures), accents on Latin letters dropped ("Hélló" is "hello"), lower-cased. Odia and
 * Devanagari vowel signs, viramas and nuktas are marks too, but they are part of the word
 * ("नमस्ते", "ଔଷଧ"), so they stay. Zero-width joiners, which some keyboards put inside Indic
 * words, go.
 */
function fold(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/(\p{Script=Latin})\p{M}+/gu, "$1")
    .normalize("NFKC")
    .replace(/[\u200B-\u200D\u2060\uFEFF]/g, "")
    .toLowerCase();
}

/**
 * Folded, every run of characters that are not letters, marks or digits made one space, and
 * padded: so " hi " matches the word "hi" but not "which".
 */
export function normaliseChatText(text: string): string {
  return ` ${fold(text)
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, " ")
    .trim()} `;
}

// Keywords are folded the same way once, so "फ़ोन" matches however its nukta was typed.
const rules = chatRules.map((rule) => ({ ...rule, keywords: rule.keywords.map(fold) }));

/** The topic of the first rule, in script order, with a keyword contained in the text. */
export function chatTopic(text: string): ChatTopic | undefined {
  const normalised = normaliseChatText(text);
  return rules.find((rule) => rule.keywords.some((keyword) => normalised.includes(keyword)))?.topic;
}

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
    ? rules.find((rule) => rule.topic === topic)!.links
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
