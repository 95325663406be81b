// Hostile input (issue "Hardening"): thousands of generated malformed requests against every
// public and admin endpoint. Every answer must be a clean refusal (or a success where the input
// happens to be valid), the server must keep answering, and nothing partial or garbage may be
// stored. The heaviest generators run in full on SQLite and as a smaller sample on PostgreSQL.
import fc from "fast-check";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { applicationSchema } from "#shared/schemas/application.ts";
import { enquirySchema } from "#shared/schemas/enquiry.ts";
import { adminPagePaths } from "#shared/site-paths.ts";
import { MAX_JSON_BYTES } from "#shared/limits.ts";
import { keepAliveExchange, rawRequest, type Answer } from "#tests/support/raw-http.ts";
import { signIn } from "#tests/support/sample-submissions.ts";
import {
  dialects,
  freshDatabase,
  startTestServer,
  type TestServer,
} from "#tests/support/test-server.ts";
import {
  acceptHeader,
  ADMIN,
  adminRoutes,
  applicationRequest,
  buildApplication,
  cookieUnit,
  enquiryBody,
  garbageCookie,
  garbageId,
  garbageQuery,
  hostileCredentials,
  isValidEnquiry,
  malformedLogin,
  mayStoreApplication,
  rawCase,
  unparseableOrigins,
} from "#tests/support/hostile-requests.ts";

// ---------------------------------------------------------------------------------------------
// What every answer must look like
// ---------------------------------------------------------------------------------------------

let requestCount = 0;
let storedCount = 0;
const stackTrace = /at \S+ \(|node:internal|\.ts:\d+/;
const sentence = /^[A-Z][^]*\.$/;

type RefusalOptions = {
  /** The request broke HTTP framing, so Node's own parser may refuse it before the app runs. */
  framing?: boolean;
  /** The request asked for an HTML page (a form posted without JavaScript). */
  wantsPage?: boolean;
};

/** A 4xx with `{ success: false, error: "<A sentence.>" }` and no stack trace. */
function expectCleanRefusal(answer: Answer, options: RefusalOptions = {}) {
  const { status, body } = answer;
  expect(status, body).toBeGreaterThanOrEqual(400);
  expect(status, body).toBeLessThan(500);
  expect(body).not.toMatch(stackTrace);
  // Node itself answers 431 (headers too large) and 413 without a body, and 400 without a body
  // when the HTTP framing is broken: the request never reaches the app.
  if (body === "" && (status === 431 || status === 413 || (options.framing && status === 400)))
    return;
  const type = answer.headers["content-type"] ?? "";
  if (options.wantsPage && type.startsWith("text/html")) {
    // The no-JavaScript problem page lists the problems, never the visitor's raw input.
    expect(body).not.toMatch(/<script>alert|<img src=x onerror|<svg onload/i);
    return;
  }
  expect(type, body).toMatch(/^application\/json/);
  expect(JSON.parse(body)).toMatchObject({
    success: false,
    error: expect.stringMatching(sentence),
  });
}

/** A stored submission: 201 with `{ success: true, id }` (or the no-JS redirect). */
function expectCreated(answer: Answer, wantsPage = false) {
  if (wantsPage && answer.status === 303) return;
  expect(answer.status, answer.body).toBe(201);
  expect(JSON.parse(answer.body)).toMatchObject({ success: true, id: expect.any(String) });
}

type HttpRequest = {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: Buffer;
};

/**
 * One request; a hang (no answer in 10 s) fails the test. Bodies over the JSON cap go on their own
 * connection, closed after the answer: the server refuses them unread and drops the kept-alive
 * connection 500 ms later, which would break whatever later request fetch sent on it (see the
 * test "keeps a kept-alive connection usable after refusing an oversized body").
 */
async function send(server: TestServer, request: HttpRequest): Promise<Answer> {
  if (request.body && request.body.length > MAX_JSON_BYTES) {
    const head = [
      `${request.method} ${request.path} HTTP/1.1`,
      `Host: 127.0.0.1:${server.port}`,
      "Connection: close",
      `Content-Length: ${request.body.length}`,
      ...Object.entries(request.headers ?? {}).map(([name, value]) => `${name}: ${value}`),
    ].join("\r\n");
    const answer = await sendRaw(
      server,
      Buffer.concat([Buffer.from(`${head}\r\n\r\n`, "latin1"), request.body]),
    );
    expect(answer.timedOut, "the server hung").toBe(false);
    return answer;
  }
  requestCount += 1;
  const response = await fetch(`${server.url}${request.path}`, {
    method: request.method,
    headers: request.headers,
    body: request.body ? new Uint8Array(request.body) : undefined,
    redirect: "manual",
    signal: AbortSignal.timeout(10_000),
  });
  const body = Buffer.from(await response.arrayBuffer()).toString("utf8");
  return { status: response.status, headers: Object.fromEntries(response.headers), body };
}

function sendRaw(server: TestServer, bytes: Buffer | string, hangUpAfterMs?: number) {
  requestCount += 1;
  return rawRequest(server.port, bytes, { hangUpAfterMs });
}

// ---------------------------------------------------------------------------------------------
// The suite
// ---------------------------------------------------------------------------------------------

const uncaught: Error[] = [];
const onUncaught = (error: Error) => uncaught.push(error);
/** What the app's error handler logged: each is a request that fell into the 500 path. */
const serverErrors: string[] = [];

beforeAll(() => {
  process.on("uncaughtExceptionMonitor", onUncaught);
  const log = console.error.bind(console);
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    // The app's error handler logs "<METHOD> <path>:" and the error; anything else passes on.
    if (typeof args[0] !== "string" || !/^[A-Z-]+ \/.*:$/s.test(args[0])) return log(...args);
    serverErrors.push(
      args
        .map((arg) => (arg instanceof Error ? `${arg.name}: ${arg.message}` : String(arg)))
        .join(" ")
        .slice(0, 300),
    );
  });
});
afterAll(() => {
  process.off("uncaughtExceptionMonitor", onUncaught);
  vi.restoreAllMocks();
  console.log(
    `hostile-input: ${requestCount} requests (${storedCount} of them stored a submission)`,
  );
});

describe.each(dialects)("hostile input on %s", (dialect) => {
  let server: TestServer;
  let origin: string;
  let sessionCookie: string;
  /** 201 answers, to compare with what is stored at the end. */
  const created = { enquiries: 0, applications: 0 };
  // The generators run in full on SQLite and a third of each on PostgreSQL.
  const runs = (sqliteRuns: number) =>
    dialect === "sqlite" ? sqliteRuns : Math.ceil(sqliteRuns / 3);
  const TIMEOUT = 120_000;
  // Refused by Node's HTTP parser or the guards before any query: the database plays no part,
  // so these run on SQLite only.
  const beforeAnyQuery = dialect === "sqlite";
  /** Where this dialect's entries in `uncaught` and `serverErrors` begin. */
  let firstUncaught = 0;
  let firstServerError = 0;

  beforeAll(async () => {
    firstUncaught = uncaught.length;
    firstServerError = serverErrors.length;
    server = await startTestServer({
      ...(await freshDatabase(dialect)),
      env: {
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        SIGN_IN_DELAY_MS: "1",
        RATE_LIMIT: "off",
      },
    });
    origin = server.url;
    // Signed in before anything else: failed sign-ins below slow this client down.
    const { response, cookie } = await signIn(server.url, ADMIN);
    expect(response.status).toBe(200);
    sessionCookie = cookie;
  });
  afterAll(() => server.stop());

  // After each batch the server still answers.
  afterEach(async () => {
    const health = await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(5_000) });
    expect(health.status).toBe(200);
  });

  it(
    "POST /api/enquiries refuses malformed submissions and stores only valid ones",
    async () => {
      await fc.assert(
        fc.asyncProperty(enquiryBody, acceptHeader, async (input, accept) => {
          const headers: Record<string, string> = {};
          if (input.type !== undefined) headers["content-type"] = input.type;
          if (accept) headers.accept = accept;
          const answer = await send(server, {
            method: "POST",
            path: "/api/enquiries",
            headers,
            body: input.body,
          });
          const wantsPage = accept?.startsWith("text/html") ?? false;
          if (answer.status === 201 || answer.status === 303) {
            created.enquiries += 1;
            storedCount += 1;
          }
          if (isValidEnquiry(input)) expectCreated(answer, wantsPage);
          else expectCleanRefusal(answer, { wantsPage });
        }),
        { numRuns: runs(2500) },
      );
    },
    TIMEOUT,
  );

  it.runIf(beforeAnyQuery).each(["/api/enquiries", "/api/admin/login"])(
    "keeps a kept-alive connection usable after refusing an oversized body on %s",
    async (path) => {
      // The refusal is sent before the body is read. Either it says "Connection: close", or
      // the connection must still serve the next request: a browser reuses it, and a POST it
      // sent on a connection the server then drops fails as a network error, with no answer.
      const request = (body: Buffer) =>
        Buffer.concat([
          Buffer.from(
            `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
          ),
          body,
        ]);
      requestCount += 2;
      const [refusal, next] = await keepAliveExchange(
        server.port,
        request(Buffer.from(JSON.stringify({ message: "x".repeat(300_000) }))),
        request(Buffer.from("{}")),
        700,
      );
      expect(refusal.status).toBe(413);
      expectCleanRefusal(refusal);
      if (next) {
        expect(next.status, "the server dropped the kept-alive connection").not.toBe(0);
        expectCleanRefusal(next);
      }
    },
  );

  it(
    "POST /api/career-applications refuses broken forms, spoofed files and zip bombs",
    async () => {
      await fc.assert(
        fc.asyncProperty(applicationRequest, async (c) => {
          const { headers, body } = buildApplication(c);
          const uncaughtBefore = uncaught.length;
          const answer = await send(server, {
            method: "POST",
            path: "/api/career-applications",
            headers,
            body,
          });
          // An exception the server did not catch (it would end the process in production).
          await new Promise((resolve) => setImmediate(resolve));
          expect(uncaught.slice(uncaughtBefore).map(String), "uncaught exceptions").toEqual([]);
          const wantsPage = c.accept?.startsWith("text/html") ?? false;
          if (answer.status === 201 || answer.status === 303) {
            created.applications += 1;
            storedCount += 1;
            expect(mayStoreApplication(c), "stored an application that must be refused").toBe(true);
            expectCreated(answer, wantsPage);
          } else expectCleanRefusal(answer, { wantsPage });
        }),
        { numRuns: runs(1000) },
      );
    },
    TIMEOUT,
  );

  it.runIf(beforeAnyQuery)(
    "refuses what fetch cannot send: huge headers and URLs, odd methods, broken framing, truncated uploads",
    async () => {
      await fc.assert(
        fc.asyncProperty(rawCase, async (c) => {
          const uncaughtBefore = uncaught.length;
          const answer = await sendRaw(server, c.bytes, c.hangUpAfterMs);
          expect(answer.timedOut, `${c.label}: the server hung`).toBe(false);
          await new Promise((resolve) => setImmediate(resolve));
          expect(uncaught.slice(uncaughtBefore).map(String), "uncaught exceptions").toEqual([]);
          // A client that hung up gets no answer; any answer it did get must be clean.
          if (c.hangUpAfterMs !== undefined && answer.status === 0) return;
          if (c.leavesApi) {
            expect(answer.status).toBe(404);
            expect(answer.body).not.toMatch(stackTrace);
            return;
          }
          expectCleanRefusal(answer, { framing: true });
        }),
        { numRuns: runs(400) },
      );
    },
    TIMEOUT,
  );

  it.runIf(beforeAnyQuery)(
    "admin endpoints refuse requests without a valid session, with garbage cookies, ids and queries",
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...adminRoutes),
          garbageId,
          garbageCookie,
          fc.option(garbageQuery, { nil: undefined }),
          fc.constantFrom<string | undefined>(
            undefined,
            "self",
            "https://evil.example",
            "http://127.0.0.1:1",
          ),
          async ([method, route], id, cookie, query, originChoice) => {
            const headers: Record<string, string> = {};
            if (cookie !== undefined) headers.cookie = cookie;
            if (originChoice) headers.origin = originChoice === "self" ? origin : originChoice;
            const path = route.replace("{id}", id) + (query ? `?${query}` : "");
            const answer = await send(server, { method, path, headers });
            // Signing out without a session is harmless and answers 200 (431: a URL over 16 KB).
            if (route === "/api/admin/logout" && originChoice === "self" && answer.status !== 431) {
              expect(answer.status).toBe(200);
              return;
            }
            expectCleanRefusal(answer);
          },
        ),
        { numRuns: runs(1200) },
      );
    },
    TIMEOUT,
  );

  it.runIf(beforeAnyQuery)(
    "admin pages send visitors with garbage cookies to the sign-in page",
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...adminPagePaths),
          garbageCookie,
          async (path, cookie) => {
            const answer = await send(server, {
              method: "GET",
              path,
              headers: cookie ? { cookie } : {},
            });
            expect(answer.status).toBe(302);
            expect(answer.headers.location).toBe(`/admin/login?next=${encodeURIComponent(path)}`);
          },
        ),
        { numRuns: runs(100) },
      );
    },
  );

  it.runIf(beforeAnyQuery)(
    "state-changing admin requests refuse an Origin header that is not a URL",
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(
            ["POST", "/api/admin/login"],
            ["POST", "/api/admin/logout"],
            ["DELETE", "/api/career-application/x"],
            ["DELETE", "/api/enquiries/x"],
          ),
          fc.oneof(
            fc.constantFrom(...unparseableOrigins),
            fc.string({ unit: cookieUnit, maxLength: 20 }),
          ),
          fc.boolean(),
          async ([method, path], badOrigin, signedIn) => {
            const headers: Record<string, string> = {
              origin: badOrigin,
              "content-type": "application/json",
            };
            if (signedIn) headers.cookie = sessionCookie;
            const answer = await send(server, {
              method,
              path,
              headers,
              body: Buffer.from(JSON.stringify(ADMIN)),
            });
            expectCleanRefusal(answer);
          },
        ),
        { numRuns: runs(150) },
      );
    },
    TIMEOUT,
  );

  it(
    "POST /api/admin/login refuses malformed sign-ins, and hostile credentials",
    async () => {
      await fc.assert(
        fc.asyncProperty(malformedLogin, async (input) => {
          const headers: Record<string, string> = { origin };
          if (input.type !== undefined) headers["content-type"] = input.type;
          const answer = await send(server, {
            method: "POST",
            path: "/api/admin/login",
            headers,
            body: input.body,
          });
          // 413: a body over the sign-in limit, refused before it is parsed; 415: not JSON.
          expect([400, 413, 415], answer.body).toContain(answer.status);
          expectCleanRefusal(answer);
        }),
        { numRuns: runs(500) },
      );
      for (const credentials of hostileCredentials) {
        const answer = await send(server, {
          method: "POST",
          path: "/api/admin/login",
          headers: { origin, "content-type": "application/json" },
          body: Buffer.from(JSON.stringify(credentials)),
        });
        // 400 if the server refuses such an email outright, else "not correct" (or locked).
        expect([400, 401, 429], `${JSON.stringify(credentials)}: ${answer.body}`).toContain(
          answer.status,
        );
        expectCleanRefusal(answer);
      }
    },
    TIMEOUT,
  );

  it(
    "signed in, the admin lists answer garbage queries with 200 or 400",
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(
            "/api/career-applications",
            "/api/enquiries",
            "/api/audit-log",
            "/api/export/career-applications.csv",
            "/api/export/enquiries.csv",
            "/api/admin/session",
            "/api/admin/orders",
          ),
          garbageQuery,
          async (path, query) => {
            const answer = await send(server, {
              method: "GET",
              path: `${path}?${query}`,
              headers: { cookie: sessionCookie },
            });
            if (answer.status === 200) {
              if (path.endsWith(".csv"))
                expect(answer.headers["content-type"]).toMatch(/^text\/csv/);
              else expect(JSON.parse(answer.body)).toMatchObject({ success: true });
              return;
            }
            // 431: the URL alone passed Node's 16 KB header limit.
            expect([400, 431], answer.body).toContain(answer.status);
            expectCleanRefusal(answer);
          },
        ),
        { numRuns: runs(600) },
      );
    },
    TIMEOUT,
  );

  it(
    "signed in, resume downloads, erasures and orders refuse garbage ids",
    async () => {
      const withResume = (
        await server.database.db.selectFrom("resumes").select("application_id").execute()
      ).map((row) => encodeURIComponent(row.application_id));
      const realId = withResume.length ? fc.constantFrom(...withResume) : garbageId;
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            fc.tuple(
              fc.constant("GET /api/career-application/{id}/resume"),
              fc.oneof(garbageId, realId),
            ),
            fc.tuple(fc.constant("DELETE /api/career-application/{id}"), garbageId),
            fc.tuple(fc.constant("DELETE /api/enquiries/{id}"), garbageId),
            fc.tuple(fc.constant("GET /api/admin/orders/{id}"), garbageId),
            fc.tuple(fc.constant("GET /api/admin/orders/{id}/export"), garbageId),
            fc.tuple(fc.constant("PATCH /api/admin/orders/{id}"), garbageId),
          ),
          fc.option(garbageQuery, { nil: undefined }),
          async ([route, id], query) => {
            const [method, template] = route.split(" ") as [string, string];
            const path = template.replace("{id}", id) + (query ? `?${query}` : "");
            const answer = await send(server, {
              method,
              path,
              headers: { cookie: sessionCookie, origin },
            });
            if (answer.status === 200 && method === "GET" && withResume.includes(id)) {
              expect(answer.headers["x-content-type-options"]).toBe("nosniff");
              expect(answer.headers["content-disposition"]).toMatch(
                /^(attachment|inline); filename="[\w-]+_resume\.(pdf|docx?)"/,
              );
              return;
            }
            expectCleanRefusal(answer);
          },
        ),
        { numRuns: runs(500) },
      );
    },
    TIMEOUT,
  );

  it("stored nothing partial or garbage, and never fell into the 500 handler", async () => {
    const db = server.database.db;
    const enquiries = await db.selectFrom("enquiries").selectAll().execute();
    const applications = await db.selectFrom("career_applications").selectAll().execute();
    const resumes = await db.selectFrom("resumes").selectAll().execute();

    expect(enquiries).toHaveLength(created.enquiries);
    expect(applications).toHaveLength(created.applications);

    for (const row of enquiries) {
      const fields = { name: row.name, email: row.email, phone: row.phone, message: row.message };
      const parsed = enquirySchema.safeParse({ ...fields, consent: true });
      expect(parsed.success, JSON.stringify(row)).toBe(true);
      // Stored already normalised: parsing it again changes nothing.
      expect(parsed.data).toMatchObject(fields);
    }
    for (const row of applications) {
      const fields = {
        name: row.name,
        email: row.email,
        phone: row.phone,
        jobCategory: row.job_category,
        employmentType: row.employment_type,
      };
      const parsed = applicationSchema.safeParse({ ...fields, consent: "on" });
      expect(parsed.success, JSON.stringify(row)).toBe(true);
      expect(parsed.data).toMatchObject(fields);
    }
    const magic: Record<string, Buffer> = {
      pdf: Buffer.from("%PDF-"),
      doc: Buffer.from([0xd0, 0xcf, 0x11, 0xe0]),
      docx: Buffer.from("PK\x03\x04", "latin1"),
    };
    const applicationIds = new Set(applications.map((row) => row.id));
    for (const resume of resumes) {
      const label = `${resume.application_id} ${JSON.stringify(resume.file_name)}`;
      expect(applicationIds.has(resume.application_id), label).toBe(true);
      const content = Buffer.from(resume.content);
      expect(content.length, label).toBeGreaterThan(0);
      expect(resume.size, label).toBe(content.length);
      expect(Object.keys(magic), label).toContain(resume.kind);
      expect(
        content.subarray(0, magic[resume.kind]!.length).equals(magic[resume.kind]!),
        label,
      ).toBe(true);
      expect(resume.file_name, label).not.toMatch(/[/\\\0]/);
      expect(resume.file_name.length, label).toBeGreaterThan(0);
    }

    expect(
      ({} as Record<string, unknown>).polluted,
      "Object.prototype was polluted",
    ).toBeUndefined();
    expect(
      ({} as Record<string, unknown>).isAdmin,
      "Object.prototype was polluted",
    ).toBeUndefined();
    expect(uncaught.slice(firstUncaught).map(String), "uncaught exceptions").toEqual([]);
    expect(
      serverErrors.slice(firstServerError),
      "requests that reached the server's error handler (a 5xx, even if the client had gone)",
    ).toEqual([]);
  });
});
