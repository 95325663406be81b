import { DEFAULT_DUE_DAYS } from "#shared/limits.ts";
import type { PaymentMode, PaymentStatus } from "#shared/schemas/money.ts";
import { oncePerText } from "./report-values.server";

// What a customer owes, worked out from the outstanding report the site shows and the payments
// they reported since (docs/product.md#bills-and-payments). All amounts are in paise. A bill's
// due is its pending less what payments that count are against it; a payment counts once it
// was reported after the report was made (after its "as of" day, or after its upload if that
// came first) and until staff reject it. Ageing counts days to the report's "as of"; overdue
// days count to today. A credit (Cr) line lowers the total and is not aged.

export type ReportDates = { asOf: string; publishedAt: string };
export type StoredBill = {
  billNo: string;
  billDate: string;
  amount: number | null;
  pending: number;
  dueOn: string | null;
};
export type StoredPayment = {
  id: string;
  status: PaymentStatus;
  mode: PaymentMode;
  reference: string;
  amount: number;
  paidOn: string;
  reason: string;
  reportedAt: string;
  bills: { billNo: string; amount: number }[];
};

const DAY_MS = 86_400_000;
/** Whole days from one calendar day to another ("YYYY-MM-DD"). */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The moment after which a report knows of no payment: its "as of" day's end in India, or its upload. */
export function reportCutoff({ asOf, publishedAt }: ReportDates) {
  const endOfDay = new Date(`${asOf}T23:59:59.999+05:30`).toISOString();
  return endOfDay < publishedAt ? endOfDay : publishedAt;
}

/** Whether a payment lowers what a report says is pending. */
export const paymentCounts = (report: ReportDates, payment: StoredPayment) =>
  payment.status !== "rejected" && payment.reportedAt > reportCutoff(report);

/** Bill numbers compare without case, spaces, "/", "-" or "_". */
export const billKey = (billNo: string) => billNo.toLowerCase().replace(/[\s/_-]/g, "");

/** A bill with what is still due of it, its due date, days overdue and the latest payment against it. */
export type BillView = StoredBill & {
  due: number;
  dueOn: string;
  overdueDays: number;
  payment: {
    id: string;
    status: PaymentStatus;
    amount: number;
    utr: string;
    reportedAt: string;
    reason: string;
  } | null;
};

export type Ageing = { d0_30: number; d31_60: number; d61_90: number; d90_plus: number };

export type Outstanding = {
  total: number;
  overdue: number;
  ageing: Ageing;
  bills: BillView[];
};

/** A customer's bills as of the report and today ("YYYY-MM-DD" in India). */
export function outstandingOf(
  report: ReportDates,
  bills: StoredBill[],
  payments: StoredPayment[],
  today: string,
): Outstanding {
  const cutoff = reportCutoff(report);
  const paid = new Map<string, number>();
  for (const payment of payments)
    if (paymentCounts(report, payment))
      for (const part of payment.bills)
        paid.set(billKey(part.billNo), (paid.get(billKey(part.billNo)) ?? 0) + part.amount);
  // Newest first: the first report against a bill is its latest. Only reports this report
  // cannot know of, or still unanswered, are shown against a bill.
  const latestFirst = [...payments].sort((a, b) => b.reportedAt.localeCompare(a.reportedAt));
  const latestByBill = new Map<string, { payment: StoredPayment; amount: number }>();
  for (const payment of latestFirst)
    if (payment.reportedAt > cutoff || payment.status === "reported")
      for (const part of payment.bills) {
        const key = billKey(part.billNo);
        if (!latestByBill.has(key)) latestByBill.set(key, { payment, amount: part.amount });
      }
  // A customer's bills fall on few days: each day's figures are worked out once.
  const dueOnOf = oncePerText((billDate) => addDays(billDate, DEFAULT_DUE_DAYS));
  const daysOverdue = oncePerText((dueOn) => daysBetween(dueOn, today));
  const ageOf = oncePerText((billDate) => daysBetween(billDate, report.asOf));
  const ageing: Ageing = { d0_30: 0, d31_60: 0, d61_90: 0, d90_plus: 0 };
  let total = 0;
  let overdue = 0;
  const views = bills.map((bill): BillView => {
    const key = billKey(bill.billNo);
    const due = bill.pending > 0 ? Math.max(0, bill.pending - (paid.get(key) ?? 0)) : bill.pending;
    const dueOn = bill.dueOn ?? dueOnOf(bill.billDate);
    const overdueDays = due > 0 ? Math.max(0, daysOverdue(dueOn)) : 0;
    total += due;
    if (overdueDays > 0) overdue += due;
    if (bill.pending > 0) {
      const age = ageOf(bill.billDate);
      const bucket: keyof Ageing =
        age <= 30 ? "d0_30" : age <= 60 ? "d31_60" : age <= 90 ? "d61_90" : "d90_plus";
      ageing[bucket] += due;
    }
    const latest = latestByBill.get(key);
    // Field by field: a spread that replaces `dueOn` costs V8 several times the whole view.
    return {
      billNo: bill.billNo,
      billDate: bill.billDate,
      amount: bill.amount,
      pending: bill.pending,
      due,
      dueOn,
      overdueDays,
      payment: latest
        ? {
            id: latest.payment.id,
            status: latest.payment.status,
            amount: latest.amount,
            utr: latest.payment.reference,
            reportedAt: latest.payment.reportedAt,
            reason: latest.payment.reason,
          }
        : null,
    };
  });
  return { total, overdue, ageing, bills: views };
}

/**
 * How a payment of `amount` is spread over bills: those named, else every bill still due, oldest
 * first, each up to what is due of it. Undefined when the amount is more than they owe together.
 */
export function allocate(bills: BillView[], amount: number, named?: string[]) {
  const wanted = named && new Set(named.map(billKey));
  const against = bills
    .filter((bill) => bill.due > 0 && (!wanted || wanted.has(billKey(bill.billNo))))
    .sort((a, b) => a.billDate.localeCompare(b.billDate));
  const dueTogether = against.reduce((sum, bill) => sum + bill.due, 0);
  if (amount > dueTogether) return { parts: undefined, dueTogether };
  const parts: { billNo: string; amount: number }[] = [];
  let left = amount;
  for (const bill of against) {
    if (left <= 0) break;
    const part = Math.min(left, bill.due);
    parts.push({ billNo: bill.billNo, amount: part });
    left -= part;
  }
  return { parts, dueTogether };
}
