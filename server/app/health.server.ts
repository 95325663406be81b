import type { HttpBindings } from "@hono/node-server";
import { Hono } from "hono";
import { sql } from "kysely";
import { apiRoutes } from "#shared/api/routes.ts";
import { hasAdminSession } from "#server/auth/guards.server.ts";
import type { DatabaseHandle } from "#server/db/database.server.ts";
import type { Env } from "#server/env.server.ts";
import { outboxCounts, undeliveredNotifications } from "#server/mail/delivery-state.server.ts";
import { apiError } from "#server/http/api-error.server.ts";

const loopback = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * A request made on this machine itself (a monitoring agent, `curl` over SSH), not one relayed
 * by a reverse proxy on the same machine: a proxy adds forwarding headers.
 */
function fromThisMachine(c: {
  env: HttpBindings;
  req: { header(name: string): string | undefined };
}) {
  return (
    loopback.test(c.env.incoming.socket.remoteAddress ?? "") &&
    !c.req.header("x-forwarded-for") &&
    !c.req.header("forwarded")
  );
}

/**
 * `GET /api/health`: `503 {ok:false, starting:true}` until the start-up is done (migrations,
 * the sample catalogue, the ADMIN_EMAIL administrator), so nobody is sent to an instance that
 * would still refuse that administrator's sign-in; then `{ok:true}` while the database answers. `GET /api/health/details`: readiness for operators (signed-in
 * administrators, or requests from this machine): the database, the notification outbox and
 * whether notifications have been failing too long. Counts and ages only, no personal data.
 */
export function healthRoutes({
  database,
  env,
  started,
}: {
  database: DatabaseHandle;
  env: Env;
  started: () => boolean;
}) {
  const api = new Hono<{ Bindings: HttpBindings }>();
  const databaseAnswers = () =>
    sql`select 1`.execute(database.db).then(
      () => true,
      () => false,
    );

  const { health, healthDetails } = apiRoutes;
  api.on(health.method, health.path, async (c) => {
    if (!started()) return c.json({ ok: false, starting: true }, 503);
    if (await databaseAnswers()) return c.json({ ok: true });
    return c.json({ ok: false, error: "The database is not answering." }, 503);
  });

  api.on(healthDetails.method, healthDetails.path, async (c) => {
    c.header("Cache-Control", "no-store");
    if (!fromThisMachine(c) && !(await hasAdminSession(database.db, env, c)))
      return apiError(c, 401, "Please sign in to continue.");
    if (!(await databaseAnswers()))
      return c.json({ ok: false, database: "not answering" as const }, 503);
    const now = Date.now();
    const [outbox, undelivered] = await Promise.all([
      outboxCounts(database.db),
      undeliveredNotifications(database.db, env.NOTIFY_ALERT_AFTER_MS, now),
    ]);
    return c.json({
      ok: true,
      database: "ok" as const,
      outbox,
      undeliveredNotifications: {
        count: undelivered.count,
        oldestAgeSeconds: undelivered.oldest
          ? Math.floor((now - Date.parse(undelivered.oldest)) / 1000)
          : null,
        alert: undelivered.alert !== null,
        alertAfterSeconds: Math.floor(env.NOTIFY_ALERT_AFTER_MS / 1000),
      },
      uptimeSeconds: Math.floor(process.uptime()),
    });
  });

  return api;
}
