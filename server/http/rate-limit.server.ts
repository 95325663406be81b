import { sql } from "kysely";
import type { Db } from "#server/db/database.server.ts";

export type RateLimitRule = { name: string; limit: number; windowMs: number };

/** Submissions allowed per client address; generous for a clinic's shared connection. */
export const submissionLimits = {
  enquiry: { name: "enquiry", limit: 10, windowMs: 60 * 60 * 1000 },
  application: { name: "application", limit: 5, windowMs: 60 * 60 * 1000 },
} satisfies Record<string, RateLimitRule>;

/**
 * Counts a hit in a fixed window kept in the database, so limits hold across server
 * instances. Returns how long to wait when the limit is passed.
 */
export async function hitRateLimit(
  db: Db,
  rule: RateLimitRule,
  client: string,
  at = Date.now(),
): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }> {
  const windowStart = Math.floor(at / rule.windowMs) * rule.windowMs;
  const row = await db
    .insertInto("rate_limits")
    .values({
      key: `${rule.name}:${client}`,
      window_start: new Date(windowStart).toISOString(),
      count: 1,
    })
    .onConflict((oc) =>
      oc.columns(["key", "window_start"]).doUpdateSet({ count: sql`rate_limits.count + 1` }),
    )
    .returning("count")
    .executeTakeFirstOrThrow();
  if (row.count <= rule.limit) return { allowed: true };
  return {
    allowed: false,
    retryAfterSeconds: Math.ceil((windowStart + rule.windowMs - at) / 1000),
  };
}

/** Drops windows that ended more than a day ago. */
export async function pruneRateLimits(db: Db, at = Date.now()) {
  await db
    .deleteFrom("rate_limits")
    .where("window_start", "<", new Date(at - 24 * 60 * 60 * 1000).toISOString())
    .execute();
}

/** How many hits `key` has in the current window, without counting one more. */
export async function hitsInWindow(db: Db, rule: RateLimitRule, client: string, at = Date.now()) {
  const windowStart = Math.floor(at / rule.windowMs) * rule.windowMs;
  const row = await db
    .selectFrom("rate_limits")
    .select(["count", "window_start"])
    .where("key", "=", `${rule.name}:${client}`)
    .where("window_start", "=", new Date(windowStart).toISOString())
    .executeTakeFirst();
  return {
    count: row?.count ?? 0,
    retryAfterSeconds: Math.ceil((windowStart + rule.windowMs - at) / 1000),
  };
}

/** Forgets a key's hits in every window (after a successful sign-in, say). */
export async function clearHits(db: Db, rule: RateLimitRule, client: string) {
  await db.deleteFrom("rate_limits").where("key", "=", `${rule.name}:${client}`).execute();
}
