import {
  careersTemplateParams,
  contactTemplateParams,
  messageWithItems,
} from "#shared/schemas/notification-params.ts";
import { indiaDateTime } from "#shared/india-time.ts";
import { languageNamesInEnglish } from "#shared/content/languages.ts";
import type { MailContext, MailWriters, Notification } from "#server/mail/notification.server.ts";
import { applicationFields, itemsOfEnquiries } from "./submission-store.server";
import type { Db } from "#server/db/database.server.ts";

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

// The mails of enquiries and applications, to the company's inbox (NOTIFY_TO).

async function enquiryMail(
  db: Db,
  id: string,
  { notifyTo }: MailContext,
): Promise<Notification | undefined> {
  const row = await db.selectFrom("enquiries").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return undefined;
  const at = new Date(row.created_at);
  const items = (await itemsOfEnquiries(db, [id])).get(id) ?? [];
  return {
    kind: "enquiry",
    subject: items.length
      ? `New enquiry for ${items.length} ${items.length === 1 ? "item" : "items"} from ${row.name}`
      : `New enquiry from ${row.name}`,
    replyTo: { name: row.name, address: row.email },
    templateParams: contactTemplateParams({ ...row, items }, notifyTo, at),
    text: [
      `A new enquiry arrived through the website on ${indiaDateTime(at)} (India time).`,
      "",
      `Name:     ${row.name}`,
      `Email:    ${row.email}`,
      `Phone:    ${row.phone}`,
      `Language: ${languageNamesInEnglish[row.locale]}`,
      "",
      "Message:",
      messageWithItems(row.message, items),
      "",
      "Reply to this email to answer the visitor directly.",
    ].join("\n"),
  };
}

async function applicationMail(
  db: Db,
  id: string,
  { notifyTo }: MailContext,
): Promise<Notification | undefined> {
  const row = await db
    .selectFrom("career_applications")
    .leftJoin("resumes", "resumes.application_id", "career_applications.id")
    .select([
      ...applicationFields,
      "career_applications.locale",
      "resumes.file_name",
      "resumes.size",
    ])
    .where("career_applications.id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  const at = new Date(row.created_at);
  const application = {
    name: row.name,
    email: row.email,
    phone: row.phone,
    jobCategory: row.job_category,
    employmentType: row.employment_type,
  } as const;
  const resumeLine = row.file_name
    ? `${row.file_name} (${kilobytes(row.size ?? 0)}). Download it from the website's admin (Applications); it is not attached, so that it stays under the site's retention and erasure rules.`
    : "No resume uploaded.";
  return {
    kind: "application",
    subject: `New job application: ${row.job_category} (${row.employment_type}) from ${row.name}`,
    replyTo: { name: row.name, address: row.email },
    templateParams: careersTemplateParams(
      application as Parameters<typeof careersTemplateParams>[0],
      row.file_name ?? undefined,
      notifyTo,
      at,
    ),
    text: [
      `A new job application arrived through the website on ${indiaDateTime(at)} (India time).`,
      "",
      `Name:            ${row.name}`,
      `Email:           ${row.email}`,
      `Phone:           ${row.phone}`,
      `Language:        ${languageNamesInEnglish[row.locale]}`,
      `Job category:    ${row.job_category}`,
      `Employment type: ${row.employment_type}`,
      `Resume:          ${resumeLine}`,
    ].join("\n"),
  };
}

export const submissionMails: MailWriters<"enquiry" | "application"> = {
  enquiry: enquiryMail,
  application: applicationMail,
};
