import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
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

// Spam kept aside (docs/product.md#spam): listed only in the admin's Spam view, left out of
// lists, counts and CSV, released with "Not spam" (then notified), erased after 30 days.

describe.each(dialects)("spam on %s", (dialect) => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.stop();
    server = undefined;
  });

  const start = (database: { dataDir: string; databaseUrl?: string }) =>
    startTestServer({ ...database, env: adminEnv });

  const signIn = async (running: TestServer) => ({
    cookie: await adminCookie(running.url),
    origin: running.url,
  });

  async function enquire(running: TestServer, name: string, spam: boolean) {
    const response = await fetch(`${running.url}/api/enquiries`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        name,
        email: "buyer@example.com",
        phone: "9437011111",
        consent: true,
        ...(spam ? { website: "http://cheap-pills.example" } : {}),
      }),
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: string }).id;
  }

  async function apply(running: TestServer, name: string, spam: boolean) {
    const form = applicationForm({ name, elapsedMs: spam ? "120" : "15000" });
    const response = await fetch(`${running.url}/api/career-applications`, {
      method: "POST",
      body: form,
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: string }).id;
  }

  const loggedMailFor = (running: TestServer, id: string) => {
    const folder = path.join(running.dataDir, "mail");
    return existsSync(folder) ? readdirSync(folder).filter((name) => name.includes(id)) : [];
  };

  it("keeps spam out of the lists, counts and CSV, and lists it under spam=1", async () => {
    server = await start(await freshDatabase(dialect));
    const running = server;
    const person = await enquire(running, "Asha Real", false);
    const bot = await enquire(running, "Bot Enquirer", true);
    const applicant = await apply(running, "Ravi Real", false);
    const botApplicant = await apply(running, "Bot Applicant", true);
    const headers = await signIn(running);
    const get = async <T>(url: string) =>
      (await (await fetch(`${running.url}${url}`, { headers })).json()) as T;

    type Listed = {
      total: number;
      enquiries?: { _id: string }[];
      applications?: { _id: string }[];
    };
    const enquiries = await get<Listed>("/api/enquiries");
    expect([enquiries.total, enquiries.enquiries!.map((row) => row._id)]).toEqual([1, [person]]);
    const spamEnquiries = await get<Listed>("/api/enquiries?spam=1");
    expect([spamEnquiries.total, spamEnquiries.enquiries!.map((row) => row._id)]).toEqual([
      1,
      [bot],
    ]);
    const applications = await get<Listed>("/api/career-applications");
    expect(applications.applications!.map((row) => row._id)).toEqual([applicant]);
    const spamApplications = await get<Listed>("/api/career-applications?spam=1");
    expect(spamApplications.applications!.map((row) => row._id)).toEqual([botApplicant]);

    const csv = async (name: string) =>
      (await fetch(`${running.url}/api/export/${name}.csv`, { headers })).text();
    expect(await csv("enquiries")).toContain("Asha Real");
    expect(await csv("enquiries")).not.toContain("Bot Enquirer");
    expect(await csv("career-applications")).toContain("Ravi Real");
    expect(await csv("career-applications")).not.toContain("Bot Applicant");

    // The person's submissions are notified; the spam is not.
    await until("the two notifications", () => loggedMailFor(running, applicant).length === 1);
    expect(loggedMailFor(running, person)).toHaveLength(1);
    expect(loggedMailFor(running, bot)).toEqual([]);
    expect(loggedMailFor(running, botApplicant)).toEqual([]);
  });

  it("releases a submission with Not spam, then notifies it", async () => {
    server = await start(await freshDatabase(dialect));
    const running = server;
    const bot = await enquire(running, "Real Person Mistaken", true);
    const botApplicant = await apply(running, "Fast Applicant", true);
    const headers = await signIn(running);
    const release = (url: string, init: RequestInit = {}) =>
      fetch(`${running.url}${url}`, { method: "POST", headers, ...init });

    expect(
      (await release(`/api/enquiries/${bot}/not-spam`, { headers: { origin: running.url } }))
        .status,
    ).toBe(401);
    expect(
      (
        await release(`/api/enquiries/${bot}/not-spam`, {
          headers: { cookie: headers.cookie, origin: "https://evil.example" },
        })
      ).status,
    ).toBe(403);
    expect((await release(`/api/enquiries/${bot}/not-spam`)).status).toBe(200);
    expect((await release(`/api/career-applications/${botApplicant}/not-spam`)).status).toBe(200);
    // Once released, it is no longer spam.
    const again = await release(`/api/enquiries/${bot}/not-spam`);
    expect(again.status).toBe(404);
    expect(((await again.json()) as { error: string }).error).toBe(
      "That enquiry is not among the spam.",
    );

    const listed = (await (await fetch(`${running.url}/api/enquiries`, { headers })).json()) as {
      enquiries: { _id: string }[];
    };
    expect(listed.enquiries.map((row) => row._id)).toEqual([bot]);
    await until("the released notifications", () =>
      [bot, botApplicant].every((id) => loggedMailFor(running, id).length === 1),
    );
    const actions = await running.database.db
      .selectFrom("audit_log")
      .select(["action", "detail"])
      .where("action", "in", ["release-enquiry", "release-application"])
      .orderBy("id")
      .execute();
    expect(actions).toEqual([
      { action: "release-enquiry", detail: `enquiry ${bot}` },
      { action: "release-application", detail: `application ${botApplicant}` },
    ]);
  });

  it("erases spam after 30 days and audit entries after a year, keeping the rest", async () => {
    const database = await freshDatabase(dialect);
    server = await start(database);
    const person = await enquire(server, "Kept Person", false);
    const bot = await enquire(server, "Old Bot", true);
    const recentBot = await enquire(server, "Recent Bot", true);
    const db = server.database.db;
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
    await db
      .updateTable("enquiries")
      .set({ created_at: daysAgo(31) })
      .where("id", "in", [person, bot])
      .execute();
    await db
      .updateTable("enquiries")
      .set({ created_at: daysAgo(29) })
      .where("id", "=", recentBot)
      .execute();
    await db
      .insertInto("audit_log")
      .values([
        {
          at: daysAgo(366),
          actor: ADMIN.email,
          action: "list-enquiries",
          detail: "old",
          client: null,
        },
        {
          at: daysAgo(364),
          actor: ADMIN.email,
          action: "list-enquiries",
          detail: "recent",
          client: null,
        },
      ])
      .execute();
    await server.stop();

    // The retention job runs at start (and daily).
    server = await start(database);
    const left = await server.database.db
      .selectFrom("enquiries")
      .select("id")
      .orderBy("name")
      .execute();
    expect(left.map((row) => row.id).sort()).toEqual([person, recentBot].sort());
    const details = await server.database.db
      .selectFrom("audit_log")
      .select("detail")
      .where("action", "=", "list-enquiries")
      .execute();
    expect(details).toEqual([{ detail: "recent" }]);
  });
});
