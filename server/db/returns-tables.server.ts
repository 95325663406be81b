import type { Generated } from "kysely";
import type { ReturnReason, ReturnStatus } from "#shared/schemas/returns.ts";

// The tables of returns (./tables.server.ts gathers every table).

/** The numbers returns are given, in turn (the database's own counter). */
export interface ReturnNumberTable {
  number: Generated<number>;
  taken_at: string;
}

/** Goods a customer asked to send back, and how far staff took them. */
export interface ReturnTable {
  id: string;
  number: number;
  customer_id: string;
  /** The catalogue item chosen (null: typed); its name, code and company as they were then. */
  item_id: string | null;
  item_name: string;
  item_code: string;
  company: string;
  batch: string;
  /** `YYYY-MM`. */
  expiry: string;
  quantity: number;
  reason: ReturnReason;
  bill_no: string;
  /** The customer's own words: deleted at their erasure. */
  note: string;
  /** "inside" or "outside" the company's return window; null where none applies. */
  window_mark: "inside" | "outside" | null;
  status: ReturnStatus;
  credit_note: string;
  /** The credit note's amount, in paise. */
  amount_paise: number | null;
  /** Why staff rejected it ("" otherwise). */
  reject_reason: string;
  requested_at: string;
  /** When it reached its status, and who moved it there (null while requested). */
  status_at: string;
  status_by: string | null;
}

/** A return's photo, re-encoded (no location or camera data), served only to its customer and staff. */
export interface ReturnPhotoTable {
  return_id: string;
  content_type: string;
  size: number;
  content: Uint8Array;
}
