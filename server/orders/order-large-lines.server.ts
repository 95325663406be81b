import { sql } from "kysely";
import { USUAL_ORDERS } from "#shared/limits.ts";
import { largeLines } from "#shared/order-terms.ts";
import type { OrderableItem } from "#server/catalogue/public.server.ts";
import type { Db } from "#server/db/database.server.ts";

// The large lines of an order about to be placed (shared/order-terms.ts): each line's quantity
// against what the customer usually orders of that item.

/**
 * The quantities of each item in the customer's last USUAL_ORDERS orders holding it (not
 * cancelled), newest first: one read, ranked in the database.
 */
async function usualQuantities(db: Db, customerId: string, itemIds: string[]) {
  const usual = new Map<string, number[]>(itemIds.map((id) => [id, []]));
  if (itemIds.length === 0) return usual;
  const { rows } = await sql<{ item_id: string; quantity: number }>`
    select item_id, quantity from (
      select l.item_id, l.quantity, row_number() over (
        partition by l.item_id order by o.created_at desc, o.number desc) as n
      from order_lines l join orders o on o.id = l.order_id
      where o.customer_id = ${customerId} and o.status <> 'cancelled'
        and l.item_id in (${sql.join(itemIds)})
    ) ranked where n <= ${USUAL_ORDERS} order by item_id, n`.execute(db);
  for (const row of rows) usual.get(row.item_id)?.push(Number(row.quantity));
  return usual;
}

/** The large lines of an order about to be placed, indexed as the customer posted them. */
export async function largeLinesOf(
  db: Db,
  customerId: string,
  items: { itemId: string; quantity: number; item: OrderableItem }[],
  /** The lines as posted: a line's index is its place here. */
  posted: readonly { itemId: string | null }[],
) {
  const usual = await usualQuantities(
    db,
    customerId,
    items.map((line) => line.itemId),
  );
  return largeLines(
    items.map(({ itemId, quantity, item }) => ({
      index: posted.findIndex((line) => line.itemId === itemId),
      quantity,
      rate: item.rate,
      scheme: item.scheme,
      gst: item.gst,
      usual: usual.get(itemId) ?? [],
    })),
  );
}
