import type { Generated } from "kysely";
import type { NotificationStatus, SubmissionStatus } from "#shared/schemas/admin.ts";
import type { Locale } from "#shared/site-paths.ts";
import type { SubmissionKind } from "#shared/submission-kinds.ts";
import type { MediaFormat } from "#shared/media.ts";

import type {
  CustomerTable,
  CustomerLinkTable,
  CustomerSessionTable,
  CustomerListItemTable,
  OrderNumberTable,
  OrderTable,
  OrderLineTable,
  OrderEventTable,
} from "./trade-tables.server";
import type {
  OutstandingReportTable,
  OutstandingBillTable,
  CustomerAliasTable,
  PaymentTable,
  PaymentBillTable,
  InvoiceCopyTable,
} from "./money-tables.server";
import type { ReturnNumberTable, ReturnTable, ReturnPhotoTable } from "./returns-tables.server";

export type Dialect = "sqlite" | "postgres";

// All timestamps are ISO-8601 UTC strings: they sort as text and read the same in both dialects.

/** What an enquiry and a job application both store. */
interface SubmissionColumns {
  id: string;
  name: string;
  email: string;
  phone: string;
  consented_at: string;
  created_at: string;
  /** 1: kept aside as spam (a honeypot or a too-fast post), not notified; 0 otherwise. */
  spam: number;
  status: SubmissionStatus;
  /** The language of the page the visitor sent it from. */
  locale: Locale;
  /** The days the consent notice promised when it was sent; null before they were recorded. */
  retention_days: number | null;
}

export interface EnquiryTable extends SubmissionColumns {
  message: string;
}

export interface ApplicationTable extends SubmissionColumns {
  job_category: string;
  employment_type: string;
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
export type MailKind =
  | SubmissionKind
  | "account-request"
  | "account-reset"
  /** A new order, to the company (subject: the order's id). */
  | "order"
  /** "We received your order", to its customer (subject: the order's id). */
  | "order-received"
  /** A status the order reached, to its customer (subject: the order_events row's id). */
  | "order-status"
  /** A payment a customer reported, to the company (subject: the payment's id). */
  | "payment-reported"
  /** A payment confirmed or rejected, to its customer (subject: the payment's id). */
  | "payment-decided"
  /** A return a customer asked for, to the company (subject: the return's id). */
  | "return-requested"
  /** A return approved, credited or rejected, to its customer (subject: the return's id). */
  | "return-status";

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
  /** In paise, like every amount of money (null: no price). */
  mrp_paise: number | null;
  rate_paise: number | null;
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
  /** The company's facts the letterhead prints, as JSON: a publish of others makes a new list. */
  letterhead: string;
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

/** A version of the owner's content, as published (the newest is the live one). */
export interface ContentVersionTable {
  version: number;
  /** The document's own shape version: an older one is upgraded when read. */
  schema_version: number;
  /** The content document, JSON. */
  document: string;
  published_at: string;
  /** An administrator's email, or "system" for the shipped content and upgrades. */
  published_by: string;
}

/** An uploaded photo (the id: the SHA-256 of the uploaded file); its files are below. */
export interface ContentImageTable {
  id: string;
  /** Its size upright (turned as its EXIF said), in pixels. */
  width: number;
  height: number;
  /** What was uploaded: jpeg, png or webp (the file itself is not kept). */
  source_format: string;
  uploaded_at: string;
  uploaded_by: string;
}

/** One re-encoded file of a photo, served at /media/{image_id}-{width}.{format}. */
export interface ContentImageFileTable {
  image_id: string;
  width: number;
  format: MediaFormat;
  size: number;
  /** The SHA-256 of `bytes` (base64url): the file's ETag. */
  sha256: string;
  bytes: Uint8Array;
}

export interface Database {
  outstanding_reports: OutstandingReportTable;
  outstanding_bills: OutstandingBillTable;
  customer_aliases: CustomerAliasTable;
  payments: PaymentTable;
  payment_bills: PaymentBillTable;
  return_numbers: ReturnNumberTable;
  returns: ReturnTable;
  return_photos: ReturnPhotoTable;
  invoice_copies: InvoiceCopyTable;
  content_versions: ContentVersionTable;
  content_images: ContentImageTable;
  content_image_files: ContentImageFileTable;
  customer_list_items: CustomerListItemTable;
  order_numbers: OrderNumberTable;
  orders: OrderTable;
  order_lines: OrderLineTable;
  order_events: OrderEventTable;
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
