import type { Generated } from "kysely";
import type { NotificationStatus, SubmissionStatus } from "#shared/schemas/admin.ts";
import type { Locale } from "#shared/site-paths.ts";
import type { SubmissionKind } from "#shared/submission-kinds.ts";

export type Dialect = "sqlite" | "postgres";

// All timestamps are ISO-8601 UTC strings: they sort as text and read the same in both dialects.

export interface EnquiryTable {
  id: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  consented_at: string;
  created_at: string;
  /** 1: kept aside as spam (a honeypot or a too-fast post), not notified; 0 otherwise. */
  spam: number;
  status: SubmissionStatus;
  /** The language of the page the visitor sent it from. */
  locale: Locale;
}

export interface ApplicationTable {
  id: string;
  name: string;
  email: string;
  phone: string;
  job_category: string;
  employment_type: string;
  consented_at: string;
  created_at: string;
  /** 1: kept aside as spam, not notified; 0 otherwise. */
  spam: number;
  status: SubmissionStatus;
  /** The language of the page the visitor sent it from. */
  locale: Locale;
}

/** Kept apart from the application so listing applications never reads file bytes. */
export interface ResumeTable {
  application_id: string;
  file_name: string;
  kind: string;
  content_type: string;
  size: number;
  content: Uint8Array;
}

export interface OutboxTable {
  id: Generated<number>;
  kind: SubmissionKind;
  subject_id: string;
  status: NotificationStatus;
  attempts: Generated<number>;
  next_attempt_at: string;
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

export interface RateLimitTable {
  key: string;
  window_start: string;
  count: number;
}

export interface AdminTable {
  id: string;
  email: string;
  password_hash: string;
  created_at: string;
  password_changed_at: string;
  /** Set while the administrator is disabled: no sign-in, no session. */
  disabled_at: string | null;
}

/** Only a hash of each session token is kept: a copy of the database opens no session. */
export interface SessionTable {
  token_hash: string;
  admin_id: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
}

export interface AuditTable {
  id: Generated<number>;
  at: string;
  actor: string | null;
  action: string;
  detail: string;
  client: string | null;
}

export interface CatalogueVersionTable {
  version: Generated<number>;
  rows: number;
  published_at: string;
  /** An administrator's email, or "system" for the shipped sample list. */
  published_by: string;
  /** 1 for the one version the site serves. */
  current: number;
}

export interface CatalogueItemTable {
  id: Generated<number>;
  version: number;
  name: string;
  manufacturer: string;
  composition: string;
  pack: string;
  category: string;
  code: string;
  mrp: number | null;
  rate: number | null;
  scheme: string;
  stock: number | null;
  /** 1 when the stock came from a YES/NO column (then 1 or 0, never "low"). */
  stock_yes_no: number;
  /** "YYYY-MM" or "". */
  expiry: string;
  hsn: string;
  gst: number | null;
}

/** The product list PDF of a catalogue version, made once and served by every instance. */
export interface ProductListTable {
  version: number;
  pdf: Uint8Array;
  created_at: string;
}

/** Items an enquiry asks about, in the order the visitor listed them. */
export interface EnquiryItemTable {
  enquiry_id: string;
  position: number;
  name: string;
  manufacturer: string;
  pack: string;
  quantity: number;
}

export interface Database {
  admins: AdminTable;
  sessions: SessionTable;
  audit_log: AuditTable;
  enquiries: EnquiryTable;
  career_applications: ApplicationTable;
  resumes: ResumeTable;
  outbox: OutboxTable;
  rate_limits: RateLimitTable;
  catalogue_versions: CatalogueVersionTable;
  catalogue_items: CatalogueItemTable;
  product_lists: ProductListTable;
  enquiry_items: EnquiryItemTable;
}
