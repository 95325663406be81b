import type { Transaction } from "kysely";
import { hashToken, newToken, sessionTable } from "#server/auth/session-tokens.server.ts";
import type { Database, Db } from "#server/db/database.server.ts";
import {
  CUSTOMER_IDLE_TIMEOUT_MS,
  CUSTOMER_SESSION_LIFETIME_MS,
  INVITATION_LINK_MS,
  RESET_LINK_MS,
} from "#shared/limits.ts";
import type { Locale } from "#shared/site-paths.ts";
import { customerContact } from "./customer-contact.server";

// A customer's sessions and links (docs/security.md, R15). Like the administrators', only a
// hash of each token is stored (server/auth/session-tokens.server.ts), so a copy of the
// database opens no session and uses no link; they live in tables of their own, so neither
// kind of session can stand for the other.

const customerSessions = sessionTable("customer_sessions", {
  lifetimeMs: CUSTOMER_SESSION_LIFETIME_MS,
  idleMs: CUSTOMER_IDLE_TIMEOUT_MS,
  touchEveryMs: 60 * 60 * 1000,
});

/** The signed-in customer as every customer call needs them: read with the session, in one query. */
export type SignedInCustomer = {
  id: string;
  code: string;
  shopName: string;
  contactName: string;
  phone: string;
  email: string;
  locale: Locale;
};

export async function startCustomerSession(db: Db, customerId: string) {
  const token = newToken();
  const at = new Date();
  await db
    .insertInto("customer_sessions")
    .values({ ...customerSessions.opened(token, at), customer_id: customerId })
    .execute();
  await db
    .updateTable("customers")
    .set({ last_sign_in_at: at.toISOString() })
    .where("id", "=", customerId)
    .execute();
  return token;
}

/** The active customer behind a session token, if the session is neither unused too long nor too old. */
export async function customerForToken(db: Db, token: string | undefined) {
  if (!token) return undefined;
  const row = await db
    .selectFrom("customer_sessions")
    .innerJoin("customers", "customers.id", "customer_sessions.customer_id")
    .select([
      ...customerSessions.columns,
      "customers.id",
      "customers.code",
      "customers.shop_name",
      "customers.contact_name",
      "customers.phone",
      "customers.email",
      "customers.locale",
    ])
    .where("customer_sessions.token_hash", "=", hashToken(token))
    .where("customers.status", "=", "active")
    .where("customers.erased_at", "is", null)
    .executeTakeFirst();
  if (!row || !(await customerSessions.inUse(db, row))) return undefined;
  return { ...customerContact(row), locale: row.locale } satisfies SignedInCustomer;
}

export const endCustomerSession = (db: Db, token: string | undefined) =>
  customerSessions.end(db, token);

/**
 * Removes sessions and reset links that can no longer be used. An expired invitation link stays
 * (it opens nothing: links are checked against their expiry) until a new invitation, a password
 * or an end replaces it, so the staff's list can say "Link expired" rather than "Not invited yet".
 */
export async function pruneCustomerTokens(db: Db, now = Date.now()) {
  await customerSessions.prune(db, now);
  await db
    .deleteFrom("customer_links")
    .where("purpose", "=", "reset")
    .where("expires_at", "<=", new Date(now).toISOString())
    .execute();
}

/**
 * A new invitation or reset link for a customer. A new invitation ends every earlier link of
 * theirs; a reset link ends earlier reset links only, never an invitation (anyone may ask for
 * a reset). Answers the token, which only the link itself carries.
 */
export async function makeLink(db: Db, customerId: string, purpose: "invite" | "reset") {
  const token = newToken();
  const at = new Date();
  const lifetime = purpose === "invite" ? INVITATION_LINK_MS : RESET_LINK_MS;
  await db.transaction().execute(async (trx) => {
    let earlier = trx.deleteFrom("customer_links").where("customer_id", "=", customerId);
    if (purpose === "reset") earlier = earlier.where("purpose", "=", "reset");
    await earlier.execute();
    await trx
      .insertInto("customer_links")
      .values({
        token_hash: hashToken(token),
        customer_id: customerId,
        purpose,
        created_at: at.toISOString(),
        expires_at: new Date(at.getTime() + lifetime).toISOString(),
      })
      .execute();
  });
  return { token, expiresAt: new Date(at.getTime() + lifetime) };
}

/** The customer a live link belongs to (not yet used, not expired), without using it. */
export async function linkHolder(db: Db, token: string) {
  return db
    .selectFrom("customer_links")
    .innerJoin("customers", "customers.id", "customer_links.customer_id")
    .select([
      "customer_links.token_hash",
      "customer_links.purpose",
      "customers.id",
      "customers.status",
      "customers.email",
      "customers.login_mobile",
      "customers.consented_at",
      "customers.shop_name",
    ])
    .where("customer_links.token_hash", "=", hashToken(token))
    .where("customer_links.expires_at", ">", new Date().toISOString())
    .where("customers.status", "in", ["invited", "active"])
    .where("customers.erased_at", "is", null)
    .executeTakeFirst();
}

/**
 * Sets a customer's password from a link, once: the link is deleted in the same transaction
 * (a second use finds nothing), every session ends, and the customer becomes active. False
 * when the link was used meanwhile.
 */
export async function spendPasswordLink(
  db: Db,
  link: { token_hash: string; id: string },
  passwordHash: string,
  consentedAt: string | undefined,
) {
  return db.transaction().execute(async (trx) => {
    const used = await trx
      .deleteFrom("customer_links")
      .where("token_hash", "=", link.token_hash)
      .executeTakeFirst();
    if (Number(used.numDeletedRows) !== 1) return false;
    await trx.deleteFrom("customer_links").where("customer_id", "=", link.id).execute();
    await trx.deleteFrom("customer_sessions").where("customer_id", "=", link.id).execute();
    const updated = await trx
      .updateTable("customers")
      .set({
        password_hash: passwordHash,
        status: "active",
        updated_at: new Date().toISOString(),
        ...(consentedAt ? { consented_at: consentedAt } : {}),
      })
      .where("id", "=", link.id)
      .where("status", "in", ["invited", "active"])
      .where("erased_at", "is", null)
      .executeTakeFirst();
    // Disabled or erased since the link was read: the link is spent, and nothing else changes.
    return Number(updated.numUpdatedRows) === 1;
  });
}

/** Ends every session and link of a customer (disable, erase, a change of their logins). */
export async function endEverything(db: Db | Transaction<Database>, customerId: string) {
  await db.deleteFrom("customer_sessions").where("customer_id", "=", customerId).execute();
  await db.deleteFrom("customer_links").where("customer_id", "=", customerId).execute();
}
