import type { ShownContent } from "#shared/content/document.ts";
import type { Db } from "#server/db/database.server.ts";
import { toRupees } from "#server/db/money.server.ts";
import { formatDate } from "#shared/dates.ts";
import { MONEY_PAGE_SIZE } from "#shared/limits.ts";
import type { ChaseParty } from "#shared/schemas/money.ts";
import { localePath, paths, type Locale } from "#shared/site-paths.ts";
import { fill, formatRupees } from "#shared/text-format.ts";
import { whatsappHref } from "#shared/phone-links.ts";
import { indiaToday } from "./account-bills.server";
import {
  outstandingOf,
  reportCutoff,
  type BillView,
  type StoredPayment,
} from "./bill-figures.server";
import { currentReport, rematchBills } from "./outstanding-store.server";
import { paymentsSince } from "./payments-store.server";

// The chase list (docs/product.md#bills-and-payments): every party that owes, most overdue
// first, each matched customer with a reminder in their language (their overdue bills, the
// total, the UPI id and an https link to their Bills page) to send by WhatsApp in one tap or by
// mail. The server sends no reminder itself. Parties no customer was matched to are listed too,
// for staff to link.

/** How many overdue bills a reminder names (the oldest). */
const REMINDER_BILLS = 5;

type Group = {
  customerId: string | null;
  name: string;
  code: string;
  bills: {
    billNo: string;
    billDate: string;
    amount: number | null;
    pending: number;
    dueOn: string | null;
  }[];
};

function reminderOf(
  customer: { shop_name: string; locale: Locale; login_mobile: string | null; email: string },
  figures: { total: number; overdue: number; bills: BillView[] },
  context: { content: ShownContent; origin: string; asOf: string },
): NonNullable<ChaseParty["reminder"]> {
  const { locale } = customer;
  const t = context.content.texts[locale].bills.reminder;
  const { site } = context.content;
  const overdue = figures.bills
    .filter((bill) => bill.overdueDays > 0)
    .sort((a, b) => b.overdueDays - a.overdueDays)
    .slice(0, REMINDER_BILLS)
    .map((bill) =>
      fill(t.bill, {
        billNo: bill.billNo,
        amount: formatRupees(toRupees(bill.due)),
        days: bill.overdueDays,
      }),
    );
  const values = {
    shop: customer.shop_name,
    company: site.shortName,
    total: formatRupees(toRupees(figures.total)),
    overdue: formatRupees(toRupees(figures.overdue)),
    date: formatDate(locale, context.asOf),
    bills: overdue.join(" "),
    upiId: site.payments.upiId ?? "",
    link: `${context.origin}${localePath(locale, paths.accountBills)}`,
  };
  const text = fill(site.payments.upiId ? t.text : t.textWithoutUpi, values).replace(/\s+/g, " ");
  const subject = fill(t.subject, values);
  return {
    text,
    whatsappUrl: customer.login_mobile ? whatsappHref(`91${customer.login_mobile}`, text) : null,
    mailtoUrl: customer.email
      ? `mailto:${encodeURIComponent(customer.email)}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(text)}`
      : null,
  };
}

/** A page of the parties that owe, most overdue first (`q` finds a name or a code). */
export async function chaseList(
  db: Db,
  query: { q: string; page: number },
  context: { content: ShownContent; origin: string },
) {
  const report = await currentReport(db);
  if (!report) return { asOf: null, total: 0, rows: [] as ChaseParty[] };
  await rematchBills(db);
  const dates = { asOf: report.as_of, publishedAt: report.published_at };
  const [bills, payments, customers] = await Promise.all([
    db
      .selectFrom("outstanding_bills")
      .select([
        "customer_id",
        "party_name",
        "party_code",
        "party_key",
        "bill_no",
        "bill_date",
        "amount_paise",
        "pending_paise",
        "due_on",
      ])
      .where("report_version", "=", report.version)
      .orderBy("position")
      .execute(),
    paymentsSince(db, reportCutoff(dates)),
    db
      .selectFrom("outstanding_bills")
      .innerJoin("customers", "customers.id", "outstanding_bills.customer_id")
      .select([
        "customers.id",
        "customers.code",
        "customers.shop_name",
        "customers.locale",
        "customers.login_mobile",
        "customers.email",
      ])
      .distinct()
      .where("outstanding_bills.report_version", "=", report.version)
      .execute(),
  ]);
  const byCustomer = new Map(customers.map((customer) => [customer.id, customer]));
  const paymentsOf = new Map<string, StoredPayment[]>();
  for (const { row, payment } of payments)
    paymentsOf.set(row.customer_id, [...(paymentsOf.get(row.customer_id) ?? []), payment]);
  const groups = new Map<string, Group>();
  for (const bill of bills) {
    const id =
      bill.customer_id ?? (bill.party_code ? `code ${bill.party_code}` : `name ${bill.party_key}`);
    let group = groups.get(id);
    if (!group) {
      const customer = bill.customer_id ? byCustomer.get(bill.customer_id) : undefined;
      group = {
        customerId: bill.customer_id,
        name: customer?.shop_name ?? bill.party_name,
        code: customer?.code ?? bill.party_code,
        bills: [],
      };
      groups.set(id, group);
    }
    group.bills.push({
      billNo: bill.bill_no,
      billDate: bill.bill_date,
      amount: bill.amount_paise,
      pending: bill.pending_paise,
      dueOn: bill.due_on,
    });
  }
  const today = indiaToday();
  const q = query.q.toLowerCase();
  const parties = [...groups.values()]
    .filter((group) => !q || `${group.name} ${group.code}`.toLowerCase().includes(q))
    .map((group) => {
      const figures = outstandingOf(
        dates,
        group.bills,
        group.customerId ? (paymentsOf.get(group.customerId) ?? []) : [],
        today,
      );
      const customer = group.customerId ? byCustomer.get(group.customerId) : undefined;
      return {
        customerId: group.customerId,
        code: group.code,
        name: group.name,
        bills: figures.bills.filter((bill) => bill.due !== 0).length,
        pending: figures.total,
        overdue: figures.overdue,
        oldestDays: Math.max(0, ...figures.bills.map((bill) => bill.overdueDays)),
        reminder: customer
          ? reminderOf(customer, figures, { ...context, asOf: report.as_of })
          : null,
      };
    })
    .filter((party) => party.pending > 0)
    .sort((a, b) => b.overdue - a.overdue || b.oldestDays - a.oldestDays || b.pending - a.pending);
  const rows = parties
    .slice((query.page - 1) * MONEY_PAGE_SIZE, query.page * MONEY_PAGE_SIZE)
    .map((party) => ({
      ...party,
      pending: toRupees(party.pending),
      overdue: toRupees(party.overdue),
    }));
  return { asOf: report.as_of as string | null, total: parties.length, rows };
}
