import type { Generated } from "kysely";
import type { PaymentMode, PaymentStatus } from "#shared/schemas/money.ts";

// The tables of the outstanding report, the names linked to customers, and payments (./tables.server.ts gathers every table).

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

/** An invoice PDF of the billing software's, under the party and bill it was matched to. */
export interface InvoiceCopyTable {
  /** Opaque: the customer's download address carries it. */
  id: string;
  /** The bill number as compared (./bill-figures.server.ts, billKey) and as the report wrote it. */
  bill_key: string;
  bill_no: string;
  /** The party as the outstanding report named it; "" while the file waits for its bill. */
  party_key: string;
  party_code: string;
  /** The party's customer, once known. */
  customer_id: string | null;
  file_name: string;
  content: Uint8Array;
  bytes: number;
  /** When it was matched to a bill of a report; null while it waits (at most 30 days). */
  matched_at: string | null;
  uploaded_at: string;
  uploaded_by: string;
}
