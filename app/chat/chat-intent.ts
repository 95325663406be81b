import { chatRules, type ChatTopic } from "#shared/content/chat-rules.ts";
import { chatFillers } from "#shared/content/chat-fillers.ts";
import { romanise } from "#shared/romanise.ts";

// What a visitor's message asks (docs/product.md#chat-assistant): an item of the catalogue, one of the
// scripted topics, or neither. Pure: the catalogue is asked through the function given, so the
// same answer is worked out in a test, in the browser and behind the server's route.

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
const fillers = new Set(chatFillers.map((word) => normaliseChatText(word).trim()));

/** The topic of the first rule, in script order, with a keyword contained in the text. */
export function chatTopic(text: string): ChatTopic | undefined {
  const normalised = normaliseChatText(text);
  return rules.find((rule) => rule.keywords.some((keyword) => normalised.includes(keyword)))?.topic;
}

/**
 * What is left of a message to look up in the catalogue: its words without every word a rule
 * keyword touches ("delivery" goes with "deliver", "dhanyawad" with "dhanya") and without the
 * filler words of shared/content/chat-fillers.ts, Odia and Devanagari words in Latin letters
 * (item names are English). Undefined when no word of 3 letters or more is left: "medicine
 * milega?" is the products question, "dolo 650 milega?" asks for "dolo 650".
 */
export function itemQuery(text: string): string | undefined {
  const normalised = normaliseChatText(text);
  const covered = new Uint8Array(normalised.length);
  for (const rule of rules)
    for (const keyword of rule.keywords)
      for (let at = normalised.indexOf(keyword); at >= 0; at = normalised.indexOf(keyword, at + 1))
        covered.fill(1, at, at + keyword.length);
  const words: string[] = [];
  for (const { 0: word, index } of normalised.matchAll(/[^ ]+/g))
    if (!covered.subarray(index, index + word.length).includes(1) && !fillers.has(word))
      words.push(romanise(word));
  return words.some((word) => /\p{L}{3}/u.test(word)) ? words.join(" ") : undefined;
}

/** The two readings of a message: what to look up, and the scripted topic. */
export type ChatIntent = { query: string | undefined; topic: ChatTopic | undefined };

export const chatIntent = (text: string): ChatIntent => ({
  query: itemQuery(text),
  topic: chatTopic(text),
});

/**
 * The assistant's answer: the items the lookup found (with the topic's link buttons when a
 * rule matched too), else the first matching rule's topic, else the fallback (with the query
 * that found nothing, if any, so the reply can say so).
 */
export type ChatAnswer<Item> =
  | { kind: "items"; query: string; items: Item[]; topic: ChatTopic | undefined }
  | { kind: "topic"; topic: ChatTopic }
  | { kind: "fallback"; query: string | undefined };

/** The answer once the lookup of `intent.query` (if any) has found `items`. */
export function answerFor<Item>(intent: ChatIntent, items: readonly Item[]): ChatAnswer<Item> {
  if (intent.query !== undefined && items.length > 0)
    return { kind: "items", query: intent.query, items: [...items], topic: intent.topic };
  if (intent.topic !== undefined) return { kind: "topic", topic: intent.topic };
  return { kind: "fallback", query: intent.query };
}

/** The answer to a message, the catalogue asked synchronously (a test, the static build). */
export function chatAnswer<Item>(
  text: string,
  strongMatches: (query: string) => readonly Item[],
): ChatAnswer<Item> {
  const intent = chatIntent(text);
  return answerFor(intent, intent.query === undefined ? [] : strongMatches(intent.query));
}
