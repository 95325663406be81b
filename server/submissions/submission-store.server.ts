import { randomUUID } from "node:crypto";
import type { Application } from "#app/schemas/application.ts";
import type { Enquiry } from "#app/schemas/enquiry.ts";
import type { Transaction } from "kysely";
import { now, type Database, type Db } from "#server/db/database.server.ts";

export type StoredResume = {
  fileName: string;
  kind: string;
  contentType: string;
  content: Buffer;
};

// Each submission and its notification are written in one transaction: the visitor's 201
// is sent only after the commit, and a stored submission always has a notification queued.

/** The notification of a new submission, sent by the outbox worker after the commit. */
function queueNotification(
  trx: Transaction<Database>,
  kind: "enquiry" | "application",
  id: string,
  at: string,
) {
  return trx
    .insertInto("outbox")
    .values({ kind, subject_id: id, status: "pending", next_attempt_at: at, created_at: at })
    .execute();
}

export async function storeEnquiry(db: Db, enquiry: Enquiry): Promise<string> {
  const id = randomUUID();
  const at = now();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("enquiries")
      .values({
        id,
        name: enquiry.name,
        email: enquiry.email,
        phone: enquiry.phone,
        message: enquiry.message,
        consented_at: at,
        created_at: at,
      })
      .execute();
    await queueNotification(trx, "enquiry", id, at);
  });
  return id;
}

export async function storeApplication(
  db: Db,
  application: Application,
  resume: StoredResume | undefined,
): Promise<string> {
  const id = randomUUID();
  const at = now();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("career_applications")
      .values({
        id,
        name: application.name,
        email: application.email,
        phone: application.phone,
        job_category: application.jobCategory,
        employment_type: application.employmentType,
        consented_at: at,
        created_at: at,
      })
      .execute();
    if (resume) {
      await trx
        .insertInto("resumes")
        .values({
          application_id: id,
          file_name: resume.fileName,
          kind: resume.kind,
          content_type: resume.contentType,
          size: resume.content.length,
          content: resume.content,
        })
        .execute();
    }
    await queueNotification(trx, "application", id, at);
  });
  return id;
}
