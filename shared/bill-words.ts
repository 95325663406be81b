import type { BillsText } from "#shared/content/en/bills.ts";
import { formatDate } from "#shared/dates.ts";
import type { Locale } from "#shared/locales.ts";
import type { AccountBill, AccountBills } from "#shared/schemas/money.ts";
import { fill, formatRupees } from "#shared/text-format.ts";

// How a bill and a payment read to the customer, the same on the Bills page
// (app/money/bills-page.tsx) and in the statement PDF.

/** "Payment reported: ₹12,500.00", "Payment confirmed: …", "Payment not confirmed: {reason}". */
export function paymentWords(t: BillsText, payment: NonNullable<AccountBill["payment"]>) {
  const amount = formatRupees(payment.amount);
  return fill(t.payment[payment.status], { amount, reason: payment.reason });
}

/** The days a bill is overdue, "Not yet due", or "Credit" for a credit line. */
export function overdueWords(t: BillsText, bill: AccountBill) {
  if (bill.pending < 0) return t.list.creditNote;
  return bill.overdueDays > 0 ? String(bill.overdueDays) : t.list.notYetDue;
}

/** The summary's lines: total due, overdue, and the credit limit and what is left of it. */
export function summaryLines(t: BillsText, bills: AccountBills): [string, string][] {
  const lines: [string, string][] = [
    [t.summary.total, formatRupees(bills.total)],
    [t.summary.overdue, formatRupees(bills.overdue)],
  ];
  if (bills.credit) {
    lines.push([t.summary.creditLimit, formatRupees(bills.credit.limit)]);
    lines.push(
      bills.credit.left >= 0
        ? [t.summary.creditLeft, formatRupees(bills.credit.left)]
        : [
            t.summary.creditLeft,
            fill(t.summary.overLimit, { amount: formatRupees(-bills.credit.left) }),
          ],
    );
  }
  return lines;
}

/** The ageing's four lines, youngest first. */
export const ageingLines = (t: BillsText, bills: AccountBills): [string, string][] =>
  (["d0_30", "d31_60", "d61_90", "d90_plus"] as const).map((bucket) => [
    t.ageing[bucket],
    formatRupees(bills.ageing[bucket]),
  ]);

/** "As of 6 December 2026" in the language's words. */
export const asOfWords = (t: BillsText, locale: Locale, asOf: string) =>
  fill(t.page.asOf, { date: formatDate(locale, asOf) });

/** Why there is no UPI link: above the largest UPI payment, or no UPI id at all. */
export function noLinkWords(t: BillsText, bills: AccountBills) {
  const { upiId, upiMax } = bills.paying;
  if (upiId && upiMax !== null && bills.total > upiMax)
    return fill(t.pay.aboveMax, { max: formatRupees(upiMax) });
  return undefined;
}
