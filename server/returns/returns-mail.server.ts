import { formatMonth } from "#shared/dates.ts";
import { languageNamesInEnglish } from "#shared/content/languages.ts";
import { texts } from "#shared/content/text.ts";
import { localePath, paths } from "#shared/site-paths.ts";
import { fill, formatRupees } from "#shared/text-format.ts";
import type { Db } from "#server/db/database.server.ts";
import { toRupees } from "#server/db/money.server.ts";
import {
  companyMail,
  customerMail,
  type MailContext,
  type MailWriters,
  type Notification,
} from "#server/mail/notification.server.ts";
import { returnWithCustomer } from "./returns-store.server";

// Mail about returns (docs/product.md#returns): the company hears of each return a customer asks
// for (in English, for the staff), and the customer, in their language, when staff approve,
// credit or reject it. Each is built when the outbox sends it, from what is stored then.

const windowWords = {
  inside: "inside the company's return window",
  outside: "OUTSIDE the company's return window: check before approving",
} as const;

async function requestedMail(
  db: Db,
  id: string,
  context: MailContext,
): Promise<Notification | undefined> {
  const row = await returnWithCustomer(db, id);
  if (!row) return undefined;
  const message = [
    `Shop:       ${row.shop_name}`,
    `Party code: ${row.code || "none given yet"}`,
    `Item:       ${row.item_name}${row.item_code ? ` (${row.item_code})` : ""}${row.company ? `, ${row.company}` : ""}`,
    `Batch:      ${row.batch}, expiry ${formatMonth("en", row.expiry)}`,
    `Quantity:   ${row.quantity}`,
    `Why:        ${texts.en.returns.reasons[row.reason]}`,
    `Window:     ${row.window_mark ? windowWords[row.window_mark] : "not checked"}`,
    `Bill:       ${row.bill_no || "not given"}`,
    `Language:   ${languageNamesInEnglish[row.locale]}`,
    "",
    "Approve, receive, credit or reject it on the Returns page of the website's admin.",
  ].join("\n");
  const subject = `Return ${row.number} asked for by ${row.shop_name}`;
  const shop = row.shop_name;
  return companyMail(
    "return-requested",
    { subject, message, shop, at: row.requested_at, source: "Website return" },
    context,
  );
}

async function statusMail(
  db: Db,
  subject: string,
  { siteOrigin, shown }: MailContext,
): Promise<Notification | undefined> {
  const [id = "", status] = subject.split(":");
  const row = await returnWithCustomer(db, id);
  if (!row || !row.email || row.erased_at) return undefined;
  if (status !== "approved" && status !== "credited" && status !== "rejected") return undefined;
  const t = shown.texts[row.locale].returns.mail;
  const values = {
    shop: row.shop_name,
    number: String(row.number),
    item: row.item_name,
    batch: row.batch,
    quantity: String(row.quantity),
    creditNote: row.credit_note,
    amount: row.amount_paise === null ? "" : formatRupees(toRupees(row.amount_paise)),
    reason: row.reject_reason,
  };
  return customerMail(
    "return-status",
    row.email,
    fill(t[`${status}Subject`], values),
    [
      fill(t[`${status}Text`], values),
      fill(t.seeReturns, { link: `${siteOrigin}${localePath(row.locale, paths.accountReturns)}` }),
    ],
    shown.site,
  );
}

export const returnsMails: MailWriters<"return-requested" | "return-status"> = {
  "return-requested": requestedMail,
  "return-status": statusMail,
};
