import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminCookie, adminEnv, applicationForm } from "#tests/support/sample-submissions.ts";
import {
  dialects,
  freshDatabase,
  startTestServer,
  type TestServer,
} from "#tests/support/test-server.ts";

// Staff mark what they have dealt with (docs/product.md#admin): new, in progress, done, set in
// one request, filtered, counted in the navigation, audited and exported.

describe.each(dialects)("submission status on %s", (dialect) => {
  let server: TestServer;
  let cookie: string;
  beforeAll(async () => {
    server = await startTestServer({ ...(await freshDatabase(dialect)), env: adminEnv });
    cookie = await adminCookie(server.url);
  });
  afterAll(() => server.stop());

  const get = async <T>(path: string) =>
    (await (await fetch(`${server.url}${path}`, { headers: { cookie } })).json()) as T;
  const patch = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, {
      method: "PATCH",
      headers: { cookie, origin: server.url, "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    });

  it("starts new, changes in one request, filters, counts and audits", async () => {
    const posted = await fetch(`${server.url}/api/enquiries`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        name: "Status Buyer",
        email: "s@example.com",
        phone: "9437011111",
        consent: true,
      }),
    });
    const { id } = (await posted.json()) as { id: string };
    const applied = await fetch(`${server.url}/api/career-applications`, {
      method: "POST",
      body: applicationForm({ name: "Status Applicant" }),
    });
    const application = ((await applied.json()) as { id: string }).id;

    type Session = { newCounts: { enquiries: number; applications: number } };
    expect((await get<Session>("/api/admin/session")).newCounts).toEqual({
      enquiries: 1,
      applications: 1,
    });
    type Enquiries = { enquiries: { _id: string; status: string }[] };
    expect((await get<Enquiries>("/api/enquiries")).enquiries[0]).toMatchObject({
      _id: id,
      status: "new",
    });

    const changed = await patch(`/api/enquiries/${id}`, { status: "in_progress" });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toEqual({ success: true, status: "in_progress" });
    expect(
      (await patch(`/api/career-applications/${application}`, { status: "done" })).status,
    ).toBe(200);

    expect(
      (await get<Enquiries>("/api/enquiries?status=in_progress")).enquiries.map((e) => e._id),
    ).toEqual([id]);
    expect((await get<Enquiries>("/api/enquiries?status=new")).enquiries).toEqual([]);
    type Applications = { applications: { _id: string; status: string }[] };
    expect(
      (await get<Applications>("/api/career-applications?status=done")).applications.map(
        (a) => a._id,
      ),
    ).toEqual([application]);
    expect((await get<Session>("/api/admin/session")).newCounts).toEqual({
      enquiries: 0,
      applications: 0,
    });

    const audit = await server.database.db
      .selectFrom("audit_log")
      .select(["action", "detail"])
      .where("action", "in", ["status-enquiry", "status-application"])
      .orderBy("id")
      .execute();
    expect(audit).toEqual([
      { action: "status-enquiry", detail: `enquiry ${id}: new → in_progress` },
      { action: "status-application", detail: `application ${application}: new → done` },
    ]);
    const csv = await (
      await fetch(`${server.url}/api/export/enquiries.csv`, { headers: { cookie } })
    ).text();
    expect(csv).toMatch(/"Status"\r\n/);
    expect(csv).toContain('"Status Buyer"');
    expect(csv).toMatch(/"In progress"\r\n/);
  });

  // Refused by the checks and guards before the change is looked up: SQLite only.
  it.runIf(dialect === "sqlite").each([
    ["an unknown status", { status: "archived" }, {}, 400],
    ["a status sent as text", "done", { "content-type": "text/plain" }, 415],
    ["another site's page", { status: "done" }, { origin: "https://evil.example" }, 403],
    ["no session", { status: "done" }, { cookie: "" }, 401],
  ])("refuses %s", async (_, body, headers, status) => {
    const posted = await fetch(`${server.url}/api/enquiries`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        name: "Refused Change",
        email: "r@example.com",
        phone: "9437011111",
        consent: true,
      }),
    });
    const { id } = (await posted.json()) as { id: string };
    expect((await patch(`/api/enquiries/${id}`, body, headers)).status).toBe(status);
  });

  it("answers 404 for a submission that does not exist", async () => {
    expect(
      (await patch("/api/enquiries/00000000-0000-4000-8000-000000000000", { status: "done" }))
        .status,
    ).toBe(404);
    expect((await patch("/api/enquiries/not-an-id", { status: "done" })).status).toBe(404);
  });
});
