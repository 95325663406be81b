import type { MailKind } from "#server/db/tables.server.ts";

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
