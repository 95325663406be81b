import {
  INVOICE_RETENTION_DAYS,
  ORDER_RETENTION_YEARS,
  PAYMENT_RETENTION_YEARS,
  RETURN_RETENTION_YEARS,
  RESET_LINK_MS,
  SPAM_RETENTION_DAYS,
} from "#shared/limits.ts";
import { audit, pruneAuditLog } from "#server/auth/audit.server.ts";
import { pruneSessions } from "#server/auth/auth.server.ts";
import { pruneCustomerTokens } from "#server/customers/customer-sessions.server.ts";
import { eraseExpiredRequests } from "#server/customers/customer-requests.server.ts";
import type { DatabaseHandle } from "#server/db/database.server.ts";
import { pruneRateLimits } from "#server/http/rate-limit.server.ts";
import type { Logger } from "#server/log.server.ts";
import { describeError } from "#server/log.server.ts";
import { deleteExpiredResetMail } from "#server/mail/transports.server.ts";
import { eraseExpiredOrders } from "#server/orders/order-retention.server.ts";
import { eraseExpiredPayments } from "#server/money/payments-store.server.ts";
import { eraseExpiredReturns } from "#server/returns/returns-retention.server.ts";
import { eraseExpiredInvoices } from "#server/money/invoice-store.server.ts";
import { eraseExpired } from "#server/submissions/erasure.server.ts";

/**
 * Starts the housekeeping: retention (what the privacy notice promises) at once and then daily,
 * the rest (rate limits, sessions, tokens, reset mails) hourly. Waits for the first run; returns
 * what stops it.
 */
export async function startHousekeeping({
  database,
  dataDir,
  log,
  retentionDays: ownerRetentionDays,
}: {
  database: DatabaseHandle;
  dataDir: string;
  log: Logger;
  /** The owner's retention period, in days, as published now. */
  retentionDays: () => number;
}) {
  /** Retention's deletions go in the audit log, with what was deleted and why. */
  const deleted = async (count: number, detail: (count: number) => string) => {
    if (count)
      await audit(database.db, { actor: null, action: "retention-delete", detail: detail(count) });
  };
  const keepHouse = async (withRetention: boolean) => {
    try {
      if (withRetention) {
        const retentionDays = ownerRetentionDays();
        await eraseExpired({ database, dataDir }, retentionDays);
        await deleted(
          await eraseExpiredRequests(database.db, retentionDays, SPAM_RETENTION_DAYS),
          (count) =>
            `Deleted ${count} account requests that were rejected or not answered within ${retentionDays} days (spam: ${SPAM_RETENTION_DAYS} days).`,
        );
        await deleted(
          await eraseExpiredOrders(database.db, ORDER_RETENTION_YEARS),
          (count) => `Deleted ${count} orders placed more than ${ORDER_RETENTION_YEARS} years ago.`,
        );
        await deleted(
          await eraseExpiredPayments(database.db, PAYMENT_RETENTION_YEARS),
          (count) =>
            `Deleted ${count} payments reported more than ${PAYMENT_RETENTION_YEARS} years ago.`,
        );
        await deleted(
          await eraseExpiredReturns(database.db, RETURN_RETENTION_YEARS),
          (count) =>
            `Deleted ${count} returns asked for more than ${RETURN_RETENTION_YEARS} years ago.`,
        );
        await deleted(
          await eraseExpiredInvoices(database.db),
          (count) =>
            `Deleted ${count} invoice copies uploaded more than ${INVOICE_RETENTION_DAYS} days ago.`,
        );
        await pruneAuditLog(database.db);
      }
      await pruneRateLimits(database.db);
      await pruneSessions(database.db);
      await pruneCustomerTokens(database.db);
      await deleteExpiredResetMail(dataDir, RESET_LINK_MS);
    } catch (error) {
      log.error({ err: describeError(error) }, "housekeeping failed");
    }
  };
  await keepHouse(true);
  let hours = 0;
  const timer = setInterval(() => void keepHouse(++hours % 24 === 0), 60 * 60 * 1000);
  return () => clearInterval(timer);
}
