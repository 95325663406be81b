import { createHash, randomUUID } from "node:crypto";
import type { Db } from "#server/db/database.server.ts";
import { toPaise } from "#server/db/money.server.ts";
import { NO_CREDIT_CHECK, type CustomerTable } from "#server/db/trade-tables.server.ts";
import {
  loginMobile,
  type CreditTerm,
  type CustomerChanges,
  type CustomerStatus,
  type NewCustomer,
} from "#shared/schemas/customers.ts";
import type { Locale } from "#shared/site-paths.ts";
import { endEverything } from "./customer-sessions.server";

// The customers' records (docs/product.md#trade-customers), written once for both dialects.

export type Customer = CustomerTable;

/** A record's login fields from its phone and email, as they are compared. */
export const logins = (phone: string, email: string) => ({
  login_mobile: loginMobile(phone),
  email: email.trim().toLowerCase(),
});

/** The columns of a customer's contact details, as a request or staff give them. */
export const contactColumns = (
  fields: Pick<
    NewCustomer,
    | "shopName"
    | "contactName"
    | "phone"
    | "email"
    | "address"
    | "drugLicence"
    | "gstin"
    | "hospital"
    | "locale"
  >,
) => ({
  shop_name: fields.shopName,
  contact_name: fields.contactName,
  phone: fields.phone,
  ...logins(fields.phone, fields.email),
  address: fields.address,
  drug_licence: fields.drugLicence,
  gstin: fields.gstin,
  hospital: fields.hospital ? 1 : 0,
  locale: fields.locale,
});

/**
 * Whether new logins differ from a record's: then its sessions and links end (a link mailed to
 * the old address, a session opened with the old mobile, must not outlive the change).
 */
export const loginsChange = (
  before: Pick<Customer, "login_mobile" | "email">,
  after: Pick<Customer, "login_mobile" | "email">,
) => before.login_mobile !== after.login_mobile || before.email !== after.email;

/**
 * The login a customer signs in with, masked for a page that anyone holding a link sees: the
 * mobile's first two and last three digits, else the email's first letter and its domain.
 */
export function maskedLogin(customer: Pick<Customer, "login_mobile" | "email">) {
  if (customer.login_mobile)
    return `${customer.login_mobile.slice(0, 2)}•••••${customer.login_mobile.slice(-3)}`;
  const at = customer.email.lastIndexOf("@");
  return at > 0 ? `${customer.email[0]}•••${customer.email.slice(at)}` : "";
}

/** Thrown when a login mobile, email or code is already another account's. */
export class Taken extends Error {
  constructor(
    readonly field: "phone" | "email" | "code",
    readonly otherId: string,
  ) {
    super(`The ${field} is taken.`);
  }
}

/** The account (invited, active or disabled) that holds a login mobile, email or code, if any. */
export async function holderOf(
  db: Db,
  record: { phone?: string; email?: string; code?: string },
  except?: string,
) {
  const { login_mobile, email } = logins(record.phone ?? "", record.email ?? "");
  const checks: {
    field: Taken["field"];
    column: "login_mobile" | "email" | "code";
    value: string | null;
    accounts: boolean;
  }[] = [
    { field: "phone", column: "login_mobile", value: login_mobile, accounts: true },
    { field: "email", column: "email", value: email || null, accounts: true },
    { field: "code", column: "code", value: record.code?.trim() || null, accounts: false },
  ];
  for (const check of checks) {
    if (check.value === null) continue;
    let query = db
      .selectFrom("customers")
      .select("id")
      .where(check.column, "=", check.value)
      .where("erased_at", "is", null);
    if (check.accounts) query = query.where("status", "in", ["invited", "active", "disabled"]);
    if (except) query = query.where("id", "<>", except);
    const other = await query.executeTakeFirst();
    if (other) return new Taken(check.field, other.id);
  }
  return undefined;
}

/** A customer made by staff or by import: invited, without a password or consent yet. */
export function newAccount(fields: NewCustomer, source: "staff" | "import"): Customer {
  const at = new Date().toISOString();
  return {
    id: randomUUID(),
    status: "invited",
    code: fields.code,
    ...contactColumns(fields),
    credit_limit_paise: null,
    max_overdue_days: null,
    source,
    spam: 0,
    password_hash: null,
    consented_at: null,
    retention_days: null,
    created_at: at,
    updated_at: at,
    last_sign_in_at: null,
    erased_at: null,
  };
}

export async function createCustomer(db: Db, fields: NewCustomer) {
  const taken = await holderOf(db, fields);
  if (taken) throw taken;
  const customer = newAccount(fields, "staff");
  await db.insertInto("customers").values(customer).execute();
  return customer;
}

export const findCustomer = (db: Db, id: string) =>
  db.selectFrom("customers").selectAll().where("id", "=", id).executeTakeFirst();

/**
 * The account a login names (an email, or a mobile in any of its usual spellings), and the key
 * its per-login limits count under: the account's, whichever of its logins was typed, or a hash
 * of what was typed when no account has it (never the login itself).
 */
export async function findByLogin(db: Db, login: string) {
  const trimmed = login.trim();
  const byEmail = trimmed.includes("@");
  const value = byEmail ? trimmed.toLowerCase() : loginMobile(trimmed);
  const customer = value
    ? await db
        .selectFrom("customers")
        .selectAll()
        .where(byEmail ? "email" : "login_mobile", "=", value)
        .where("status", "in", ["invited", "active", "disabled"])
        .where("erased_at", "is", null)
        .executeTakeFirst()
    : undefined;
  const limitKey = customer
    ? `customer:${customer.id}`
    : `login:${createHash("sha256")
        .update(value ?? trimmed.toLowerCase())
        .digest("base64url")}`;
  return { limitKey, customer };
}

/** The moves staff may make, from the statuses each allows. */
export const statusMoves = {
  approve: { from: ["requested"], to: "invited" },
  reject: { from: ["requested"], to: "rejected" },
  disable: { from: ["invited", "active"], to: "disabled" },
  // Back to active, or to invited when no password was ever set.
  enable: { from: ["disabled"], to: "active" },
} as const satisfies Record<string, { from: readonly CustomerStatus[]; to: CustomerStatus }>;
export type StatusMove = keyof typeof statusMoves;

/**
 * Moves a customer's status when it still allows the move (checked in the same statement, so
 * two staff at once cannot both move it). Undefined when the customer does not exist; false
 * when the status does not allow it.
 */
export async function moveStatus(db: Db, id: string, move: StatusMove, code?: string) {
  const customer = await findCustomer(db, id);
  if (!customer || customer.erased_at) return undefined;
  const rule = statusMoves[move];
  const to: CustomerStatus = move === "enable" && !customer.password_hash ? "invited" : rule.to;
  const changes: Partial<Customer> = { status: to, updated_at: new Date().toISOString() };
  if (code !== undefined && code !== "") changes.code = code;
  // A request kept aside as spam that staff approve was a person after all.
  if (move === "approve") changes.spam = 0;
  if (to === "invited" || to === "active") {
    const taken = await holderOf(db, { ...customer, code: changes.code }, id);
    if (taken) throw taken;
  }
  const moved = await db
    .updateTable("customers")
    .set(changes)
    .where("id", "=", id)
    .where("status", "in", [...rule.from])
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) return false;
  if (to === "disabled") await endEverything(db, id);
  return true;
}

/**
 * Staff's changes to a record: never its status or password; its sessions and links end when
 * its email or login mobile changes.
 */
export async function updateCustomer(db: Db, id: string, changes: CustomerChanges) {
  const customer = await findCustomer(db, id);
  if (!customer || customer.erased_at) return undefined;
  const phone = changes.phone ?? customer.phone;
  const email = changes.email ?? customer.email;
  if (["invited", "active", "disabled"].includes(customer.status)) {
    const taken = await holderOf(db, { phone, email, code: changes.code ?? customer.code }, id);
    if (taken) throw taken;
  } else if (changes.code) {
    const taken = await holderOf(db, { code: changes.code }, id);
    if (taken) throw taken;
  }
  const newLogins = logins(phone, email);
  const set: Partial<Customer> = { updated_at: new Date().toISOString(), ...newLogins };
  if (changes.shopName !== undefined) set.shop_name = changes.shopName;
  if (changes.contactName !== undefined) set.contact_name = changes.contactName;
  if (changes.phone !== undefined) set.phone = changes.phone;
  if (changes.code !== undefined) set.code = changes.code;
  if (changes.address !== undefined) set.address = changes.address;
  if (changes.drugLicence !== undefined) set.drug_licence = changes.drugLicence;
  if (changes.gstin !== undefined) set.gstin = changes.gstin;
  if (changes.hospital !== undefined) set.hospital = changes.hospital ? 1 : 0;
  if (changes.locale !== undefined) set.locale = changes.locale;
  if (changes.creditLimit !== undefined)
    set.credit_limit_paise = termToStore(changes.creditLimit, toPaise);
  if (changes.maxOverdueDays !== undefined)
    set.max_overdue_days = termToStore(changes.maxOverdueDays, (days) => days);
  await db.updateTable("customers").set(set).where("id", "=", id).execute();
  if (loginsChange(customer, newLogins)) await endEverything(db, id);
  return true;
}

/** A credit term as stored: null the owner's default, NO_CREDIT_CHECK none (docs/product.md#credit). */
const termToStore = (term: CreditTerm, convert: (value: number) => number) =>
  term === "none" ? NO_CREDIT_CHECK : term === null ? null : convert(term);

/** A stored credit term as the API says it. */
export const storedTerm = (
  stored: number | null,
  convert: (value: number) => number,
): CreditTerm => (stored === NO_CREDIT_CHECK ? "none" : stored === null ? null : convert(stored));

/** Remembers the language of the account page a customer last signed in from. */
export async function setCustomerLocale(db: Db, id: string, locale: Locale) {
  await db.updateTable("customers").set({ locale }).where("id", "=", id).execute();
}
