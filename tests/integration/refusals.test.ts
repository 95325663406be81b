import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { texts } from "#shared/content/text.ts";
import { call } from "#tests/support/customers.ts";
import { publishedContent } from "#tests/support/live-pages.ts";
import { adminCookie, adminEnv, enquiry } from "#tests/support/sample-submissions.ts";
import {
  dialects,
  freshDatabase,
  startTestServer,
  type TestServer,
} from "#tests/support/test-server.ts";

// Every refusal goes through the app's one handler (docs/decisions/0025-server-layers-and-contract.md):
// a route throws the sentence's key, and the handler says it in the visitor's language, as the
// owner published it, whichever feature refused.

const { or } = texts;
const fromOdiaPage = (server: TestServer, path: string) => ({ referer: `${server.url}/or${path}` });

describe.each(dialects)("refusals on %s", (dialect) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ ...(await freshDatabase(dialect)), env: adminEnv });
  });
  afterAll(() => server.stop());

  it("answers an Odia visitor in Odia from submissions, customers, orders, bills and returns", async () => {
    const url = server.url;
    const answers = await Promise.all([
      // Submissions: the enquiry's fields, refused by its schema.
      call(`${url}/api/enquiries`, "POST", "", { ...enquiry(1), name: "", locale: "or" }),
      // Customers: a sign-in without a password.
      call(`${url}/api/account/login`, "POST", "", { login: "98765 43210", locale: "or" }),
      // Orders, bills and returns: nobody signed in, from an Odia page.
      call(`${url}/api/orders`, "POST", "", { items: [] }, fromOdiaPage(server, "/account/order")),
      call(
        `${url}/api/account/bills`,
        "GET",
        "",
        undefined,
        fromOdiaPage(server, "/account/bills"),
      ),
      call(`${url}/api/account/returns`, "POST", "", undefined, {
        ...fromOdiaPage(server, "/account/returns"),
        "content-type": "multipart/form-data; boundary=x",
      }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 401, 401, 401]);
    const [enquiryAnswer, signInAnswer, ...signedOut] = await Promise.all(
      answers.map((answer) => answer.json()),
    );
    expect(enquiryAnswer).toEqual({
      success: false,
      error: or.server.refusals.invalid,
      fieldErrors: { name: [or.forms.validation.nameRequired] },
    });
    expect(signInAnswer).toEqual({ success: false, error: or.account.answers.signInMissing });
    for (const answer of signedOut)
      expect(answer).toEqual({ success: false, error: or.account.answers.signedOut });
  });

  it("says a refusal in the owner's published wording, without JavaScript too", async () => {
    const admin = await adminCookie(server.url);
    const live = await publishedContent(server, admin);
    const reworded = "ଦୟାକରି ପ୍ରଥମେ ସାଇନ୍ ଇନ୍ କରନ୍ତୁ।";
    live.content.texts.or.account.answers.signedOut = reworded;
    const published = await call(`${server.url}/api/admin/content`, "PUT", admin, {
      baseVersion: live.version,
      content: live.content,
    });
    expect(published.status).toBe(200);

    const json = await call(`${server.url}/api/account/bills`, "GET", "", undefined, {
      ...fromOdiaPage(server, "/account/bills"),
    });
    expect(await json.json()).toEqual({ success: false, error: reworded });
    const page = await fetch(`${server.url}/api/orders`, {
      method: "POST",
      headers: {
        origin: server.url,
        ...fromOdiaPage(server, "/account/order"),
        accept: "text/html",
        "content-type": "application/x-www-form-urlencoded",
      },
      body: "note=",
    });
    expect(page.status).toBe(401);
    const html = await page.text();
    expect(html).toContain(reworded);
    expect(html).toContain('href="/or/account/order"');
  });
});
