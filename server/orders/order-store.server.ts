import { createHash, randomUUID } from "node:crypto";
import { MAX_ITEM_QUANTITY, ORDER_IDEMPOTENCY_MS } from "#shared/limits.ts";
import { freeQuantity, lineAmount, orderEstimate, type LargeLine } from "#shared/order-terms.ts";
import type { OrderChannel, PlaceOrder } from "#shared/schemas/orders.ts";
import type { CatalogueSearch, OrderableItem } from "#server/catalogue/public.server.ts";
import { isUniqueViolation, type DatabaseHandle, type Db } from "#server/db/database.server.ts";
import { toPaise } from "#server/db/money.server.ts";
import { hitRateLimit, submissionLimits, undoHit } from "#server/http/rate-limit.server.ts";
import type { SentenceKey } from "#server/forms/refusal.server.ts";
import { queueMail } from "#server/mail/queue.server.ts";
import type { CreditCheck, CreditHold } from "./credit-check.server";
import { lockCustomer } from "./list-store.server";
import { largeLinesOf } from "./order-large-lines.server";

// Placing an order (docs/product.md#orders): stored whole, with its number, its first status
// and its mails, in one transaction before the answer; a repeat of the placing page's key
// places nothing; and orders are kept as business records for ORDER_RETENTION_YEARS.

/** A line as posted: an item's stable id (null: a list line whose item was never found). */
export type OrderRequestLine = { itemId: string | null; quantity: number };
/**
 * An order as placed: the body `POST /api/orders` parses (its schema's fields reach the store
 * as they are), its lines from the body or, without JavaScript, from the list kept here.
 */
export type OrderRequest = Omit<PlaceOrder, "items"> & { items: OrderRequestLine[] };
export type LineError = { index: number; itemId: string; message: SentenceKey };

export type Placement =
  /** Stored now (held when it broke the credit rules), or the order the same key placed earlier. */
  | { outcome: "placed"; id: string; number: number; hold: CreditHold | null }
  | { outcome: "repeat"; id: string; number: number }
  /** The key placed an order with other lines or another note. */
  | { outcome: "conflict" }
  | { outcome: "unknown-items"; errors: LineError[] }
  /** Large lines to confirm (`index` as posted), and nothing placed. */
  | { outcome: "needs-confirm"; lines: LargeLine[] }
  | { outcome: "too-many"; retryAfterSeconds: number };

/** Who placed an order: the customer (under the hourly limit, or not), or staff for them. */
export type PlacedBy = {
  /** The hourly limit applies (a customer's own order, unless RATE_LIMIT=off). */
  rateLimited: boolean;
  /**
   * Staff took the order for the customer: large lines are not asked about, and the order
   * list the customer keeps is left as it is (the order was not made from it).
   */
  takenBy?: { email: string; channel: OrderChannel };
  /** Whether the customer's credit lets the order go as it is (else it is placed held). */
  creditCheck: CreditCheck;
};

/** Whether a customer is mailed about their orders: only an active one, with an address. */
export const mailsAboutOrders = (customer: { status: string; email: string }) =>
  customer.status === "active" && customer.email.trim() !== "";

/** Lines naming the same item added together (in the order first named), up to the cap. */
function mergeLines(lines: { itemId: string; quantity: number }[]) {
  const merged = new Map<string, number>();
  for (const { itemId, quantity } of lines)
    merged.set(itemId, Math.min(MAX_ITEM_QUANTITY, (merged.get(itemId) ?? 0) + quantity));
  return [...merged].map(([itemId, quantity]) => ({ itemId, quantity }));
}

/** What a repeat must match: the lines (in any order) and the note. */
const requestHash = (lines: { itemId: string; quantity: number }[], note: string) =>
  createHash("sha256")
    .update(
      JSON.stringify({
        items: lines
          .map((line) => [line.itemId, line.quantity])
          .sort(([a], [b]) => String(a).localeCompare(String(b))),
        note,
      }),
    )
    .digest("hex");

/** The order a key placed in the last 24 hours, if any. */
export function orderByKey(db: Db, customerId: string, key: string, now = Date.now()) {
  return db
    .selectFrom("orders")
    .select(["id", "number", "request_hash"])
    .where("customer_id", "=", customerId)
    .where("idempotency_key", "=", key)
    .where("created_at", ">=", new Date(now - ORDER_IDEMPOTENCY_MS).toISOString())
    .executeTakeFirst();
}

const answerRepeat = (
  earlier: { id: string; number: number; request_hash: string },
  hash: string,
): Placement =>
  earlier.request_hash === hash
    ? { outcome: "repeat", id: earlier.id, number: earlier.number }
    : { outcome: "conflict" };

/**
 * Places an order for a customer: every order, the customer's own or one staff took for them,
 * is placed here. Lines whose item is not in the live catalogue refuse it, one error each;
 * out-of-stock and unpriced lines are placed, and marked. A customer may place ORDERS_PER_HOUR
 * orders an hour (`rateLimited`); a repeat of a key does not count. An order the credit check
 * holds is placed all the same, `held`.
 */
export async function placeOrder(
  database: Pick<DatabaseHandle, "db" | "dialect">,
  catalogue: CatalogueSearch,
  customerId: string,
  request: OrderRequest,
  { rateLimited, takenBy, creditCheck }: PlacedBy,
): Promise<Placement> {
  const { db } = database;
  const now = Date.now();
  const key = request.idempotencyKey;
  const errors: LineError[] = [];
  const found: { itemId: string; quantity: number }[] = [];
  request.items.forEach((line, index) => {
    if (line.itemId && catalogue.orderable(line.itemId))
      found.push({ itemId: line.itemId, quantity: line.quantity });
    else
      errors.push({
        index,
        itemId: line.itemId ?? "",
        message: "orderMail.answers.lineNotInCatalogue",
      });
  });
  const lines = mergeLines(found);
  // Of the lines as posted, so that a retry matches whatever the catalogue became meanwhile.
  const hash = requestHash(
    mergeLines(request.items.map((line) => ({ ...line, itemId: line.itemId ?? "" }))),
    request.note,
  );

  if (key) {
    const earlier = await orderByKey(db, customerId, key, now);
    if (earlier) return answerRepeat(earlier, hash);
  }
  if (errors.length) return { outcome: "unknown-items", errors };
  // The terms of this moment: the catalogue may be republished while the order is stored.
  const items = lines.map((line) => ({ ...line, item: catalogue.orderable(line.itemId)! }));
  if (!request.confirmLarge && !takenBy) {
    const large = await largeLinesOf(db, customerId, items, request.items);
    if (large.length) return { outcome: "needs-confirm", lines: large };
  }

  const rule = submissionLimits.orders;
  if (rateLimited) {
    const verdict = await hitRateLimit(db, rule, customerId, now);
    if (!verdict.allowed) {
      await undoHit(db, rule, customerId, now);
      return { outcome: "too-many", retryAfterSeconds: verdict.retryAfterSeconds };
    }
  }
  let placed = false;
  try {
    const order = await storeOrder(database, creditCheck, customerId, items, {
      note: request.note,
      key,
      hash,
      now,
      takenBy,
    });
    placed = true;
    return { outcome: "placed", ...order };
  } catch (error) {
    if (!key || !isUniqueViolation(error)) throw error;
    // The same key, posted twice at once: the other post placed it.
    const earlier = await orderByKey(db, customerId, key, now);
    if (!earlier) throw error;
    return answerRepeat(earlier, hash);
  } finally {
    if (rateLimited && !placed) await undoHit(db, rule, customerId, now);
  }
}

function storeOrder(
  { db, dialect }: Pick<DatabaseHandle, "db" | "dialect">,
  creditCheck: CreditCheck,
  customerId: string,
  items: { itemId: string; quantity: number; item: OrderableItem }[],
  {
    note,
    key,
    hash,
    now,
    takenBy,
  }: {
    note: string;
    key: string | undefined;
    hash: string;
    now: number;
    takenBy: PlacedBy["takenBy"];
  },
) {
  const at = new Date(now).toISOString();
  const lines = items.map(({ quantity, item }, position) => {
    const amount = lineAmount(item.rate, quantity, item.scheme);
    return {
      position,
      item_id: item.id,
      name: item.name,
      manufacturer: item.manufacturer,
      pack: item.pack,
      code: item.code,
      quantity,
      free: freeQuantity(item.scheme, quantity),
      rate_paise: item.rate === null ? null : toPaise(item.rate),
      scheme: item.scheme,
      gst: item.gst,
      amount_paise: amount === null ? null : toPaise(amount),
      availability: item.availability,
      supplied: null,
    };
  });
  const estimate = orderEstimate(
    items.map(({ quantity, item }) => ({
      quantity,
      rate: item.rate,
      scheme: item.scheme,
      gst: item.gst,
    })),
  );
  return db.transaction().execute(async (trx) => {
    // First, so that the list is not changed between this order and its emptying.
    await lockCustomer(trx, dialect, customerId);
    // A key older than 24 hours is free again: the order it placed keeps no key.
    if (key)
      await trx
        .updateTable("orders")
        .set({ idempotency_key: null })
        .where("customer_id", "=", customerId)
        .where("idempotency_key", "=", key)
        .where("created_at", "<", new Date(now - ORDER_IDEMPOTENCY_MS).toISOString())
        .execute();
    // After the lock: an order placed at the same moment is counted in what is owed.
    const hold = await creditCheck(
      trx,
      customerId,
      toPaise(estimate.total) + toPaise(estimate.gst),
    );
    const status = hold ? "held" : "received";
    const { number } = await trx
      .insertInto("order_numbers")
      .values({ taken_at: at })
      .returning("number")
      .executeTakeFirstOrThrow();
    const id = randomUUID();
    await trx
      .insertInto("orders")
      .values({
        id,
        number,
        customer_id: customerId,
        status,
        note,
        staff_note: "",
        total_paise: toPaise(estimate.total),
        gst_paise: toPaise(estimate.gst),
        idempotency_key: key ?? null,
        request_hash: hash,
        created_at: at,
        updated_at: at,
        accepted_at: null,
        exported_at: null,
        hold_reason: hold?.reason ?? null,
        hold_pending_paise: hold?.pending ?? null,
        hold_limit_paise: hold?.limit ?? null,
        hold_overdue_days: hold?.overdueDays ?? null,
        taken_by: takenBy?.email ?? null,
        channel: takenBy?.channel ?? null,
      })
      .execute();
    await trx
      .insertInto("order_lines")
      .values(lines.map((line) => ({ ...line, order_id: id })))
      .execute();
    await trx.insertInto("order_events").values({ order_id: id, status, at }).execute();
    await queueMail(trx, "order", id, at);
    const customer = await trx
      .selectFrom("customers")
      .select(["status", "email"])
      .where("id", "=", customerId)
      .executeTakeFirstOrThrow();
    if (mailsAboutOrders(customer)) await queueMail(trx, "order-received", id, at);
    // Placed: the list it was made from is done with.
    if (!takenBy)
      await trx.deleteFrom("customer_list_items").where("customer_id", "=", customerId).execute();
    return { id, number, hold };
  });
}
