import type { Generated } from "kysely";
import type { NotificationStatus, SubmissionStatus } from "#shared/schemas/admin.ts";
import type { Locale } from "#shared/site-paths.ts";
import type { SubmissionKind } from "#shared/submission-kinds.ts";
import type { CustomerStatus } from "#shared/schemas/customers.ts";

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

/**
 * What the outbox sends: a submission's notification to the company, a new account request's
 * to the company, or a password reset link to a customer (made when it is sent).
 */
export type MailKind = SubmissionKind | "account-request" | "account-reset";

export interface OutboxTable {
  id: Generated<number>;
  kind: MailKind;
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

/** A trade customer, from a request, from staff or from the billing software's party list. */
export interface CustomerTable {
  id: string;
  status: CustomerStatus;
  /** The billing software's party code ("" until staff give one); unique when given. */
  code: string;
  shop_name: string;
  contact_name: string;
  phone: string;
  /** The phone as a 10-digit mobile when it is one (then it signs in); unique among accounts. */
  login_mobile: string | null;
  /** Lower-cased; "" when none. Unique among accounts. */
  email: string;
  address: string;
  drug_licence: string;
  gstin: string;
  hospital: number;
  /** The language the customer's mails and prefilled texts use. */
  locale: Locale;
  source: "request" | "staff" | "import";
  /** 1: a request kept aside as spam. */
  spam: number;
  password_hash: string | null;
  /** When the customer accepted the privacy notice (a request, or setting the password). */
  consented_at: string | null;
  /** The days the request's consent promised it would be kept if not answered. */
  retention_days: number | null;
  created_at: string;
  updated_at: string;
  last_sign_in_at: string | null;
  /** Set when staff erased the contact's personal data; shop name, code and orders stay. */
  erased_at: string | null;
}

/** An invitation or reset link: only its hash is kept, and it is deleted once used. */
export interface CustomerLinkTable {
  token_hash: string;
  customer_id: string;
  purpose: "invite" | "reset";
  created_at: string;
  expires_at: string;
}

/** A customer's session, apart from the administrators' (only the token's hash is kept). */
export interface CustomerSessionTable {
  token_hash: string;
  customer_id: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
}

export interface Database {
  customers: CustomerTable;
  customer_links: CustomerLinkTable;
  customer_sessions: CustomerSessionTable;
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
