import type { Db } from "#server/db/database.server.ts";

/**
 * Retention of orders: business records, kept `years` years from when they were placed, then
 * deleted with their lines, history and queued mails. Answers how many went.
 */
export async function eraseExpiredOrders(db: Db, years: number, now = Date.now()) {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - years);
  return db.transaction().execute(async (trx) => {
    const ids = (
      await trx
        .selectFrom("orders")
        .select("id")
        .where("created_at", "<", cutoff.toISOString())
        .execute()
    ).map((row) => row.id);
    if (ids.length === 0) return 0;
    const events = await trx
      .selectFrom("order_events")
      .select("id")
      .where("order_id", "in", ids)
      .execute();
    await trx
      .deleteFrom("outbox")
      .where((eb) =>
        eb.or([
          eb.and([eb("kind", "in", ["order", "order-received"]), eb("subject_id", "in", ids)]),
          ...(events.length
            ? [
                eb.and([
                  eb("kind", "=", "order-status"),
                  eb(
                    "subject_id",
                    "in",
                    events.map((event) => String(event.id)),
                  ),
                ]),
              ]
            : []),
        ]),
      )
      .execute();
    // Their lines and history go with them (on delete cascade).
    await trx.deleteFrom("orders").where("id", "in", ids).execute();
    return ids.length;
  });
}
