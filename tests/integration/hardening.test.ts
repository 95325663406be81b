import {
  chmodSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from "node:fs";
import net from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { audit } from "#server/auth/audit.server.ts";
import { openDatabase, type DatabaseHandle } from "#server/db/database.server.ts";
import { hitRateLimit, submissionLimits } from "#server/http/rate-limit.server.ts";
import { fixture } from "#tests/support/fixtures.ts";
import { keepAliveExchange, multipartBody, postChunked } from "#tests/support/raw-http.ts";
import {
  ADMIN,
  adminCookie,
  adminEnv,
  applicationForm,
  postJson,
  signIn,
} from "#tests/support/sample-submissions.ts";
import { until } from "#tests/support/until.ts";
import {
  countRows,
  dialects,
  freshDatabase,
  startTestServer,
  type TestServer,
} from "#tests/support/test-server.ts";

// Hardening, round two (docs/security.md, findings R2-…): each describe block reproduces one
// finding of the security review against a running server.

const enquiry = {
  name: "Asha Mohanty",
  email: "asha@example.com",
  phone: "+91 94370 11111",
  consent: true,
};
const applicationParts = [
  { name: "name", value: "Ravi Sahu" },
  { name: "email", value: "ravi@example.com" },
  { name: "phone", value: "9437011111" },
  { name: "jobCategory", value: "Delivery" },
  { name: "employmentType", value: "Full Time" },
  { name: "consent", value: "on" },
  { name: "resume", fileName: "cv.pdf", content: fixture("resume.pdf") },
];

function* repeat(piece: Buffer, times: number) {
  for (let i = 0; i < times; i++) yield piece;
}

describe.each(dialects)("hardening on %s", (dialect) => {
  let server: TestServer;
  const count = (table: "enquiries" | "career_applications") => countRows(server, table);

  beforeAll(async () => {
    server = await startTestServer({
      ...(await freshDatabase(dialect)),
      env: {
        SITE_ORIGIN: "https://www.pharma.example,https://pharma.example",
        // Every request here comes from 127.0.0.1, a trusted proxy naming the visitor.
        TRUST_PROXY: "127.0.0.1",
        RATE_LIMIT: "on",
        ...adminEnv,
        SIGN_IN_DELAY_MS: "1",
      },
    });
  });
  afterAll(() => server.stop());

  let visitor = 0;
  /** A new visitor address each time, so the per-client limits of one test leave others alone. */
  const newVisitor = () => `198.51.100.${++visitor}`;
  /** What the HTTPS proxy in front adds: the visitor's address and scheme. */
  const behindProxy = (address = newVisitor()) => ({
    "x-forwarded-for": address,
    "x-forwarded-proto": "https",
  });
  const postEnquiry = (headers: Record<string, string>, body: object = enquiry) =>
    postJson(`${server.url}/api/enquiries`, body, { ...behindProxy(), ...headers });

  // Refused or accepted by the origin check, before any query: SQLite only.
  describe.runIf(dialect === "sqlite")("cross-site form posts are refused (finding 3)", () => {
    it.each([
      ["an Origin of another site", { origin: "https://evil.example" }],
      ["Sec-Fetch-Site: cross-site", { "sec-fetch-site": "cross-site" }],
      ["an opaque Origin", { origin: "null" }],
      [
        "a same-looking Origin with another port",
        { origin: "https://www.pharma.example:8443", "sec-fetch-site": "same-site" },
      ],
    ])("refuses %s with 403 and stores nothing", async (_, headers: Record<string, string>) => {
      const before = await count("enquiries");
      const response = await postEnquiry(headers);
      expect(response.status).toBe(403);
      expect(((await response.json()) as { error: string }).error).toBe(
        "This form can be sent only from our own website. Please open the page on our site and send it from there.",
      );
      expect(await count("enquiries")).toBe(before);
    });

    it("answers a cross-site form post without JavaScript with a page", async () => {
      const response = await fetch(`${server.url}/api/career-applications`, {
        method: "POST",
        headers: {
          origin: "https://evil.example",
          accept: "text/html",
          ...behindProxy(),
          "content-type": "multipart/form-data; boundary=b",
        },
        body: new Uint8Array(multipartBody("b", applicationParts)),
      });
      expect(response.status).toBe(403);
      expect(response.headers.get("content-type")).toMatch(/^text\/html/);
      expect(await response.text()).toContain("only from our own website");
    });

    it.each([
      ["the canonical origin", { origin: "https://www.pharma.example" }],
      ["the other listed origin", { origin: "https://pharma.example" }],
      ["the request's own host", { origin: "http://HOST", "sec-fetch-site": "same-origin" }],
      ["no origin headers (a non-browser client)", {}],
    ])("accepts a post from %s", async (_, headers: Record<string, string>) => {
      const own = Object.fromEntries(
        Object.entries(headers).map(([name, value]) => [
          name,
          value.replace("HOST", `127.0.0.1:${server.port}`),
        ]),
      );
      expect((await postEnquiry(own)).status).toBe(201);
    });
  });

  // Cut off as the body streams in, before any query: SQLite only.
  describe.runIf(dialect === "sqlite")("byte caps hold whatever the framing (finding 5)", () => {
    const multipartHeaders = () => ({
      "content-type": "multipart/form-data; boundary=b0und",
      ...behindProxy(),
    });

    it("refuses a valid application followed by a 40 MB epilogue, early", async () => {
      const before = await count("career_applications");
      const answer = await postChunked(
        `${server.url}/api/career-applications`,
        multipartHeaders(),
        [multipartBody("b0und", applicationParts), ...repeat(Buffer.alloc(64 * 1024, "e"), 640)],
      );
      expect(answer.status).toBe(413);
      expect(answer.bytesSent).toBeLessThan(20 * 1024 * 1024);
      expect(await count("career_applications")).toBe(before);
    });

    it("refuses a valid application preceded by a 40 MB nameless part", async () => {
      const before = await count("career_applications");
      const answer = await postChunked(
        `${server.url}/api/career-applications`,
        multipartHeaders(),
        [
          Buffer.from("--b0und\r\nContent-Type: application/octet-stream\r\n\r\n"),
          ...repeat(Buffer.alloc(64 * 1024, "p"), 640),
          Buffer.from("\r\n"),
          multipartBody("b0und", applicationParts),
        ],
      );
      expect(answer.status).toBe(413);
      expect(answer.bytesSent).toBeLessThan(20 * 1024 * 1024);
      expect(await count("career_applications")).toBe(before);
    });

    it("refuses a chunked JSON enquiry over 128 KB", async () => {
      const answer = await postChunked(
        `${server.url}/api/enquiries`,
        { "content-type": "application/json", ...behindProxy() },
        [
          Buffer.from(
            `{"name":"Asha","email":"a@example.com","phone":"9437011111","consent":true,"message":"`,
          ),
          ...repeat(Buffer.alloc(16 * 1024, "m"), 64),
          Buffer.from('"}'),
        ],
      );
      expect(answer.status).toBe(413);
    });

    it("still accepts a chunked application of ordinary size", async () => {
      const answer = await postChunked(
        `${server.url}/api/career-applications`,
        multipartHeaders(),
        [multipartBody("b0und", applicationParts)],
      );
      expect(answer.status).toBe(201);
    });
  });

  describe("fair limits (finding 9)", () => {
    it("does not count invalid tries against a visitor who then sends a valid form", async () => {
      const address = newVisitor();
      for (let i = 0; i < 15; i++)
        expect(
          (await postEnquiry(behindProxy(address), { ...enquiry, email: "not an email" })).status,
        ).toBe(400);
      expect((await postEnquiry(behindProxy(address))).status).toBe(201);
    });

    it("limits stored submissions: the 11th enquiry in an hour gets 429 with Retry-After", async () => {
      const address = newVisitor();
      for (let i = 0; i < 10; i++)
        expect((await postEnquiry(behindProxy(address))).status).toBe(201);
      const refused = await postEnquiry(behindProxy(address));
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    });

    it("groups IPv6 addresses by /64: stepping through the prefix does not escape the limit", async () => {
      for (let i = 1; i <= 10; i++)
        expect((await postEnquiry(behindProxy(`2001:db8:7:1::${i.toString(16)}`))).status).toBe(
          201,
        );
      expect((await postEnquiry(behindProxy("2001:db8:7:1:ffff::99"))).status).toBe(429);
      expect((await postEnquiry(behindProxy("2001:db8:7:2::1"))).status).toBe(201);
    });
  });

  describe("sign-in under a burst (finding 2)", () => {
    const attempt = async (password: string, address: string) =>
      (
        await signIn(
          server.url,
          { email: ADMIN.email, password },
          { origin: "https://www.pharma.example", ...behindProxy(address) },
        )
      ).response;

    it("evaluates no more than the limit of 30 concurrent wrong passwords, and lets the owner in from elsewhere", async () => {
      const stranger = newVisitor();
      const failedBefore = await server.database.db
        .selectFrom("audit_log")
        .select("id")
        .where("action", "=", "sign-in-failed")
        .execute();
      const statuses = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          attempt(`wrong password ${i}`, stranger).then((r) => r.status),
        ),
      );
      const evaluated = statuses.filter((status) => status === 401).length;
      expect(evaluated).toBeLessThanOrEqual(10);
      expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(20);
      // Whatever was not refused or evaluated waited too long for a hashing slot: 503.
      expect(statuses.every((status) => [401, 429, 503].includes(status))).toBe(true);
      const failedAfter = await server.database.db
        .selectFrom("audit_log")
        .select("id")
        .where("action", "=", "sign-in-failed")
        .execute();
      expect(failedAfter.length - failedBefore.length).toBe(evaluated);

      // The stranger is locked; the owner, from another address, signs in at once.
      expect((await attempt(ADMIN.password, stranger)).status).toBe(429);
      expect((await attempt(ADMIN.password, newVisitor())).status).toBe(200);
    });

    it("keeps a stranger's typed email out of the audit log", async () => {
      const { response } = await signIn(
        server.url,
        { email: "someone.else@example.com", password: "guess guess" },
        { origin: "https://www.pharma.example", ...behindProxy() },
      );
      expect(response.status).toBe(401);
      const entries = await server.database.db
        .selectFrom("audit_log")
        .select(["actor", "detail"])
        .execute();
      expect(JSON.stringify(entries)).not.toContain("someone.else");
    });
  });
});

describe("the sliding window (finding 9)", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDatabase(await freshDatabase("sqlite"));
  });
  afterAll(() => database.close());

  it("lets no burst of twice the limit through across a window boundary", async () => {
    const rule = submissionLimits.enquiry;
    const hour = rule.windowMs;
    const windowStart = Math.floor(Date.now() / hour) * hour;
    const allowed = async (at: number, key = "boundary") =>
      (await hitRateLimit(database.db, rule, key, at)).allowed;
    // Ten just before a window ends…
    for (let i = 0; i < 10; i++) expect(await allowed(windowStart + hour - 60_000)).toBe(true);
    // …and ten tries right after it: a fixed window would let all ten through, the sliding
    // one none (the earlier hour still holds 59 of its 60 minutes: 9.83 hits, counted as 10).
    const results = [];
    for (let i = 0; i < 10; i++) results.push(await allowed(windowStart + hour + 60_000));
    expect(results.filter(Boolean)).toHaveLength(0);
    // The same ten, then tries half an hour into the next window: half of them still count.
    for (let i = 0; i < 10; i++) await allowed(windowStart + hour - 60_000, "later");
    const later = [];
    for (let i = 0; i < 10; i++) later.push(await allowed(windowStart + hour + hour / 2, "later"));
    expect(later.filter(Boolean)).toHaveLength(5);
  });
});

describe("slow clients cannot hold connections (finding 6)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      ...(await freshDatabase("sqlite")),
      // Short windows, so that the test takes seconds; production: 20 s and 30 s.
      env: { HEADERS_TIMEOUT_MS: "1000", SLOW_BODY_WINDOW_MS: "1000", MAX_CONNECTIONS: "20" },
      // A pre-built file, answered outside the web framework.
      buildFiles: { "robots.txt": "User-agent: *\nAllow: /\n" },
    });
  });
  afterAll(() => server.stop());

  /** A raw connection that writes `piece` every `everyMs` until the server closes it. */
  function trickle(head: string, piece: string, everyMs: number) {
    return new Promise<{ closedAfterMs: number; answer: string }>((resolve) => {
      const started = Date.now();
      let answer = "";
      const socket = net.connect(server.port, "127.0.0.1", () => socket.write(head));
      const timer = setInterval(() => socket.write(piece), everyMs);
      socket.on("data", (chunk) => (answer += chunk.toString("latin1")));
      socket.on("error", () => {});
      socket.on("close", () => {
        clearInterval(timer);
        resolve({ closedAfterMs: Date.now() - started, answer });
      });
      // Never longer than this: the test fails on the assertion below, not by hanging.
      setTimeout(() => socket.destroy(), 10_000);
    });
  }

  it("cuts an upload trickling in at one byte every 300 ms, while serving others", async () => {
    const slow = trickle(
      "POST /api/career-applications HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=b\r\nTransfer-Encoding: chunked\r\n\r\n",
      "1\r\na\r\n",
      300,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    expect((await slow).closedAfterMs).toBeLessThan(5_000);
  });

  it.each(["/robots.txt", "/api/health"])(
    "answers a GET %s whose declared body trickles in, then closes its connection",
    async (pathname) => {
      // Nothing reads a GET's body and the slow-body guard watches only uploads: the server
      // would drain it for as long as a byte came every few seconds.
      const { closedAfterMs, answer } = await trickle(
        `GET ${pathname} HTTP/1.1\r\nHost: x\r\nContent-Length: 999999999\r\n\r\n`,
        "a",
        300,
      );
      expect(answer).toMatch(/^HTTP\/1\.1 200/);
      expect(closedAfterMs).toBeLessThan(5_000);
    },
  );

  it("keeps the connection of a GET that says its body is empty", async () => {
    const request = "GET /api/health HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n";
    const [first, second] = await keepAliveExchange(server.port, request, request, 100);
    expect(first.status).toBe(200);
    expect(second?.status).toBe(200);
  });

  it("cuts a client whose headers never end", async () => {
    const { closedAfterMs } = await trickle(
      "POST /api/enquiries HTTP/1.1\r\nHost: x\r\n",
      "X-Slow: 1\r\n",
      300,
    );
    expect(closedAfterMs).toBeLessThan(5_000);
  });

  it("lets a slow but moving upload (8 KB/s) finish", async () => {
    const body = multipartBody("b0und", applicationParts);
    const pieces: Buffer[] = [];
    for (let at = 0; at < body.length; at += 2048) pieces.push(body.subarray(at, at + 2048));
    const socket = net.connect(server.port, "127.0.0.1");
    socket.write(
      `POST /api/career-applications HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=b0und\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
    );
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk.toString("latin1")));
    const closed = new Promise((resolve) => socket.on("close", resolve));
    for (const piece of pieces) {
      socket.write(piece);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await closed;
    expect(pieces.length * 250).toBeGreaterThan(2_000); // it spanned two guard windows
    expect(answer).toMatch(/^HTTP\/1\.1 201/);
  });

  it("refuses connections over the cap", async () => {
    const sockets = await Promise.all(
      Array.from(
        { length: 20 },
        () =>
          new Promise<net.Socket>((resolve) => {
            const socket = net.connect(server.port, "127.0.0.1", () => resolve(socket));
          }),
      ),
    );
    try {
      const extra = await trickle("GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n", "", 10_000);
      expect(extra.answer).toBe("");
      expect(extra.closedAfterMs).toBeLessThan(1_000);
    } finally {
      for (const socket of sockets) socket.destroy();
    }
  });
});

describe.each(dialects)("the audit log holds no personal data (finding 7) on %s", (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      ...(await freshDatabase(dialect)),
      env: adminEnv,
    });
  });
  afterAll(() => server.stop());

  it("records that a search was made and its filters, never the words searched for", async () => {
    const cookie = await adminCookie(server.url);
    for (const url of [
      "/api/enquiries?q=asha.mohanty%40example.com",
      "/api/career-applications?q=9437011111&jobCategory=Delivery",
      "/api/enquiries?q=%1B%5B31mred%07",
    ])
      expect((await fetch(`${server.url}${url}`, { headers: { cookie } })).status).toBe(200);
    const entries = await server.database.db
      .selectFrom("audit_log")
      .select(["action", "detail"])
      .where("action", "in", ["list-enquiries", "list-applications"])
      .orderBy("id")
      .execute();
    // A list read is recorded once an hour per list, with its filters (round 4's audit).
    expect(entries).toEqual([
      { action: "list-enquiries", detail: "with a search" },
      { action: "list-applications", detail: "with a search, job category Delivery" },
    ]);
  });

  it("strips control characters from what it stores", async () => {
    await audit(server.database.db, {
      actor: "owner@pharma.example\u0007",
      action: "sign-in-failed",
      detail: "\u001b[2Jcleared\u0000",
      client: "198.51.100.7\r\n",
    });
    const row = await server.database.db
      .selectFrom("audit_log")
      .select(["actor", "detail", "client"])
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      actor: "owner@pharma.example",
      detail: "[2Jcleared",
      client: "198.51.100.7",
    });
  });
});

describe("erased means gone, and the data folder is private (findings 1 and 8)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      ...(await freshDatabase("sqlite")),
      env: adminEnv,
    });
  });
  afterAll(() => server.stop());

  const marker = "Zq9Marker";
  const rawFiles = () =>
    ["site.db", "site.db-wal"]
      .map((name) => path.join(server.dataDir, name))
      .filter((file) => existsSync(file))
      .map((file) => ({ file, bytes: readFileSync(file) }));
  const holdsMarker = () =>
    rawFiles()
      .filter(
        ({ bytes }) => bytes.includes(marker) || bytes.includes(Buffer.from(marker, "utf16le")),
      )
      .map(({ file }) => path.basename(file));

  it("leaves no trace of an erased application in the database file or its WAL", async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries({
      name: `Applicant ${marker}`,
      email: `${marker.toLowerCase()}@example.com`,
      phone: "9437099999",
      jobCategory: "Delivery",
      employmentType: "Full Time",
      consent: "on",
    }))
      form.set(key, value);
    const resume = Buffer.concat([
      fixture("resume.pdf"),
      Buffer.from(`\n% ${marker} resume text\n`),
    ]);
    form.set("resume", new Blob([new Uint8Array(resume)]), `${marker}.pdf`);
    const posted = await fetch(`${server.url}/api/career-applications`, {
      method: "POST",
      body: form,
    });
    const { id } = (await posted.json()) as { id: string };
    // Before: the marker is on disk (in the WAL until a checkpoint).
    expect(holdsMarker()).not.toEqual([]);

    const cookie = await adminCookie(server.url);
    const erased = await fetch(`${server.url}/api/career-application/${id}`, {
      method: "DELETE",
      headers: { cookie, origin: server.url },
    });
    expect(erased.status).toBe(200);
    expect(holdsMarker()).toEqual([]);
  });

  it("keeps DATA_DIR, the database, its WAL and logged mail readable by the server's user only", async () => {
    const posted = await postJson(`${server.url}/api/enquiries`, enquiry);
    const { id } = (await posted.json()) as { id: string };
    const mail = path.join(server.dataDir, "mail");
    await until(
      "the logged mail",
      () => existsSync(mail) && readdirSync(mail).some((n) => n.includes(id)),
    );
    const mode = (file: string) => (statSync(file).mode & 0o777).toString(8);
    expect(mode(server.dataDir)).toBe("700");
    expect(mode(mail)).toBe("700");
    for (const name of ["site.db", "site.db-wal", "site.db-shm"])
      expect(mode(path.join(server.dataDir, name)), name).toBe("600");
    for (const name of readdirSync(mail)) expect(mode(path.join(mail, name)), name).toBe("600");
  });

  it("makes the files of an older release private at start", async () => {
    const database = await freshDatabase("sqlite");
    mkdirSync(path.join(database.dataDir, "mail"), { mode: 0o755 });
    writeFileSync(path.join(database.dataDir, "mail", "old.txt"), "To: …", { mode: 0o644 });
    chmodSync(database.dataDir, 0o755);
    const older = await startTestServer(database);
    try {
      expect((statSync(database.dataDir).mode & 0o777).toString(8)).toBe("700");
      expect(
        (statSync(path.join(database.dataDir, "mail", "old.txt")).mode & 0o777).toString(8),
      ).toBe("600");
    } finally {
      await older.stop();
    }
  });
});

// Content types, headers and origins, which no database query decides: SQLite only.
describe.each(["sqlite"] as const)("the smaller findings (10) on %s", (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      ...(await freshDatabase(dialect)),
      env: adminEnv,
    });
  });
  afterAll(() => server.stop());

  it("refuses a sign-in that is not JSON with 415", async () => {
    const response = await fetch(`${server.url}/api/admin/login`, {
      method: "POST",
      headers: { "content-type": "text/plain", origin: server.url },
      body: JSON.stringify(ADMIN),
    });
    expect(response.status).toBe(415);
    expect(((await response.json()) as { error: string }).error).toBe(
      "Please send the sign-in as JSON.",
    );
  });

  it("encodes ' ( ) in the resume's filename* as RFC 8187 asks (a * is dropped from names)", async () => {
    const form = applicationForm({ name: "Ann O'Brien (Sr) *" });
    const posted = await fetch(`${server.url}/api/career-applications`, {
      method: "POST",
      body: form,
    });
    const { id } = (await posted.json()) as { id: string };
    const response = await fetch(`${server.url}/api/career-application/${id}/resume`, {
      headers: { cookie: await adminCookie(server.url) },
    });
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="Ann_OBrien_Sr_resume.pdf"; filename*=UTF-8''Ann%20O%27Brien%20%28Sr%29_resume.pdf`,
    );
  });

  it("accepts admin changes only from SITE_ORIGIN in production, not from any Host", async () => {
    const production = await startTestServer({
      ...(await freshDatabase(dialect)),
      env: { NODE_ENV: "production", SITE_ORIGIN: "https://www.pharma.example" },
    });
    try {
      const attempt = (origin: string) =>
        fetch(`${production.url}/api/admin/logout`, { method: "POST", headers: { origin } });
      expect((await attempt(production.url)).status).toBe(403);
      expect((await attempt("https://www.pharma.example")).status).toBe(200);
    } finally {
      await production.stop();
    }
  });
});
