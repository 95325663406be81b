import { formatDate } from "#shared/dates.ts";
import { languageNamesInEnglish } from "#shared/content/languages.ts";
import { localePath, paths } from "#shared/site-paths.ts";
import { fill, formatRupees } from "#shared/text-format.ts";
import type { ShownContent } from "#shared/content/document.ts";
import type { Db } from "#server/db/database.server.ts";
import { toRupees } from "#server/db/money.server.ts";
import {
  companyMail,
  customerMail,
  type MailWriters,
  type Notification,
} from "#server/mail/notification.server.ts";
import { paymentWithCustomer } from "./payments-store.server";

// Mail about payments (docs/product.md#bills-and-payments): the company hears of each payment a
// customer reports (in English, for the staff), and the customer, in their language, whether
// staff confirmed it or why not. Each is built when the outbox sends it, from what is stored then.

type Context = { notifyTo: string; siteOrigin: string; shown: ShownContent };

const modeNames = { upi: "UPI", bank: "Bank transfer" } as const;

/** A payment's mail, by its kind; undefined when there is nothing (or no one) to send it to. */
export async function paymentNotification(
  db: Db,
  kind: "payment-reported" | "payment-decided",
  id: string,
  { notifyTo, siteOrigin, shown }: Context,
): Promise<Notification | undefined> {
  const found = await paymentWithCustomer(db, id);
  if (!found) return undefined;
  const { row, payment } = found;
  const { site } = shown;
  if (kind === "payment-reported") {
    const bills = payment.bills
      .map((part) => `${part.billNo} (${formatRupees(toRupees(part.amount))})`)
      .join(", ");
    const message = [
      `Shop:       ${row.shop_name}`,
      `Party code: ${row.code || "none given yet"}`,
      `Amount:     ${formatRupees(toRupees(payment.amount))}`,
      `Paid by:    ${modeNames[payment.mode]}, reference ${payment.reference}, on ${formatDate("en", payment.paidOn)}`,
      `Bills:      ${bills || "none named"}`,
      `Language:   ${languageNamesInEnglish[row.locale]}`,
      "",
      "Check it against the bank statement, then confirm or reject it on the Payments page of the website's admin.",
    ].join("\n");
    const subject = `Payment reported by ${row.shop_name}: ${formatRupees(toRupees(payment.amount))}`;
    return companyMail(
      kind,
      { subject, message, shop: row.shop_name, at: payment.reportedAt, source: "Website payment" },
      { notifyTo, shown },
    );
  }
  // The customer hears of staff's answer, in their language, when they have an address.
  if (!row.email || row.erased_at || payment.status === "reported") return undefined;
  const t = shown.texts[row.locale].bills.mail;
  const values = {
    shop: row.shop_name,
    amount: formatRupees(toRupees(payment.amount)),
    utr: payment.reference,
    date: formatDate(row.locale, payment.paidOn),
    reason: payment.reason,
  };
  const confirmed = payment.status === "confirmed";
  const subject = fill(confirmed ? t.confirmedSubject : t.rejectedSubject, values);
  return customerMail(
    kind,
    row.email,
    subject,
    [
      fill(confirmed ? t.confirmedText : t.rejectedText, values),
      payment.bills.length
        ? fill(t.againstBills, { bills: payment.bills.map((part) => part.billNo).join(", ") })
        : "",
      fill(t.seeBills, { link: `${siteOrigin}${localePath(row.locale, paths.accountBills)}` }),
    ],
    site,
  );
}

export const moneyMails: MailWriters<"payment-reported" | "payment-decided"> = {
  "payment-reported": (db, id, context) => paymentNotification(db, "payment-reported", id, context),
  "payment-decided": (db, id, context) => paymentNotification(db, "payment-decided", id, context),
};
