import { AddToList, ItemSummary, TradeTerms } from "#app/catalogue/medicine-results.tsx";
import type { ChatCardText } from "#app/chat/chat.ts";
import type { ChatItems } from "#app/chat/chat-messages.ts";

/**
 * The chat's answer to an item question: each item as the medicine search shows it (the same
 * fields for the same visitor, a signed-in customer's terms included), with "Add to enquiry".
 */
export function ChatItemCards({ items, text }: { items: ChatItems; text: ChatCardText }) {
  return (
    <ul className="w-full space-y-2">
      {items.map((item) => (
        <li
          key={item.id}
          className="flex flex-col gap-2 rounded-xl bg-white p-3 ring-1 ring-slate-200"
        >
          <ItemSummary item={item} specialties={text.specialties} compact />
          <TradeTerms item={item} terms={text.terms} />
          <AddToList item={item} text={text.search} terms={text.terms} />
        </li>
      ))}
    </ul>
  );
}
