import { z } from "#shared/schemas/zod.ts";
import { employmentTypes, jobCategories } from "#shared/content/careers.ts";
import { locales } from "#shared/site-paths.ts";
import {
  DEFAULT_ADMIN_PAGE_SIZE,
  MAX_ADMIN_PAGE,
  MAX_ADMIN_PAGE_SIZE,
  MAX_ADMIN_SEARCH_LENGTH,
  MAX_EMAIL_LENGTH,
  MAX_PASSWORD_LENGTH,
} from "#shared/limits.ts";
import type { EnquiryItem } from "./catalogue-items";

// The admin API's contract (docs/product.md#admin-api): the queries the admin pages send and the
// answers the server gives. The server parses queries and bodies with these schemas, the admin
// pages check answers with them (shared/api/schemas.ts lists them by route), and both take
// their types from them, so neither side re-declares the other's shapes.

/** No NUL characters: PostgreSQL text cannot hold them. */
const noNul = /^[^\0]*$/;

/** Where staff are with a submission. New ones are "new"; they set the rest in one tap. */
export const submissionStatuses = ["new", "in_progress", "done"] as const;
export type SubmissionStatus = (typeof submissionStatuses)[number];
export const statusLabels: Record<SubmissionStatus, string> = {
  new: "New",
  in_progress: "In progress",
  done: "Done",
};
export const statusChangeSchema = z.object({
  status: z.enum(submissionStatuses, { error: "Please choose new, in progress or done." }),
});

export const listQuerySchema = z.object({
  q: z.string().trim().max(MAX_ADMIN_SEARCH_LENGTH).regex(noNul).default(""),
  page: z.coerce.number().int().min(1).max(MAX_ADMIN_PAGE).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_ADMIN_PAGE_SIZE)
    .default(DEFAULT_ADMIN_PAGE_SIZE),
  order: z.enum(["asc", "desc"]).default("desc"),
  /** `spam=1` lists only what was kept aside as spam; by default spam is left out. */
  spam: z
    .enum(["0", "1"])
    .default("0")
    .transform((value) => value === "1"),
  status: z.enum(submissionStatuses).optional().catch(undefined),
});
export type ListQuery = z.output<typeof listQuerySchema>;

const applicationSortKeys = [
  "submittedAt",
  "name",
  "email",
  "jobCategory",
  "employmentType",
] as const;
export type ApplicationSortKey = (typeof applicationSortKeys)[number];

export const applicationQuerySchema = listQuerySchema.extend({
  jobCategory: z.enum(jobCategories).optional().catch(undefined),
  employmentType: z.enum(employmentTypes).optional().catch(undefined),
  sort: z.enum(applicationSortKeys).default("submittedAt"),
});
export type ApplicationQuery = z.output<typeof applicationQuerySchema>;

export const loginSchema = z.object({
  email: z.string().max(MAX_EMAIL_LENGTH).regex(noNul),
  password: z.string().max(MAX_PASSWORD_LENGTH).regex(noNul),
});
export const signedInSchema = z.object({ success: z.literal(true), email: z.string() });

const resumeKinds = ["pdf", "doc", "docx"] as const;
export type ResumeKind = (typeof resumeKinds)[number];
const notificationStatuses = ["pending", "retrying", "sent", "failed"] as const;
export type NotificationStatus = (typeof notificationStatuses)[number];

/**
 * Notifications of new submissions undelivered for longer than NOTIFY_ALERT_AFTER_MS: how
 * many are waiting, and since when the oldest (the banner on every admin page).
 */
const notificationAlertSchema = z.object({ count: z.number(), since: z.string() });
export type NotificationAlert = z.infer<typeof notificationAlertSchema>;

/** `GET /api/admin/session`: who is signed in, and what the admin's frame shows. */
export const adminSessionSchema = z.object({
  success: z.literal(true),
  email: z.string(),
  newCounts: z.object({ enquiries: z.number(), applications: z.number() }),
  notificationAlert: notificationAlertSchema.nullable(),
  /** Whether mail reaches customers, or only files on the server (MAIL_TRANSPORT=log). */
  customerMail: z.enum(["sent", "file-only"]),
});
export type AdminSession = z.infer<typeof adminSessionSchema>;

/** The fields every submission's row shares. */
const submitterFields = {
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  submittedAt: z.string(),
  status: z.enum(submissionStatuses),
  /** The language of the page it was sent from. */
  locale: z.enum(locales),
};

/** An application as `GET /api/career-applications` lists it. */
const applicationRowSchema = z.object({
  ...submitterFields,
  jobCategory: z.string(),
  employmentType: z.string(),
  /** Whether a resume was uploaded (the first specification's presence flag). */
  resume: z.boolean(),
  resumeType: z.enum(resumeKinds).nullable(),
  resumeFileName: z.string().nullable(),
});
export type ApplicationRow = z.infer<typeof applicationRowSchema>;

/** An enquiry as `GET /api/enquiries` lists it, with the state of its notification. */
const enquiryRowSchema = z.object({
  ...submitterFields,
  message: z.string(),
  /** Catalogue items the visitor asked about, with quantities. */
  items: z.array(
    z.object({
      name: z.string(),
      manufacturer: z.string().optional(),
      pack: z.string().optional(),
      quantity: z.number(),
    }) satisfies z.ZodType<EnquiryItem>,
  ),
  notification: z.object({
    status: z.enum(notificationStatuses),
    attempts: z.number(),
    lastError: z.string().nullable(),
    sentAt: z.string().nullable(),
  }),
});
export type EnquiryRow = z.infer<typeof enquiryRowSchema>;

/** One line of `GET /api/audit-log`. */
const auditEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  actor: z.string().nullable(),
  action: z.string(),
  detail: z.string(),
  client: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** Every admin list answers one page of rows under its own name, and the total. */
export const listPageSchema = <Rows extends z.ZodRawShape>(rows: Rows) =>
  z.object({
    success: z.literal(true),
    total: z.number(),
    page: z.number(),
    pageSize: z.number(),
    ...rows,
  });
export const applicationListSchema = listPageSchema({
  applications: z.array(applicationRowSchema),
});
export const enquiryListSchema = listPageSchema({ enquiries: z.array(enquiryRowSchema) });
export const auditLogSchema = listPageSchema({ entries: z.array(auditEntrySchema) });
