// Liveness stays `{ok:true}`; operators' detail view (GET /api/health/details, for a signed-in
// administrator or a request made on the machine itself) tells the database, the outbox and
// whether notifications have failed too long; the admin's banner reads the same alert from the
// session answer (docs/product.md#health). No personal data in either.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminSession } from "#shared/schemas/admin.ts";
import { freePort } from "#tests/support/postgres.ts";
import { adminCookie, adminEnv, enquiry } from "#tests/support/sample-submissions.ts";
import {
  dialects,
  freshDatabase,
  startTestServer,
  type TestServer,
} from "#tests/support/test-server.ts";
import { until } from "#tests/support/until.ts";

type Details = {
  ok: boolean;
  database: string;
  outbox: { pending: number; retrying: number; failed: number };
  undeliveredNotifications: {
    count: number;
    oldestAgeSeconds: number | null;
    alert: boolean;
    alertAfterSeconds: number;
  };
};

const ALERT_AFTER_MS = 400;

describe.each(dialects)("health on %s", (dialect) => {
  let server: TestServer;
  let cookie: string;

  const details = async (headers: Record<string, string> = {}) => {
    const response = await fetch(`${server.url}/api/health/details`, { headers });
    return { status: response.status, body: (await response.json()) as Details };
  };
  const session = async () =>
    (await (
      await fetch(`${server.url}/api/admin/session`, { headers: { cookie } })
    ).json()) as AdminSession;

  beforeAll(async () => {
    server = await startTestServer({
      ...(await freshDatabase(dialect)),
      env: {
        ...adminEnv,
        // Nothing listens there: every notification fails.
        MAIL_TRANSPORT: "smtp",
        SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
        NOTIFY_ALERT_AFTER_MS: String(ALERT_AFTER_MS),
      },
    });
    cookie = await adminCookie(server.url);
  });
  afterAll(() => server.stop());

  it("shows operators the database and the outbox, from this machine or to an administrator", async () => {
    const local = await details();
    expect(local.status).toBe(200);
    expect(local.body).toMatchObject({
      ok: true,
      database: "ok",
      outbox: { pending: 0, retrying: 0, failed: 0 },
      undeliveredNotifications: {
        count: 0,
        oldestAgeSeconds: null,
        alert: false,
        alertAfterSeconds: 0,
      },
    });
    // Through a reverse proxy on this machine: only for a signed-in administrator.
    const relayed = { "x-forwarded-for": "203.0.113.7" };
    expect((await details(relayed)).status).toBe(401);
    expect((await details({ ...relayed, cookie })).status).toBe(200);
  });

  it("raises the alert when a new submission's notification has failed too long, until staff deal with it", async () => {
    const posted = await fetch(`${server.url}/api/enquiries`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(enquiry(7)),
    });
    expect(posted.status).toBe(201);
    const { id } = (await posted.json()) as { id: string };

    const failing = await until("the alert", async () => {
      const { body } = await details();
      return body.undeliveredNotifications.alert && body;
    });
    expect(failing.outbox.retrying + failing.outbox.pending).toBe(1);
    expect(failing.undeliveredNotifications.count).toBe(1);
    expect(failing.undeliveredNotifications.oldestAgeSeconds).toBeGreaterThanOrEqual(0);
    // Liveness is not readiness: the site itself is up.
    expect(await (await fetch(`${server.url}/api/health`)).json()).toEqual({ ok: true });

    const banner = await session();
    expect(banner.notificationAlert).toEqual({ count: 1, since: expect.any(String) });
    expect(Date.now() - Date.parse(banner.notificationAlert!.since)).toBeGreaterThanOrEqual(
      ALERT_AFTER_MS,
    );

    const everything = JSON.stringify(failing) + JSON.stringify(banner.notificationAlert);
    for (const personal of ["Visitor 7", "visitor7@example.com", "94370", "Enquiry number 7"])
      expect(everything).not.toContain(personal);

    // Staff have dealt with it in the admin: nobody needs telling any more.
    const handled = await fetch(`${server.url}/api/enquiries/${id}`, {
      method: "PATCH",
      headers: { "content-type": "application/json", origin: server.url, cookie },
      body: JSON.stringify({ status: "done" }),
    });
    expect(handled.status).toBe(200);
    expect((await session()).notificationAlert).toBeNull();
    const after = await details();
    expect(after.body.undeliveredNotifications).toMatchObject({ count: 0, alert: false });
    expect(after.body.outbox.retrying + after.body.outbox.pending).toBe(1);
  });
});
