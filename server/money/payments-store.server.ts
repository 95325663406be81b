import { randomUUID } from "node:crypto";
import { isUniqueViolation, type Db } from "#server/db/database.server.ts";
import { queueMail } from "#server/mail/queue.server.ts";
import type { PaymentMode, PaymentStatus } from "#shared/schemas/money.ts";
import type { StoredPayment } from "./bill-figures.server";

// The payments customers report (docs/product.md#bills-and-payments), for staff to confirm
// against the bank statement or reject with a reason. Each is against the bills it names, or
// the oldest still due; the company hears of each through the outbox, in the same transaction.
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
