import type { ContentSettings } from "#shared/content/announcements.ts";
import type { Db } from "#server/db/database.server.ts";
import { toPaise } from "#server/db/money.server.ts";
import { NO_CREDIT_CHECK, type CustomerTable } from "#server/db/trade-tables.server.ts";
import { reportCutoff, type ReportDates } from "./bill-figures.server";

// A customer's credit terms and what counts against them (docs/product.md#credit), for the Bills
// page and the check at the order alike.

/** The credit terms that apply, the limit in paise; null: that rule is not checked. */
export type CreditTerms = { limit: number | null; maxOverdueDays: number | null };

/** The customer's own terms where set (NO_CREDIT_CHECK: none), else the owner's default. */
export function creditTermsOf(
  customer: Pick<CustomerTable, "credit_limit_paise" | "max_overdue_days">,
  { credit }: ContentSettings,
): CreditTerms {
  const own = (value: number | null, fallback: number | null) =>
    value === NO_CREDIT_CHECK ? null : (value ?? fallback);
  return {
    limit: own(customer.credit_limit_paise, credit.limit === null ? null : toPaise(credit.limit)),
    maxOverdueDays: own(customer.max_overdue_days, credit.maxOverdueDays),
  };
}

/**
 * What the customer owes with their orders since the report: the report's pending, less
 * payments confirmed since it, plus the with-GST estimate of every order placed since it and not
 * cancelled (in paise).
 */
export async function creditExposure(
  db: Db,
  customerId: string,
  report: ReportDates,
  pending: number,
) {
  const cutoff = reportCutoff(report);
  const [confirmed, orders] = await Promise.all([
    db
      .selectFrom("payments")
      .select((eb) => eb.fn.sum<number>("amount_paise").as("paise"))
      .where("customer_id", "=", customerId)
      .where("status", "=", "confirmed")
      .where("reported_at", ">", cutoff)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("orders")
      .select((eb) => eb.fn.sum<number>(eb("total_paise", "+", eb.ref("gst_paise"))).as("paise"))
      .where("customer_id", "=", customerId)
      .where("status", "<>", "cancelled")
      .where("created_at", ">", cutoff)
      .executeTakeFirstOrThrow(),
  ]);
  return pending - Number(confirmed.paise ?? 0) + Number(orders.paise ?? 0);
}
