import { AUDIT_RETENTION_DAYS } from "#shared/limits.ts";
import type { Db } from "#server/db/database.server.ts";
import { onePage, type Page } from "#server/db/list-queries.server.ts";
import type { AuditEntry, ListQuery } from "#shared/schemas/admin.ts";

export type AuditAction =
  | "sign-in"
  | "sign-in-failed"
  | "sign-in-locked"
  | "sign-out"
  | "list-applications"
  | "list-enquiries"
  | "download-resume"
  | "export-applications"
  | "export-enquiries"
  | "erase-application"
  | "erase-enquiry"
  | "release-application"
  | "release-enquiry"
  | "status-application"
  | "status-enquiry"
  | "retention-delete"
  | "catalogue-upload"
  | "catalogue-publish"
  | "catalogue-restore"
  | "content-publish"
  | "content-restore"
  | "content-image-upload"
  | "view-audit-log"
  | "list-customers"
  | "view-customer"
  | "export-customers"
  | "create-customer"
  | "update-customer"
  | "erase-customer"
  | "approve-customer"
  | "disable-customer"
  | "enable-customer"
  | "reject-customer"
  | "invite-customer"
  | "check-customer-import"
  | "import-customers"
  | "list-orders"
  | "view-order"
  | "update-order"
  | "export-order"
  | "export-orders-of-day"
  | "place-order-for-customer"
  // A trade customer's own (actor `customer:<id>`, or null for a login no account has).
  | "customer-sign-in"
  | "customer-sign-in-failed"
  | "customer-sign-in-locked"
  | "customer-password-set"
  | "customer-reset-request"
  // A schema upgrade that changed what staff had entered (server/db/migrations.server.ts).
  | "migrate-supplied"
  // The outstanding and the payments customers report (docs/product.md#bills-and-payments).
  | "outstanding-check"
  | "outstanding-publish"
  | "link-party-name"
  | "list-outstanding"
  | "customer-payment-reported"
  | "list-payments"
  | "confirm-payment"
  | "reject-payment"
  | "export-payments"
  // Returns (docs/product.md#returns).
  | "customer-return-requested"
  | "list-returns"
  | "move-return"
  | "view-return-photo"
  | "export-returns"
  | "upload-invoices"
  // The command line's administrator management (npm run admin).
  | "admin-list"
  | "admin-create"
  | "admin-reset-password"
  | "admin-disable"
  | "admin-enable"
  | "admin-remove";

/** Control characters (and NUL) are dropped from whatever the log stores. */
const printable = (text: string) => text.replace(/\p{Cc}/gu, "");

/** Who did what, when and from where: every access to applicants' personal data. */
export async function audit(
  db: Db,
  entry: { actor: string | null; action: AuditAction; detail?: string; client?: string | null },
) {
  await db
    .insertInto("audit_log")
    .values({
      at: new Date().toISOString(),
      actor: entry.actor === null ? null : printable(entry.actor),
      action: entry.action,
      detail: printable(entry.detail ?? ""),
      client: entry.client === null || entry.client === undefined ? null : printable(entry.client),
    })
    .execute();
}

const HOUR_MS = 60 * 60 * 1000;
/** An hour's entry of one list holds at most this much of the filters read. */
const MAX_LIST_DETAIL = 500;

/**
 * A read of an admin list: one entry per administrator, list and hour (a list polled and paged
 * all morning is one entry an hour), holding each set of filters read in that hour, never a
 * page number or the words searched for. A read of one record, a download and an export are
 * recorded each time, with `audit`.
 */
export async function auditListRead(
  db: Db,
  entry: { actor: string; action: AuditAction; filters: string; client: string | null },
) {
  const hourStart = new Date(Math.floor(Date.now() / HOUR_MS) * HOUR_MS).toISOString();
  const filters = printable(entry.filters);
  const seen = await db
    .selectFrom("audit_log")
    .select(["id", "detail"])
    .where("at", ">=", hourStart)
    .where("actor", "=", printable(entry.actor))
    .where("action", "=", entry.action)
    .orderBy("id", "desc")
    .executeTakeFirst();
  if (!seen) return audit(db, { ...entry, detail: filters });
  if (seen.detail.split("; ").includes(filters)) return;
  const detail = `${seen.detail}; ${filters}`;
  if (detail.length <= MAX_LIST_DETAIL)
    await db.updateTable("audit_log").set({ detail }).where("id", "=", seen.id).execute();
}

/** Audit entries are kept AUDIT_RETENTION_DAYS, then deleted. */
export async function pruneAuditLog(db: Db, now = Date.now()) {
  const cutoff = new Date(now - AUDIT_RETENTION_DAYS * 24 * 60 * 60 * 1000).toISOString();
  await db.deleteFrom("audit_log").where("at", "<", cutoff).execute();
}

export async function listAuditEntries(db: Db, query: ListQuery): Promise<Page<AuditEntry>> {
  const [{ total }, rows] = await Promise.all([
    db
      .selectFrom("audit_log")
      .select((eb) => eb.fn.countAll<number>().as("total"))
      .executeTakeFirstOrThrow(),
    db.selectFrom("audit_log").selectAll().orderBy("id", "desc").$call(onePage(query)).execute(),
  ]);
  return { total: Number(total), rows };
}
