import type { Db } from "#server/db/database.server.ts";
import type { MailSubject } from "#server/mail/transports.server.ts";
import { returnStatuses } from "#shared/schemas/returns.ts";
import { statusMailSubject } from "./returns-store.server";

// What the privacy notice promises of returns (docs/product.md#privacy-and-retention): a
// customer's own words and photos go at their erasure, the returns themselves after 8 years.

/**
 * At a customer's erasure: their returns stay as business records, without their own words or
 * photos. Answers the mails about their returns, whose logged copies go too.
 */
export async function forgetReturnNotes(db: Db, customerId: string): Promise<MailSubject[]> {
  const ids = (
    await db.selectFrom("returns").select("id").where("customer_id", "=", customerId).execute()
  ).map((row) => row.id);
  if (ids.length === 0) return [];
  await db.deleteFrom("return_photos").where("return_id", "in", ids).execute();
  await db.updateTable("returns").set({ note: "" }).where("customer_id", "=", customerId).execute();
  return ids.flatMap((id) => [
    { kind: "return-requested" as const, id },
    ...returnStatuses.map((status) => ({
      kind: "return-status" as const,
      id: statusMailSubject(id, status),
    })),
  ]);
}

/** Deletes the returns asked for more than `years` ago, with their photos and unsent mails. */
export async function eraseExpiredReturns(db: Db, years: number, now = Date.now()) {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - years);
  return db.transaction().execute(async (trx) => {
    const ids = (
      await trx
        .selectFrom("returns")
        .select("id")
        .where("requested_at", "<", cutoff.toISOString())
        .execute()
    ).map((row) => row.id);
    if (ids.length === 0) return 0;
    const subjects = ids.flatMap((id) => [
      id,
      ...returnStatuses.map((status) => statusMailSubject(id, status)),
    ]);
    await trx
      .deleteFrom("outbox")
      .where("kind", "in", ["return-requested", "return-status"])
      .where("subject_id", "in", subjects)
      .execute();
    // Their photos go with them (on delete cascade).
    await trx.deleteFrom("returns").where("id", "in", ids).execute();
    return ids.length;
  });
}
