import { chatDefaultReply, chatRules, type ChatLink } from "#app/content/chat-script.ts";

export type ChatMessage = {
  id: string;
  text: string;
  sender: "bot" | "user";
  timestamp: number;
  links?: ChatLink[];
};

/** Lower-case, punctuation to spaces, padded: so " hi " matches the word "hi" but not "which". */
export function normaliseChatText(text: string): string {
  return ` ${text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()} `;
}

/** The scripted reply: the first rule, in script order, with a keyword contained in the text. */
export function scriptedReply(text: string): { reply: string; links: ChatLink[] } {
  const normalised = normaliseChatText(text);
  const rule = chatRules.find((candidate) =>
    candidate.keywords.some((keyword) => normalised.includes(keyword)),
  );
  return rule ? { reply: rule.reply, links: rule.links ?? [] } : chatDefaultReply;
}

let sequence = 0;
export function createMessage(
  sender: ChatMessage["sender"],
  text: string,
  links?: ChatLink[],
): ChatMessage {
  sequence += 1;
  return { id: `${sender}-${Date.now()}-${sequence}`, text, sender, timestamp: Date.now(), links };
}
