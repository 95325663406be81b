import { sql } from "kysely";
import type { NotificationAlert } from "#shared/schemas/admin.ts";
import type { Db } from "#server/db/database.server.ts";
import { submissionKind, submissionKinds, type SubmissionKind } from "#shared/submission-kinds.ts";

/**
 * Notifications not yet delivered whose submission the staff have not dealt with (still
 * `new`): how many, since when the oldest has waited, and the alert once that is `alertAfterMs`
 * or longer (the admin's banner, the health detail). Once staff have handled a submission in
 * the admin, its lost notification no longer needs anyone's attention.
 */
export async function undeliveredNotifications(
  db: Db,
  alertAfterMs: number,
  now = Date.now(),
): Promise<{ count: number; oldest: string | null; alert: NotificationAlert | null }> {
  const newSubmission = (kind: SubmissionKind) => {
    const { table } = submissionKind[kind];
    return db
      .selectFrom(table)
      .select(sql`1`.as("one"))
      .where(`${table}.id`, "=", sql.ref<string>("outbox.subject_id"))
      .where(`${table}.status`, "=", "new");
  };
  const row = await db
    .selectFrom("outbox")
    .select((eb) => [eb.fn.countAll<number>().as("count"), eb.fn.min("created_at").as("oldest")])
    .where("status", "!=", "sent")
    .where((eb) =>
      eb.or(
        submissionKinds.map((kind) =>
          eb.and([eb("kind", "=", kind), eb.exists(newSubmission(kind))]),
        ),
      ),
    )
    .executeTakeFirstOrThrow();
  const count = Number(row.count);
  const oldest = row.oldest ?? null;
  const overdue = oldest !== null && now - Date.parse(oldest) >= alertAfterMs;
  return { count, oldest, alert: overdue ? { count, since: oldest } : null };
}

/** How many notifications are in each state but sent (the operators' health detail). */
export async function outboxCounts(db: Db) {
  const rows = await db
    .selectFrom("outbox")
    .select((eb) => ["status", eb.fn.countAll<number>().as("count")])
    .where("status", "!=", "sent")
    .groupBy("status")
    .execute();
  const counts = { pending: 0, retrying: 0, failed: 0 };
  for (const row of rows) if (row.status !== "sent") counts[row.status] = Number(row.count);
  return counts;
}
