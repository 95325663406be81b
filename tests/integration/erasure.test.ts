import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { RETENTION_DAYS } from "#shared/limits.ts";
import {
  accountCookie,
  approvedCustomer,
  call,
  chemist,
  STRONG_PASSWORD,
} from "#tests/support/customers.ts";
import { fixture } from "#tests/support/fixtures.ts";
import {
  ADMIN,
  adminCookie,
  adminEnv,
  applicationForm,
} from "#tests/support/sample-submissions.ts";
import {
  dialects,
  freshDatabase,
  startTestServer,
  type TestServer,
} from "#tests/support/test-server.ts";
import { until } from "#tests/support/until.ts";

// One privacy rule, three callers (docs/product.md#privacy-and-retention): an administrator's
// erasure of an application, of an enquiry, and the retention job's deletion by age. After
// each, nothing of that person is left: no row, no resume, no queued or logged mail.

describe.each(dialects)("erasure on %s", (dialect) => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.stop();
    server = undefined;
  });

  const start = (database: { dataDir: string; databaseUrl?: string }, env = {}) =>
    startTestServer({ ...database, env: { ...adminEnv, ...env } });

  async function submit(running: TestServer, marker: string) {
    const form = applicationForm(
      { name: `Applicant ${marker}`, email: `${marker.toLowerCase()}@example.com` },
      Buffer.concat([fixture("resume.pdf"), Buffer.from(`\n% ${marker}\n`)]),
    );
    const application = await fetch(`${running.url}/api/career-applications`, {
      method: "POST",
      body: form,
    });
    const enquiry = await fetch(`${running.url}/api/enquiries`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        name: `Enquirer ${marker}`,
        email: `${marker.toLowerCase()}@example.com`,
        phone: "9437011111",
        message: `Please call about ${marker}`,
        consent: true,
      }),
    });
    expect([application.status, enquiry.status]).toEqual([201, 201]);
    const ids = {
      application: ((await application.json()) as { id: string }).id,
      enquiry: ((await enquiry.json()) as { id: string }).id,
    };
    // Both notifications are written by the `log` transport before anything is erased.
    await until("both logged mails", () => loggedMail(running, marker).length === 2);
    return ids;
  }

  const mailFolder = (running: TestServer) => path.join(running.dataDir, "mail");
  /** Logged mail files that name the marker, in their file name or their text. */
  const loggedMail = (running: TestServer, marker: string) =>
    existsSync(mailFolder(running))
      ? readdirSync(mailFolder(running)).filter((name) =>
          readFileSync(path.join(mailFolder(running), name), "utf8").includes(marker),
        )
      : [];

  async function expectNothingLeft(
    running: TestServer,
    ids: { application: string; enquiry: string },
    marker: string,
  ) {
    const db = running.database.db;
    const both = [ids.application, ids.enquiry];
    expect(
      await db
        .selectFrom("career_applications")
        .select("id")
        .where("id", "=", ids.application)
        .execute(),
    ).toEqual([]);
    expect(
      await db
        .selectFrom("resumes")
        .select("application_id")
        .where("application_id", "=", ids.application)
        .execute(),
    ).toEqual([]);
    expect(
      await db.selectFrom("enquiries").select("id").where("id", "=", ids.enquiry).execute(),
    ).toEqual([]);
    expect(
      await db.selectFrom("outbox").select("id").where("subject_id", "in", both).execute(),
    ).toEqual([]);
    expect(loggedMail(running, marker)).toEqual([]);
    const mailNames = existsSync(mailFolder(running)) ? readdirSync(mailFolder(running)) : [];
    expect(mailNames.filter((name) => both.some((id) => name.includes(id)))).toEqual([]);
  }

  it("an administrator's erasure of an application and of an enquiry leaves nothing of them", async () => {
    server = await start(await freshDatabase(dialect));
    const kept = await submit(server, "KeptZx81");
    const erased = await submit(server, "ErasedQw47");
    const headers = { cookie: await adminCookie(server.url), origin: server.url };
    for (const url of [
      `/api/career-application/${erased.application}`,
      `/api/enquiries/${erased.enquiry}`,
    ])
      expect((await fetch(`${server.url}${url}`, { method: "DELETE", headers })).status).toBe(200);

    await expectNothingLeft(server, erased, "ErasedQw47");
    // Only that person: the other submissions and their mail stay.
    expect(loggedMail(server, "KeptZx81")).toHaveLength(2);
    const db = server.database.db;
    expect(await db.selectFrom("resumes").select("application_id").execute()).toEqual([
      { application_id: kept.application },
    ]);
    const entries = await db
      .selectFrom("audit_log")
      .select(["action", "actor", "detail"])
      .where("action", "in", ["erase-application", "erase-enquiry"])
      .orderBy("id")
      .execute();
    expect(entries).toEqual([
      {
        action: "erase-application",
        actor: ADMIN.email,
        detail: `application ${erased.application} and its resume`,
      },
      { action: "erase-enquiry", actor: ADMIN.email, detail: `enquiry ${erased.enquiry}` },
    ]);
  });

  it("the retention job at start erases what is older than RETENTION_DAYS, with its mail", async () => {
    const database = await freshDatabase(dialect);
    server = await start(database);
    const old = await submit(server, "ExpiredKd52");
    const recent = await submit(server, "RecentMp19");
    // An hour past the promised period.
    const longAgo = new Date(Date.now() - RETENTION_DAYS * 86_400_000 - 3_600_000).toISOString();
    const db = server.database.db;
    await db
      .updateTable("career_applications")
      .set({ created_at: longAgo })
      .where("id", "=", old.application)
      .execute();
    await db
      .updateTable("enquiries")
      .set({ created_at: longAgo })
      .where("id", "=", old.enquiry)
      .execute();
    await server.stop();

    // The retention job runs when the server starts (and daily after that).
    server = await start(database);
    await expectNothingLeft(server, old, "ExpiredKd52");
    expect(loggedMail(server, "RecentMp19")).toHaveLength(2);
    expect(
      await server.database.db.selectFrom("career_applications").select("id").execute(),
    ).toEqual([{ id: recent.application }]);
    const entry = await server.database.db
      .selectFrom("audit_log")
      .select(["actor", "detail"])
      .where("action", "=", "retention-delete")
      .executeTakeFirstOrThrow();
    expect(entry).toEqual({
      actor: null,
      detail: expect.stringMatching(
        new RegExp(`^Deleted 1 applications and 1 enquiries older than ${RETENTION_DAYS} days`),
      ),
    });
  });

  it("an administrator's erasure of a customer deletes their request and order mails, and no one else's", async () => {
    server = await start(await freshDatabase(dialect));
    const running = server;
    const staff = await adminCookie(running.url);
    const itemId = [...running.catalogue.orderableItems()][0]!.id;
    /** A chemist's request, approved, a password, an order accepted: four mails name them. */
    async function customerWithMail(marker: string, phone: string) {
      const { id, token } = await approvedCustomer(
        running.url,
        {
          ...chemist,
          shopName: `Shop ${marker}`,
          contactName: `Contact ${marker}`,
          phone,
          email: `${marker.toLowerCase()}@example.com`,
          address: `Lane ${marker}, Jajpur`,
        },
        `P-${marker}`,
        staff,
      );
      const set = await call(`${running.url}/api/account/password`, "POST", "", {
        token,
        password: STRONG_PASSWORD,
      });
      const placed = await call(`${running.url}/api/orders`, "POST", accountCookie(set), {
        items: [{ itemId, quantity: 2 }],
      });
      const order = (await placed.json()) as { id: string };
      const accepted = await call(`${running.url}/api/admin/orders/${order.id}`, "PATCH", staff, {
        status: "accepted",
      });
      expect(accepted.status).toBe(200);
      // The request to the company, the order to the company, and two to the customer.
      await until(`${marker}'s four mails`, () => loggedMail(running, marker).length >= 4);
      return id;
    }
    await customerWithMail("KeptCu63", "9437066671");
    const erased = await customerWithMail("ErasedCu29", "9437066672");

    const erase = await call(`${running.url}/api/admin/customers/${erased}`, "DELETE", staff);
    expect(erase.status).toBe(200);
    expect(loggedMail(running, "ErasedCu29")).toEqual([]);
    for (const personal of ["9437066672", "erasedcu29@example.com"])
      expect(loggedMail(running, personal)).toEqual([]);
    // Only that customer: the other's mails stay, every one.
    expect(loggedMail(running, "KeptCu63").length).toBeGreaterThanOrEqual(4);
  });
});
