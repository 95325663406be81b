import { createHash, randomBytes } from "node:crypto";
import type { Db } from "#server/db/database.server.ts";

// Sessions and their tokens (docs/security.md), the administrators' and the customers' alike:
// only a hash of each token is stored, so a copy of the database opens no session. Each kind
// lives in a table of its own (neither can stand for the other); what is done with a session
// row is written once here.

export const hashToken = (token: string) => createHash("sha256").update(token).digest("base64url");
export const newToken = () => randomBytes(32).toString("base64url");

type SessionTimes = { token_hash: string; last_seen_at: string; expires_at: string };

/**
 * The sessions of `table`: each lasts at most `lifetimeMs`, and ends once unused for `idleMs`;
 * its last_seen_at is written at most every `touchEveryMs`, so that reading a session is not a
 * write per request.
 */
export function sessionTable<Table extends "sessions" | "customer_sessions">(
  table: Table,
  {
    lifetimeMs,
    idleMs,
    touchEveryMs,
  }: { lifetimeMs: number; idleMs: number; touchEveryMs: number },
) {
  // The queries below are the same for either table: Kysely types them over both.
  const sessions: "sessions" | "customer_sessions" = table;
  return {
    /** What `inUse` reads of a session, to select with its owner in one query. */
    columns: [`${table}.token_hash`, `${table}.last_seen_at`, `${table}.expires_at`] as const,

    /** A new session's times for `token`, opened at `at`. */
    opened: (token: string, at: Date) => ({
      token_hash: hashToken(token),
      created_at: at.toISOString(),
      last_seen_at: at.toISOString(),
      expires_at: new Date(at.getTime() + lifetimeMs).toISOString(),
    }),

    /**
     * Whether a session read by its token may still be used: one unused too long or past its
     * expiry is deleted; one in use has its last_seen_at moved on.
     */
    async inUse(db: Db, row: SessionTimes) {
      const now = Date.now();
      const lastSeen = Date.parse(row.last_seen_at);
      if (Date.parse(row.expires_at) <= now || lastSeen + idleMs <= now) {
        await db.deleteFrom(sessions).where("token_hash", "=", row.token_hash).execute();
        return false;
      }
      if (now - lastSeen > touchEveryMs)
        await db
          .updateTable(sessions)
          .set({ last_seen_at: new Date(now).toISOString() })
          .where("token_hash", "=", row.token_hash)
          .execute();
      return true;
    },

    /** Ends the session of `token`, if there is one. */
    async end(db: Db, token: string | undefined) {
      if (token) await db.deleteFrom(sessions).where("token_hash", "=", hashToken(token)).execute();
    },

    /** Removes the sessions that can no longer be used. */
    async prune(db: Db, now: number) {
      await db
        .deleteFrom(sessions)
        .where((eb) =>
          eb.or([
            eb("expires_at", "<=", new Date(now).toISOString()),
            eb("last_seen_at", "<=", new Date(now - idleMs).toISOString()),
          ]),
        )
        .execute();
    },
  };
}
