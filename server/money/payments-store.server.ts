import { randomUUID } from "node:crypto";
import { contains } from "#server/db/list-queries.server.ts";
import { isUniqueViolation, type Db } from "#server/db/database.server.ts";
import { queueMail } from "#server/mail/queue.server.ts";
import type { PaymentMode, PaymentStatus } from "#shared/schemas/money.ts";
import type { StoredPayment } from "./bill-figures.server";

// The payments customers report (docs/product.md#bills-and-payments), for staff to confirm
// against the bank statement or reject with a reason. Each is against the bills it names, or
// the oldest still due; the company hears of each, and the customer of staff's answer, through
// the outbox in the same transaction.
// A reference (UTR) is held once, unless every earlier report of it was rejected: the
// database's own index refuses a second.

/** Thrown when the reference is another live report's (the index refused it). */
export class ReferenceTaken extends Error {}

/** Whether a reference is held by a report that was not rejected. */
export async function referenceHeld(db: Db, reference: string) {
  const held = await db
    .selectFrom("payments")
    .select("id")
    .where("reference", "=", reference)
    .where("status", "<>", "rejected")
    .executeTakeFirst();
  return held !== undefined;
}

export async function storePayment(
  db: Db,
  payment: {
    customerId: string;
    mode: PaymentMode;
    reference: string;
    amount: number;
    paidOn: string;
    bills: { billNo: string; amount: number }[];
  },
) {
  const id = randomUUID();
  const at = new Date().toISOString();
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto("payments")
        .values({
          id,
          customer_id: payment.customerId,
          mode: payment.mode,
          reference: payment.reference,
          amount_paise: payment.amount,
          paid_on: payment.paidOn,
          status: "reported",
          reported_at: at,
        })
        .execute();
      if (payment.bills.length)
        await trx
          .insertInto("payment_bills")
          .values(
            payment.bills.map((bill, position) => ({
              payment_id: id,
              position,
              bill_no: bill.billNo,
              amount_paise: bill.amount,
            })),
          )
          .execute();
      await queueMail(trx, "payment-reported", id, at);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ReferenceTaken();
    throw error;
  }
  return id;
}

const paymentColumns = [
  "payments.id",
  "payments.customer_id",
  "payments.status",
  "payments.mode",
  "payments.reference",
  "payments.amount_paise",
  "payments.paid_on",
  "payments.reason",
  "payments.reported_at",
  "payments.decided_at",
  "payments.decided_by",
  "payments.exported_at",
] as const;

type PaymentRow = {
  id: string;
  customer_id: string;
  status: PaymentStatus;
  mode: PaymentMode;
  reference: string;
  amount_paise: number;
  paid_on: string;
  reason: string;
  reported_at: string;
  decided_at: string | null;
  decided_by: string | null;
  exported_at: string | null;
};

/** Payments with the bills each is against, in the rows' order. */
async function withBills<Row extends PaymentRow>(db: Db, rows: Row[]) {
  const ids = rows.map((row) => row.id);
  const parts = ids.length
    ? await db
        .selectFrom("payment_bills")
        .select(["payment_id", "bill_no", "amount_paise"])
        .where("payment_id", "in", ids)
        .orderBy("payment_id")
        .orderBy("position")
        .execute()
    : [];
  return rows.map((row) => ({
    row,
    payment: {
      id: row.id,
      status: row.status,
      mode: row.mode,
      reference: row.reference,
      amount: row.amount_paise,
      paidOn: row.paid_on,
      reason: row.reason,
      reportedAt: row.reported_at,
      bills: parts
        .filter((part) => part.payment_id === row.id)
        .map((part) => ({ billNo: part.bill_no, amount: part.amount_paise })),
    } satisfies StoredPayment,
  }));
}

/** Payments of one status for staff, newest first, with each customer's shop and code. */
export async function listPayments(
  db: Db,
  query: { status: PaymentStatus; page: number; pageSize: number; q?: string },
) {
  let filtered = db
    .selectFrom("payments")
    .innerJoin("customers", "customers.id", "payments.customer_id")
    .where("payments.status", "=", query.status);
  if (query.q) {
    const q = query.q;
    filtered = filtered.where((eb) =>
      eb.or(
        ["customers.shop_name", "customers.code", "payments.reference"].map((column) =>
          contains(column, q),
        ),
      ),
    );
  }
  const [{ n }, rows] = await Promise.all([
    filtered.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
    filtered
      .select([...paymentColumns, "customers.shop_name", "customers.code"])
      .orderBy(query.status === "reported" ? "payments.reported_at" : "payments.decided_at", "desc")
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
  ]);
  return { total: Number(n), rows: await withBills(db, rows) };
}

/**
 * Staff's answer to a reported payment: confirmed, or rejected with a reason. Undefined when
 * there is no such payment; "answered" when it was answered before.
 */
export async function decidePayment(
  db: Db,
  id: string,
  decision: { status: "confirmed" | "rejected"; reason: string; by: string },
) {
  return db.transaction().execute(async (trx) => {
    const found = await trx
      .selectFrom("payments")
      .select(["status", "customer_id"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!found) return undefined;
    const at = new Date().toISOString();
    const changed = await trx
      .updateTable("payments")
      .set({
        status: decision.status,
        reason: decision.status === "rejected" ? decision.reason : "",
        decided_at: at,
        decided_by: decision.by,
      })
      .where("id", "=", id)
      .where("status", "=", "reported")
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) return "answered" as const;
    await queueMail(trx, "payment-decided", id, at);
    return { customerId: found.customer_id };
  });
}

/** A customer's payments, newest first. */
export async function paymentsOf(db: Db, customerId: string): Promise<StoredPayment[]> {
  const rows = await db
    .selectFrom("payments")
    .select(paymentColumns)
    .where("customer_id", "=", customerId)
    .orderBy("reported_at", "desc")
    .execute();
  return (await withBills(db, rows)).map(({ payment }) => payment);
}

export async function paymentWithCustomer(db: Db, id: string) {
  const row = await db
    .selectFrom("payments")
    .innerJoin("customers", "customers.id", "payments.customer_id")
    .select([
      ...paymentColumns,
      "customers.shop_name",
      "customers.code",
      "customers.email",
      "customers.locale",
      "customers.erased_at",
    ])
    .where("payments.id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  const [found] = await withBills(db, [row]);
  return found;
}

/**
 * The payments confirmed from one day to another (India's days, by the day of confirmation), for
 * the receipts export; each is marked exported the first time.
 */
export async function confirmedBetween(db: Db, from: string, to: string) {
  const start = new Date(`${from}T00:00:00+05:30`).toISOString();
  const end = new Date(`${to}T23:59:59.999+05:30`).toISOString();
  const rows = await db
    .selectFrom("payments")
    .innerJoin("customers", "customers.id", "payments.customer_id")
    .select([...paymentColumns, "customers.shop_name", "customers.code"])
    .where("payments.status", "=", "confirmed")
    .where("payments.decided_at", ">=", start)
    .where("payments.decided_at", "<=", end)
    .orderBy("payments.decided_at")
    .execute();
  const ids = rows.filter((row) => !row.exported_at).map((row) => row.id);
  if (ids.length)
    await db
      .updateTable("payments")
      .set({ exported_at: new Date().toISOString() })
      .where("id", "in", ids)
      .execute();
  return withBills(db, rows);
}

/** Every customer's payments reported since `since` or still unanswered (the chase list's). */
export async function paymentsSince(db: Db, since: string) {
  const rows = await db
    .selectFrom("payments")
    .select(paymentColumns)
    .where((eb) => eb.or([eb("reported_at", ">", since), eb("status", "=", "reported")]))
    .execute();
  return withBills(db, rows);
}

/**
 * Deletes the payments reported more than `years` ago (business records, kept as orders are),
 * with the bills each was against and their unsent mails; answers how many.
 */
export async function eraseExpiredPayments(db: Db, years: number, now = Date.now()) {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - years);
  return db.transaction().execute(async (trx) => {
    const ids = (
      await trx
        .selectFrom("payments")
        .select("id")
        .where("reported_at", "<", cutoff.toISOString())
        .execute()
    ).map((row) => row.id);
    if (ids.length === 0) return 0;
    await trx
      .deleteFrom("outbox")
      .where("kind", "in", ["payment-reported", "payment-decided"])
      .where("subject_id", "in", ids)
      .execute();
    // The bills each was against go with it (on delete cascade).
    await trx.deleteFrom("payments").where("id", "in", ids).execute();
    return ids.length;
  });
}
