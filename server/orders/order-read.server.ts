import { suppliedEstimate } from "#shared/order-terms.ts";
import type { AdminOrder, Order, OrderHold, OrderLine } from "#shared/schemas/orders.ts";
import type { Db } from "#server/db/database.server.ts";
import { groupRows } from "#server/db/list-queries.server.ts";
import { toRupees } from "#server/db/money.server.ts";
import type { OrderTable } from "#server/db/trade-tables.server.ts";

// Orders as the API answers them (shared/schemas/orders.ts), read from their three tables:
// one read for the orders, one for all their lines, one for all their histories.

/** A stored order with what staff alone see: its customer's id, export time, who took it and how. */
export type StoredOrder = Order &
  Pick<AdminOrder, "exportedAt" | "takenBy" | "channel"> & { customerId: string };

/** Why an order was held, in rupees, from its row; null when it was not. */
export const holdOf = (
  row: Pick<
    OrderTable,
    "hold_reason" | "hold_pending_paise" | "hold_limit_paise" | "hold_overdue_days"
  >,
): OrderHold | null =>
  row.hold_reason === null
    ? null
    : {
        reason: row.hold_reason,
        pending: toRupees(row.hold_pending_paise ?? 0),
        limit: toRupees(row.hold_limit_paise),
        overdueDays: row.hold_overdue_days ?? 0,
      };

/** The orders of these rows, with their lines and histories, in the rows' order. */
export async function withLines(db: Db, rows: OrderTable[]): Promise<StoredOrder[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [lines, events] = await Promise.all([
    db
      .selectFrom("order_lines")
      .selectAll()
      .where("order_id", "in", ids)
      .orderBy("order_id")
      .orderBy("position")
      .execute(),
    db
      .selectFrom("order_events")
      .select(["order_id", "status", "at"])
      .where("order_id", "in", ids)
      .orderBy("id")
      .execute(),
  ]);
  const linesOf = groupRows(
    lines,
    (line) => line.order_id,
    (line): OrderLine => ({
      itemId: line.item_id,
      name: line.name,
      manufacturer: line.manufacturer,
      pack: line.pack,
      code: line.code,
      quantity: line.quantity,
      free: line.free,
      rate: toRupees(line.rate_paise),
      scheme: line.scheme,
      gst: line.gst,
      amount: toRupees(line.amount_paise),
      availability: line.availability,
      supplied: line.supplied,
    }),
  );
  const historyOf = groupRows(
    events,
    (event) => event.order_id,
    ({ status, at }) => ({ status, at }),
  );
  return rows.map((row) => {
    const orderLines = linesOf.get(row.id) ?? [];
    const supplied = suppliedEstimate(orderLines);
    return {
      id: row.id,
      number: row.number,
      status: row.status,
      createdAt: row.created_at,
      note: row.note,
      staffNote: row.staff_note,
      lines: orderLines,
      total: toRupees(row.total_paise),
      gst: toRupees(row.gst_paise),
      suppliedTotal: supplied?.total ?? null,
      suppliedGst: supplied?.gst ?? null,
      history: historyOf.get(row.id) ?? [],
      hold: holdOf(row),
      placedByStaff: row.taken_by !== null,
      customerId: row.customer_id,
      exportedAt: row.exported_at,
      takenBy: row.taken_by,
      channel: row.channel,
    };
  });
}

/** One order by its id, whoever placed it (callers check that it is the asker's). */
export async function orderById(db: Db, id: string): Promise<StoredOrder | undefined> {
  const row = await db.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? (await withLines(db, [row]))[0] : undefined;
}

/** The API's order as its customer sees it: without what only the server and staff keep. */
export const customerView = ({
  customerId: _,
  exportedAt: __,
  takenBy: ___,
  channel: ____,
  ...order
}: StoredOrder): Order => order;

/** A customer's own orders, newest first, a page at a time. */
export async function ordersOf(db: Db, customerId: string, page: number, pageSize: number) {
  const [rows, counted] = await Promise.all([
    db
      .selectFrom("orders")
      .selectAll()
      .where("customer_id", "=", customerId)
      .orderBy("created_at", "desc")
      .orderBy("number", "desc")
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    db
      .selectFrom("orders")
      .select((eb) => eb.fn.countAll().as("n"))
      .where("customer_id", "=", customerId)
      .executeTakeFirstOrThrow(),
  ]);
  return { total: Number(counted.n), orders: await withLines(db, rows) };
}

/**
 * What placing answers (the customer's and the staff's alike): held or not, the order is placed,
 * and the answer says where it stands, why if held, and its estimate as stored.
 */
export async function placedAnswer(db: Db, placement: { id: string; number: number }) {
  const placed = await db
    .selectFrom("orders")
    .selectAll()
    .where("id", "=", placement.id)
    .executeTakeFirstOrThrow();
  return {
    success: true as const,
    id: placement.id,
    number: placement.number,
    status: placed.status,
    hold: holdOf(placed),
    total: toRupees(placed.total_paise),
    gst: toRupees(placed.gst_paise),
  };
}
