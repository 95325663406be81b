import type { Db } from "#server/db/database.server.ts";
import { audit } from "#server/admin/audit.server.ts";

/**
 * Deletes applications (with their resumes) and enquiries older than `days`, and their
 * queued notifications, leaving an audit entry with the counts.
 */
export async function deleteExpiredSubmissions(db: Db, days: number, now = Date.now()) {
  const cutoff = new Date(now - days * 24 * 60 * 60 * 1000).toISOString();
  const result = await db.transaction().execute(async (trx) => {
    const applications = await trx
      .selectFrom("career_applications")
      .select("id")
      .where("created_at", "<", cutoff)
      .execute();
    const enquiries = await trx
      .selectFrom("enquiries")
      .select("id")
      .where("created_at", "<", cutoff)
      .execute();
    const ids = [...applications, ...enquiries].map((row) => row.id);
    if (ids.length === 0) return { applications: 0, enquiries: 0 };
    await trx.deleteFrom("outbox").where("subject_id", "in", ids).execute();
    if (applications.length) {
      const applicationIds = applications.map((row) => row.id);
      await trx.deleteFrom("resumes").where("application_id", "in", applicationIds).execute();
      await trx.deleteFrom("career_applications").where("id", "in", applicationIds).execute();
    }
    if (enquiries.length)
      await trx
        .deleteFrom("enquiries")
        .where(
          "id",
          "in",
          enquiries.map((row) => row.id),
        )
        .execute();
    return { applications: applications.length, enquiries: enquiries.length };
  });
  if (result.applications || result.enquiries)
    await audit(db, {
      actor: null,
      action: "retention-delete",
      detail: `Deleted ${result.applications} applications and ${result.enquiries} enquiries older than ${days} days (before ${cutoff}).`,
    });
  return result;
}
