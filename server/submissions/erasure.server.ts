import { MIN_RETENTION_DAYS, SPAM_RETENTION_DAYS } from "#shared/limits.ts";
import type { DatabaseHandle, Db } from "#server/db/database.server.ts";
import { audit } from "#server/auth/audit.server.ts";
import { deleteLoggedMail } from "#server/mail/transports.server.ts";
import { submissionKind, type SubmissionKind } from "#shared/submission-kinds.ts";

// The one place where personal data is erased (docs/product.md#privacy-and-retention): an
// administrator's erasure of one application or enquiry, and the retention job's deletion by
// age, both remove the rows, the stored resume, the queued notification and every logged copy
// of the mail, and leave an entry in the audit log.

/** The database and the data folder (where logged mail lives). */
type Store = { database: DatabaseHandle; dataDir: string };
type Who = { actor: string; client: string | null };

async function eraseRows(db: Db, applicationIds: string[], enquiryIds: string[]) {
  await db.transaction().execute(async (trx) => {
    const ids = [...applicationIds, ...enquiryIds];
    if (ids.length) await trx.deleteFrom("outbox").where("subject_id", "in", ids).execute();
    if (applicationIds.length) {
      await trx.deleteFrom("resumes").where("application_id", "in", applicationIds).execute();
      await trx.deleteFrom("career_applications").where("id", "in", applicationIds).execute();
    }
    if (enquiryIds.length)
      await trx.deleteFrom("enquiries").where("id", "in", enquiryIds).execute();
  });
}

/** Erases one application (with its resume) or enquiry. False when there was no such submission. */
export async function eraseSubmission(
  { database, dataDir }: Store,
  kind: SubmissionKind,
  id: string,
  who: Who,
) {
  const { db } = database;
  const { table, noun, audit: actions } = submissionKind[kind];
  const found = await db.selectFrom(table).select("id").where("id", "=", id).executeTakeFirst();
  if (!found) return false;
  await eraseRows(db, kind === "application" ? [id] : [], kind === "enquiry" ? [id] : []);
  await database.reclaimErasedSpace();
  await deleteLoggedMail(dataDir, { ids: [id] });
  const detail = `${noun} ${id}${kind === "application" ? " and its resume" : ""}`;
  await audit(db, { ...who, action: actions.erase, detail });
  return true;
}

/**
 * Retention: erases applications (with their resumes) and enquiries older than `days`, spam
 * older than SPAM_RETENTION_DAYS, and logged mail older than `days`, leaving an audit entry
 * with the counts. The daily job passes the owner's setting, the period the privacy notice
 * promises; a row that was promised fewer days goes at those.
 */
export async function eraseExpired({ database, dataDir }: Store, days: number, now = Date.now()) {
  const { db } = database;
  const before = (age: number) => new Date(now - age * 24 * 60 * 60 * 1000).toISOString();
  const cutoff = before(days);
  const spamCutoff = before(SPAM_RETENTION_DAYS);
  // Each row goes at the smaller of the days its notice promised and the current setting.
  const expired = async (table: "career_applications" | "enquiries") => {
    const rows = await db
      .selectFrom(table)
      .select(["id", "spam", "created_at", "retention_days"])
      .where("created_at", "<", before(Math.min(days, SPAM_RETENTION_DAYS, MIN_RETENTION_DAYS)))
      .execute();
    return rows.filter(
      (row) =>
        row.created_at < cutoff ||
        (row.retention_days !== null && row.created_at < before(row.retention_days)) ||
        (row.spam === 1 && row.created_at < spamCutoff),
    );
  };
  const [applications, enquiries] = await Promise.all([
    expired("career_applications"),
    expired("enquiries"),
  ]);
  const applicationIds = applications.map((row) => row.id);
  const enquiryIds = enquiries.map((row) => row.id);
  await eraseRows(db, applicationIds, enquiryIds);
  if (applicationIds.length || enquiryIds.length) await database.reclaimErasedSpace();
  await deleteLoggedMail(dataDir, {
    ids: [...applicationIds, ...enquiryIds],
    olderThanDays: days,
    now,
  });
  const spam = [...applications, ...enquiries].filter((row) => row.spam).length;
  if (applicationIds.length || enquiryIds.length)
    await audit(db, {
      actor: null,
      action: "retention-delete",
      detail: `Deleted ${applicationIds.length} applications and ${enquiryIds.length} enquiries older than ${days} days (before ${cutoff})${spam ? `, ${spam} of them spam older than ${SPAM_RETENTION_DAYS} days` : ""}.`,
    });
  return { applications: applicationIds.length, enquiries: enquiryIds.length };
}
