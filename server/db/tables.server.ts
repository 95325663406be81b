import type { Generated } from "kysely";
import type { NotificationStatus, SubmissionStatus } from "#shared/schemas/admin.ts";
import type { Locale } from "#shared/site-paths.ts";
import type { SubmissionKind } from "#shared/submission-kinds.ts";
import type { CustomerStatus } from "#shared/schemas/customers.ts";
import type { OrderStatus } from "#shared/schemas/orders.ts";
import type { PaymentMode, PaymentStatus } from "#shared/schemas/money.ts";
import type { Availability } from "#shared/schemas/catalogue-items.ts";
import type { MediaFormat } from "#shared/media.ts";

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
  /** The days the consent notice promised when it was sent; null before they were recorded. */
  retention_days: number | null;
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
  /** The days the consent notice promised when it was sent; null before they were recorded. */
  retention_days: number | null;
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
  | "payment-decided";

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

/** A line of a signed-in customer's order list (ids and quantities; names for lines not found). */
export interface CustomerListItemTable {
  customer_id: string;
  position: number;
  /** The item's stable id; null for a line from an older device list that was not found. */
  item_id: string | null;
  name: string;
  manufacturer: string;
  pack: string;
  quantity: number;
}

/** Order numbers are taken from this one counter (a row each), database-wide; gaps are allowed. */
export interface OrderNumberTable {
  number: Generated<number>;
  taken_at: string;
}

export interface OrderTable {
  /** A random UUID: the only id in URLs. */
  id: string;
  /** "Order 1042": unique, from order_numbers. */
  number: number;
  customer_id: string;
  status: OrderStatus;
  /** The customer's note. */
  note: string;
  /** The staff's note to the customer. */
  staff_note: string;
  /** The estimate when placed, in paise (64-bit, as every amount): before GST, and GST. */
  total_paise: number;
  gst_paise: number;
  /** The placing page's UUID: a repeat within 24 h places nothing. */
  idempotency_key: string | null;
  /** SHA-256 of the lines and note as posted: the same key with other lines is a 409. */
  request_hash: string;
  created_at: string;
  updated_at: string;
  /** When staff accepted it (the day's export for the billing software is by this day). */
  accepted_at: string | null;
  exported_at: string | null;
}

/** A line as placed: the live catalogue's terms at that moment, and what staff supply. */
export interface OrderLineTable {
  order_id: string;
  /** 0-based, in the order's line order (the PATCH's `index`). */
  position: number;
  item_id: string | null;
  name: string;
  manufacturer: string;
  pack: string;
  code: string;
  quantity: number;
  free: number;
  rate_paise: number | null;
  scheme: string;
  gst: number | null;
  amount_paise: number | null;
  availability: Availability | null;
  supplied: number | null;
}

/** Each status an order reached (received included), for its history and its customer's mail. */
export interface OrderEventTable {
  id: Generated<number>;
  order_id: string;
  status: OrderStatus;
  at: string;
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

/** An outstanding report as published: the current one, and the one before (current 0). */
export interface OutstandingReportTable {
  version: Generated<number>;
  /** The day the report is "as of": its period's end, else the upload day ("YYYY-MM-DD"). */
  as_of: string;
  file_name: string;
  bills: number;
  /** What the report's bills add up to, in paise (Cr lines take away). */
  total_paise: number;
  /** 1 for the report the site shows. */
  current: number;
  published_at: string;
  published_by: string;
}

/** A pending bill of an outstanding report, as the report has it. */
export interface OutstandingBillTable {
  report_version: number;
  /** The bill's place in the report. */
  position: number;
  /** The party as the report names it, its code ("" without one), and the name as matched. */
  party_name: string;
  party_code: string;
  party_key: string;
  /** The customer the party is, once matched (by code, name or a staff's link); else null. */
  customer_id: string | null;
  bill_no: string;
  bill_date: string;
  /** The bill's own amount where the report gives it. */
  amount_paise: number | null;
  /** What is pending of it; below 0 for a credit (Cr) line. */
  pending_paise: number;
  due_on: string | null;
}

/** A name in the outstanding report that staff said is this customer. */
export interface CustomerAliasTable {
  /** The name as matched (normalised): one customer's alone. */
  alias_key: string;
  customer_id: string;
  name: string;
  created_at: string;
  created_by: string;
}

/** A payment a customer reported, for staff to confirm against the bank statement. */
export interface PaymentTable {
  id: string;
  customer_id: string;
  mode: PaymentMode;
  /** The UTR (12 digits) or the bank's reference (12 to 22 letters and digits, upper case). */
  reference: string;
  amount_paise: number;
  paid_on: string;
  status: PaymentStatus;
  /** Why staff rejected it ("" otherwise). */
  reason: Generated<string>;
  reported_at: string;
  decided_at: string | null;
  decided_by: string | null;
  /** When the receipts export for the billing software first carried it. */
  exported_at: string | null;
}

/** The bills a payment is against, and how much of it each (oldest first when none was named). */
export interface PaymentBillTable {
  payment_id: string;
  position: number;
  bill_no: string;
  amount_paise: number;
}

export interface Database {
  outstanding_reports: OutstandingReportTable;
  outstanding_bills: OutstandingBillTable;
  customer_aliases: CustomerAliasTable;
  payments: PaymentTable;
  payment_bills: PaymentBillTable;
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
