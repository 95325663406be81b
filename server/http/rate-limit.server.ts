import { isIPv6 } from "node:net";
import { sql } from "kysely";
import { ORDERS_PER_HOUR } from "#shared/limits.ts";
import type { Db } from "#server/db/database.server.ts";

// Rate limits live in the database, so they hold across server instances. Each rule counts
// hits per key in fixed windows and judges a sliding window: the current window's hits plus
// the previous window's, weighted by how much of it is still inside the last `windowMs`. So
// there is no boundary at which twice the limit gets through.

export type RateLimitRule = { name: string; limit: number; windowMs: number };
export type Verdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const HOUR = 60 * 60 * 1000;

/** Per client address: accepted submissions (spam included), and, far more generously, refused ones. */
export const submissionLimits = {
  enquiry: { name: "enquiry", limit: 10, windowMs: HOUR },
  application: { name: "application", limit: 5, windowMs: HOUR },
  accountRequest: { name: "account-request", limit: 5, windowMs: HOUR },
  /** Reset mails: per login and per client address (docs/product.md#trade-customers). */
  resetPerLogin: { name: "account-reset-login", limit: 3, windowMs: HOUR },
  resetPerClient: { name: "account-reset-client", limit: 10, windowMs: HOUR },
  /** Questions about a link (`POST /api/account/link`), per client address, as resets are. */
  linkPerClient: { name: "account-link-client", limit: 10, windowMs: HOUR },
  /** Orders placed, per customer (docs/product.md#orders). */
  orders: { name: "orders", limit: ORDERS_PER_HOUR, windowMs: HOUR },
  /** Posts refused as invalid: a person fixing their form gets many tries, a flood does not. */
  invalid: { name: "invalid-submission", limit: 100, windowMs: HOUR },
} satisfies Record<string, RateLimitRule>;

/**
 * The key a client address counts under. IPv6 addresses are grouped by their /64 prefix: one
 * household or phone gets a whole /64, and could otherwise step through it.
 */
export function clientKey(address: string) {
  if (!isIPv6(address)) return address;
  const [head = "", tail = ""] = address.split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const groups = address.includes("::")
    ? [
        ...headGroups,
        ...Array<string>(8 - headGroups.length - tailGroups.length).fill("0"),
        ...tailGroups,
      ]
    : headGroups;
  return `${groups
    .slice(0, 4)
    .map((group) => group.toLowerCase().replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

const windowsAt = (rule: RateLimitRule, at: number) => {
  const start = Math.floor(at / rule.windowMs) * rule.windowMs;
  return { start, previous: start - rule.windowMs, elapsed: (at - start) / rule.windowMs };
};

/** The sliding-window verdict, given the counts of the current and the previous window. */
function judge(rule: RateLimitRule, at: number, current: number, previous: number): Verdict {
  const { start, elapsed } = windowsAt(rule, at);
  // The earlier window's share is rounded up: rounded down, ten failed sign-ins just before a
  // window's end were 9.9 just after it, and an eleventh attempt got through.
  const estimate = current + Math.ceil(previous * (1 - elapsed));
  if (estimate < rule.limit) return { allowed: true };
  // When, with no more hits, the estimate falls under the limit again: by the same rounding, so
  // a client that waits that long is let in. After a burst early in a window, that is up to a
  // window and a `1 / limit` share of it.
  const until =
    current >= rule.limit
      ? start + rule.windowMs + rule.windowMs * (1 - (rule.limit - 1) / current)
      : start + rule.windowMs * (1 - (rule.limit - current - 1) / previous);
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((until - at) / 1000)) };
}

async function counts(db: Db, rule: RateLimitRule, key: string, at: number) {
  const { start, previous } = windowsAt(rule, at);
  const rows = await db
    .selectFrom("rate_limits")
    .select(["window_start", "count"])
    .where("key", "=", `${rule.name}:${key}`)
    .where("window_start", "in", [new Date(start).toISOString(), new Date(previous).toISOString()])
    .execute();
  const countAt = (time: number) =>
    rows.find((row) => row.window_start === new Date(time).toISOString())?.count ?? 0;
  return { current: countAt(start), previous: countAt(previous) };
}

/** Whether one more hit is allowed, without counting it. */
export async function checkRateLimit(
  db: Db,
  rule: RateLimitRule,
  key: string,
  at = Date.now(),
): Promise<Verdict> {
  const { current, previous } = await counts(db, rule, key, at);
  return judge(rule, at, current, previous);
}

/**
 * Counts a hit, atomically, and judges the window it was counted in: the verdict of a burst
 * of concurrent hits lets through no more than the limit. `before` is how many hits the
 * sliding window held before this one.
 */
export async function hitRateLimit(
  db: Db,
  rule: RateLimitRule,
  key: string,
  at = Date.now(),
): Promise<Verdict & { before: number }> {
  const { start } = windowsAt(rule, at);
  const row = await db
    .insertInto("rate_limits")
    .values({ key: `${rule.name}:${key}`, window_start: new Date(start).toISOString(), count: 1 })
    .onConflict((oc) =>
      oc.columns(["key", "window_start"]).doUpdateSet({ count: sql`rate_limits.count + 1` }),
    )
    .returning("count")
    .executeTakeFirstOrThrow();
  const { previous } = await counts(db, rule, key, at);
  // The hit itself is allowed when, before it, there was room for one more.
  const before = row.count - 1;
  return {
    ...judge(rule, at, before, previous),
    before: Math.round(before + previous * (1 - windowsAt(rule, at).elapsed)),
  };
}

/** Takes back a hit counted at `at` (a reservation that was not used). */
export async function undoHit(db: Db, rule: RateLimitRule, key: string, at: number) {
  await db
    .updateTable("rate_limits")
    .set({ count: sql`count - 1` })
    .where("key", "=", `${rule.name}:${key}`)
    .where("window_start", "=", new Date(windowsAt(rule, at).start).toISOString())
    .where("count", ">", 0)
    .execute();
}

/** How many hits `key` has in the sliding window, without counting one more. */
export async function hitsInWindow(db: Db, rule: RateLimitRule, key: string, at = Date.now()) {
  const { current, previous } = await counts(db, rule, key, at);
  return Math.round(current + previous * (1 - windowsAt(rule, at).elapsed));
}

/** Drops windows that ended more than a day ago. */
export async function pruneRateLimits(db: Db, at = Date.now()) {
  await db
    .deleteFrom("rate_limits")
    .where("window_start", "<", new Date(at - 24 * 60 * 60 * 1000).toISOString())
    .execute();
}

/** Forgets a key's hits in every window (after a successful sign-in, say). */
export async function clearHits(db: Db, rule: RateLimitRule, key: string) {
  await db.deleteFrom("rate_limits").where("key", "=", `${rule.name}:${key}`).execute();
}
