import type { Kysely } from "kysely";
import type { Database, MailKind } from "#server/db/tables.server.ts";

/**
 * Queues a mail for the outbox (server/mail/outbox.server.ts): called inside the transaction
 * that stores what the mail is about, so that one is never stored without the other.
 */
export function queueMail(
  db: Kysely<Database>,
  kind: MailKind,
  subjectId: string,
  at = new Date().toISOString(),
) {
  return db
    .insertInto("outbox")
    .values({ kind, subject_id: subjectId, status: "pending", next_attempt_at: at, created_at: at })
    .execute();
}
