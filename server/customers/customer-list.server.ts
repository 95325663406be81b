import { contains } from "#server/db/list-queries.server.ts";
import type { Db } from "#server/db/database.server.ts";
import type { CustomerDetail, CustomerQuery, CustomerRow } from "#shared/schemas/customers.ts";
import { customerContact } from "./customer-contact.server";
import { toRupees } from "#server/db/money.server.ts";
import { storedTerm, type Customer } from "./customer-store.server";

// The staff's list of customers and one customer's details (docs/product.md#customers-admin),
// read with the expiry of each one's newest invitation link.

/** Each customer with the expiry of their newest invitation link (past or to come), if any. */
const withInvitation = (select: ReturnType<typeof filtered>) =>
  select.selectAll("customers").select((eb) =>
    eb
      .selectFrom("customer_links")
      .select((link) => link.fn.max("customer_links.expires_at").as("expires_at"))
      .whereRef("customer_links.customer_id", "=", "customers.id")
      .where("customer_links.purpose", "=", "invite")
      .as("link_expires_at"),
  );

function filtered(db: Db, query: Pick<CustomerQuery, "q" | "status" | "spam">) {
  let select = db.selectFrom("customers").where("spam", "=", query.spam ? 1 : 0);
  if (query.status) select = select.where("status", "=", query.status);
  if (query.q)
    select = select.where((eb) =>
      eb.or(
        ["shop_name", "contact_name", "phone", "email", "code", "gstin", "address"].map((column) =>
          contains(column, query.q),
        ),
      ),
    );
  return select;
}

export const customerRow = (row: Customer & { link_expires_at: string | null }): CustomerRow => ({
  ...customerContact(row),
  status: row.status,
  address: row.address,
  drugLicence: row.drug_licence,
  gstin: row.gstin,
  hospital: row.hospital === 1,
  locale: row.locale,
  createdAt: row.created_at,
  lastSignInAt: row.last_sign_in_at,
  linkExpiresAt: row.link_expires_at,
  spam: row.spam === 1,
});

/**
 * One page of the staff's list, newest first (customers made in one moment, as a party list's
 * are, by name), and how many match.
 */
export async function listCustomers(db: Db, query: CustomerQuery) {
  const [rows, count] = await Promise.all([
    withInvitation(filtered(db, query))
      .orderBy("created_at", "desc")
      .orderBy("shop_name")
      .orderBy("id")
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    filtered(db, query)
      .select((eb) => eb.fn.countAll<number>().as("total"))
      .executeTakeFirstOrThrow(),
  ]);
  return { total: Number(count.total), rows: rows.map(customerRow) };
}

/** Every customer that matches, for the CSV export. */
export async function allCustomers(db: Db, query: Pick<CustomerQuery, "q" | "status" | "spam">) {
  const rows = await withInvitation(filtered(db, query))
    .orderBy("created_at", "desc")
    .orderBy("shop_name")
    .execute();
  return rows.map(customerRow);
}

export async function customerDetail(db: Db, id: string): Promise<CustomerDetail | undefined> {
  const [row, sessions] = await Promise.all([
    withInvitation(db.selectFrom("customers").where("id", "=", id)).executeTakeFirst(),
    db
      .selectFrom("customer_sessions")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("customer_id", "=", id)
      .executeTakeFirstOrThrow(),
  ]);
  if (!row) return undefined;
  return {
    ...customerRow(row),
    source: row.source,
    passwordSet: row.password_hash !== null,
    consentedAt: row.consented_at,
    erasedAt: row.erased_at,
    sessions: Number(sessions.count),
    creditLimit: storedTerm(row.credit_limit_paise, toRupees),
    maxOverdueDays: storedTerm(row.max_overdue_days, (days) => days),
  };
}
