import type { Updateable } from "kysely";
import {
  canMoveOrder,
  canSetSupplied,
  orderStatusLabels,
  type AdminOrder,
  type AdminOrderQuery,
  type AdminOrderRow,
  type OrderStatus,
  type UpdateOrder,
  newOrderStatuses,
} from "#shared/schemas/orders.ts";
import { contains, onePage, type Page } from "#server/db/list-queries.server.ts";
import type { Db } from "#server/db/database.server.ts";
import { toRupees } from "#server/db/money.server.ts";
import type { CustomerTable, OrderTable } from "#server/db/trade-tables.server.ts";
import { customerContact } from "#server/customers/public.server.ts";
import { queueMail } from "#server/mail/queue.server.ts";
import { mostSupplied } from "#shared/order-terms.ts";
import { holdOf, orderById } from "./order-read.server";
import { mailsAboutOrders } from "./order-store.server";

// The staff's side of orders (docs/product.md#orders): the list with its filters and the count
// of new orders, one order with its customer, and what staff change on an order.

/** The customer an order came from, as staff see it. */
const orderCustomer = (row: CustomerTable): AdminOrder["customer"] => ({
  ...customerContact(row),
  address: row.address,
  gstin: row.gstin,
  drugLicence: row.drug_licence,
  locale: row.locale,
});

/** "1042", "Order 1042" or "#1042": the order number a search names, if any. */
const orderNumberIn = (q: string) => {
  const digits = /^(?:order\s*)?#?\s*(\d{1,9})$/i.exec(q)?.[1];
  return digits === undefined ? undefined : Number(digits);
};

function filtered(db: Db, query: AdminOrderQuery) {
  let select = db.selectFrom("orders").innerJoin("customers", "customers.id", "orders.customer_id");
  if (query.status) select = select.where("orders.status", "=", query.status);
  if (query.customer) select = select.where("orders.customer_id", "=", query.customer);
  if (query.q) {
    const number = orderNumberIn(query.q);
    select = select.where((eb) =>
      eb.or([
        ...(number === undefined ? [] : [eb("orders.number", "=", number)]),
        contains("customers.code", query.q),
        contains("customers.shop_name", query.q),
      ]),
    );
  }
  return select;
}

/** Orders held or received, not yet released, accepted or cancelled: the count beside "Orders". */
export async function newOrderCount(db: Db) {
  const { n } = await db
    .selectFrom("orders")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("status", "in", newOrderStatuses)
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** One page of the staff's list: held and received orders first, then newest first. */
export async function listOrders(
  db: Db,
  query: AdminOrderQuery,
): Promise<Page<AdminOrderRow> & { newCount: number }> {
  const [rows, count, newCount] = await Promise.all([
    filtered(db, query)
      .select((eb) => [
        "orders.id",
        "orders.number",
        "orders.status",
        "orders.created_at",
        "orders.total_paise",
        "orders.gst_paise",
        "orders.exported_at",
        "orders.hold_reason",
        "orders.hold_pending_paise",
        "orders.hold_limit_paise",
        "orders.hold_overdue_days",
        "customers.id as customer_id",
        "customers.code",
        "customers.shop_name",
        "customers.phone",
        eb
          .selectFrom("order_lines")
          .select((inner) => inner.fn.countAll<number>().as("n"))
          .whereRef("order_lines.order_id", "=", "orders.id")
          .as("line_count"),
      ])
      .orderBy((eb) =>
        eb.case().when("orders.status", "in", newOrderStatuses).then(0).else(1).end(),
      )
      .orderBy("orders.created_at", "desc")
      .orderBy("orders.id")
      .$call(onePage(query))
      .execute(),
    filtered(db, query)
      .select((eb) => eb.fn.countAll<number>().as("total"))
      .executeTakeFirstOrThrow(),
    newOrderCount(db),
  ]);
  return {
    total: Number(count.total),
    newCount,
    rows: rows.map((row) => ({
      id: row.id,
      number: row.number,
      status: row.status,
      createdAt: row.created_at,
      lineCount: Number(row.line_count),
      total: toRupees(row.total_paise),
      gst: toRupees(row.gst_paise),
      exportedAt: row.exported_at,
      customer: {
        id: row.customer_id,
        code: row.code,
        shopName: row.shop_name,
        phone: row.phone,
      },
      hold: holdOf(row),
    })),
  };
}

/** One order with its lines, history and customer, as staff see it. */
export async function adminOrder(db: Db, id: string): Promise<AdminOrder | undefined> {
  const stored = await orderById(db, id);
  if (!stored) return undefined;
  const { customerId, ...order } = stored;
  const customer = await db
    .selectFrom("customers")
    .selectAll()
    .where("id", "=", customerId)
    .executeTakeFirstOrThrow();
  return { ...order, customer: orderCustomer(customer) };
}

/**
 * What came of a change: done, no such order, refused (400: the status order never allows it),
 * or a conflict (409: it was allowed while the order was in a status it has since left, as when
 * two staff act on one order at once).
 */
export type OrderChange =
  | { outcome: "missing" }
  | { outcome: "refused"; error: string }
  | { outcome: "conflict"; error: string }
  | {
      outcome: "changed";
      number: number;
      moved?: { from: OrderStatus; to: OrderStatus };
      /** Whether the customer will be mailed of the move (they have an email). */
      mailed: boolean;
    };

const label = (status: OrderStatus) => orderStatusLabels[status].toLowerCase();

/**
 * Staff's change to an order, checked and written in one transaction: a status move (one step,
 * releasing a held order, or cancelling it from held, received or accepted, a held one with a note
 * saying why), supplied quantities by 0-based line index while the
 * order is accepted (0 to the quantity ordered), and the note to the customer. A move records the
 * status reached and queues the customer's mail with it; a note alone mails no one. The row is
 * updated only while it still has the status the checks read, so a change another member of
 * staff committed first turns this one into a conflict, never into a second move.
 */
export function changeOrder(db: Db, id: string, change: UpdateOrder): Promise<OrderChange> {
  return db.transaction().execute(async (trx): Promise<OrderChange> => {
    const order = await trx
      .selectFrom("orders")
      .innerJoin("customers", "customers.id", "orders.customer_id")
      .select([
        "orders.number",
        "orders.status",
        "customers.email",
        "customers.status as customerStatus",
      ])
      .where("orders.id", "=", id)
      .executeTakeFirst();
    if (!order) return { outcome: "missing" };
    const from = order.status;
    const reached = async () =>
      (
        await trx.selectFrom("order_events").select("status").where("order_id", "=", id).execute()
      ).map((event) => event.status);
    const movedOn = {
      outcome: "conflict",
      error: "Someone changed this order since it was opened. Reload it to see where it stands.",
    } as const;

    const to = change.status;
    if (to !== undefined && !canMoveOrder(from, to)) {
      if ((await reached()).some((earlier) => canMoveOrder(earlier, to))) return movedOn;
      return {
        outcome: "refused",
        error: `An order that is ${label(from)} cannot be moved to ${label(to)}.`,
      };
    }

    // A held order cancelled: the customer is told why, in the note their mail carries.
    if (from === "held" && to === "cancelled" && !change.note)
      return {
        outcome: "refused",
        error: "Say why the held order is cancelled, in the note: the customer reads it.",
      };

    const supplied = change.lines ?? [];
    if (supplied.length > 0) {
      if (!canSetSupplied(from)) {
        if ((await reached()).some(canSetSupplied)) return movedOn;
        return {
          outcome: "refused",
          error: "Supplied quantities can be set once the order is accepted.",
        };
      }
      const lines = new Map(
        (
          await trx
            .selectFrom("order_lines")
            .select(["position", "name", "quantity"])
            .where("order_id", "=", id)
            .execute()
        ).map((line) => [line.position, line]),
      );
      for (const { index, supplied: quantity } of supplied) {
        const line = lines.get(index);
        if (!line)
          return {
            outcome: "refused",
            error: `The order has ${lines.size} lines: there is no line ${index} (lines count from 0).`,
          };
        if (quantity > mostSupplied(line))
          return {
            outcome: "refused",
            error: `At most ${mostSupplied(line)} of ${line.name} can be supplied: the quantity ordered. Its free goods follow from what is supplied.`,
          };
      }
    }

    const at = new Date().toISOString();
    const set: Updateable<OrderTable> = { updated_at: at };
    if (to !== undefined) set.status = to;
    if (to === "accepted") set.accepted_at = at;
    if (change.note !== undefined) set.staff_note = change.note;
    const updated = await trx
      .updateTable("orders")
      .set(set)
      .where("id", "=", id)
      .where("status", "=", from)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return movedOn;

    for (const { index, supplied: quantity } of supplied)
      await trx
        .updateTable("order_lines")
        .set({ supplied: quantity })
        .where("order_id", "=", id)
        .where("position", "=", index)
        .execute();

    if (to === undefined) return { outcome: "changed", number: order.number, mailed: false };
    const event = await trx
      .insertInto("order_events")
      .values({ order_id: id, status: to, at })
      .returning("id")
      .executeTakeFirstOrThrow();
    const mailed = mailsAboutOrders({ status: order.customerStatus, email: order.email });
    if (mailed) await queueMail(trx, "order-status", String(event.id), at);
    return { outcome: "changed", number: order.number, moved: { from, to }, mailed };
  });
}
