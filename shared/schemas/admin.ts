import { z } from "zod";
import { employmentTypes, jobCategories } from "#shared/content/careers.ts";
import {
  DEFAULT_ADMIN_PAGE_SIZE,
  MAX_ADMIN_PAGE,
  MAX_ADMIN_PAGE_SIZE,
  MAX_ADMIN_SEARCH_LENGTH,
  MAX_EMAIL_LENGTH,
  MAX_PASSWORD_LENGTH,
} from "#shared/limits.ts";
import type { Locale } from "#shared/site-paths.ts";
import type { EnquiryItem } from "./catalogue-items";

// The admin API's contract (docs/product.md#admin-api): the queries the admin pages send and the
// rows the server answers with. The server parses with these schemas; the browser imports the
// types, so neither side re-declares the other's shapes.

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

export type ResumeKind = "pdf" | "doc" | "docx";
export type NotificationStatus = "pending" | "retrying" | "sent" | "failed";

/**
 * Notifications of new submissions undelivered for longer than NOTIFY_ALERT_AFTER_MS: how
 * many are waiting, and since when the oldest (the banner on every admin page).
 */
export type NotificationAlert = { count: number; since: string };

/** `GET /api/admin/session`: who is signed in, and what the admin's frame shows. */
export type AdminSession = {
  success: true;
  email: string;
  newCounts: { enquiries: number; applications: number };
  notificationAlert: NotificationAlert | null;
};

/** An application as `GET /api/career-applications` lists it. */
export type ApplicationRow = {
  _id: string;
  name: string;
  email: string;
  phone: string;
  jobCategory: string;
  employmentType: string;
  submittedAt: string;
  status: SubmissionStatus;
  /** The language of the page it was sent from. */
  locale: Locale;
  /** Whether a resume was uploaded (the first specification's presence flag). */
  resume: boolean;
  resumeType: ResumeKind | null;
  resumeFileName: string | null;
};

/** An enquiry as `GET /api/enquiries` lists it, with the state of its notification. */
export type EnquiryRow = {
  _id: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  submittedAt: string;
  status: SubmissionStatus;
  /** The language of the page it was sent from. */
  locale: Locale;
  /** Catalogue items the visitor asked about, with quantities. */
  items: EnquiryItem[];
  notification: {
    status: NotificationStatus;
    attempts: number;
    lastError: string | null;
    sentAt: string | null;
  };
};

/** One line of `GET /api/audit-log`. */
export type AuditEntry = {
  id: number;
  at: string;
  actor: string | null;
  action: string;
  detail: string;
  client: string | null;
};

/** Every admin list answers with one page of rows under its own name, and the total. */
export type ListPage<Name extends string, Row> = {
  success: true;
  total: number;
  page: number;
  pageSize: number;
} & Record<Name, Row[]>;
