import type { HttpBindings } from "@hono/node-server";
import type { Context, MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import type { DatabaseHandle, Db } from "#server/db/database.server.ts";
import type { Env } from "#server/env.server.ts";
import type { Outbox } from "#server/mail/outbox.server.ts";
import type { Logger } from "#server/log.server.ts";
import { apiError } from "#server/http/api-error.server.ts";
import { clientAddress } from "#server/http/client-address.server.ts";
import { isFromOwnPages, originHeaders } from "#server/http/origin.server.ts";
import { audit, auditListRead, type AuditAction } from "./audit.server";
import { adminForToken, type Admin } from "./auth.server";
import type { HashSlots } from "./passwords.server";

/** What every part of the admin API may work with; each feature adds its own (server/app/). */
export type AdminDeps = {
  database: DatabaseHandle;
  env: Env;
  outbox: Pick<Outbox, "kick">;
  log: Logger;
  /** The password hashes this instance may run at once, shared with the customers' sign-in. */
  hashSlots: HashSlots;
};

export type AdminEnv = { Bindings: HttpBindings; Variables: { admin: Admin } };
export type AdminContext = Context<AdminEnv>;

function sessionCookieName(env: Env) {
  // Over HTTPS the __Host- prefix pins the cookie to this exact origin.
  return env.SITE_ORIGIN.startsWith("https://") ? "__Host-session" : "session";
}

/** Submission ids are UUIDs; anything else cannot name one. */
export const isId = (id: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id);

/** The checks every admin endpoint is built from, and the audit record of what it did. */
export function adminGuards({ database, env }: AdminDeps) {
  const { db } = database;
  const cookieName = sessionCookieName(env);

  /** State-changing requests must come from this site's own pages (no cross-site forgery). */
  const sameOrigin: MiddlewareHandler<AdminEnv> = async (c, next) => {
    if (!isFromOwnPages(env, originHeaders(c.req)))
      return apiError(c, 403, "This request must come from the site's own admin pages.");
    await next();
  };

  const requireAdmin: MiddlewareHandler<AdminEnv> = async (c, next) => {
    const admin = await adminForToken(db, getCookie(c, cookieName));
    if (!admin) return apiError(c, 401, "Please sign in to continue.");
    c.set("admin", admin);
    await next();
  };

  const client = (c: { env: HttpBindings }) => clientAddress(c.env.incoming, env.TRUST_PROXY);

  /** Records what the signed-in administrator did. */
  const record = (c: AdminContext, action: AuditAction, detail?: string) =>
    audit(db, { actor: c.get("admin").email, action, detail, client: client(c) });

  /** Records that the signed-in administrator read a list, with its filters (once an hour). */
  const recordListRead = (c: AdminContext, action: AuditAction, filters: string) =>
    auditListRead(db, { actor: c.get("admin").email, action, filters, client: client(c) });

  return { cookieName, sameOrigin, requireAdmin, record, recordListRead, client };
}

export type AdminGuards = ReturnType<typeof adminGuards>;

/** Whether a request carries a valid administrator session (for the admin pages' redirect). */
export async function hasAdminSession(db: Db, env: Env, c: Context) {
  return (await adminForToken(db, getCookie(c, sessionCookieName(env)))) !== undefined;
}
