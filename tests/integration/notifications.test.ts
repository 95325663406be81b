import { createServer, type IncomingMessage } from "node:http";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { site } from "#shared/content/site.ts";
import { NO_RESUME } from "#shared/schemas/notification-params.ts";
import { freePort } from "#tests/support/postgres.ts";
import { startSmtpServer } from "#tests/support/smtp.ts";
import { mailFromTwoInstances } from "#tests/support/two-instances.ts";
import {
  dialects,
  freshDatabase,
  startTestServer,
  type TestServer,
} from "#tests/support/test-server.ts";
import { fixture } from "#tests/support/fixtures.ts";
import { enquiry, postEnquiry } from "#tests/support/sample-submissions.ts";
import { until } from "#tests/support/until.ts";

function postApplication(server: TestServer, withResume: boolean) {
  const form = new FormData();
  for (const [key, value] of Object.entries({
    name: "Ravi Sahu",
    email: "ravi@example.com",
    phone: "9437011111",
    jobCategory: "IT/Technical",
    employmentType: "Internship",
    consent: "on",
  }))
    form.set(key, value);
  if (withResume) form.set("resume", new Blob([fixture("resume.pdf")]), "Ravi CV.pdf");
  return fetch(`${server.url}/api/career-applications`, { method: "POST", body: form });
}

describe.each(dialects)("notifications on %s", (dialect) => {
  describe("through SMTP", () => {
    let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
    let server: TestServer;
    beforeAll(async () => {
      smtp = await startSmtpServer();
      server = await startTestServer({
        ...(await freshDatabase(dialect)),
        env: { MAIL_TRANSPORT: "smtp", SMTP_URL: smtp.url, NOTIFY_TO: "orders@pharma.example" },
      });
    });
    afterAll(async () => {
      await server.stop();
      await smtp.close();
    });

    it("mails the company about an enquiry, with reply-to the visitor", async () => {
      expect((await postEnquiry(server, enquiry(1))).status).toBe(201);
      const mail = await until("the notification", () =>
        smtp.received.find((m) => m.subject?.includes("Visitor 1")),
      );
      expect(mail.subject).toBe("New enquiry from Visitor 1");
      expect(mail.to && "text" in mail.to ? mail.to.text : "").toBe("orders@pharma.example");
      expect(mail.replyTo?.value[0]).toMatchObject({
        name: "Visitor 1",
        address: "visitor1@example.com",
      });
      expect(mail.text).toContain("Phone:    +91 94370 22222");
      expect(mail.text).toContain("Language: English");
      expect(mail.text).toContain("Enquiry number 1");
      expect(mail.text).toMatch(/India time/);
      // The server marks it sent once the mail server has answered, a moment after it has the mail.
      const row = await until("the notification marked sent", () =>
        server.database.db
          .selectFrom("outbox")
          .selectAll()
          .where("kind", "=", "enquiry")
          .where("status", "=", "sent")
          .executeTakeFirst(),
      );
      expect(row.attempts).toBe(1);
    });

    it("mails the company about an application, naming the resume", async () => {
      expect((await postApplication(server, true)).status).toBe(201);
      const mail = await until("the notification", () =>
        smtp.received.find((m) => m.subject?.startsWith("New job application")),
      );
      expect(mail.subject).toBe("New job application: IT/Technical (Internship) from Ravi Sahu");
      expect(mail.text).toContain("Job category:    IT/Technical");
      expect(mail.text).toContain("Employment type: Internship");
      expect(mail.text).toMatch(/Resume: +Ravi CV\.pdf \(24 KB\)/);
      expect(mail.attachments).toHaveLength(0);
    });
  });

  describe("through the email service's REST API", () => {
    let server: TestServer;
    const bodies: Record<string, unknown>[] = [];
    let answer = 200;
    const standIn = createServer((request: IncomingMessage, response) => {
      let raw = "";
      request.on("data", (chunk) => (raw += chunk));
      request.on("end", () => {
        bodies.push({
          path: request.url,
          contentType: request.headers["content-type"],
          ...JSON.parse(raw),
        });
        response.writeHead(answer, { "content-type": "text/plain" });
        response.end(answer === 200 ? "OK" : "Too many requests");
      });
    });
    beforeAll(async () => {
      const port = await freePort();
      await new Promise<void>((resolve) => standIn.listen(port, "127.0.0.1", resolve));
      server = await startTestServer({
        ...(await freshDatabase(dialect)),
        env: {
          MAIL_TRANSPORT: "emailjs",
          EMAILJS_ORIGIN: `http://127.0.0.1:${port}`,
          EMAILJS_SERVICE_ID: "service_test",
          EMAILJS_TEMPLATE_CONTACT: "template_contact",
          EMAILJS_TEMPLATE_CAREERS: "template_careers",
          EMAILJS_PUBLIC_KEY: "public_key",
          EMAILJS_PRIVATE_KEY: "private_key",
        },
      });
    });
    afterAll(async () => {
      await server.stop();
      standIn.close();
    });

    it("posts the spec's contact template parameters exactly", async () => {
      expect((await postEnquiry(server, { ...enquiry(2), message: "" })).status).toBe(201);
      const body = await until("the notification", () =>
        bodies.find((b) => b.template_id === "template_contact"),
      );
      expect(body).toMatchObject({
        path: "/api/v1.0/email/send",
        contentType: "application/json",
        user_id: "public_key",
        service_id: "service_test",
        accessToken: "private_key",
      });
      expect(typeof body.lib_version).toBe("string");
      const params = body.template_params as Record<string, string>;
      expect(Object.keys(params).sort()).toEqual(
        [
          "to_email",
          "name",
          "email",
          "phone",
          "message",
          "from_name",
          "from_email",
          "user_name",
          "user_email",
          "user_phone",
          "user_message",
          "submitted_date",
          "source",
        ].sort(),
      );
      expect(params).toMatchObject({
        to_email: site.email,
        name: "Visitor 2",
        email: "visitor2@example.com",
        phone: "+91 94370 22222",
        message: "No message provided",
        from_name: "Visitor 2",
        from_email: "visitor2@example.com",
        user_name: "Visitor 2",
        user_email: "visitor2@example.com",
        user_phone: "+91 94370 22222",
        user_message: "No message provided",
      });
      expect(params.submitted_date).toMatch(/^\d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [ap]m$/);
    });

    it("posts the spec's careers template parameters, and retries a 429 until it goes through", async () => {
      answer = 429;
      expect((await postApplication(server, false)).status).toBe(201);
      const row = await until("the notification", async () => {
        const r = await server.database.db
          .selectFrom("outbox")
          .selectAll()
          .where("kind", "=", "application")
          .executeTakeFirst();
        return r?.status === "retrying" ? r : undefined;
      });
      expect(row.last_error).toMatch(/429 Too Many Requests/);
      answer = 200;
      await until("the notification", async () => {
        const r = await server.database.db
          .selectFrom("outbox")
          .select("status")
          .where("kind", "=", "application")
          .executeTakeFirst();
        return r?.status === "sent" ? r : undefined;
      });
      const careers = bodies.filter((b) => b.template_id === "template_careers");
      expect(careers.length).toBeGreaterThanOrEqual(2);
      const params = careers.at(-1)!.template_params as Record<string, string>;
      expect(Object.keys(params).sort()).toEqual(
        [
          "to_email",
          "applicant_name",
          "applicant_email",
          "applicant_phone",
          "job_category",
          "employment_type",
          "resume_filename",
          "submitted_date",
          "source",
          "name",
          "time",
          "message",
        ].sort(),
      );
      expect(params).toMatchObject({
        applicant_name: "Ravi Sahu",
        applicant_email: "ravi@example.com",
        applicant_phone: "9437011111",
        job_category: "IT/Technical",
        employment_type: "Internship",
        resume_filename: NO_RESUME,
        name: "Ravi Sahu",
      });
    });
  });

  describe("with the mail server down", () => {
    it("still accepts every submission, and delivers every notification once SMTP is back after a restart", async () => {
      const database = await freshDatabase(dialect);
      const smtpPort = await freePort();
      const env = { MAIL_TRANSPORT: "smtp", SMTP_URL: `smtp://127.0.0.1:${smtpPort}` };
      let server = await startTestServer({ ...database, env });
      for (let n = 10; n < 15; n++)
        expect((await postEnquiry(server, enquiry(n))).status).toBe(201);
      expect((await postApplication(server, true)).status).toBe(201);
      await until("the notification", async () => {
        const rows = await server.database.db
          .selectFrom("outbox")
          .select(["status", "last_error"])
          .execute();
        return rows.length === 6 &&
          rows.every(
            (r) => r.status === "retrying" && /ECONNREFUSED|connect/i.test(r.last_error ?? ""),
          )
          ? rows
          : undefined;
      });
      await server.stop();

      const smtp = await startSmtpServer(smtpPort);
      server = await startTestServer({ ...database, env });
      try {
        await until(
          "the notification",
          () => (smtp.received.length >= 6 ? true : undefined),
          15_000,
        );
        await new Promise((resolve) => setTimeout(resolve, 500));
        expect(smtp.received).toHaveLength(6);
        const subjects = smtp.received.map((m) => m.subject).sort();
        for (let n = 10; n < 15; n++) expect(subjects).toContain(`New enquiry from Visitor ${n}`);
        const statuses = await server.database.db.selectFrom("outbox").select("status").execute();
        expect(statuses.every((r) => r.status === "sent")).toBe(true);
      } finally {
        await server.stop();
        await smtp.close();
      }
    });
  });
});

describe("the log transport", () => {
  let server: TestServer;
  let dataDir: string;
  beforeAll(async () => {
    const database = await freshDatabase("sqlite");
    dataDir = database.dataDir;
    server = await startTestServer(database);
  });
  afterAll(() => server.stop());

  it("writes each notification as a readable file under DATA_DIR/mail", async () => {
    expect((await postEnquiry(server, enquiry(3))).status).toBe(201);
    const folder = path.join(dataDir, "mail");
    const file = await until("the notification", () => {
      try {
        return readdirSync(folder).find((name) => name.includes("-enquiry-"));
      } catch {
        return undefined;
      }
    });
    const text = readFileSync(path.join(folder, file), "utf8");
    expect(text).toContain(`To: ${site.email}`);
    expect(text).toContain("Reply-To: Visitor 3 <visitor3@example.com>");
    expect(text).toContain("Subject: New enquiry from Visitor 3");
    expect(text).toContain("Enquiry number 3");
  });
});

describe.skipIf(!dialects.includes("postgres"))(
  "two instances on one PostgreSQL database, with a slow mail server",
  () => {
    it("send each notification once", async () => {
      // Each message takes 300 ms to be accepted and a claim is good for 1 s: a claim of a
      // batch ran out while its first messages were sent, and the other instance sent the rest.
      const received = await mailFromTwoInstances({ acceptAfterMs: 300 }, async ([first]) => {
        for (let n = 1; n <= 8; n++)
          expect((await postEnquiry(first, enquiry(n))).status).toBe(201);
      });
      const enquiryNumbers = received.map(
        (mail) => /Enquiry number (\d+)/.exec(mail.text ?? "")?.[1],
      );
      expect(enquiryNumbers.sort()).toEqual(["1", "2", "3", "4", "5", "6", "7", "8"]);
    });
  },
);
