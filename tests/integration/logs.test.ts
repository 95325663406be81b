// The server's log as an operator's log system reads it (docs/operations.md#logs): JSON lines
// with level, time, pid and msg; a request line for each API and admin request with method,
// route pattern, status, duration and request id, and nothing personal, no query string, no
// body; notification failures and the recovery, with their reason.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "#tests/support/postgres.ts";
import { killAllServers, spawnServer } from "#tests/support/server-process.ts";
import { startSmtpServer } from "#tests/support/smtp.ts";
import { until } from "#tests/support/until.ts";

type LogLine = Record<string, unknown> & { level: string; time: string; pid: number; msg: string };

const visitor = {
  name: "Sunita Pattanayak",
  email: "sunita.pattanayak@example.com",
  phone: "+91 94370 55555",
  message: "Need 40 strips of a rare medicine for my mother",
  consent: true,
};
const querySecret = "campaign-secret-4711";

const lines = (output: string) =>
  output
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as LogLine);

describe("the server's log", () => {
  afterAll(() => killAllServers());

  it("is JSON lines; the request log names the route, never the visitor; notification failures and the recovery have their reason", async () => {
    const smtpPort = await freePort();
    const server = await spawnServer({
      dataDir: mkdtempSync(path.join(tmpdir(), "site-data-")),
      env: {
        LOG_LEVEL: "info",
        // Nothing listens there yet: the notification fails until the mail server starts.
        MAIL_TRANSPORT: "smtp",
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      },
    });
    let smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined;
    try {
      const response = await fetch(`${server.url}/api/enquiries?utm_campaign=${querySecret}`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: server.url },
        body: JSON.stringify(visitor),
      });
      expect(response.status).toBe(201);
      const requestId = response.headers.get("x-request-id");
      expect(requestId).toMatch(/^[0-9a-f-]{36}$/);

      await until("a notification failure in the log", () =>
        lines(server.output()).find((line) => line.msg === "notification failed"),
      );
      smtp = await startSmtpServer(smtpPort);
      await until(
        "the recovery in the log",
        () =>
          lines(server.output()).find(
            (line) => line.msg === "notification sent after failed attempts",
          ),
        15_000,
      );
      const resume = await fetch(`${server.url}/api/career-application/${requestId}/resume`);
      expect(resume.status).toBe(401);
    } finally {
      await server.stop();
      await smtp?.close();
    }

    const output = server.output();
    const log = lines(output);
    for (const line of log) {
      expect(["fatal", "error", "warn", "info", "debug", "trace"]).toContain(line.level);
      expect(new Date(line.time).toISOString()).toBe(line.time);
      expect(line.pid).toBe(server.pid);
      expect(typeof line.msg).toBe("string");
    }

    const post = log.find((line) => line.msg === "request" && line.method === "POST");
    expect(post).toMatchObject({
      level: "info",
      method: "POST",
      route: "/api/enquiries",
      status: 201,
      requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(post!.durationMs).toBeTypeOf("number");
    // A path's values are not logged either: the pattern stands for them.
    expect(log.find((line) => line.status === 401)).toMatchObject({
      route: "/api/career-application/:id/resume",
    });

    for (const personal of [
      visitor.name,
      visitor.email,
      visitor.phone,
      "94370",
      visitor.message,
      "Sunita",
      querySecret,
      "utm_campaign",
    ])
      expect(output).not.toContain(personal);

    const failure = log.find((line) => line.msg === "notification failed");
    expect(failure).toMatchObject({ level: "warn", kind: "enquiry", attempt: 1 });
    expect(failure!.reason).toMatch(/ECONNREFUSED/);
    expect(
      log.find((line) => line.msg === "notification sent after failed attempts"),
    ).toMatchObject({ level: "info", kind: "enquiry" });
  }, 60_000);
});
