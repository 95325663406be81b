import type { Db } from "#server/db/database.server.ts";
import {
  clearHits,
  clientKey,
  hitRateLimit,
  hitsInWindow,
  type RateLimitRule,
} from "#server/http/rate-limit.server.ts";
import { audit } from "./audit.server";
import { findAdmin, normaliseEmail, startSession, type Admin } from "./auth.server";
import {
  decoyHash,
  hashIsCurrent,
  hashPassword,
  verifyPassword,
  type HashSlots,
  type Seat,
} from "./passwords.server";

// Sign-in that holds under a burst and cannot be turned against the owner
// (docs/security.md, T3 and G10). Every attempt is counted atomically *before* its password is
// hashed, so a burst gets no more evaluations than the limit; locks are per account *and*
// client address, so a stranger's failures never lock the owner out from another address;
// account-wide failures only slow every attempt a little. Administrators and trade customers
// sign in through the same gate, with limits of their own and one hashing pool.

const WINDOW_MS = 15 * 60 * 1000;
const limitsFor = (prefix: string) =>
  ({
    /** Attempts at one account from one client address (then that pair is locked). */
    pair: { name: `${prefix}-pair`, limit: 10, windowMs: WINDOW_MS },
    /** Attempts from one client address at any accounts (guessing many accounts). */
    client: { name: `${prefix}-client`, limit: 30, windowMs: WINDOW_MS },
    /** Failures at one account from anywhere: counted for the account-wide slow-down only. */
    account: { name: `${prefix}-account`, limit: 1_000_000, windowMs: WINDOW_MS },
  }) satisfies Record<string, RateLimitRule>;

/** After this many failures of a pair, each of its attempts waits, doubling up to 4 s. */
const SLOW_AFTER = 3;
/** After this many failures at an account from anywhere, every attempt at it waits this long. */
const ACCOUNT_SLOW_AFTER = 10;
const ACCOUNT_DELAY_MS = 250;
/** How long an attempt may wait for a hashing slot before it is answered 503. */
const MAX_SLOT_WAIT_MS = 700;

export type GateResult =
  | { ok: true }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "locked" | "busy"; retryAfterSeconds: number };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Checks a password against an account's hash (or a decoy's, when there is no such account,
 * so that the time taken does not tell), within the limits of `seat`'s sign-ins.
 */
export function passwordGate(
  db: Db,
  options: { delayBaseMs: number; slots: HashSlots; seat: Seat },
) {
  const limits = limitsFor(options.seat === "admin" ? "sign-in" : "account-sign-in");
  return async function check(input: {
    /** The normalised login: the same person's attempts count together. */
    login: string;
    password: string;
    client: string;
    /** The account that may sign in with `login` (accountSigningIn), or undefined. */
    account: SigningIn | undefined;
  }): Promise<GateResult> {
    const client = clientKey(input.client);
    const pairKey = `${input.login}|${client}`;
    const [pair, byClient] = await Promise.all([
      hitRateLimit(db, limits.pair, pairKey),
      hitRateLimit(db, limits.client, client),
    ]);
    if (!pair.allowed || !byClient.allowed)
      return {
        ok: false,
        reason: "locked",
        retryAfterSeconds: Math.max(
          pair.allowed ? 0 : pair.retryAfterSeconds,
          byClient.allowed ? 0 : byClient.retryAfterSeconds,
        ),
      };

    // Attempts of this pair since its last success (a success clears them).
    const pairFailures = pair.before;
    const accountFailures = await hitsInWindow(db, limits.account, input.login);
    const delay = Math.max(
      pairFailures >= SLOW_AFTER
        ? Math.min(options.delayBaseMs * 2 ** (pairFailures - SLOW_AFTER), 4000)
        : 0,
      accountFailures >= ACCOUNT_SLOW_AFTER ? ACCOUNT_DELAY_MS : 0,
    );
    if (delay) await sleep(delay);

    const hash = input.account?.hash;
    const checked = await options.slots.run(
      async () => {
        const right = await verifyPassword(input.password, hash ?? (await decoyHash()));
        // Hashed again in the same slot: the hashes at once stay within the slots' count.
        const newHash =
          right && hash && !hashIsCurrent(hash) ? await hashPassword(input.password) : undefined;
        return { right, newHash };
      },
      { first: pairFailures === 0, maxWaitMs: MAX_SLOT_WAIT_MS, seat: options.seat },
    );
    if (!checked) return { ok: false, reason: "busy", retryAfterSeconds: 1 };
    if (!hash || !checked.value.right) {
      await hitRateLimit(db, limits.account, input.login);
      return { ok: false, reason: "invalid" };
    }
    // The old hash still opens the account if the new one cannot be stored: the next sign-in
    // tries again.
    if (checked.value.newHash) await input.account?.rehash(checked.value.newHash).catch(() => {});
    await clearHits(db, limits.pair, pairKey);
    return { ok: true };
  };
}

/**
 * An account as the gate checks it: its password's hash, and how a correct password whose hash
 * has parameters older than today's is stored hashed again with today's.
 */
export type SigningIn = { hash: string; rehash: (newHash: string) => Promise<unknown> };

/**
 * The gate's account for a row of `table` (undefined without a password): its new hash replaces
 * the old one only if the old one is still there (a password changed meanwhile stays changed).
 */
export function accountSigningIn(
  db: Db,
  table: "admins" | "customers",
  row: { id: string; password_hash: string | null } | undefined,
): SigningIn | undefined {
  if (!row?.password_hash) return undefined;
  const { id, password_hash: hash } = row;
  return {
    hash,
    rehash: (newHash) =>
      db
        .updateTable(table)
        .set({ password_hash: newHash })
        .where("id", "=", id)
        .where("password_hash", "=", hash)
        .execute(),
  };
}

export type SignInResult =
  { ok: true; token: string; admin: Admin } | Exclude<GateResult, { ok: true }>;

/** An administrator's sign-in, recorded in the audit log. */
export function signInService(db: Db, options: { delayBaseMs: number; slots: HashSlots }) {
  const gate = passwordGate(db, { ...options, seat: "admin" });

  return async function signIn(input: {
    email: string;
    password: string;
    client: string;
  }): Promise<SignInResult> {
    const email = normaliseEmail(input.email);
    const account = await findAdmin(db, email);
    // A disabled administrator is refused like a stranger, after the same work.
    const admin = account?.disabled_at ? undefined : account;
    // The audit log keeps an email only when it is an administrator's, never what strangers type.
    const actor = account ? account.email : null;
    const result = await gate({
      ...input,
      login: email,
      account: accountSigningIn(db, "admins", admin),
    });
    if (!result.ok) {
      if (result.reason !== "busy")
        await audit(db, {
          actor,
          action: result.reason === "locked" ? "sign-in-locked" : "sign-in-failed",
          client: input.client,
        });
      return result;
    }
    const token = await startSession(db, admin!);
    await audit(db, { actor: admin!.email, action: "sign-in", client: input.client });
    return { ok: true, token, admin: { id: admin!.id, email: admin!.email } };
  };
}
