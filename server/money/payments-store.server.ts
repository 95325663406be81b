import type { Db } from "#server/db/database.server.ts";
import type { StoredPayment } from "./bill-figures.server";

// The payments customers report (docs/product.md#bills-and-payments), as the bills' figures
// read them: each with the bills it is against.

/** A customer's payments with the bills each is against, newest first. */
export async function paymentsOf(db: Db, customerId: string): Promise<StoredPayment[]> {
  const rows = await db
    .selectFrom("payments")
    .select(["id", "status", "mode", "reference", "amount_paise", "paid_on", "reason"])
    .select("reported_at")
    .where("customer_id", "=", customerId)
    .orderBy("reported_at", "desc")
    .execute();
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
  }));
}
