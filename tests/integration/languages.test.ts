import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { texts } from "#shared/content/text.ts";
import { fixture } from "#tests/support/fixtures.ts";
import {
  adminCookie,
  adminEnv,
  applicationForm,
  enquiry,
  postJson as postJsonTo,
} from "#tests/support/sample-submissions.ts";
import {
  dialects,
  freshDatabase,
  startTestServer,
  type TestServer,
} from "#tests/support/test-server.ts";
import { until } from "#tests/support/until.ts";

// The server speaks to a visitor in the language of the form's page (docs/product.md#languages):
// field errors, refusals and its own pages; it stores that language with the submission and
// names it to the staff in English.

const { or, hi } = texts;
const page = { accept: "text/html,application/xhtml+xml" };

describe.each(dialects)("languages on %s", (dialect) => {
  let server: TestServer;
  let dataDir: string;
  const postJson = (body: unknown) => postJsonTo(`${server.url}/api/enquiries`, body);
  const postForm = (fields: Record<string, string>) =>
    fetch(`${server.url}/api/enquiries`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", ...page },
      body: new URLSearchParams(fields),
    });

  beforeAll(async () => {
    const database = await freshDatabase(dialect);
    dataDir = database.dataDir;
    server = await startTestServer({ ...database, env: adminEnv });
  });
  afterAll(() => server.stop());
  // Texts chosen by the form's or the page's language, before anything is stored or whatever
  // stored it: SQLite only.
  const sqliteOnly = dialect === "sqlite";

  it("stores the form's language with an enquiry, English when it names none", async () => {
    const odia = await postJson({ ...enquiry(1), locale: "or" });
    const plain = await postJson(enquiry(2));
    expect([odia.status, plain.status]).toEqual([201, 201]);
    const cookie = await adminCookie(server.url);
    const { enquiries: rows } = (await (
      await fetch(`${server.url}/api/enquiries`, { headers: { cookie } })
    ).json()) as { enquiries: { name: string; locale: string }[] };
    expect(rows.find((row) => row.name === "Visitor 1")?.locale).toBe("or");
    expect(rows.find((row) => row.name === "Visitor 2")?.locale).toBe("en");
  });

  it.runIf(sqliteOnly)(
    "refuses a language the site does not speak, as a field of the form",
    async () => {
      const response = await postJson({ ...enquiry(3), locale: "fr" });
      expect(response.status).toBe(400);
      const body = (await response.json()) as { fieldErrors: Record<string, string[]> };
      expect(body.fieldErrors.locale).toEqual([texts.en.forms.validation.locale]);
    },
  );

  it.runIf(sqliteOnly)("answers field errors and the refusal in the form's language", async () => {
    const response = await postJson({ ...enquiry(4), name: "", email: "x@", locale: "hi" });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      success: false,
      error: hi.server.refusals.invalid,
      fieldErrors: {
        name: [hi.forms.validation.nameRequired],
        email: [hi.forms.validation.emailInvalid],
      },
    });
  });

  it.runIf(sqliteOnly)(
    "answers a refusal made before the form is read in the language of the page it came from",
    async () => {
      const response = await fetch(`${server.url}/api/enquiries`, {
        method: "POST",
        headers: { "content-type": "text/plain", referer: `${server.url}/or/contact` },
        body: "hello",
      });
      expect(response.status).toBe(415);
      expect(((await response.json()) as { error: string }).error).toBe(
        or.server.refusals.wrongContentType,
      );
    },
  );

  it.runIf(sqliteOnly)(
    "sends a browser without JavaScript to its language's thank-you page",
    async () => {
      const { name, email, phone } = enquiry(5);
      const response = await postForm({ name, email, phone, consent: "on", locale: "or" });
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe("/or/contact/thank-you");
    },
  );

  it.runIf(sqliteOnly)(
    "shows a browser without JavaScript its problems on a page in the form's language",
    async () => {
      const response = await postForm({ name: "", email: "", phone: "", locale: "hi" });
      expect(response.status).toBe(400);
      const html = await response.text();
      expect(html).toContain('<html lang="hi-IN">');
      expect(html).toMatch(new RegExp(`<h1[^>]*>${hi.server.problems.heading}</h1>`));
      expect(html).toMatch(new RegExp(`<li><p[^>]*>${hi.forms.validation.nameRequired}</p></li>`));
      expect(html).toMatch(new RegExp(`<li><p[^>]*>${hi.forms.validation.consent}</p></li>`));
      expect(html).toContain(`href="/hi/contact">${hi.server.problems.back}</a>`);
      expect(html).toMatch(new RegExp(`href="/hi/careers"[^>]*>${hi.common.nav.careers}</a>`));
    },
  );

  it("takes an application in Hindi, sends the browser to the Hindi thank-you page and stores it", async () => {
    const response = await fetch(`${server.url}/api/career-applications`, {
      method: "POST",
      redirect: "manual",
      headers: page,
      body: applicationForm({ name: "Hindi Applicant", locale: "hi" }),
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/hi/careers/thank-you");
    const row = await server.database.db
      .selectFrom("career_applications")
      .select("locale")
      .where("name", "=", "Hindi Applicant")
      .executeTakeFirstOrThrow();
    expect(row.locale).toBe("hi");
  });

  it.runIf(sqliteOnly)("says what is wrong with a resume in the form's language", async () => {
    const form = applicationForm({ locale: "or" });
    form.set("resume", new Blob([new Uint8Array(fixture("resume.docx"))]), "cv.pdf");
    const response = await fetch(`${server.url}/api/career-applications`, {
      method: "POST",
      body: form,
    });
    expect(response.status).toBe(415);
    const body = (await response.json()) as { fieldErrors: { resume: string[] } };
    expect(body.fieldErrors.resume).toEqual([or.server.resume.mismatch]);
  });

  it("names the visitor's language, in English, in the staff's notification", async () => {
    await postJson({ ...enquiry(6), locale: "or" });
    const folder = path.join(dataDir, "mail");
    const text = await until("the notification of Visitor 6", () => {
      try {
        const files = readdirSync(folder).filter((name) => name.includes("-enquiry-"));
        return files
          .map((name) => readFileSync(path.join(folder, name), "utf8"))
          .find((mail) => mail.includes("Visitor 6"));
      } catch {
        return undefined;
      }
    });
    expect(text).toContain("Subject: New enquiry from Visitor 6");
    expect(text).toContain("Language: Odia");
  });

  it.runIf(sqliteOnly)(
    "answers the no-JavaScript medicine search in the page's language",
    async () => {
      for (const [locale, catalogue] of [
        ["or", or],
        ["hi", hi],
      ] as const) {
        const response = await fetch(`${server.url}/${locale}/products/search?q=paracetamol`);
        expect(response.status).toBe(200);
        const html = await response.text();
        expect(html).toContain(`<html lang="${locale}-IN">`);
        expect(html).toContain(`>${catalogue.products.search.heading}</h1>`);
        expect(html).toContain(`action="/${locale}/products/search"`);
        expect(html).toMatch(
          new RegExp(`href="/${locale}/products"[^>]*>${catalogue.server.search.back}</a>`),
        );
      }
      const nothing = await (await fetch(`${server.url}/or/products/search?q=zzzzqqq`)).text();
      expect(nothing).toContain(or.products.search.nothingFor.replace("{query}", "zzzzqqq"));
    },
  );
});
