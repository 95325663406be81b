import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { Db } from "#server/db/database.server.ts";
import { MIN_ADMIN_PASSWORD_LENGTH } from "#shared/limits.ts";
import { hashPassword } from "./passwords.server";

export const IDLE_TIMEOUT_MS = 30 * 60 * 1000;
export const ABSOLUTE_LIFETIME_MS = 12 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, so reading the admin is not a write per request. */
const TOUCH_EVERY_MS = 60 * 1000;

export type Admin = { id: string; email: string };

export const normaliseEmail = (email: string) => email.trim().toLowerCase();
const hashToken = (token: string) => createHash("sha256").update(token).digest("base64url");

export async function createAdmin(db: Db, email: string, password: string): Promise<Admin> {
  if (password.length < MIN_ADMIN_PASSWORD_LENGTH)
    throw new Error(`The password must have at least ${MIN_ADMIN_PASSWORD_LENGTH} characters.`);
  const at = new Date().toISOString();
  const admin = { id: randomUUID(), email: normaliseEmail(email) };
  await db
    .insertInto("admins")
    .values({
      ...admin,
      password_hash: await hashPassword(password),
      created_at: at,
      password_changed_at: at,
    })
    .execute();
  return admin;
}

export async function findAdmin(db: Db, email: string) {
  return db
    .selectFrom("admins")
    .selectAll()
    .where("email", "=", normaliseEmail(email))
    .executeTakeFirst();
}

async function existingAdmin(db: Db, email: string) {
  const admin = await findAdmin(db, email);
  if (!admin) throw new Error(`There is no administrator ${normaliseEmail(email)}.`);
  return admin;
}

/** Sets a new password and ends every session of that administrator. */
export async function resetPassword(db: Db, email: string, password: string) {
  if (password.length < MIN_ADMIN_PASSWORD_LENGTH)
    throw new Error(`The password must have at least ${MIN_ADMIN_PASSWORD_LENGTH} characters.`);
  const admin = await existingAdmin(db, email);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("admins")
      .set({
        password_hash: await hashPassword(password),
        password_changed_at: new Date().toISOString(),
      })
      .where("id", "=", admin.id)
      .execute();
    await trx.deleteFrom("sessions").where("admin_id", "=", admin.id).execute();
  });
}

/** Every administrator, with whether they are disabled and how many sessions they have open. */
export async function listAdmins(db: Db) {
  return db
    .selectFrom("admins")
    .leftJoin("sessions", "sessions.admin_id", "admins.id")
    .select((eb) => [
      "admins.email",
      "admins.created_at",
      "admins.password_changed_at",
      "admins.disabled_at",
      eb.fn.count<number>("sessions.token_hash").as("sessions"),
    ])
    .groupBy([
      "admins.id",
      "admins.email",
      "admins.created_at",
      "admins.password_changed_at",
      "admins.disabled_at",
    ])
    .orderBy("admins.email")
    .execute()
    .then((rows) => rows.map((row) => ({ ...row, sessions: Number(row.sessions) })));
}

/**
 * Disables an administrator (who can no longer sign in) and ends their sessions at once; the
 * account stays, so what it did can still be read in the audit log. `enable` undoes it.
 */
export async function setAdminDisabled(db: Db, email: string, disabled: boolean) {
  const admin = await existingAdmin(db, email);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("admins")
      .set({ disabled_at: disabled ? new Date().toISOString() : null })
      .where("id", "=", admin.id)
      .execute();
    if (disabled) await trx.deleteFrom("sessions").where("admin_id", "=", admin.id).execute();
  });
}

/** Removes an administrator and their sessions (the audit log keeps their email as text). */
export async function removeAdmin(db: Db, email: string) {
  const admin = await existingAdmin(db, email);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("sessions").where("admin_id", "=", admin.id).execute();
    await trx.deleteFrom("admins").where("id", "=", admin.id).execute();
  });
}

/** Starts a session for an administrator whose password was checked: a new token, always. */
export async function startSession(db: Db, admin: Admin) {
  // Always a new token at sign-in: a token planted before sign-in is worthless.
  const token = randomBytes(32).toString("base64url");
  const at = new Date();
  await db
    .insertInto("sessions")
    .values({
      token_hash: hashToken(token),
      admin_id: admin.id,
      created_at: at.toISOString(),
      last_seen_at: at.toISOString(),
      expires_at: new Date(at.getTime() + ABSOLUTE_LIFETIME_MS).toISOString(),
    })
    .execute();
  return token;
}

/** The administrator behind a session token, if the session is neither idle too long nor too old. */
export async function adminForToken(db: Db, token: string | undefined): Promise<Admin | undefined> {
  if (!token) return undefined;
  const row = await db
    .selectFrom("sessions")
    .innerJoin("admins", "admins.id", "sessions.admin_id")
    .select([
      "sessions.token_hash",
      "sessions.last_seen_at",
      "sessions.expires_at",
      "admins.id",
      "admins.email",
    ])
    .where("sessions.token_hash", "=", hashToken(token))
    .where("admins.disabled_at", "is", null)
    .executeTakeFirst();
  if (!row) return undefined;
  const now = Date.now();
  const lastSeen = Date.parse(row.last_seen_at);
  if (Date.parse(row.expires_at) <= now || lastSeen + IDLE_TIMEOUT_MS <= now) {
    await db.deleteFrom("sessions").where("token_hash", "=", row.token_hash).execute();
    return undefined;
  }
  if (now - lastSeen > TOUCH_EVERY_MS)
    await db
      .updateTable("sessions")
      .set({ last_seen_at: new Date(now).toISOString() })
      .where("token_hash", "=", row.token_hash)
      .execute();
  return { id: row.id, email: row.email };
}

export async function signOut(db: Db, token: string | undefined) {
  if (token) await db.deleteFrom("sessions").where("token_hash", "=", hashToken(token)).execute();
}

/** Removes sessions that can no longer be used. */
export async function pruneSessions(db: Db) {
  const now = Date.now();
  await db
    .deleteFrom("sessions")
    .where((eb) =>
      eb.or([
        eb("expires_at", "<=", new Date(now).toISOString()),
        eb("last_seen_at", "<=", new Date(now - IDLE_TIMEOUT_MS).toISOString()),
      ]),
    )
    .execute();
}
