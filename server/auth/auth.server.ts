import { randomUUID } from "node:crypto";
import type { Db } from "#server/db/database.server.ts";
import { MIN_ADMIN_PASSWORD_LENGTH } from "#shared/limits.ts";
import { hashPassword } from "./passwords.server";
import { hashToken, newToken, sessionTable } from "./session-tokens.server";

export const IDLE_TIMEOUT_MS = 30 * 60 * 1000;
export const ABSOLUTE_LIFETIME_MS = 12 * 60 * 60 * 1000;
const adminSessions = sessionTable("sessions", {
  lifetimeMs: ABSOLUTE_LIFETIME_MS,
  idleMs: IDLE_TIMEOUT_MS,
  touchEveryMs: 60 * 1000,
});

export type Admin = { id: string; email: string };

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

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
  const token = newToken();
  await db
    .insertInto("sessions")
    .values({ ...adminSessions.opened(token, new Date()), admin_id: admin.id })
    .execute();
  return token;
}

/** The administrator behind a session token, if the session is neither idle too long nor too old. */
export async function adminForToken(db: Db, token: string | undefined): Promise<Admin | undefined> {
  if (!token) return undefined;
  const row = await db
    .selectFrom("sessions")
    .innerJoin("admins", "admins.id", "sessions.admin_id")
    .select([...adminSessions.columns, "admins.id", "admins.email"])
    .where("sessions.token_hash", "=", hashToken(token))
    .where("admins.disabled_at", "is", null)
    .executeTakeFirst();
  if (!row || !(await adminSessions.inUse(db, row))) return undefined;
  return { id: row.id, email: row.email };
}

export const signOut = (db: Db, token: string | undefined) => adminSessions.end(db, token);

/** Removes sessions that can no longer be used. */
export const pruneSessions = (db: Db) => adminSessions.prune(db, Date.now());
