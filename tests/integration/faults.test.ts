// Load, faults and scale (issue "Hardening"): the real server as a child process, killed,
// starved of mail and of its database, doubled, and stopped gracefully.
import { existsSync, mkdtempSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { simpleParser, type ParsedMail } from "mailparser";
import { sql } from "kysely";
import pg from "pg";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "#server/http/api-error.server.ts";
import { openDatabase, type Db } from "#server/db/database.server.ts";
import { createDatabase, freePort, startPostgres } from "#tests/support/postgres.ts";
import { killAllServers, spawnServer, type ServerProcess } from "#tests/support/server-process.ts";
import { startSmtpServer } from "#tests/support/smtp.ts";
import { dialects, freshDatabase } from "#tests/support/test-server.ts";
import { fixture } from "#tests/support/fixtures.ts";
import { enquiry, signIn } from "#tests/support/sample-submissions.ts";
import { until } from "#tests/support/until.ts";

/** PostgreSQL runs unless SKIP_POSTGRES=1 (see global-setup.ts). */
const withPostgres = dialects.includes("postgres");
const resumes = { pdf: fixture("resume.pdf"), docx: fixture("resume.docx") };
const range = (count: number, from = 1) => Array.from({ length: count }, (_, i) => from + i);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The test's own connection to the server's database, to check what was stored. */
async function openDb(database: { dataDir: string; databaseUrl?: string }) {
  return openDatabase({ dataDir: database.dataDir, databaseUrl: database.databaseUrl });
}

const postEnquiry = (url: string, n: number) =>
  fetch(`${url}/api/enquiries`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(enquiry(n)),
  });

/** Application n carries resume.pdf when n is even, resume.docx when odd. */
const resumeOf = (n: number) =>
  n % 2 === 0
    ? { name: `CV ${n}.pdf`, bytes: resumes.pdf }
    : { name: `CV ${n}.docx`, bytes: resumes.docx };

function applicationForm(n: number) {
  const form = new FormData();
  for (const [key, value] of Object.entries({
    name: `Applicant ${n}`,
    email: `applicant${n}@example.com`,
    phone: "9437011111",
    jobCategory: "Delivery",
    employmentType: "Full Time",
    consent: "on",
  }))
    form.set(key, value);
  const resume = resumeOf(n);
  form.set("resume", new Blob([new Uint8Array(resume.bytes)]), resume.name);
  return form;
}

const postApplication = (url: string, n: number) =>
  fetch(`${url}/api/career-applications`, { method: "POST", body: applicationForm(n) });

afterAll(async () => {
  await killAllServers();
});

// 1. Crash ----------------------------------------------------------------------------------

describe.each(dialects)("a crash in the middle of a burst of applications (%s)", (dialect) => {
  const BURST = 40;
  const KILL_AFTER = 10;
  /** Every fourth application stops halfway through its upload. */
  const STALLED_EVERY = 4;

  it("keeps every acknowledged application whole, and no unacknowledged one half-stored", async () => {
    const database = await freshDatabase(dialect);
    let server: ServerProcess = await spawnServer(database);
    const acknowledged = new Map<number, string>();
    const unexpected: string[] = [];
    let cutOffUploads = 0;
    let killed = false;

    await Promise.all(
      range(BURST).map(async (n) => {
        if (n % STALLED_EVERY === 0) {
          // Half its resume sent and no more: certainly mid-upload when the kill lands, even
          // on a machine fast enough to answer every other application first.
          const upload = await slowUpload(server.url, applicationForm(n), {
            durationMs: 100,
            stallAfter: 5,
          });
          await upload.response.then(
            (answer) => unexpected.push(`${n} (stalled): answered ${answer.status}`),
            () => (cutOffUploads += 1),
          );
          return;
        }
        try {
          const response = await postApplication(server.url, n);
          const body = (await response.json()) as { id?: string };
          if (response.status !== 201 || !body.id) {
            unexpected.push(`${n}: ${response.status} ${JSON.stringify(body)}`);
            return;
          }
          acknowledged.set(n, body.id);
          if (acknowledged.size >= KILL_AFTER && !killed) {
            killed = true;
            server.kill("SIGKILL");
          }
        } catch {
          // Cut off by the kill: not acknowledged, so it may or may not be stored.
        }
      }),
    );
    const exit = await server.exited;
    expect(exit.signal, "the server was killed with SIGKILL").toBe("SIGKILL");
    expect(unexpected, "every answer before the kill was a 201").toEqual([]);
    expect(cutOffUploads, "the kill came in the middle of uploads").toBe(BURST / STALLED_EVERY);

    // Restart on the same data, then check what survived.
    server = await spawnServer(database);
    const handle = await openDb(database);
    try {
      const { stored, problems } = await inspectApplications(handle.db, acknowledged);
      console.log(
        `crash test (${dialect}): ${acknowledged.size} acknowledged, ${stored} stored, of ${BURST} sent`,
      );
      expect(problems, "acknowledged submissions are whole; others whole or absent").toEqual([]);
      expect(stored).toBeGreaterThanOrEqual(acknowledged.size);
      if (dialect === "sqlite") {
        const check = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(
          handle.db,
        );
        expect(check.rows, "the SQLite file is sound").toEqual([{ integrity_check: "ok" }]);
      }
    } finally {
      await handle.close();
      await server.stop();
    }
  });
});

// 2. Mail outage ----------------------------------------------------------------------------

describe("a mail outage during a burst of enquiries", () => {
  const BURST = 20;

  it("delivers every notification exactly once when the mail server is back", async () => {
    const database = await freshDatabase("sqlite");
    const smtpPort = await freePort();
    const server = await spawnServer({
      ...database,
      env: {
        MAIL_TRANSPORT: "smtp",
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        OUTBOX_INTERVAL_MS: "100",
        OUTBOX_RETRY_BASE_MS: "200",
      },
    });
    const handle = await openDb(database);
    let smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined;
    try {
      const statuses = await Promise.all(
        range(BURST).map(async (n) => (await postEnquiry(server.url, n)).status),
      );
      expect(statuses, "every enquiry is accepted while mail is down").toEqual(
        range(BURST).map(() => 201),
      );
      // Every notification has been tried, and has failed, before the mail server comes back.
      const failed = await until("every notification to fail once", async () => {
        const rows = await handle.db.selectFrom("outbox").selectAll().execute();
        return rows.length === BURST && rows.every((row) => row.status === "retrying") && rows;
      });
      expect(failed.map((row) => row.last_error).join("\n")).toMatch(/ECONNREFUSED/);

      smtp = await startSmtpServer(smtpPort);
      const received = smtp.received;
      await until("every notification to arrive", () => received.length >= BURST, 20_000);
      await sleep(1000); // a duplicate would arrive in this time
      expectEachEnquiryOnce(received, BURST);
      const rows = await handle.db.selectFrom("outbox").select(["status", "sent_at"]).execute();
      expect(
        rows.filter((row) => row.status !== "sent" || !row.sent_at),
        "every outbox row is marked sent",
      ).toEqual([]);
      expect(server.exit(), "the server ran throughout").toBeUndefined();
      const attempts = failed.reduce((sum, row) => sum + row.attempts, 0);
      console.log(
        `mail outage: ${BURST} accepted with SMTP down, ${attempts} failed attempts, ` +
          `${received.length} messages delivered once SMTP was back`,
      );
    } finally {
      await handle.close();
      await server.stop();
      await smtp?.close();
    }
  }, 120_000);
});

// 3. Database outage -------------------------------------------------------------------------

describe.skipIf(!withPostgres)("a PostgreSQL restart during traffic", () => {
  let cluster: Awaited<ReturnType<typeof startPostgres>> | undefined;
  afterAll(() => {
    try {
      cluster?.destroy();
    } catch {
      // Already stopped (a failed test left it down): destroy has removed its folder anyway.
    }
  });

  it("answers 503 while the database is down, then recovers by itself", async () => {
    cluster = await startPostgres();
    const database = {
      dataDir: mkdtempSync(path.join(tmpdir(), "site-data-")),
      databaseUrl: await createDatabase(cluster.url, "outage"),
    };
    const server = await spawnServer(database);
    type Phase = "up" | "down" | "back";
    /** `phase`: the outage phase both when the enquiry was sent and when its answer came. */
    type Answer = { n: number; phase: Phase | "between"; status: number; body: unknown };
    const answers: Answer[] = [];
    let phase: Phase = "up";
    let traffic = true;

    // Steady traffic from three clients, each one enquiry after another, noting what the
    // server answered when.
    let sent = 0;
    const client = async () => {
      while (traffic && sent < 3000) {
        const n = ++sent;
        const sentIn = phase;
        const during = () => (phase === sentIn ? sentIn : "between");
        try {
          const response = await postEnquiry(server.url, n);
          const body: unknown = await response.json();
          answers.push({ n, phase: during(), status: response.status, body });
        } catch (error) {
          answers.push({ n, phase: during(), status: 0, body: String(error) });
        }
        await sleep(10);
      }
    };
    const loop = Promise.all([client(), client(), client()]);
    const inPhase = (wanted: Phase) => answers.filter((answer) => answer.phase === wanted);

    let recoveredInMs = 0;
    try {
      await until("traffic to flow", () => inPhase("up").length >= 10);
      cluster.stop("fast");
      phase = "down";
      await until("traffic to meet the outage", () => inPhase("down").length >= 10);

      const refused = await postEnquiry(server.url, 9999);
      expect(refused.status, "a submission while the database is down").toBe(503);
      expect(await refused.json()).toEqual({ success: false, error: messages.unavailable });
      const health = await fetch(`${server.url}/api/health`);
      expect(health.status, "health while the database is down").toBe(503);
      const healthBody = (await health.json()) as { ok: boolean; error: unknown };
      expect(healthBody.ok).toBe(false);
      expect(healthBody.error).toEqual(expect.any(String));

      cluster.start();
      const backAt = Date.now();
      phase = "back";
      await until(
        "health to answer 200 again",
        async () => (await fetch(`${server.url}/api/health`)).status === 200,
        15_000,
      );
      recoveredInMs = Date.now() - backAt;
      await until("a submission to be accepted again", () =>
        inPhase("back").some((answer) => answer.status === 201),
      );
    } finally {
      traffic = false;
      await loop;
    }

    expect(server.exit(), `the server kept running:\n${server.output()}`).toBeUndefined();
    const wrong = answers.filter(
      (answer) =>
        !(
          answer.status === 201 ||
          (answer.status === 503 &&
            JSON.stringify(answer.body) ===
              JSON.stringify({ success: false, error: messages.unavailable }))
        ),
    );
    expect(wrong, "every answer is a 201, or a 503 with the clear message").toEqual([]);
    expect(
      inPhase("down").filter((answer) => answer.status !== 503),
      "every submission while the database is down is refused with 503",
    ).toEqual([]);

    const acknowledged = answers.flatMap((answer) =>
      answer.status === 201 ? [(answer.body as { id: string }).id] : [],
    );
    const handle = await openDb(database);
    try {
      const stored = new Set(
        (await handle.db.selectFrom("enquiries").select("id").execute()).map((row) => row.id),
      );
      expect(
        acknowledged.filter((id) => !stored.has(id)),
        "acknowledged enquiries lost across the outage",
      ).toEqual([]);
      console.log(
        `database outage: ${answers.length} enquiries sent, ${acknowledged.length} acknowledged and stored, ` +
          `${inPhase("down").length} refused with 503 while down, recovered ${recoveredInMs} ms after PostgreSQL was back`,
      );
    } finally {
      await handle.close();
      await server.stop();
    }
  }, 60_000);
});

// 4. More than one server ---------------------------------------------------------------------

describe.skipIf(!withPostgres)("two servers sharing one PostgreSQL database", () => {
  const admin = { email: "owner@pharma.example", password: "correct horse battery staple" };
  let pair: PromiseSettledResult<ServerProcess>[] = [];
  let shared: { dataDir: string; databaseUrl?: string };
  const started = () => {
    const [a, b] = pair.map((result) => (result.status === "fulfilled" ? result.value : undefined));
    if (!a || !b)
      throw new Error(
        `Both servers must start: ${pair.map((r) => (r.status === "rejected" ? String(r.reason) : "started")).join("\n")}`,
      );
    return [a, b] as const;
  };

  beforeAll(async () => {
    shared = await freshDatabase("postgres");
    // Both at once, on an empty database, each asked to create the same administrator.
    const env = { RATE_LIMIT: "on", ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password };
    pair = await Promise.allSettled([
      spawnServer({ ...shared, env }),
      spawnServer({ ...shared, dataDir: mkdtempSync(path.join(tmpdir(), "site-data-")), env }),
    ]);
  });
  afterAll(async () => {
    await Promise.all(pair.map((r) => (r.status === "fulfilled" ? r.value.stop() : undefined)));
  });

  it("both start at once with the same administrator, and a session made on one is valid on the other", async () => {
    const [a, b] = started();
    const handle = await openDb(shared);
    try {
      const admins = await handle.db.selectFrom("admins").select("email").execute();
      expect(admins, "the administrator is created once").toEqual([{ email: admin.email }]);
    } finally {
      await handle.close();
    }

    const login = await signIn(a.url, admin);
    expect(login.response.status, "sign-in on server A").toBe(200);
    const cookie = login.cookie || undefined;
    expect(cookie, "a session cookie").toBeDefined();

    const session = (server: ServerProcess, withCookie = true) =>
      fetch(`${server.url}/api/admin/session`, {
        headers: withCookie ? { cookie: cookie! } : {},
      });
    const onB = await session(b);
    expect(onB.status, "A's session on server B").toBe(200);
    expect(await onB.json()).toMatchObject({ success: true, email: admin.email });
    expect((await session(b, false)).status, "server B without the cookie").toBe(401);

    const logout = await fetch(`${b.url}/api/admin/logout`, {
      method: "POST",
      headers: { origin: b.url, cookie: cookie! },
    });
    expect(logout.status, "sign-out on server B").toBe(200);
    expect((await session(a)).status, "the session signed out on B is over on A").toBe(401);
  });

  it("shares the rate limit: 6 enquiries to each server, 10 accepted in all", async () => {
    const [a, b] = started();
    // The limit counts in fixed hourly windows: keep the burst clear of a window's edge.
    const hour = 60 * 60 * 1000;
    const toEdge = hour - (Date.now() % hour);
    if (toEdge < 5000) await sleep(toEdge + 100);
    const answers = await Promise.all(
      range(12).map(async (n) => {
        const response = await postEnquiry((n % 2 ? a : b).url, n);
        return { status: response.status, body: (await response.json()) as object };
      }),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(
      statuses.filter((status) => status === 201),
      "accepted",
    ).toHaveLength(10);
    expect(
      statuses.filter((status) => status === 429),
      "refused as too many",
    ).toHaveLength(2);
    for (const answer of answers.filter((answer) => answer.status === 429))
      expect(answer.body).toEqual({ success: false, error: messages.tooMany });
    console.log(
      `rate limit across two servers: ${statuses.filter((s) => s === 201).length} of 12 accepted`,
    );
  });

  it("sends each notification exactly once while both servers' outboxes compete for it", async () => {
    const BURST = 30;
    const smtpPort = await freePort();
    const database = await freshDatabase("postgres");
    const env = {
      MAIL_TRANSPORT: "smtp",
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      OUTBOX_INTERVAL_MS: "50",
      OUTBOX_RETRY_BASE_MS: "2000",
    };
    const servers = await Promise.allSettled([
      spawnServer({ ...database, env }),
      spawnServer({ ...database, dataDir: mkdtempSync(path.join(tmpdir(), "site-data-")), env }),
    ]);
    const gate = new pg.Client({ connectionString: database.databaseUrl });
    let smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined;
    try {
      const [a, b] = servers.map((r) => {
        if (r.status === "rejected") throw r.reason;
        return r.value;
      });
      // The burst, with the mail server down: every notification fails once and waits.
      const statuses = await Promise.all(
        range(BURST).map(async (n) => (await postEnquiry((n % 2 ? a! : b!).url, n)).status),
      );
      expect(statuses, "every enquiry accepted").toEqual(range(BURST).map(() => 201));
      await gate.connect();
      const outboxRows = async () =>
        (
          await gate.query<{
            id: number;
            status: string;
            attempts: number;
            next_attempt_at: string;
            locked_until: string | null;
          }>("select id, status, attempts, next_attempt_at, locked_until from outbox order by id")
        ).rows;
      await until("every notification to fail once", async () => {
        const rows = await outboxRows();
        return (
          rows.length === BURST &&
          rows.every((row) => row.status === "retrying" && row.locked_until === null)
        );
      });
      // Hold both outboxes at the door (a table lock their claims wait for) until every
      // notification is due, then let them in together: both claim from the same rows at
      // the same moment, the race FOR UPDATE SKIP LOCKED must settle.
      await gate.query("begin");
      await gate.query("lock table outbox in exclusive mode");
      const before = await outboxRows();
      expect(
        before.filter((row) => row.locked_until !== null),
        "no claim in progress as the gate closes",
      ).toEqual([]);
      const lastDue = Math.max(...before.map((row) => Date.parse(row.next_attempt_at)));
      await sleep(Math.max(0, lastDue - Date.now()) + 300);
      smtp = await startSmtpServer(smtpPort);
      await gate.query("commit");

      const received = smtp.received;
      await until("every notification to arrive", () => received.length >= BURST, 20_000);
      await sleep(1000); // a duplicate would arrive in this time
      expectEachEnquiryOnce(received, BURST);
      const after = await outboxRows();
      expect(
        after.filter((row, i) => row.status !== "sent" || row.attempts !== before[i]!.attempts + 1),
        "notifications claimed more than once after the gate opened",
      ).toEqual([]);
      console.log(
        `outbox with two servers: ${BURST} enquiries, ${received.length} messages received`,
      );
    } finally {
      await gate.end();
      await Promise.all(
        servers.map((r) => (r.status === "fulfilled" ? r.value.stop() : undefined)),
      );
      await smtp?.close();
    }
  }, 120_000);
});

// 5. Graceful shutdown -----------------------------------------------------------------------

/** An SMTP server that takes `delayMs` to accept each message, counting those it has begun. */
async function startSlowSmtpServer(delayMs: number) {
  const received: ParsedMail[] = [];
  let begun = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      begun += 1;
      simpleParser(stream)
        .then((mail) => {
          setTimeout(() => {
            received.push(mail);
            callback();
          }, delayMs);
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    begun: () => begun,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Posts `form` as a browser on a slow line would: the headers at once, then the body in
 * `pieces` over `durationMs`, on a keep-alive connection. With `stallAfter`, only that many
 * pieces are sent and the request never ends (a client that stopped mid-upload).
 */
async function slowUpload(
  url: string,
  form: FormData,
  {
    durationMs,
    pieces = 10,
    stallAfter,
  }: { durationMs: number; pieces?: number; stallAfter?: number },
) {
  const encoded = new Request(`${url}/api/career-applications`, { method: "POST", body: form });
  const body = Buffer.from(await encoded.arrayBuffer());
  const agent = new http.Agent({ keepAlive: true });
  const request = http.request(`${url}/api/career-applications`, {
    method: "POST",
    agent,
    headers: {
      "content-type": encoded.headers.get("content-type")!,
      "content-length": body.length,
    },
  });
  const response = new Promise<{ status: number; body: { success?: boolean; id?: string } }>(
    (resolve, reject) => {
      request.on("error", reject);
      request.on("response", (incoming) => {
        let text = "";
        incoming.setEncoding("utf8");
        incoming.on("data", (chunk: string) => (text += chunk));
        incoming.on("error", reject);
        incoming.on("end", () =>
          resolve({ status: incoming.statusCode ?? 0, body: JSON.parse(text) }),
        );
      });
    },
  ).finally(() => agent.destroy());
  response.catch(() => {}); // awaited by the caller; not an unhandled rejection meanwhile
  request.flushHeaders();
  const size = Math.ceil(body.length / pieces);
  void (async () => {
    for (let i = 0; i < (stallAfter ?? pieces) && !request.destroyed; i++) {
      request.write(body.subarray(i * size, (i + 1) * size));
      await sleep(durationMs / pieces);
    }
    if (stallAfter === undefined) request.end();
  })();
  return { response, abort: () => request.destroy() };
}

const connectionError = (url: string) =>
  fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) }).then(
    (response) => `answered ${response.status}`,
    (error: Error) => (error.cause as { code?: string } | undefined)?.code ?? error.message,
  );

describe("graceful shutdown on SIGTERM", () => {
  it("finishes the upload and the mail in progress, closes the database and exits with 0", async () => {
    const smtp = await startSlowSmtpServer(1500);
    const database = await freshDatabase("sqlite");
    const server = await spawnServer({
      ...database,
      env: { MAIL_TRANSPORT: "smtp", SMTP_URL: smtp.url },
    });
    try {
      // A notification on its way when the signal comes…
      expect((await postEnquiry(server.url, 1)).status).toBe(201);
      await until("the notification to be in progress", () => smtp.begun() >= 1);
      // …and an upload that has only begun.
      const upload = await slowUpload(server.url, applicationForm(7), { durationMs: 1000 });
      await sleep(150);
      const signalledAt = Date.now();
      server.kill("SIGTERM");
      await sleep(100);
      expect(await connectionError(server.url), "a new connection while stopping").toBe(
        "ECONNREFUSED",
      );

      const answer = await upload.response;
      expect(answer.status, `the upload in flight: ${JSON.stringify(answer.body)}`).toBe(201);
      const exit = await Promise.race([server.exited, sleep(15_000).then(() => "still running")]);
      expect(exit, `exit after SIGTERM:\n${server.output()}`).toEqual({ code: 0, signal: null });
      const stoppedInMs = Date.now() - signalledAt;
      expect(await connectionError(server.url), "a new connection once stopped").toBe(
        "ECONNREFUSED",
      );
      expect(
        smtp.received.map((mail) => mail.subject),
        "the mail in progress was finished",
      ).toContain("New enquiry from Visitor 1");
      expect(
        existsSync(path.join(database.dataDir, "site.db-wal")),
        "the database was closed (its write-ahead log checkpointed and removed)",
      ).toBe(false);

      const handle = await openDb(database);
      try {
        const resume = await handle.db
          .selectFrom("resumes")
          .select("content")
          .where("application_id", "=", answer.body.id!)
          .executeTakeFirst();
        expect(resume, "the application sent during shutdown is stored").toBeDefined();
        expect(
          Buffer.from(resume!.content).equals(resumeOf(7).bytes),
          "its resume, byte for byte",
        ).toBe(true);
        const outbox = await handle.db
          .selectFrom("outbox")
          .select(["kind", "status", "locked_until"])
          .orderBy("id")
          .execute();
        expect(outbox[0], "the enquiry's notification is recorded as sent").toMatchObject({
          kind: "enquiry",
          status: "sent",
        });
        expect(
          outbox.filter((row) => row.status !== "sent" && row.locked_until !== null),
          "no notification is left claimed by the stopped server",
        ).toEqual([]);
      } finally {
        await handle.close();
      }
      console.log(
        `graceful shutdown: upload answered ${answer.status}, exit code ${server.exit()?.code} ${stoppedInMs} ms after SIGTERM`,
      );
    } finally {
      await server.stop();
      await smtp.close();
    }
  }, 120_000);

  it("exits within the grace period even when a client stalls in the middle of an upload", async () => {
    const GRACE_MS = 1000;
    const database = await freshDatabase("sqlite");
    const server = await spawnServer({ ...database, env: { SHUTDOWN_GRACE_MS: String(GRACE_MS) } });
    const upload = await slowUpload(server.url, applicationForm(8), {
      durationMs: 1000,
      stallAfter: 3,
    });
    try {
      await sleep(500);
      const signalledAt = Date.now();
      server.kill("SIGTERM");
      const exit = await Promise.race([server.exited, sleep(GRACE_MS + 5000)]);
      expect(exit, `exit after SIGTERM, the upload stalled:\n${server.output()}`).toEqual({
        code: 0,
        signal: null,
      });
      const stoppedInMs = Date.now() - signalledAt;
      await expect(upload.response, "the stalled upload is cut off").rejects.toThrow();
      expect(
        existsSync(path.join(database.dataDir, "site.db-wal")),
        "the database was closed",
      ).toBe(false);
      const handle = await openDb(database);
      try {
        const stored = await handle.db.selectFrom("career_applications").select("id").execute();
        expect(stored, "nothing stored of the unfinished upload").toEqual([]);
      } finally {
        await handle.close();
      }
      console.log(
        `graceful shutdown with a stalled upload: exit code 0 ${stoppedInMs} ms after SIGTERM`,
      );
    } finally {
      upload.abort();
      await server.stop();
    }
  });
});

/** Each of enquiries 1…count notified exactly once: by subject and by body. */
function expectEachEnquiryOnce(received: ParsedMail[], count: number) {
  expect(
    received.map((mail) => mail.subject ?? "").sort(),
    "each enquiry notified exactly once",
  ).toEqual(
    range(count)
      .map((n) => `New enquiry from Visitor ${n}`)
      .sort(),
  );
  for (const n of range(count))
    expect(
      received.filter((mail) => new RegExp(`^Enquiry number ${n}$`, "m").test(mail.text ?? "")),
      `the body of enquiry ${n}, once`,
    ).toHaveLength(1);
  // Each mail names its outbox row: a row sent again would carry the same Message-ID.
  const ids = received.map((mail) => mail.messageId ?? "");
  for (const id of ids) expect(id).toMatch(/^<enquiry\.[0-9a-f-]{36}\.\d+@[^>]+>$/);
  expect(new Set(ids).size, "a Message-ID for each mail").toBe(ids.length);
}

/** Everything wrong with the stored applications, given those the server acknowledged. */
async function inspectApplications(db: Db, acknowledged: Map<number, string>) {
  const problems: string[] = [];
  const applications = await db.selectFrom("career_applications").select(["id", "name"]).execute();
  const resumeRows = await db
    .selectFrom("resumes")
    .select(["application_id", "file_name", "content"])
    .execute();
  const outbox = await db.selectFrom("outbox").select(["subject_id", "kind"]).execute();
  const byId = new Map(applications.map((row) => [row.id, row]));
  const resumeById = new Map(resumeRows.map((row) => [row.application_id, row]));

  for (const [n, id] of acknowledged) {
    const row = byId.get(id);
    if (!row) problems.push(`acknowledged application ${n} (${id}) is missing`);
    else if (row.name !== `Applicant ${n}`)
      problems.push(`acknowledged application ${n} is stored as "${row.name}"`);
  }
  for (const { id, name } of applications) {
    const n = Number(/^Applicant (\d+)$/.exec(name)?.[1]);
    const resume = resumeById.get(id);
    if (!resume) problems.push(`${name} has no resume`);
    else if (!Buffer.from(resume.content).equals(resumeOf(n).bytes))
      problems.push(`${name}'s resume differs from the file sent`);
    else if (resume.file_name !== resumeOf(n).name)
      problems.push(`${name}'s resume is named "${resume.file_name}"`);
    const notifications = outbox.filter((row) => row.subject_id === id);
    if (notifications.length !== 1)
      problems.push(`${name} has ${notifications.length} outbox rows, not 1`);
  }
  for (const row of outbox)
    if (row.kind !== "application" || !byId.has(row.subject_id))
      problems.push(`outbox row for ${row.kind} ${row.subject_id} has no submission`);
  if (outbox.length !== applications.length)
    problems.push(`${outbox.length} outbox rows for ${applications.length} applications`);
  return { stored: applications.length, problems };
}
