import type { Db } from "#server/db/database.server.ts";
import { contains, onePage, type Page } from "#server/db/list-queries.server.ts";
import { applicationFields, itemsOfEnquiries } from "./submission-store.server";
import type {
  SubmissionStatus,
  ApplicationQuery,
  ApplicationRow,
  EnquiryRow,
  ListQuery,
} from "#shared/schemas/admin.ts";
import type { Locale } from "#shared/site-paths.ts";
import { submissionKind, type SubmissionKind } from "#shared/submission-kinds.ts";

// The staff's lists of enquiries and applications, written once for both dialects. Each answers
// one page of rows in the shape of shared/schemas/admin.ts, and the total that matches.

/** The fields every submission row shares, in the API's names. */
const submitter = (row: {
  id: string;
  name: string;
  email: string;
  phone: string;
  created_at: string;
  status: SubmissionStatus;
  locale: Locale;
}) => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  submittedAt: row.created_at,
  status: row.status,
  locale: row.locale,
});

const applicationSortColumns = {
  submittedAt: "career_applications.created_at",
  name: "career_applications.name",
  email: "career_applications.email",
  jobCategory: "career_applications.job_category",
  employmentType: "career_applications.employment_type",
} as const;

export async function listApplications(
  db: Db,
  query: ApplicationQuery,
): Promise<Page<ApplicationRow>> {
  let select = db
    .selectFrom("career_applications")
    .leftJoin("resumes", "resumes.application_id", "career_applications.id")
    .where("career_applications.spam", "=", query.spam ? 1 : 0);
  if (query.status) select = select.where("career_applications.status", "=", query.status);
  if (query.q)
    select = select.where((eb) =>
      eb.or([
        contains("career_applications.name", query.q),
        contains("career_applications.email", query.q),
        contains("career_applications.phone", query.q),
      ]),
    );
  if (query.jobCategory)
    select = select.where("career_applications.job_category", "=", query.jobCategory);
  if (query.employmentType)
    select = select.where("career_applications.employment_type", "=", query.employmentType);

  const [{ total }, rows] = await Promise.all([
    select.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
    select
      .select([
        "career_applications.id",
        ...applicationFields,
        "career_applications.status",
        "career_applications.locale",
        "resumes.kind",
        "resumes.file_name",
      ])
      .orderBy(applicationSortColumns[query.sort], query.order)
      .orderBy("career_applications.id")
      .$call(onePage(query))
      .execute(),
  ]);
  return {
    total: Number(total),
    rows: rows.map((row) => ({
      ...submitter(row),
      jobCategory: row.job_category,
      employmentType: row.employment_type,
      resume: row.kind !== null,
      resumeType: row.kind as ApplicationRow["resumeType"],
      resumeFileName: row.file_name,
    })),
  };
}

/** A stored resume with its applicant's name, for the download. */
export function findResume(db: Db, applicationId: string) {
  return db
    .selectFrom("resumes")
    .innerJoin("career_applications", "career_applications.id", "resumes.application_id")
    .select(["resumes.content", "resumes.kind", "resumes.content_type", "career_applications.name"])
    .where("resumes.application_id", "=", applicationId)
    .executeTakeFirst();
}

export async function listEnquiries(db: Db, query: ListQuery): Promise<Page<EnquiryRow>> {
  let select = db.selectFrom("enquiries").where("enquiries.spam", "=", query.spam ? 1 : 0);
  if (query.status) select = select.where("enquiries.status", "=", query.status);
  if (query.q)
    select = select.where((eb) =>
      eb.or([
        contains("enquiries.name", query.q),
        contains("enquiries.email", query.q),
        contains("enquiries.phone", query.q),
        contains("enquiries.message", query.q),
      ]),
    );
  const [{ total }, rows] = await Promise.all([
    select.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
    select
      .leftJoin("outbox", (join) =>
        join.onRef("outbox.subject_id", "=", "enquiries.id").on("outbox.kind", "=", "enquiry"),
      )
      .select([
        "enquiries.id",
        "enquiries.name",
        "enquiries.email",
        "enquiries.phone",
        "enquiries.message",
        "enquiries.created_at",
        "enquiries.status",
        "enquiries.locale",
        "outbox.status as notification_status",
        "outbox.attempts",
        "outbox.last_error",
        "outbox.sent_at",
      ])
      .orderBy("enquiries.created_at", query.order)
      .orderBy("enquiries.id")
      .$call(onePage(query))
      .execute(),
  ]);
  const items = await itemsOfEnquiries(
    db,
    rows.map((row) => row.id),
  );
  return {
    total: Number(total),
    rows: rows.map((row) => ({
      ...submitter(row),
      message: row.message,
      items: items.get(row.id) ?? [],
      notification: {
        status: row.notification_status ?? "sent",
        attempts: row.attempts ?? 0,
        lastError: row.last_error,
        sentAt: row.sent_at,
      },
    })),
  };
}

/** Every application but spam, newest first, as the CSV export lists them. */
export function applicationsForExport(db: Db) {
  return db
    .selectFrom("career_applications")
    .leftJoin("resumes", "resumes.application_id", "career_applications.id")
    .select([...applicationFields, "career_applications.status", "resumes.file_name"])
    .where("career_applications.spam", "=", 0)
    .orderBy("career_applications.created_at", "desc")
    .execute();
}

/** Every enquiry but spam, newest first, with its items, as the CSV export lists them. */
export async function enquiriesForExport(db: Db) {
  const rows = await db
    .selectFrom("enquiries")
    .select(["id", "created_at", "name", "email", "phone", "message", "status"])
    .where("spam", "=", 0)
    .orderBy("created_at", "desc")
    .execute();
  const items = await itemsOfEnquiries(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, items: items.get(row.id) ?? [] }));
}

/** How many enquiries and applications are new (not spam), for the admin's navigation. */
export async function newCounts(db: Db) {
  const count = (kind: SubmissionKind) =>
    db
      .selectFrom(submissionKind[kind].table)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("status", "=", "new")
      .where("spam", "=", 0)
      .executeTakeFirstOrThrow()
      .then((row) => Number(row.n));
  const [enquiries, applications] = await Promise.all([count("enquiry"), count("application")]);
  return { enquiries, applications };
}
