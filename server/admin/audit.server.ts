import { AUDIT_RETENTION_DAYS } from "#shared/limits.ts";
import type { Db } from "#server/db/database.server.ts";

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
  // A schema upgrade that changed what staff had entered (server/db/migrations.server.ts).
  | "migrate-supplied"
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

/** Audit entries are kept AUDIT_RETENTION_DAYS, then deleted. */
export async function pruneAuditLog(db: Db, now = Date.now()) {
  const cutoff = new Date(now - AUDIT_RETENTION_DAYS * 24 * 60 * 60 * 1000).toISOString();
  await db.deleteFrom("audit_log").where("at", "<", cutoff).execute();
}
