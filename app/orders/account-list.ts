import { apiRoutes, apiUrl } from "#shared/api/routes.ts";
import { apiSchemas } from "#shared/api/schemas.ts";
import { MAX_ITEM_QUANTITY, MAX_ORDER_LINES } from "#shared/limits.ts";
import type { AccountList } from "#shared/schemas/orders.ts";
import { forgetShop } from "#app/customers/account-session.ts";
import { getAnswer, SignedOut, UnexpectedAnswer, answerOf, callApi } from "#app/lib/api-client.ts";
import { keepOrderList } from "#app/catalogue/enquiry-list.ts";

// A signed-in customer's order list, which the server keeps (docs/product.md#orders): read, and
// saved whole. Every answer the server gives is kept on the device as ids and quantities, for
// the header's badge, never with a rate. It brings zod: only the account page's orders load it,
// and, on first use, what adds to the list (account-list-additions.ts).

/** A line as the list is saved: the item's id, and its name for a line without one. */
export type ListEntry = {
  itemId?: string;
  name: string;
  manufacturer?: string;
  pack?: string;
  quantity: number;
};

/** A line of the list (or of an order) as it is saved again. */
export const entryOf = (line: Omit<ListEntry, "itemId"> & { itemId?: string | null }) => ({
  itemId: line.itemId ?? undefined,
  name: line.name,
  manufacturer: line.manufacturer,
  pack: line.pack,
  quantity: line.quantity,
});

const normalised = (text = "") => text.toLowerCase().replace(/\s+/g, " ").trim();
/** The same item: by its id when both lines have one, else by name, company and pack. */
const sameItem = (a: ListEntry, b: ListEntry) =>
  a.itemId && b.itemId
    ? a.itemId === b.itemId
    : [a.name, a.manufacturer, a.pack].map(normalised).join("|") ===
      [b.name, b.manufacturer, b.pack].map(normalised).join("|");

/** `added` joined to `list`: an item already listed has the quantities added. */
export function mergeLines(list: ListEntry[], added: ListEntry[]): ListEntry[] {
  const merged = list.map((line) => ({ ...line }));
  for (const line of added) {
    const same = merged.find((listed) => sameItem(listed, line));
    if (same) same.quantity = Math.min(MAX_ITEM_QUANTITY, same.quantity + line.quantity);
    else merged.push({ ...line });
  }
  return merged.slice(0, MAX_ORDER_LINES);
}

/** Keeps the device's count in step with the list the server answered. */
function kept(list: AccountList) {
  keepOrderList(
    list.items.map((line) => ({ itemId: line.itemId ?? undefined, quantity: line.quantity })),
  );
  return list;
}

/** A 401: the session ended, so the device forgets the shop (the pages follow), and says so. */
function signedOut(): never {
  forgetShop();
  throw new SignedOut();
}

/** The list as the server prices it today. Throws SignedOut, or UnexpectedAnswer. */
export async function readList(): Promise<AccountList> {
  try {
    return kept(await getAnswer(apiUrl(apiRoutes.accountList), apiSchemas.accountList.response));
  } catch (error) {
    if (error instanceof SignedOut) signedOut();
    throw error;
  }
}

/** Saves the whole list; answers it as the server prices it. Throws as readList does. */
export async function saveList(lines: ListEntry[]): Promise<AccountList> {
  const response = await callApi(apiRoutes.saveAccountList, { body: { items: lines } });
  if (response.status === 401) signedOut();
  const answer = await answerOf(response, apiSchemas.saveAccountList.response);
  if (!response.ok || !answer) throw new UnexpectedAnswer(response.status);
  return kept(answer);
}
