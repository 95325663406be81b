import { randomUUID } from "node:crypto";
import type { Db } from "#server/db/database.server.ts";
import type { AccessRequest } from "#shared/schemas/customers.ts";
import { contactColumns } from "./customer-store.server";

// Requests for an account from the public form (docs/product.md#trade-customers): stored before
// they are answered, and erased when their retention runs out.

/** A request from the form, stored before it is answered (spam kept aside, as for the forms). */
export async function storeRequest(
  db: Db,
  request: AccessRequest,
  spam: boolean,
  retentionDays: number,
) {
  const at = new Date().toISOString();
  const id = randomUUID();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("customers")
      .values({
        id,
        status: "requested",
        code: "",
        ...contactColumns(request),
        source: "request",
        spam: spam ? 1 : 0,
        password_hash: null,
        consented_at: at,
        retention_days: retentionDays,
        created_at: at,
        updated_at: at,
        last_sign_in_at: null,
        erased_at: null,
      })
      .execute();
    // The company hears of it through the outbox, after the commit; spam waits for a person.
    if (!spam)
      await trx
        .insertInto("outbox")
        .values({
          kind: "account-request",
          subject_id: id,
          status: "pending",
          next_attempt_at: at,
          created_at: at,
        })
        .execute();
  });
  return id;
}

/**
 * Retention of requests: rejected and unanswered ones go after the days their consent promised
 * (or the current setting, if smaller); spam ones after `spamDays`. Answers how many went.
 */
export async function eraseExpiredRequests(
  db: Db,
  days: number,
  spamDays: number,
  now = Date.now(),
) {
  const before = (age: number) => new Date(now - age * 86_400_000).toISOString();
  const expired = await db
    .selectFrom("customers")
    .select(["id", "created_at", "retention_days", "spam"])
    .where("status", "in", ["requested", "rejected"])
    .where("created_at", "<", before(Math.min(days, spamDays)))
    .execute();
  const ids = expired
    .filter((row) => {
      const kept = row.spam ? spamDays : Math.min(days, row.retention_days ?? days);
      return row.created_at < before(kept);
    })
    .map((row) => row.id);
  if (ids.length)
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom("outbox").where("subject_id", "in", ids).execute();
      await trx.deleteFrom("customers").where("id", "in", ids).execute();
    });
  return ids.length;
}
