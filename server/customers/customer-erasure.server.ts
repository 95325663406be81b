import type { Db } from "#server/db/database.server.ts";
import type { MailSubject } from "#server/mail/transports.server.ts";
import { endEverything } from "./customer-sessions.server";
import { findCustomer } from "./customer-store.server";

// A customer's erasure (docs/product.md#trade-customers): their personal data gone, and the mails
// about them that the outbox may have kept a copy of.

/**
 * Erases a customer's personal data: the contact's name, phone and email, the password and
 * every session and link. The shop's name, its code and its orders stay as business records.
 */
export async function eraseCustomer(db: Db, id: string) {
  const customer = await findCustomer(db, id);
  if (!customer) return false;
  await endEverything(db, id);
  await db
    .updateTable("customers")
    .set({
      contact_name: "",
      phone: "",
      login_mobile: null,
      email: "",
      password_hash: null,
      status: customer.status === "requested" ? "rejected" : "disabled",
      erased_at: new Date().toISOString(),
      updated_at: new Date().toISOString(),
    })
    .where("id", "=", id)
    .execute();
  return true;
}

/**
 * Every mail about a customer the outbox may have sent (its `log` copies are deleted at
 * erasure): their request and reset mails, and each of their orders' mails to the company and
 * to them.
 */
export async function mailSubjectsOf(db: Db, customerId: string): Promise<MailSubject[]> {
  const orders = await db
    .selectFrom("orders")
    .select("id")
    .where("customer_id", "=", customerId)
    .execute();
  const ids = orders.map((order) => order.id);
  const events = ids.length
    ? await db.selectFrom("order_events").select("id").where("order_id", "in", ids).execute()
    : [];
  return [
    { kind: "account-request", id: customerId },
    { kind: "account-reset", id: customerId },
    ...ids.flatMap((id) => [
      { kind: "order" as const, id },
      { kind: "order-received" as const, id },
    ]),
    ...events.map((event) => ({ kind: "order-status" as const, id: String(event.id) })),
  ];
}
