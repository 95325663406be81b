import type { Db } from "#server/db/database.server.ts";
import type { MailKind } from "#server/db/tables.server.ts";
import type { ShownContent } from "#shared/content/document.ts";
import { indiaDateTime } from "#shared/india-time.ts";
import type { Site } from "#shared/site-facts.ts";

/** A mail as the outbox hands it to a transport: what it says, to whom, and its template's values. */
export type Notification = {
  kind: MailKind;
  /** Whom it goes to, when not the company's inbox (NOTIFY_TO): a customer. */
  to?: string;
  subject: string;
  text: string;
  replyTo: { name: string; address: string };
  /** The email service's template parameters (docs/product.md#notification-parameters). */
  templateParams: Record<string, string>;
};

/** What a mail is written from as it is sent: the inbox, the site's address, the texts shown. */
export type MailContext = { notifyTo: string; siteOrigin: string; shown: ShownContent };

/**
 * Writes one kind of mail from what is stored now: undefined when its subject has since been
 * erased (or, for a reset link, can no longer use one), and there is nothing to send.
 */
export type MailWriter = (
  db: Db,
  id: string,
  context: MailContext,
) => Promise<Notification | undefined>;

/** Each feature's mails, by kind; the app gives the outbox all of them (server/app/). */
export type MailWriters<Kind extends MailKind = MailKind> = Record<Kind, MailWriter>;
/** A mail to a customer: its paragraphs, then the company's name and phones; replies reach the company. */
export function customerMail(
  kind: MailKind,
  to: string,
  subject: string,
  paragraphs: string[],
  site: Pick<Site, "name" | "shortName" | "email" | "phones">,
): Notification {
  const text = [...paragraphs.filter(Boolean), `${site.name}\n${site.phones.join(", ")}`].join(
    "\n\n",
  );
  return {
    kind,
    to,
    subject,
    replyTo: { name: site.shortName, address: site.email },
    templateParams: { to_email: to, subject, message: text },
    text,
  };
}

/**
 * A customer's action told to the company's inbox (NOTIFY_TO), in English for the staff: its
 * subject and lines, with the shop's name, when it happened and where it came from.
 */
export function companyMail(
  kind: MailKind,
  mail: { subject: string; message: string; shop: string; at: string; source: string },
  { notifyTo, shown }: Pick<MailContext, "notifyTo" | "shown">,
): Notification {
  const { site } = shown;
  return {
    kind,
    subject: mail.subject,
    replyTo: { name: site.shortName, address: site.email },
    templateParams: {
      to_email: notifyTo,
      name: mail.shop,
      message: mail.message,
      submitted_date: indiaDateTime(mail.at),
      source: mail.source,
    },
    text: `${mail.subject}, on ${indiaDateTime(mail.at)} (India time).\n\n${mail.message}`,
  };
}
