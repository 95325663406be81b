// A chat message as the widget keeps it. Apart from the matcher (./chat.ts), which the widget
// loads with the page language's replies when the visitor first opens the chat.

import type { CatalogueAnswer } from "#shared/schemas/catalogue-items.ts";

export type ChatLink = { label: string; href: string };

/** Items from the catalogue, shown as cards under a reply (a signed-in customer's with terms). */
export type ChatItems = CatalogueAnswer["items"];

export type ChatMessage = {
  id: string;
  text: string;
  sender: "bot" | "user";
  timestamp: number;
  links?: ChatLink[];
  items?: ChatItems;
};

let sequence = 0;
export function createMessage(
  sender: ChatMessage["sender"],
  text: string,
  links?: ChatLink[],
  items?: ChatItems,
): ChatMessage {
  sequence += 1;
  const id = `${sender}-${Date.now()}-${sequence}`;
  return { id, text, sender, timestamp: Date.now(), links, items };
}
