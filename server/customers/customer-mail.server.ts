import { INVITATION_LINK_MS } from "#shared/limits.ts";
import type { ShownContent } from "#shared/content/document.ts";
import { languageNamesInEnglish } from "#shared/content/languages.ts";
import { indiaDateTime } from "#shared/india-time.ts";
import { fill } from "#shared/text-format.ts";
import { localePath, paths, type Locale } from "#shared/site-paths.ts";
import type { Db } from "#server/db/database.server.ts";
import type { MailWriters, Notification } from "#server/mail/notification.server.ts";
import { findCustomer } from "./customer-store.server";
import { makeLink } from "./customer-sessions.server";

// Mail about trade customers (docs/product.md#trade-customers): the company hears of each new
// request; a customer gets a reset link. The site never mails an invitation: staff send it
// (Copy, email or WhatsApp) with the text `invitation` gives them.

/** The page that sets a password, in the customer's language, with the token in the fragment. */
export const passwordLink = (origin: string, locale: Locale, token: string) =>
  `${origin}${localePath(locale, paths.accountPassword)}#token=${token}`;

/** An invitation's link and its prefilled message, in the customer's language. */
export function invitation(
  origin: string,
  customer: { locale: Locale; shop_name: string },
  token: string,
  { site, texts }: ShownContent,
) {
  const mail = texts[customer.locale].account.mail;
  const link = passwordLink(origin, customer.locale, token);
  const values = {
    company: site.shortName,
    shopName: customer.shop_name,
    days: INVITATION_LINK_MS / 86_400_000,
    link,
  };
  return {
    inviteUrl: link,
    invitation: {
      subject: fill(mail.invitationSubject, values),
      text: fill(mail.invitationText, values),
    },
  };
}

/** The company's notification of a new request for an account. */
export async function requestNotification(db: Db, id: string, notifyTo: string) {
  const row = await findCustomer(db, id);
  if (!row || row.erased_at) return undefined;
  const at = new Date(row.created_at);
  const lines = [
    `Shop or hospital: ${row.shop_name}${row.hospital ? " (hospital)" : ""}`,
    `Contact person:   ${row.contact_name}`,
    `Phone:            ${row.phone}`,
    `Email:            ${row.email}`,
    `Address:          ${row.address}`,
    `Drug licence:     ${row.drug_licence || "none given"}`,
    `GSTIN:            ${row.gstin || "none given"}`,
    `Language:         ${languageNamesInEnglish[row.locale]}`,
  ];
  const message = `${lines.join("\n")}\n\nCheck the details, then approve or reject the request in the website's admin (Customers).`;
  return {
    kind: "account-request",
    subject: `New account request from ${row.shop_name}`,
    replyTo: { name: row.contact_name, address: row.email },
    templateParams: {
      to_email: notifyTo,
      name: row.contact_name,
      email: row.email,
      phone: row.phone,
      message,
      from_name: row.contact_name,
      from_email: row.email,
      user_name: row.contact_name,
      user_email: row.email,
      user_phone: row.phone,
      user_message: message,
      submitted_date: indiaDateTime(at),
      source: "Website account request",
    },
    text: `A request for a trade account arrived through the website on ${indiaDateTime(at)} (India time).\n\n${message}`,
  } satisfies Notification;
}

/**
 * A reset link for a customer, made now that it is sent (so an outbox row holds only the
 * customer's id, and earlier reset links stop working). Undefined, and nothing is sent, unless
 * the customer is active with a password and an email: a reset never stands in for an
 * invitation, and a request for no account at all queued a row without a subject.
 */
export async function resetNotification(
  db: Db,
  id: string,
  origin: string,
  { site, texts }: ShownContent,
) {
  const row = id ? await findCustomer(db, id) : undefined;
  if (!row || row.erased_at || !row.email || row.status !== "active" || !row.password_hash)
    return undefined;
  const { token } = await makeLink(db, id, "reset");
  const mail = texts[row.locale].account.mail;
  const values = {
    company: site.shortName,
    shopName: row.shop_name,
    link: passwordLink(origin, row.locale, token),
  };
  const subject = fill(mail.resetSubject, values);
  const text = fill(mail.resetText, values);
  return {
    kind: "account-reset",
    to: row.email,
    subject,
    replyTo: { name: site.shortName, address: site.email },
    templateParams: { to_email: row.email, subject, message: text },
    text,
  } satisfies Notification;
}

export const customerMails: MailWriters<"account-request" | "account-reset"> = {
  "account-request": (db, id, { notifyTo }) => requestNotification(db, id, notifyTo),
  "account-reset": (db, id, { siteOrigin, shown }) => resetNotification(db, id, siteOrigin, shown),
};
