import { sql } from "kysely";
import type { Db, Dialect } from "#server/db/database.server.ts";
import { describeError, type Logger } from "#server/log.server.ts";
import type { MailWriters } from "./notification.server";
import type { ShownContent } from "#shared/content/document.ts";
import type { Transport } from "./transports.server";

export const MAX_ATTEMPTS = 12;
const MAX_DELAY_MS = 6 * 60 * 60 * 1000;

type Options = {
  db: Db;
  dialect: Dialect;
  transport: Transport;
  notifyTo: string;
  /** The site's canonical origin, for links in mails to customers. */
  siteOrigin: string;
  intervalMs: number;
  retryBaseMs: number;
  /** A claimed notification is its worker's for this long: longer than any one send may take. */
  leaseMs: number;
  /** The published facts and texts this instance shows: mails are signed with them. */
  shown: () => ShownContent;
  /** How each kind of mail is written: every feature's, given by the app. */
  mails: MailWriters;
  log: Logger;
};

/** Delay before attempt n+1 after n failed attempts: base, 2×base, 4×base… capped at 6 h. */
export function retryDelay(attempts: number, baseMs: number) {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAX_DELAY_MS);
}

/**
 * Sends queued notifications. Each is claimed, one at a time, with a lease (and, on PostgreSQL,
 * a row lock that other instances skip), so it is sent by one worker; failures are retried with
 * exponential backoff and survive restarts because the state lives in the database.
 */
export function startOutbox({
  db,
  dialect,
  transport,
  notifyTo,
  siteOrigin,
  intervalMs,
  retryBaseMs,
  leaseMs,
  shown,
  mails,
  log,
}: Options) {
  let stopped = false;
  let running: Promise<void> | undefined;
  let again = false;

  async function claim() {
    const at = new Date();
    const due = db
      .selectFrom("outbox")
      .select("id")
      .where("status", "in", ["pending", "retrying"])
      .where("next_attempt_at", "<=", at.toISOString())
      .where((eb) =>
        eb.or([eb("locked_until", "is", null), eb("locked_until", "<", at.toISOString())]),
      )
      .orderBy("id")
      .limit(1);
    return db
      .updateTable("outbox")
      .set({
        locked_until: new Date(at.getTime() + leaseMs).toISOString(),
        attempts: sql<number>`attempts + 1`,
      })
      .where("id", "in", dialect === "postgres" ? due.forUpdate().skipLocked() : due)
      .returningAll()
      .executeTakeFirst();
  }

  // One at a time: a lease taken for a batch ran out while a slow mail server held the first
  // ones, and another instance sent the rest as well.
  async function drain() {
    while (!stopped) {
      const row = await claim();
      if (!row) return;
      // Only while the lease is still this worker's: past it, another may hold the row.
      const leased = db
        .updateTable("outbox")
        .where("id", "=", row.id)
        .where("locked_until", "=", row.locked_until!);
      try {
        const notification = await mails[row.kind](db, row.subject_id, {
          notifyTo,
          siteOrigin,
          shown: shown(),
        });
        if (notification) await transport.send(notification, row.subject_id, row.id);
        await leased
          .set({
            status: "sent",
            sent_at: new Date().toISOString(),
            locked_until: null,
            last_error: notification
              ? null
              : "Nothing to send: its subject was erased, or can no longer receive it.",
          })
          .execute();
        // A notification that had failed before went out: the transport has recovered.
        if (row.attempts > 1)
          log.info(
            { outboxId: row.id, kind: row.kind, attempts: row.attempts },
            "notification sent after failed attempts",
          );
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        const gaveUp = row.attempts >= MAX_ATTEMPTS;
        const retryInMs = retryDelay(row.attempts, retryBaseMs);
        // The reason is the transport's (an SMTP reply, a network error): it names no visitor.
        log.warn(
          {
            outboxId: row.id,
            kind: row.kind,
            attempt: row.attempts,
            reason,
            ...(gaveUp ? { gaveUp: true } : { retryInMs }),
          },
          gaveUp ? "notification failed for the last time" : "notification failed",
        );
        await leased
          .set({
            status: gaveUp ? "failed" : "retrying",
            last_error: reason.slice(0, 500),
            locked_until: null,
            next_attempt_at: new Date(Date.now() + retryInMs).toISOString(),
          })
          .execute()
          .catch((updateError: unknown) =>
            log.error(
              { outboxId: row.id, err: describeError(updateError) },
              "could not record a notification's failure",
            ),
          );
      }
    }
  }

  /** Runs one pass now (or right after the one in progress). */
  function kick() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((error: unknown) => log.error({ err: describeError(error) }, "outbox pass failed"))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          kick();
        }
      });
  }

  const timer = setInterval(kick, intervalMs);
  kick();

  return {
    kick,
    /** Stops taking work and waits for the send in progress. */
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

export type Outbox = ReturnType<typeof startOutbox>;
