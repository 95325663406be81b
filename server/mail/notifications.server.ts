import {
  careersTemplateParams,
  contactTemplateParams,
  messageWithItems,
} from "#shared/schemas/notification-params.ts";
import { indiaDateTime } from "#shared/india-time.ts";
import { languageNamesInEnglish } from "#shared/content/languages.ts";
import {
  applicationFields,
  itemsOfEnquiries,
} from "#server/submissions/submission-store.server.ts";
import type { Db } from "#server/db/database.server.ts";
import type { Notification } from "./notification.server";
import type { ShownContent } from "#server/content/live-content.server.ts";
import { requestNotification, resetNotification } from "#server/customers/customer-mail.server.ts";
import {
  orderNotification,
  orderReceivedNotification,
  orderStatusNotification,
} from "#server/orders/order-mail.server.ts";
import { paymentNotification } from "#server/money/money-mail.server.ts";

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * Builds the mail for a queued row from what is stored now. Undefined when its subject has
 * since been erased (or, for a reset link, can no longer use one): there is nothing to send.
 */
export async function buildNotification(
  db: Db,
  kind: Notification["kind"],
  id: string,
  { notifyTo, siteOrigin, shown }: { notifyTo: string; siteOrigin: string; shown: ShownContent },
): Promise<Notification | undefined> {
  if (kind === "account-request") return requestNotification(db, id, notifyTo);
  if (kind === "account-reset") return resetNotification(db, id, siteOrigin, shown);
  if (kind === "order") return orderNotification(db, id, notifyTo, shown);
  if (kind === "order-received") return orderReceivedNotification(db, id, siteOrigin, shown);
  if (kind === "order-status") return orderStatusNotification(db, id, siteOrigin, shown);
  if (kind === "payment-reported" || kind === "payment-decided")
    return paymentNotification(db, kind, id, { notifyTo, siteOrigin, shown });
  if (kind === "enquiry") {
    const row = await db
      .selectFrom("enquiries")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirst();
    if (!row) return undefined;
    const at = new Date(row.created_at);
    const items = (await itemsOfEnquiries(db, [id])).get(id) ?? [];
    return {
      kind,
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
    kind,
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
