import { findCustomer } from "#server/customers/public.server.ts";
import type { Db } from "#server/db/database.server.ts";
import { toRupees } from "#server/db/money.server.ts";
import type { ContentSettings } from "#shared/content/announcements.ts";
import { indiaCalendarDate } from "#shared/india-time.ts";
import type { AccountBills, PayLink } from "#shared/schemas/money.ts";
import type { Site } from "#shared/site-facts.ts";
import { upiLink, upiNote } from "#shared/upi.ts";
import { billKey, outstandingOf, type BillView } from "./bill-figures.server";
import { billsOfCustomer, currentReport } from "./outstanding-store.server";
import { paymentsOf } from "./payments-store.server";
import { creditExposure, creditTermsOf } from "./credit-terms.server";
import { invoicesOf } from "./invoice-store.server";
import { apiRoutes, apiUrl } from "#shared/api/routes.ts";

// A customer's bills as their pages, the statement and the API show them (docs/product.md#bills-
// and-payments): the report's bills less the payments that count, the pay link for the total or
// for the bills chosen, and the credit left. Amounts leave here in rupees.

export type Customer = { id: string; code: string; shopName: string };

/** How many of the latest payments the customer's pages list. */
const RECENT_PAYMENTS = 20;

/** Thrown when a bill chosen to pay is not one of the customer's bills still due. */
export class NotABill extends Error {
  constructor(readonly billNo: string) {
    super(`No pending bill ${billNo}`);
  }
}

/** Today in India, as "YYYY-MM-DD". */
export const indiaToday = () => indiaCalendarDate(new Date());

/** The pay link for `bills` (all still due when none are chosen), if UPI may take it. */
function payLinkFor(
  views: BillView[],
  total: number,
  customer: Customer,
  payments: Site["payments"],
  upiMax: number | null,
  chosen?: string[],
): PayLink | null {
  if (!payments.upiId) return null;
  const wanted = chosen && new Set(chosen.map(billKey));
  const bills = views.filter(
    (bill) => bill.due > 0 && (!wanted || wanted.has(billKey(bill.billNo))),
  );
  const paise = wanted ? bills.reduce((sum, bill) => sum + bill.due, 0) : total;
  if (paise <= 0 || (upiMax !== null && paise > upiMax * 100)) return null;
  const billNos = bills.map((bill) => bill.billNo);
  const rupees = toRupees(paise);
  return {
    upiUrl: upiLink({
      upiId: payments.upiId,
      payee: payments.payee ?? payments.upiId,
      rupees,
      note: upiNote(billNos, customer.code),
    }),
    amount: rupees,
    note: upiNote(billNos, customer.code),
    billNos,
  };
}

/**
 * The customer's bills in paise, as of the report the site shows and with the payments they
 * reported (newest first); no figures before any report. Throws NotABill when a `chosen` bill
 * is not one of theirs still due.
 */
export async function customerFigures(
  db: Db,
  customer: Customer,
  today = indiaToday(),
  chosen?: string[],
) {
  const [report, payments] = await Promise.all([currentReport(db), paymentsOf(db, customer.id)]);
  if (!report) {
    if (chosen?.length) throw new NotABill(chosen[0]!);
    return { payments, report: undefined, figures: undefined };
  }
  const dates = { asOf: report.as_of, publishedAt: report.published_at };
  const stored = await billsOfCustomer(db, report.version, customer);
  const figures = outstandingOf(
    dates,
    stored.map((bill) => ({
      billNo: bill.bill_no,
      billDate: bill.bill_date,
      amount: bill.amount_paise,
      pending: bill.pending_paise,
      dueOn: bill.due_on,
    })),
    payments,
    today,
  );
  for (const billNo of chosen ?? [])
    if (!figures.bills.some((bill) => bill.due > 0 && billKey(bill.billNo) === billKey(billNo)))
      throw new NotABill(billNo);
  return { payments, report: dates, figures };
}

/** The customer's bills, figures and pay link; `chosen` bills are paid apart. */
export async function accountBills(
  db: Db,
  customer: Customer,
  context: { site: Pick<Site, "payments">; settings: ContentSettings; today?: string },
  chosen?: string[],
): Promise<AccountBills> {
  const { payments: paying } = context.site;
  const { upiMax } = context.settings.payments;
  const { payments, report, figures } = await customerFigures(db, customer, context.today, chosen);
  const recent = payments.slice(0, RECENT_PAYMENTS).map((payment) => ({
    id: payment.id,
    mode: payment.mode,
    utr: payment.reference,
    amount: toRupees(payment.amount),
    paidOn: payment.paidOn,
    status: payment.status,
    reason: payment.reason,
    reportedAt: payment.reportedAt,
  }));
  const copies = await invoicesOf(db, customer.id);
  const invoices = copies.map((copy) => ({
    billNo: copy.bill_no,
    uploadedAt: copy.uploaded_at,
    url: apiUrl(apiRoutes.accountInvoice, { params: { id: copy.id } }),
  }));
  const invoiceOf = (billNo: string) => {
    const at = copies.findIndex((copy) => copy.bill_key === billKey(billNo));
    return at < 0 ? null : { url: invoices[at]!.url };
  };
  const paymentFacts = {
    upiId: paying.upiId,
    upiMax,
    bankDetails: paying.bankDetails,
  };
  if (!report || !figures)
    return {
      success: true,
      asOf: null,
      total: 0,
      overdue: 0,
      ageing: { d0_30: 0, d31_60: 0, d61_90: 0, d90_plus: 0 },
      bills: [],
      pay: null,
      paying: paymentFacts,
      credit: null,
      invoices,
      payments: recent,
    };
  // The customer's own limit, else the owner's (server/money/credit.server.ts).
  const row = await findCustomer(db, customer.id);
  const { limit } = row ? creditTermsOf(row, context.settings) : { limit: null };
  const pending = figures.bills.reduce((sum, bill) => sum + bill.pending, 0);
  const exposure = limit === null ? 0 : await creditExposure(db, customer.id, report, pending);
  return {
    success: true,
    asOf: report.asOf,
    total: toRupees(figures.total),
    overdue: toRupees(figures.overdue),
    ageing: {
      d0_30: toRupees(figures.ageing.d0_30),
      d31_60: toRupees(figures.ageing.d31_60),
      d61_90: toRupees(figures.ageing.d61_90),
      d90_plus: toRupees(figures.ageing.d90_plus),
    },
    bills: figures.bills.map((bill) => ({
      billNo: bill.billNo,
      date: bill.billDate,
      amount: bill.amount === null ? null : toRupees(bill.amount),
      pending: toRupees(bill.pending),
      due: toRupees(bill.due),
      dueOn: bill.dueOn,
      overdueDays: bill.overdueDays,
      payment: bill.payment && {
        status: bill.payment.status,
        amount: toRupees(bill.payment.amount),
        utr: bill.payment.utr,
        reportedAt: bill.payment.reportedAt,
        reason: bill.payment.reason,
      },
      invoice: invoiceOf(bill.billNo),
    })),
    pay: payLinkFor(figures.bills, figures.total, customer, paying, upiMax, chosen),
    paying: paymentFacts,
    credit: limit === null ? null : { limit: toRupees(limit), left: toRupees(limit - exposure) },
    invoices,
    payments: recent,
  };
}
