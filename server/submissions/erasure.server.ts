import type { Db } from "#server/db/database.server.ts";
import { audit } from "#server/admin/audit.server.ts";
import { deleteLoggedMail } from "#server/mail/transports.server.ts";

// The one place where personal data is erased (docs/product.md#privacy-and-retention): an
// administrator's erasure of one application or enquiry, and the retention job's deletion by
// age, both remove the rows, the stored resume, the queued notification and every logged copy
// of the mail, and leave an entry in the audit log.

type Where = { dataDir: string };
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

const erasure = {
  application: {
    table: "career_applications",
    action: "erase-application",
    detail: (id: string) => `application ${id} and its resume`,
  },
  enquiry: { table: "enquiries", action: "erase-enquiry", detail: (id: string) => `enquiry ${id}` },
} as const;

/** Erases one application (with its resume) or enquiry. False when there was no such submission. */
export async function eraseSubmission(
  db: Db,
  where: Where,
  kind: keyof typeof erasure,
  id: string,
  who: Who,
) {
  const { table, action, detail } = erasure[kind];
  const found = await db.selectFrom(table).select("id").where("id", "=", id).executeTakeFirst();
  if (!found) return false;
  await eraseRows(db, kind === "application" ? [id] : [], kind === "enquiry" ? [id] : []);
  await deleteLoggedMail(where.dataDir, { ids: [id] });
  await audit(db, { ...who, action, detail: detail(id) });
  return true;
}

/**
 * Retention: erases applications (with their resumes) and enquiries older than `days`, and
 * logged mail older than that, leaving an audit entry with the counts.
 */
export async function eraseExpired(db: Db, where: Where, days: number, now = Date.now()) {
  const cutoff = new Date(now - days * 24 * 60 * 60 * 1000).toISOString();
  const [applications, enquiries] = await Promise.all([
    db.selectFrom("career_applications").select("id").where("created_at", "<", cutoff).execute(),
    db.selectFrom("enquiries").select("id").where("created_at", "<", cutoff).execute(),
  ]);
  const applicationIds = applications.map((row) => row.id);
  const enquiryIds = enquiries.map((row) => row.id);
  await eraseRows(db, applicationIds, enquiryIds);
  await deleteLoggedMail(where.dataDir, {
    ids: [...applicationIds, ...enquiryIds],
    olderThanDays: days,
    now,
  });
  if (applicationIds.length || enquiryIds.length)
    await audit(db, {
      actor: null,
      action: "retention-delete",
      detail: `Deleted ${applicationIds.length} applications and ${enquiryIds.length} enquiries older than ${days} days (before ${cutoff}).`,
    });
  return { applications: applicationIds.length, enquiries: enquiryIds.length };
}
