import { execFileSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ABSOLUTE_LIFETIME_MS, IDLE_TIMEOUT_MS } from "#server/auth/auth.server.ts";
import { hashPassword, SCRYPT_PARAMS, verifyPassword } from "#server/auth/passwords.server.ts";
import { accountSigningIn } from "#server/auth/sign-in.server.ts";
import { roundThreeHash } from "#tests/support/round-three-hash.ts";
import { eraseExpired } from "#server/submissions/erasure.server.ts";
import { readEnv } from "#server/env.server.ts";
import {
  dialects,
  freshDatabase,
  startTestServer,
  type TestServer,
} from "#tests/support/test-server.ts";
import { fixture } from "#tests/support/fixtures.ts";

const ADMIN = { email: "owner@pharma.example", password: "a long enough password" };
const pdf = fixture("resume.pdf");

describe("password hashing", () => {
  it("uses scrypt with N=2^15, r=8, p=3 (OWASP's equal to N=2^17, p=1, in a quarter of the memory) and a random salt", async () => {
    // The suites hash at a test's cost (vitest.config.ts); a server hashes so unless told.
    vi.stubEnv("PASSWORD_HASH_COST", undefined);
    expect(SCRYPT_PARAMS).toEqual({ N: 32768, r: 8, p: 3 });
    const a = await hashPassword("correct horse battery staple");
    const b = await hashPassword("correct horse battery staple");
    expect(a).toMatch(/^scrypt\$32768\$8\$3\$[\w-]{22}\$[\w-]{43}$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword("correct horse battery staple", a)).toBe(true);
    expect(await verifyPassword("correct horse battery stapl", a)).toBe(false);
    // A hash stored before round four is checked with its own parameters.
    const old = roundThreeHash("correct horse battery staple");
    expect(await verifyPassword("correct horse battery staple", old)).toBe(true);
    expect(await verifyPassword("correct horse battery stapl", old)).toBe(false);
    vi.unstubAllEnvs();
  });

  it("hashes at a test's cost only when told, and a production start refuses that", async () => {
    expect(await hashPassword("correct horse battery staple")).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(() => readEnv({ PASSWORD_HASH_COST: "test", NODE_ENV: "production" })).toThrow(
      /PASSWORD_HASH_COST: test is for test suites only/,
    );
  });
});

describe.each(dialects)("admin API on %s", (dialect) => {
  let server: TestServer;
  let origin: string;

  const signIn = async (password = ADMIN.password, headers: Record<string, string> = {}) => {
    const response = await fetch(`${server.url}/api/admin/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin, ...headers },
      body: JSON.stringify({ email: ADMIN.email, password }),
    });
    const cookie = response.headers.get("set-cookie") ?? "";
    const token = /session=([^;]+)/.exec(cookie)?.[1];
    return { response, cookie, token };
  };
  const as = (token: string | undefined, init: RequestInit = {}) => ({
    ...init,
    headers: {
      origin,
      ...(init.headers as Record<string, string>),
      ...(token ? { cookie: `session=${token}` } : {}),
    },
  });

  async function submitApplication(name: string, withResume = true) {
    const form = new FormData();
    for (const [key, value] of Object.entries({
      name,
      email: "applicant@example.com",
      phone: "9437011111",
      jobCategory: "Sales/Marketing",
      employmentType: "Full Time",
      consent: "on",
    }))
      form.set(key, value);
    if (withResume) form.set("resume", new Blob([new Uint8Array(pdf)]), "cv.pdf");
    const response = await fetch(`${server.url}/api/career-applications`, {
      method: "POST",
      body: form,
    });
    return ((await response.json()) as { id: string }).id;
  }

  async function submitEnquiry(name: string) {
    const response = await fetch(`${server.url}/api/enquiries`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name, email: "e@example.com", phone: "9437011111", consent: true }),
    });
    return ((await response.json()) as { id: string }).id;
  }

  const auditActions = async () =>
    (await server.database.db.selectFrom("audit_log").select("action").orderBy("id").execute()).map(
      (r) => r.action,
    );

  beforeAll(async () => {
    server = await startTestServer({
      ...(await freshDatabase(dialect)),
      env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, SIGN_IN_DELAY_MS: "1" },
    });
    origin = server.url;
  });
  afterAll(() => server.stop());

  describe("every admin endpoint needs a valid session", () => {
    let applicationId: string;
    let enquiryId: string;
    const endpoints = () =>
      [
        ["GET", "/api/admin/session"],
        ["GET", "/api/career-applications"],
        ["GET", `/api/career-application/${applicationId}/resume`],
        ["DELETE", `/api/career-application/${applicationId}`],
        ["GET", "/api/enquiries"],
        ["DELETE", `/api/enquiries/${enquiryId}`],
        ["GET", "/api/export/career-applications.csv"],
        ["GET", "/api/export/enquiries.csv"],
        ["GET", "/api/audit-log"],
      ] as const;

    beforeAll(async () => {
      applicationId = await submitApplication("Matrix Applicant");
      enquiryId = await submitEnquiry("Matrix Enquirer");
    });

    async function expectAllRefused(token: string | undefined) {
      for (const [method, path] of endpoints()) {
        const response = await fetch(`${server.url}${path}`, as(token, { method }));
        expect(response.status, `${method} ${path}`).toBe(401);
        expect(((await response.json()) as { error: string }).error).toBe(
          "Please sign in to continue.",
        );
        expect(response.headers.get("cache-control")).toBe("no-store");
      }
      const page = await fetch(`${server.url}/admin`, { ...as(token), redirect: "manual" });
      expect(page.status).toBe(302);
      expect(page.headers.get("location")).toBe("/admin/login?next=%2Fadmin");
    }

    it("refuses them without a session", () => expectAllRefused(undefined));

    it("refuses them with a made-up token", () =>
      expectAllRefused("not-a-real-session-token-at-all"));

    it("refuses them after sign-out", async () => {
      const { token } = await signIn();
      expect((await fetch(`${server.url}/api/admin/session`, as(token))).status).toBe(200);
      const out = await fetch(`${server.url}/api/admin/logout`, as(token, { method: "POST" }));
      expect(out.status).toBe(200);
      await expectAllRefused(token);
    });

    it("refuses them after the idle timeout", async () => {
      const { token } = await signIn();
      await server.database.db
        .updateTable("sessions")
        .set({ last_seen_at: new Date(Date.now() - IDLE_TIMEOUT_MS - 1000).toISOString() })
        .execute();
      await expectAllRefused(token);
    });

    it("refuses them after the absolute lifetime, even when active", async () => {
      const { token } = await signIn();
      await server.database.db
        .updateTable("sessions")
        .set({
          created_at: new Date(Date.now() - ABSOLUTE_LIFETIME_MS - 1000).toISOString(),
          expires_at: new Date(Date.now() - 1000).toISOString(),
          last_seen_at: new Date().toISOString(),
        })
        .execute();
      await expectAllRefused(token);
    });

    it("answers them with a valid session, never cached", async () => {
      const { token } = await signIn();
      const expected: Record<string, number> = { GET: 200, DELETE: 200 };
      for (const [method, path] of endpoints()) {
        const response = await fetch(`${server.url}${path}`, as(token, { method }));
        expect(response.status, `${method} ${path}`).toBe(expected[method]);
        expect(response.headers.get("cache-control")).toBe("no-store");
      }
      const page = await fetch(`${server.url}/admin`, as(token));
      expect(page.status).toBe(200);
      expect(page.headers.get("cache-control")).toBe("no-store");
      expect(page.headers.get("x-robots-tag")).toBe("noindex");
    });
  });

  describe("sign-in", () => {
    it("sets an HttpOnly, SameSite=Strict cookie with a fresh 256-bit token each time", async () => {
      const first = await signIn();
      expect(first.response.status).toBe(200);
      expect(first.cookie).toMatch(/HttpOnly/);
      expect(first.cookie).toMatch(/SameSite=Strict/);
      expect(first.cookie).not.toMatch(/Secure/); // plain http here; see the HTTPS case below
      expect(first.token).toMatch(/^[\w-]{43}$/);
      // A token planted before sign-in is not kept: sign-in always issues a new one.
      const second = await signIn(ADMIN.password, { cookie: `session=${first.token}` });
      expect(second.token).not.toBe(first.token);
      const stored = await server.database.db.selectFrom("sessions").select("token_hash").execute();
      expect(stored.map((s) => s.token_hash)).not.toContain(first.token);
    });

    it("refuses a wrong password with a clear message and logs the attempt", async () => {
      const { response } = await signIn("wrong password here");
      expect(response.status).toBe(401);
      expect(((await response.json()) as { error: string }).error).toBe(
        "The email or password is not correct.",
      );
      expect(await auditActions()).toContain("sign-in-failed");
    });

    it("refuses a sign-in posted from another site", async () => {
      const response = await fetch(`${server.url}/api/admin/login`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: "https://evil.example" },
        body: JSON.stringify(ADMIN),
      });
      expect(response.status).toBe(403);
      const noOrigin = await fetch(`${server.url}/api/admin/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(ADMIN),
      });
      expect(noOrigin.status).toBe(403);
    });

    it("refuses an erasure posted from another site, even with a valid session", async () => {
      const { token } = await signIn();
      const id = await submitEnquiry("Forgery Target");
      const response = await fetch(`${server.url}/api/enquiries/${id}`, {
        method: "DELETE",
        headers: { cookie: `session=${token}`, origin: "https://evil.example" },
      });
      expect(response.status).toBe(403);
      expect(
        await server.database.db
          .selectFrom("enquiries")
          .select("id")
          .where("id", "=", id)
          .execute(),
      ).toHaveLength(1);
    });
  });

  describe("resumes, export, erasure", () => {
    it("downloads a resume byte for byte as {name}_resume.pdf, and can open it inline safely", async () => {
      const { token } = await signIn();
      const id = await submitApplication("Ravi Sahu");
      const response = await fetch(`${server.url}/api/career-application/${id}/resume`, as(token));
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/pdf");
      expect(response.headers.get("content-disposition")).toBe(
        `attachment; filename="Ravi_Sahu_resume.pdf"; filename*=UTF-8''Ravi%20Sahu_resume.pdf`,
      );
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("content-security-policy")).toContain("sandbox");
      expect(Buffer.from(await response.arrayBuffer()).equals(pdf)).toBe(true);
      const inline = await fetch(
        `${server.url}/api/career-application/${id}/resume?disposition=inline`,
        as(token),
      );
      expect(inline.headers.get("content-disposition")).toMatch(/^inline;/);
      expect(await auditActions()).toContain("download-resume");
      const missing = await fetch(
        `${server.url}/api/career-application/no-such-id/resume`,
        as(token),
      );
      expect(missing.status).toBe(404);
    });

    it("lists applications newest first, with search, filters and pages", async () => {
      const { token } = await signIn();
      const list = async (query: string) =>
        (await (
          await fetch(`${server.url}/api/career-applications?${query}`, as(token))
        ).json()) as {
          success: boolean;
          total: number;
          applications: {
            name: string;
            submittedAt: string;
            resume: boolean;
            jobCategory: string;
          }[];
        };
      await submitApplication("Zeta Search Person", false);
      const all = await list("");
      expect(all.success).toBe(true);
      const times = all.applications.map((a) => a.submittedAt);
      expect([...times].sort().reverse()).toEqual(times);
      const found = await list("q=zeta%20search");
      expect(found.applications.map((a) => a.name)).toEqual(["Zeta Search Person"]);
      expect(found.applications[0]).toMatchObject({ resume: false });
      expect((await list("q=no-such-person")).applications).toEqual([]);
      expect((await list("jobCategory=Delivery")).applications).toEqual([]);
      const byName = await list("sort=name&order=asc&pageSize=2&page=1");
      expect(byName.applications).toHaveLength(2);
      expect(byName.total).toBe(all.total);
    });

    it("takes % and _ in a search literally, and refuses a malformed list query with 400", async () => {
      const { token } = await signIn();
      const list = (query: string) =>
        fetch(`${server.url}/api/career-applications?${query}`, as(token));
      const percent = (await (await list("q=%25")).json()) as { applications: unknown[] };
      expect(percent.applications).toEqual([]);
      const underscore = (await (await list("q=_")).json()) as { applications: unknown[] };
      expect(underscore.applications).toEqual([]);
      for (const bad of ["page=-1", "pageSize=100000", "sort=__proto__", "order=sideways"]) {
        const response = await list(bad);
        expect(response.status, bad).toBe(400);
        expect(((await response.json()) as { error: string }).error).toBe(
          "The list's search, sort or page is not valid.",
        );
      }
    });

    it("refuses a state-changing request whose Origin is not a URL", async () => {
      const { token } = await signIn();
      const response = await fetch(`${server.url}/api/admin/logout`, {
        method: "POST",
        headers: { cookie: `session=${token}`, origin: "not a url" },
      });
      expect(response.status).toBe(403);
    });

    it("exports applications as UTF-8 CSV for Excel, with formula-like cells neutralised", async () => {
      const { token } = await signIn();
      await submitApplication('=HYPERLINK("http://evil.example","click")');
      await submitApplication("@SUM(A1:A2) Sahu");
      const response = await fetch(`${server.url}/api/export/career-applications.csv`, as(token));
      expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      expect(response.headers.get("content-disposition")).toMatch(
        /^attachment; filename="applications-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      const bytes = Buffer.from(await response.arrayBuffer());
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = bytes.toString("utf8");
      expect(text).toContain('"\'=HYPERLINK(""http://evil.example"",""click"")"');
      expect(text).toContain(`"'@SUM(A1:A2) Sahu"`);
      expect(text).not.toMatch(/(^|,)"=/m);
      expect(text).toContain("\r\n");
      expect(await auditActions()).toContain("export-applications");
    });

    it("erases an application with its resume and its logged notification", async () => {
      const { token } = await signIn();
      const id = await submitApplication("Erase Me");
      const mailFolder = path.join(server.dataDir, "mail");
      const logged = () =>
        existsSync(mailFolder) ? readdirSync(mailFolder).filter((f) => f.includes(id)) : [];
      for (let i = 0; i < 100 && logged().length === 0; i++)
        await new Promise((r) => setTimeout(r, 50));
      expect(logged()).toHaveLength(1);
      const response = await fetch(
        `${server.url}/api/career-application/${id}`,
        as(token, { method: "DELETE" }),
      );
      expect(response.status).toBe(200);
      expect(
        await server.database.db
          .selectFrom("career_applications")
          .select("id")
          .where("id", "=", id)
          .execute(),
      ).toEqual([]);
      expect(
        await server.database.db
          .selectFrom("resumes")
          .select("application_id")
          .where("application_id", "=", id)
          .execute(),
      ).toEqual([]);
      expect(
        await server.database.db
          .selectFrom("outbox")
          .select("id")
          .where("subject_id", "=", id)
          .execute(),
      ).toEqual([]);
      const again = await fetch(
        `${server.url}/api/career-application/${id}`,
        as(token, { method: "DELETE" }),
      );
      expect(again.status).toBe(404);
      const entry = await server.database.db
        .selectFrom("audit_log")
        .selectAll()
        .where("action", "=", "erase-application")
        .where("detail", "=", `application ${id} and its resume`)
        .executeTakeFirstOrThrow();
      expect(entry.actor).toBe(ADMIN.email);
      expect(entry.client).toBeTruthy();
    });

    it("lists enquiries with their notification status and erases one", async () => {
      const { token } = await signIn();
      const id = await submitEnquiry("Status Person");
      const data = (await (
        await fetch(`${server.url}/api/enquiries?q=status%20person`, as(token))
      ).json()) as {
        enquiries: { _id: string; notification: { status: string } }[];
      };
      expect(data.enquiries).toHaveLength(1);
      expect(["pending", "sent"]).toContain(data.enquiries[0]!.notification.status);
      expect(
        (await fetch(`${server.url}/api/enquiries/${id}`, as(token, { method: "DELETE" }))).status,
      ).toBe(200);
      expect(await auditActions()).toEqual(
        expect.arrayContaining(["list-enquiries", "erase-enquiry"]),
      );
    });
  });

  it("retention deletes only what is older than the limit, and records it", async () => {
    const old = new Date(Date.now() - 400 * 24 * 60 * 60 * 1000).toISOString();
    const recent = new Date(Date.now() - 300 * 24 * 60 * 60 * 1000).toISOString();
    const oldApplication = await submitApplication("Old Applicant");
    const recentApplication = await submitApplication("Recent Applicant");
    const oldEnquiry = await submitEnquiry("Old Enquirer");
    await server.database.db
      .updateTable("career_applications")
      .set({ created_at: old })
      .where("id", "=", oldApplication)
      .execute();
    await server.database.db
      .updateTable("career_applications")
      .set({ created_at: recent })
      .where("id", "=", recentApplication)
      .execute();
    await server.database.db
      .updateTable("enquiries")
      .set({ created_at: old })
      .where("id", "=", oldEnquiry)
      .execute();

    const result = await eraseExpired({ database: server.database, dataDir: server.dataDir }, 365);
    expect(result).toEqual({ applications: 1, enquiries: 1 });
    const remaining = await server.database.db
      .selectFrom("career_applications")
      .select("id")
      .execute();
    expect(remaining.map((r) => r.id)).toContain(recentApplication);
    expect(remaining.map((r) => r.id)).not.toContain(oldApplication);
    expect(
      await server.database.db
        .selectFrom("resumes")
        .select("application_id")
        .where("application_id", "=", oldApplication)
        .execute(),
    ).toEqual([]);
    const entry = await server.database.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "retention-delete")
      .executeTakeFirstOrThrow();
    expect(entry.actor).toBeNull();
    expect(entry.detail).toMatch(/Deleted 1 applications and 1 enquiries older than 365 days/);
    expect(await eraseExpired({ database: server.database, dataDir: server.dataDir }, 365)).toEqual(
      {
        applications: 0,
        enquiries: 0,
      },
    );
  });

  it("slows and then locks sign-in after repeated failures, per account", async () => {
    const timings: number[] = [];
    for (let attempt = 1; attempt <= 10; attempt++) {
      const started = Date.now();
      const { response } = await signIn("not the password");
      timings.push(Date.now() - started);
      expect(response.status).toBe(401);
    }
    const locked = await signIn();
    expect(locked.response.status).toBe(429);
    expect(Number(locked.response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await locked.response.json()) as { error: string }).error).toMatch(
      /^Too many failed sign-ins\. Please wait \d+ minutes/,
    );
    expect(await auditActions()).toContain("sign-in-locked");
  });
});

describe("the admin command", () => {
  it("creates an administrator and resets the password, reading it from standard input", async () => {
    const { dataDir } = await freshDatabase("sqlite");
    const run = (args: string[], input: string) =>
      execFileSync(process.execPath, ["--import", "tsx", "scripts/admin.ts", ...args], {
        input,
        env: { ...process.env, DATA_DIR: dataDir },
        encoding: "utf8",
      });
    expect(run(["create", "Staff@Pharma.example"], "first password 123\n")).toContain(
      "Created the administrator",
    );
    expect(run(["reset-password", "staff@pharma.example"], "second password 456\n")).toContain(
      "Changed the password",
    );
    const server = await startTestServer({ dataDir });
    try {
      const attempt = (password: string) =>
        fetch(`${server.url}/api/admin/login`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: server.url },
          body: JSON.stringify({ email: "staff@pharma.example", password }),
        });
      expect((await attempt("first password 123")).status).toBe(401);
      expect((await attempt("second password 456")).status).toBe(200);
    } finally {
      await server.stop();
    }
  });
});

describe.each(dialects)(
  "an administrator's password stored before round four, on %s",
  (dialect) => {
    let server: TestServer;
    afterAll(() => server.stop());

    it("is hashed again with today's parameters at the next right sign-in", async () => {
      server = await startTestServer({
        ...(await freshDatabase(dialect)),
        env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, SIGN_IN_DELAY_MS: "1" },
      });
      const { db } = server.database;
      const storedHash = async () =>
        (
          await db
            .selectFrom("admins")
            .select("password_hash")
            .where("email", "=", ADMIN.email)
            .executeTakeFirstOrThrow()
        ).password_hash;
      const old = roundThreeHash(ADMIN.password);
      await db.updateTable("admins").set({ password_hash: old }).execute();
      const signIn = (password: string) =>
        fetch(`${server.url}/api/admin/login`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: server.url },
          body: JSON.stringify({ email: ADMIN.email, password }),
        });

      expect((await signIn("not the password at all")).status).toBe(401);
      expect(await storedHash()).toBe(old);
      expect((await signIn(ADMIN.password)).status).toBe(200);
      const renewed = await storedHash();
      expect(renewed).toMatch(/^scrypt\$1024\$8\$1\$/);
      expect(await verifyPassword(ADMIN.password, renewed)).toBe(true);
      expect((await signIn(ADMIN.password)).status).toBe(200);
      expect(await storedHash()).toBe(renewed);

      // A sign-in that checked the old hash while the password was changed stores nothing: the
      // new hash goes only where the old one still is.
      const admin = await db
        .selectFrom("admins")
        .select(["id", "password_hash"])
        .where("email", "=", ADMIN.email)
        .executeTakeFirstOrThrow();
      const checkedBeforeTheChange = accountSigningIn(db, "admins", {
        ...admin,
        password_hash: old,
      });
      await checkedBeforeTheChange!.rehash(await hashPassword(ADMIN.password));
      expect(await storedHash()).toBe(renewed);
    });
  },
);
