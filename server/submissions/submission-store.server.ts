import { randomUUID } from "node:crypto";
import type { SubmissionStatus } from "#shared/schemas/admin.ts";
import type { Application } from "#shared/schemas/application.ts";
import type { EnquiryItem } from "#shared/schemas/catalogue-items.ts";
import type { Enquiry } from "#shared/schemas/enquiry.ts";
import { submissionKind, type SubmissionKind } from "#shared/submission-kinds.ts";
import type { Transaction } from "kysely";
import { now, type Database, type Db } from "#server/db/database.server.ts";
import { groupRows } from "#server/db/list-queries.server.ts";

export type StoredResume = {
  fileName: string;
  kind: string;
  contentType: string;
  content: Buffer;
};

/** An application's columns as the applicant sent them: what every view of one starts from. */
export const applicationFields = [
  "career_applications.name",
  "career_applications.email",
  "career_applications.phone",
  "career_applications.job_category",
  "career_applications.employment_type",
  "career_applications.created_at",
] as const;

// Each submission and its notification are written in one transaction: the visitor's 201
// is sent only after the commit, and a stored submission always has a notification queued.

/** The notification of a new submission, sent by the outbox worker after the commit. */
function queueNotification(
  trx: Transaction<Database>,
  kind: SubmissionKind,
  id: string,
  at: string,
) {
  return trx
    .insertInto("outbox")
    .values({ kind, subject_id: id, status: "pending", next_attempt_at: at, created_at: at })
    .execute();
}

/** Stores a submission with `write` and, unless it is spam, queues its notification. */
async function storeSubmission(
  db: Db,
  kind: SubmissionKind,
  spam: boolean,
  write: (trx: Transaction<Database>, id: string, at: string) => Promise<void>,
): Promise<string> {
  const id = randomUUID();
  const at = now();
  await db.transaction().execute(async (trx) => {
    await write(trx, id, at);
    if (!spam) await queueNotification(trx, kind, id, at);
  });
  return id;
}

/**
 * The columns every submission has: who sent it and in which language, when (their consent with
 * it), whether it is kept aside as spam, and how long its consent notice promised to keep it.
 */
const visitorColumns = (
  visitor: Pick<Enquiry, "name" | "email" | "phone" | "locale">,
  at: string,
  spam: boolean,
  retentionDays: number,
) => ({
  name: visitor.name,
  email: visitor.email,
  phone: visitor.phone,
  consented_at: at,
  created_at: at,
  spam: spam ? 1 : 0,
  status: "new" as const,
  locale: visitor.locale,
  retention_days: retentionDays,
});

// A submission kept aside as spam is stored the same way but not notified, until an
// administrator releases it (releaseSpam).

/** `retentionDays`: what the consent notice promised when the visitor sent it. */
export async function storeEnquiry(db: Db, enquiry: Enquiry, spam: boolean, retentionDays: number) {
  return storeSubmission(db, "enquiry", spam, async (trx, id, at) => {
    await trx
      .insertInto("enquiries")
      .values({
        id,
        ...visitorColumns(enquiry, at, spam, retentionDays),
        message: enquiry.message,
      })
      .execute();
    if (enquiry.items.length)
      await trx
        .insertInto("enquiry_items")
        .values(
          enquiry.items.map((item, position) => ({
            enquiry_id: id,
            position,
            name: item.name,
            manufacturer: item.manufacturer ?? "",
            pack: item.pack ?? "",
            quantity: item.quantity,
          })),
        )
        .execute();
  });
}

export async function storeApplication(
  db: Db,
  application: Application,
  resume: StoredResume | undefined,
  spam: boolean,
  retentionDays: number,
) {
  return storeSubmission(db, "application", spam, async (trx, id, at) => {
    await trx
      .insertInto("career_applications")
      .values({
        id,
        ...visitorColumns(application, at, spam, retentionDays),
        job_category: application.jobCategory,
        employment_type: application.employmentType,
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
  });
}

/**
 * "Not spam": the submission joins the ordinary list and its notification is queued now.
 * False when there is no such submission kept as spam.
 */
export async function releaseSpam(db: Db, kind: SubmissionKind, id: string) {
  return db.transaction().execute(async (trx) => {
    const released = await trx
      .updateTable(submissionKind[kind].table)
      .set({ spam: 0 })
      .where("id", "=", id)
      .where("spam", "=", 1)
      .executeTakeFirst();
    if (!released.numUpdatedRows) return false;
    await queueNotification(trx, kind, id, now());
    return true;
  });
}

/** The items each of these enquiries asks about, in the visitor's order. */
export async function itemsOfEnquiries(db: Db, ids: string[]) {
  if (ids.length === 0) return new Map<string, EnquiryItem[]>();
  const rows = await db
    .selectFrom("enquiry_items")
    .selectAll()
    .where("enquiry_id", "in", ids)
    .orderBy("enquiry_id")
    .orderBy("position")
    .execute();
  return groupRows(
    rows,
    (row) => row.enquiry_id,
    ({ name, manufacturer, pack, quantity }): EnquiryItem => ({
      name,
      manufacturer,
      pack,
      quantity,
    }),
  );
}

/** Sets where staff are with a submission. False when there is no such submission. */
export async function setStatus(
  db: Db,
  kind: SubmissionKind,
  id: string,
  status: SubmissionStatus,
) {
  const { table } = submissionKind[kind];
  const row = await db.selectFrom(table).select("status").where("id", "=", id).executeTakeFirst();
  if (!row) return undefined;
  await db.updateTable(table).set({ status }).where("id", "=", id).execute();
  return { from: row.status };
}
