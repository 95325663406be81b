import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NO_MESSAGE } from "#shared/schemas/enquiry.ts";
import {
  countRows,
  dialects,
  freshDatabase,
  startTestServer,
  type TestServer,
} from "#tests/support/test-server.ts";
import { fixture } from "#tests/support/fixtures.ts";
import { applicationForm, postEnquiry } from "#tests/support/sample-submissions.ts";

const validEnquiry = {
  name: "Asha Mohanty",
  email: "asha@example.com",
  phone: "+91 94370 11111",
  message: "Please send your price list for surgical gloves.",
  consent: true,
};

describe.each(dialects)("submission API on %s", (dialect) => {
  let server: TestServer;
  const post = (path: string, init: RequestInit) =>
    fetch(`${server.url}${path}`, { method: "POST", ...init });
  const postJson = (body: object) => postEnquiry(server, body);
  const count = (table: "enquiries" | "career_applications") => countRows(server, table);

  beforeAll(async () => {
    server = await startTestServer(await freshDatabase(dialect));
  });
  afterAll(() => server.stop());
  // Refused before anything is stored (the checks, the size caps): the database plays no part,
  // so these run on SQLite only.
  const refusedBeforeStoring = dialect === "sqlite";

  it("answers the health check once the database answers", async () => {
    const response = await fetch(`${server.url}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });

  describe("POST /api/enquiries", () => {
    it("stores a valid enquiry and queues its notification in the same commit", async () => {
      const response = await postJson(validEnquiry);
      expect(response.status).toBe(201);
      const body = (await response.json()) as { success: boolean; id: string };
      expect(body.success).toBe(true);
      const row = await server.database.db
        .selectFrom("enquiries")
        .selectAll()
        .where("id", "=", body.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        name: "Asha Mohanty",
        email: "asha@example.com",
        phone: "+91 94370 11111",
        message: validEnquiry.message,
      });
      const queued = await server.database.db
        .selectFrom("outbox")
        .selectAll()
        .where("subject_id", "=", body.id)
        .execute();
      expect(queued).toHaveLength(1);
      expect(queued[0]!.kind).toBe("enquiry");
    });

    it("stores an empty message as 'No message provided'", async () => {
      const { id } = (await (await postJson({ ...validEnquiry, message: "   " })).json()) as {
        id: string;
      };
      const row = await server.database.db
        .selectFrom("enquiries")
        .select("message")
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      expect(row.message).toBe(NO_MESSAGE);
      const { id: id2 } = (await (
        await postJson({ name: "B", email: "b@example.com", phone: "0671 230 4567", consent: true })
      ).json()) as { id: string };
      const row2 = await server.database.db
        .selectFrom("enquiries")
        .select("message")
        .where("id", "=", id2)
        .executeTakeFirstOrThrow();
      expect(row2.message).toBe(NO_MESSAGE);
    });

    const badInputs: [string, RequestInit, number, RegExp, Record<string, RegExp>?][] = [
      [
        "missing fields",
        { headers: { "content-type": "application/json" }, body: "{}" },
        400,
        /highlighted fields/,
        { name: /name/, email: /email/, phone: /phone/, consent: /agree/ },
      ],
      [
        "a bad email",
        {
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ ...validEnquiry, email: "not-an-email" }),
        },
        400,
        /highlighted/,
        { email: /valid email/ },
      ],
      [
        "a bad phone",
        {
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ ...validEnquiry, phone: "call me" }),
        },
        400,
        /highlighted/,
        { phone: /valid phone/ },
      ],
      [
        "no consent",
        {
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ ...validEnquiry, consent: false }),
        },
        400,
        /highlighted/,
        { consent: /agree/ },
      ],
      [
        "malformed JSON",
        { headers: { "content-type": "application/json" }, body: '{"name": "x",' },
        400,
        /could not be read/,
      ],
      [
        "a JSON array",
        { headers: { "content-type": "application/json" }, body: "[1,2]" },
        400,
        /could not be read/,
      ],
      [
        "a wrong content type",
        { headers: { "content-type": "text/plain" }, body: "hello" },
        415,
        /JSON or as a web form/,
      ],
      ["no content type", { body: new Uint8Array([1, 2, 3]) }, 415, /JSON or as a web form/],
      [
        "a body over 128 KB",
        {
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ ...validEnquiry, message: "x".repeat(140_000) }),
        },
        413,
        /too large/,
      ],
      [
        "a message over 2000 characters",
        {
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ ...validEnquiry, message: "x".repeat(2001) }),
        },
        400,
        /highlighted/,
        { message: /under 2000/ },
      ],
    ];
    it.runIf(refusedBeforeStoring).each(badInputs)(
      "refuses %s with a clear error and stores nothing",
      async (_, init, status, error, fieldErrors) => {
        const before = await count("enquiries");
        const response = await post("/api/enquiries", init);
        expect(response.status).toBe(status);
        const body = (await response.json()) as {
          success: boolean;
          error: string;
          fieldErrors?: Record<string, string[]>;
        };
        expect(body.success).toBe(false);
        expect(body.error).toMatch(error);
        expect(body.error).toMatch(/^[A-Z].*\.$/);
        for (const [field, message] of Object.entries(fieldErrors ?? {}))
          expect(body.fieldErrors?.[field]?.[0]).toMatch(message);
        expect(await count("enquiries")).toBe(before);
      },
    );

    // Spam signals never refuse (docs/product.md#spam): the post is stored and answered like any
    // other, so a bot learns nothing, but kept aside and not notified.
    it.each([
      ["a filled honeypot", { website: "http://spam.example" }, true],
      ["a form sent faster than a person could", { elapsedMs: 300 }, true],
      ["an autofilled form sent after a second and a half", { elapsedMs: 1500 }, false],
      ["a fill time that is not a number", { elapsedMs: "soon" }, false],
      ["an empty honeypot", { website: "" }, false],
    ])("stores %s, answers 201, spam: %s", async (_, extra, spam) => {
      const response = await postJson({ ...validEnquiry, ...extra });
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };
      const row = await server.database.db
        .selectFrom("enquiries")
        .select(["spam", "name"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ spam: spam ? 1 : 0, name: validEnquiry.name });
      const queued = await server.database.db
        .selectFrom("outbox")
        .select("id")
        .where("subject_id", "=", id)
        .execute();
      expect(queued).toHaveLength(spam ? 0 : 1);
    });

    it("keeps an application with a filled honeypot aside, with its resume", async () => {
      const response = await post("/api/career-applications", {
        body: applicationForm(
          { website: "http://spam.example" },
          { name: "cv.pdf", bytes: fixture("resume.pdf") },
        ),
      });
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };
      const row = await server.database.db
        .selectFrom("career_applications")
        .innerJoin("resumes", "resumes.application_id", "career_applications.id")
        .select(["career_applications.spam", "resumes.size"])
        .where("career_applications.id", "=", id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ spam: 1, size: fixture("resume.pdf").length });
      expect(
        await server.database.db
          .selectFrom("outbox")
          .select("id")
          .where("subject_id", "=", id)
          .execute(),
      ).toEqual([]);
    });

    it("accepts a web form posted without JavaScript and redirects to the thank-you page", async () => {
      const response = await post("/api/enquiries", {
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          accept: "text/html,application/xhtml+xml",
        },
        body: new URLSearchParams({
          name: "No Script",
          email: "noscript@example.com",
          phone: "9437000000",
          message: "",
          consent: "on",
          website: "",
        }).toString(),
        redirect: "manual",
      });
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe("/contact/thank-you");
      const rows = await server.database.db
        .selectFrom("enquiries")
        .selectAll()
        .where("email", "=", "noscript@example.com")
        .execute();
      expect(rows).toHaveLength(1);
    });

    it.runIf(refusedBeforeStoring)(
      "answers an invalid web form with a page that lists the problems",
      async () => {
        const response = await post("/api/enquiries", {
          headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
          body: new URLSearchParams({
            name: "<script>alert(1)</script>",
            email: "bad",
            phone: "",
            consent: "on",
          }).toString(),
        });
        expect(response.status).toBe(400);
        expect(response.headers.get("content-type")).toContain("text/html");
        const html = await response.text();
        expect(html).toContain("Please enter a valid email address");
        expect(html).toContain("Please enter your phone number.");
        expect(html).toContain('href="/contact"');
        expect(html).not.toContain("<script>alert(1)</script>");
      },
    );
  });

  describe("POST /api/career-applications", () => {
    it.each([
      ["resume.pdf", "pdf", "application/pdf"],
      ["resume.doc", "doc", "application/msword"],
      [
        "resume.docx",
        "docx",
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      ],
    ])("accepts and stores %s byte for byte", async (file, kind, contentType) => {
      const bytes = fixture(file);
      const response = await post("/api/career-applications", {
        body: applicationForm({}, { name: `My CV ${file}`, bytes }),
      });
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };
      const resume = await server.database.db
        .selectFrom("resumes")
        .selectAll()
        .where("application_id", "=", id)
        .executeTakeFirstOrThrow();
      expect(resume).toMatchObject({
        kind,
        content_type: contentType,
        size: bytes.length,
        file_name: `My CV ${file}`,
      });
      expect(Buffer.from(resume.content).equals(bytes)).toBe(true);
      const application = await server.database.db
        .selectFrom("career_applications")
        .selectAll()
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      expect(application).toMatchObject({
        name: "Ravi Sahu",
        job_category: "Delivery",
        employment_type: "Full Time",
      });
    });

    it("accepts an application without a resume, and a browser's empty file part", async () => {
      const without = await post("/api/career-applications", { body: applicationForm({}, null) });
      expect(without.status).toBe(201);
      const empty = applicationForm({}, null);
      empty.set("resume", new Blob([]), "");
      const withEmptyPart = await post("/api/career-applications", { body: empty });
      expect(withEmptyPart.status).toBe(201);
      const { id } = (await withEmptyPart.json()) as { id: string };
      expect(
        await server.database.db
          .selectFrom("resumes")
          .selectAll()
          .where("application_id", "=", id)
          .execute(),
      ).toHaveLength(0);
    });

    const zip = fixture("resume.docx");
    const refusals: [string, FormData, number, RegExp][] = [
      [
        "a renamed executable",
        applicationForm(
          {},
          {
            name: "cv.pdf",
            bytes: Buffer.concat([Buffer.from("MZ\x90\x00"), Buffer.alloc(2048, 7)]),
          },
        ),
        415,
        /not a valid PDF, DOC or DOCX/,
      ],
      [
        "a PDF named .docx",
        applicationForm({}, { name: "cv.docx", bytes: fixture("resume.pdf") }),
        415,
        /does not match|not a valid/,
      ],
      [
        "a text file",
        applicationForm({}, { name: "cv.txt", bytes: Buffer.from("hello") }),
        415,
        /must be a PDF, DOC or DOCX/,
      ],
      [
        "a ZIP that is not a DOCX",
        applicationForm(
          {},
          { name: "cv.docx", bytes: Buffer.concat([zip.subarray(0, 4), Buffer.alloc(200)]) },
        ),
        415,
        /not a valid/,
      ],
      [
        "an empty file",
        applicationForm({}, { name: "cv.pdf", bytes: new Uint8Array() }),
        400,
        /empty/,
      ],
      [
        "an unknown job category",
        applicationForm({ jobCategory: "Astronaut" }, null),
        400,
        /highlighted/,
      ],
      [
        "a missing employment type",
        applicationForm({ employmentType: "" }, null),
        400,
        /highlighted/,
      ],
    ];
    it.runIf(refusedBeforeStoring).each(refusals)(
      "refuses %s and stores nothing",
      async (_, body, status, error) => {
        const before = await count("career_applications");
        const response = await post("/api/career-applications", { body });
        expect(response.status).toBe(status);
        const json = (await response.json()) as { success: boolean; error: string };
        expect(json.success).toBe(false);
        expect(json.error).toMatch(error);
        expect(await count("career_applications")).toBe(before);
      },
    );

    it.runIf(refusedBeforeStoring)("refuses a resume over 5 MB with 413", async () => {
      const before = await count("career_applications");
      const big = Buffer.concat([
        Buffer.from("%PDF-1.7\n"),
        Buffer.alloc(5 * 1024 * 1024 + 10, 32),
      ]);
      const response = await post("/api/career-applications", {
        body: applicationForm({}, { name: "big.pdf", bytes: big }),
      });
      expect(response.status).toBe(413);
      const json = (await response.json()) as {
        error: string;
        fieldErrors: Record<string, string[]>;
      };
      expect(json.fieldErrors.resume?.[0]).toBe("The resume must be 5 MB or smaller.");
      expect(await count("career_applications")).toBe(before);
    });

    it.runIf(refusedBeforeStoring)("refuses a 50 MB upload without reading it whole", async () => {
      // Chunked, so no Content-Length gives it away: the server must stop as it streams.
      const boundary = "----bound";
      const head = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nBig Sender\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="huge.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`,
      );
      const { status, sent } = await new Promise<{ status: number; sent: number }>(
        (resolve, reject) => {
          let sent = 0;
          let answered = false;
          const request = http.request(`${server.url}/api/career-applications`, {
            method: "POST",
            headers: {
              "content-type": `multipart/form-data; boundary=${boundary}`,
              "transfer-encoding": "chunked",
            },
          });
          request.on("response", (response) => {
            answered = true;
            response.resume();
            resolve({ status: response.statusCode ?? 0, sent });
          });
          request.on("error", (error) => (answered ? undefined : reject(error)));
          const chunk = Buffer.alloc(64 * 1024, 65);
          request.write(head);
          const pump = () => {
            while (!answered && sent < 50 * 1024 * 1024) {
              sent += chunk.length;
              if (!request.write(chunk)) return void request.once("drain", pump);
            }
            if (!answered) request.end();
          };
          pump();
        },
      );
      expect(status).toBe(413);
      expect(sent).toBeLessThan(20 * 1024 * 1024);
      // The server is still fine.
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    });

    it.runIf(refusedBeforeStoring)("refuses a declared 50 MB body at once", async () => {
      const response = await new Promise<number>((resolve, reject) => {
        const request = http.request(`${server.url}/api/career-applications`, {
          method: "POST",
          headers: {
            "content-type": "multipart/form-data; boundary=x",
            "content-length": String(50 * 1024 * 1024),
          },
        });
        request.on("response", (res) => resolve(res.statusCode ?? 0));
        request.on("error", reject);
        request.write("--x\r\n");
      });
      expect(response).toBe(413);
    });

    it.runIf(refusedBeforeStoring)("refuses JSON with 415", async () => {
      const response = await post("/api/career-applications", {
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name: "x" }),
      });
      expect(response.status).toBe(415);
      expect(((await response.json()) as { error: string }).error).toMatch(/multipart/);
    });

    it("accepts a form posted without JavaScript and redirects", async () => {
      const response = await post("/api/career-applications", {
        headers: { accept: "text/html" },
        body: applicationForm(
          { email: "nojs-applicant@example.com" },
          { name: "cv.pdf", bytes: fixture("resume.pdf") },
        ),
        redirect: "manual",
      });
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe("/careers/thank-you");
    });
  });
});

describe.each(dialects)("rate limits on %s", (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      ...(await freshDatabase(dialect)),
      env: { RATE_LIMIT: "on" },
    });
  });
  afterAll(() => server.stop());

  it("answers 429 with Retry-After after 10 enquiries an hour from one client", async () => {
    const send = () =>
      fetch(`${server.url}/api/enquiries`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(validEnquiry),
      });
    for (let i = 0; i < 10; i++) expect((await send()).status).toBe(201);
    const refused = await send();
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    // At most the hour and a tenth of it: the earlier hour's share is rounded up, so ten sent
    // early in one hour still hold the limit until six minutes into the next.
    expect(retryAfter).toBeLessThanOrEqual(3600 + 360);
    expect(((await refused.json()) as { error: string }).error).toMatch(/short time/);
    expect(await countRows(server, "enquiries")).toBe(10);
  });
});
