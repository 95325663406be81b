// A chat message as the widget keeps it. Apart from the matcher (./chat.ts), which the widget
// loads with the page language's replies when the visitor first opens the chat.

export type ChatLink = { label: string; href: string };

export type ChatMessage = {
  id: string;
  text: string;
  sender: "bot" | "user";
  timestamp: number;
  links?: ChatLink[];
};

let sequence = 0;
export function createMessage(
  sender: ChatMessage["sender"],
  text: string,
  links?: ChatLink[],
): ChatMessage {
  sequence += 1;
  return { id: `${sender}-${Date.now()}-${sequence}`, text, sender, timestamp: Date.now(), links };
}
