import type { Generated } from "kysely";
import type { CustomerStatus } from "#shared/schemas/customers.ts";
import type { HoldReason, OrderChannel, OrderStatus } from "#shared/schemas/orders.ts";
import type { Locale } from "#shared/site-paths.ts";
import type { Availability } from "#shared/schemas/catalogue-items.ts";

// The tables of trade customers, their order lists and their orders (./tables.server.ts gathers every table).

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
  /**
   * The customer's own credit terms (docs/product.md#credit): the most they may owe, in paise,
   * and the days a bill may be overdue; null: the owner's default; NO_CREDIT_CHECK: no check.
   */
  credit_limit_paise: number | null;
  max_overdue_days: number | null;
}

/** A customer's credit limit or overdue age stored as "no check" (null is the owner's default). */
export const NO_CREDIT_CHECK = -1;

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
  /**
   * Why the order was placed held (null: it was not), with what the customer owed before it and
   * the limit then, in paise, and the days their oldest bill was overdue.
   */
  hold_reason: HoldReason | null;
  hold_pending_paise: number | null;
  hold_limit_paise: number | null;
  hold_overdue_days: number | null;
  /** The administrator (email) who took it for the customer; null when the customer placed it. */
  taken_by: string | null;
  /** How staff took it; null when the customer placed it. */
  channel: OrderChannel | null;
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
