// A trade customer's side (docs/product.md#trade-customers): asking for an account, setting a
// password from the staff's link, signing in and out, the rates on the search, and every
// refusal of the contract, on SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { texts } from "#shared/content/text.ts";
import { fill } from "#shared/text-format.ts";
import type { ContentSettings } from "#shared/content/announcements.ts";
import type { ContentDocument } from "#shared/content/document.ts";
import {
  accountCookie,
  approvedCustomer,
  call,
  chemist,
  loggedMail,
  signedInCustomer,
  STRONG_PASSWORD,
  tokenOf,
} from "#tests/support/customers.ts";
import { adminCookie, adminEnv, postJson } from "#tests/support/sample-submissions.ts";
import {
  countRows,
  dialects,
  freshDatabase,
  startTestServer,
  type TestServer,
} from "#tests/support/test-server.ts";

const answers = texts.en.account.answers;
const tradeFields = ["mrp", "rate", "scheme", "availability"];

describe.each(dialects)("trade customers' own calls on %s", (dialect) => {
  let server: TestServer;
  let url: string;
  /** One staff session for the whole suite: each sign-in costs a password hash. */
  let staff: string;
  beforeAll(async () => {
    server = await startTestServer({ ...(await freshDatabase(dialect)), env: adminEnv });
    url = server.url;
    staff = await adminCookie(url);
  });
  afterAll(() => server.stop());

  /** Another chemist each time: logins are unique among accounts. */
  let n = 0;
  const anotherChemist = () => {
    n += 1;
    return {
      ...chemist,
      shopName: `${chemist.shopName} ${n}`,
      phone: `94370${String(30000 + n).padStart(5, "0")}`,
      email: `chemist${n}@example.com`,
    };
  };
  const search = (cookie = "", query = "q=curameth") =>
    fetch(`${url}/api/catalogue/search?${query}`, { headers: { cookie } });

  describe("a request for an account", () => {
    it("is stored before the 201, and the company is told through the outbox", async () => {
      const response = await postJson(`${url}/api/account/request`, anotherChemist());
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };
      const row = await server.database.db
        .selectFrom("customers")
        .selectAll()
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        status: "requested",
        locale: "or",
        spam: 0,
        login_mobile: expect.stringMatching(/^94370/),
      });
      expect(row.consented_at).not.toBeNull();
      const [mail] = await loggedMail(server.dataDir, "account-request");
      expect(mail).toContain("New account request from Maa Tarini Medical Store");
      expect(mail).toContain("OD-JAJ-20B-1234");
    });

    it("keeps a request that trips the spam signals aside, unannounced, with the same answer", async () => {
      const before = await countRows(server, "outbox");
      const response = await postJson(`${url}/api/account/request`, {
        ...anotherChemist(),
        website: "http://spam.example",
      });
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };
      const row = await server.database.db
        .selectFrom("customers")
        .select("spam")
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      expect(row.spam).toBe(1);
      expect(await countRows(server, "outbox")).toBe(before);
    });

    it("says what is wrong in the form's language, and stores nothing", async () => {
      const before = await countRows(server, "customers");
      const response = await postJson(`${url}/api/account/request`, {
        ...anotherChemist(),
        drugLicence: "",
        gstin: "21AAAAA0000A1Z6",
        shopName: "",
      });
      expect(response.status).toBe(400);
      const body = (await response.json()) as { fieldErrors: Record<string, string[]> };
      expect(body.fieldErrors.shopName).toEqual([texts.or.account.validation.shopNameRequired]);
      expect(body.fieldErrors.gstin).toEqual([texts.or.account.validation.gstinInvalid]);
      expect(body.fieldErrors.drugLicence).toEqual([
        texts.or.account.validation.drugLicenceRequired,
      ]);
      expect(await countRows(server, "customers")).toBe(before);
    });

    it("lets a hospital leave the drug licence empty", async () => {
      const response = await postJson(`${url}/api/account/request`, {
        ...anotherChemist(),
        drugLicence: "",
        hospital: true,
        gstin: "",
      });
      expect(response.status).toBe(201);
    });

    it("takes a web form without JavaScript and answers with the thank-you page in its language", async () => {
      const form = new URLSearchParams({ ...anotherChemist(), consent: "on", locale: "hi" });
      const response = await fetch(`${url}/api/account/request`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
        body: form,
      });
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe("/hi/account/request/thank-you");
    });
  });

  describe.runIf(dialect === "sqlite")("requests refused before anything is stored", () => {
    it.each([
      ["a cross-site post", { origin: "https://evil.example" }, JSON.stringify(chemist), 403],
      ["a wrong body type", { "content-type": "text/plain" }, "hello", 415],
      ["an oversized body", {}, JSON.stringify({ ...chemist, address: "x".repeat(200_000) }), 413],
    ])("refuses %s", async (_, headers, body, status) => {
      const before = await countRows(server, "customers");
      const response = await fetch(`${url}/api/account/request`, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body,
      });
      expect(response.status).toBe(status);
      expect(await countRows(server, "customers")).toBe(before);
    });
  });

  describe("from the staff's link to signed in", () => {
    it("sets a password once, signs in, and the link is spent", async () => {
      const request = anotherChemist();
      const { token, inviteUrl } = await approvedCustomer(url, request, `P-${n}`, staff);
      expect(inviteUrl).toMatch(/\/or\/account\/password#token=[\w-]{43}$/);
      const set = await call(`${url}/api/account/password`, "POST", "", {
        token,
        password: STRONG_PASSWORD,
      });
      expect(set.status).toBe(200);
      expect(await set.json()).toEqual({ success: true, shopName: request.shopName });
      const cookie = accountCookie(set);
      expect(set.headers.get("set-cookie")).toMatch(/HttpOnly/i);
      expect(set.headers.get("set-cookie")).toMatch(/SameSite=Lax/i);
      const me = await call(`${url}/api/account/me`, "GET", cookie);
      expect(me.status).toBe(200);
      expect(me.headers.get("cache-control")).toBe("private, no-store");
      expect(me.headers.get("vary")).toContain("Cookie");
      expect(await me.json()).toEqual({
        success: true,
        customer: {
          code: `P-${n}`,
          shopName: request.shopName,
          contactName: request.contactName,
          phone: request.phone,
          email: request.email,
        },
      });
      // The same link again: 410, whatever password.
      const again = await call(`${url}/api/account/password`, "POST", "", {
        token,
        password: "another good phrase",
      });
      expect(again.status).toBe(410);
      expect(((await again.json()) as { error: string }).error).toBe(answers.linkGone);
    });

    it("refuses an expired link and an unknown one with the same 410", async () => {
      const { token, id } = await approvedCustomer(url, anotherChemist(), `P-${n}`, staff);
      await server.database.db
        .updateTable("customer_links")
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where("customer_id", "=", id)
        .execute();
      for (const gone of [token, "a".repeat(43)]) {
        const response = await call(`${url}/api/account/password`, "POST", "", {
          token: gone,
          password: STRONG_PASSWORD,
        });
        expect(response.status).toBe(410);
      }
    });

    const tooShort = fill(answers.passwordTooShort, { minPasswordLength: 8 });
    const tooPlain = fill(answers.passwordTooPlain, { minPasswordDistinct: 4 });
    it.each([
      ["a short password", "abc123", tooShort],
      ["three characters and five spaces", "xq7     ", tooShort],
      ["eight spaces", "        ", tooShort],
      ["one character eight times", "aaaaaaaa", tooPlain],
      ["three characters, spaced out", "ab c ab c ab c", tooPlain],
      ["a common password", "password1", answers.passwordCommon],
      ["the login mobile", "+91 94370 3", answers.passwordIsLogin],
    ])("refuses %s with 400 and keeps the link", async (_, password, message) => {
      const request = anotherChemist();
      const { token } = await approvedCustomer(url, request, `P-${n}`, staff);
      const tried = password.startsWith("+91") ? `+91 ${request.phone}` : password;
      const response = await call(`${url}/api/account/password`, "POST", "", {
        token,
        password: tried,
        locale: "en",
      });
      expect(response.status).toBe(400);
      expect(
        ((await response.json()) as { fieldErrors: { password: string[] } }).fieldErrors.password,
      ).toEqual([message]);
      const good = await call(`${url}/api/account/password`, "POST", "", {
        token,
        password: STRONG_PASSWORD,
      });
      expect(good.status).toBe(200);
    });

    it("keeps a password's spaces, and says why one is refused in the form's language", async () => {
      const { token } = await approvedCustomer(url, anotherChemist(), `P-${n}`, staff);
      for (const locale of ["or", "hi"] as const) {
        const refused = await call(`${url}/api/account/password`, "POST", "", {
          token,
          password: "xq7     ",
          locale,
        });
        expect(refused.status).toBe(400);
        expect(
          ((await refused.json()) as { fieldErrors: { password: string[] } }).fieldErrors.password,
        ).toEqual([fill(texts[locale].account.answers.passwordTooShort, { minPasswordLength: 8 })]);
      }
      const spaced = "  lamp  river  ";
      const set = await call(`${url}/api/account/password`, "POST", "", {
        token,
        password: spaced,
      });
      expect(set.status).toBe(200);
    });

    it("signs in with the mobile as people write it, or the email, and out again", async () => {
      const request = anotherChemist();
      await signedInCustomer(url, request, `P-${n}`, staff);
      const digits = request.phone;
      for (const login of [
        digits,
        `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`,
        `0${digits}`,
        request.email.toUpperCase(),
      ]) {
        const response = await call(`${url}/api/account/login`, "POST", "", {
          login,
          password: STRONG_PASSWORD,
        });
        expect(response.status, login).toBe(200);
        expect(await response.json()).toEqual({ success: true, shopName: request.shopName });
        const cookie = accountCookie(response);
        expect(cookie).not.toBe("");
        expect(response.headers.get("set-cookie")).not.toMatch(/(^|,\s*)session=/);
        const out = await call(`${url}/api/account/logout`, "POST", cookie);
        expect(out.status).toBe(200);
        expect((await call(`${url}/api/account/me`, "GET", cookie)).status).toBe(401);
      }
    });

    it("signs in from a web form without JavaScript: to the search page that shows rates, or a page that says why not", async () => {
      const request = anotherChemist();
      await signedInCustomer(url, request, `P-${n}`, staff);
      const post = (password: string) =>
        fetch(`${url}/api/account/login`, {
          method: "POST",
          redirect: "manual",
          headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
          body: new URLSearchParams({ login: request.phone, password, locale: "hi" }),
        });
      const right = await post(STRONG_PASSWORD);
      expect(right.status).toBe(303);
      expect(right.headers.get("location")).toBe("/hi/products/search");
      const page = await fetch(`${url}/hi/products/search?q=curameth`, {
        headers: { cookie: accountCookie(right) },
      });
      expect(await page.text()).toMatch(
        new RegExp(`>${texts.hi.account.terms.rate}</dt><dd[^>]*>₹5,296.80<`),
      );
      const wrong = await post("not the password");
      expect(wrong.status).toBe(401);
      expect(wrong.headers.get("content-type")).toContain("text/html");
      expect(await wrong.text()).toContain(texts.hi.account.answers.signInWrong);
    });

    it("answers a wrong password and an unknown login alike", async () => {
      const request = anotherChemist();
      await signedInCustomer(url, request, `P-${n}`, staff);
      const wrong = await call(`${url}/api/account/login`, "POST", "", {
        login: request.email,
        password: "not the password",
      });
      const unknown = await call(`${url}/api/account/login`, "POST", "", {
        login: "nobody@example.com",
        password: "not the password",
      });
      const notMobile = await call(`${url}/api/account/login`, "POST", "", {
        login: "12345",
        password: "not the password",
      });
      for (const response of [wrong, unknown, notMobile]) {
        expect(response.status).toBe(401);
        expect(await response.json()).toEqual({ success: false, error: answers.signInWrong });
      }
    });

    it("does not let an invited customer without a password, nor a requested one, sign in", async () => {
      const request = anotherChemist();
      await approvedCustomer(url, request, `P-${n}`, staff);
      const response = await call(`${url}/api/account/login`, "POST", "", {
        login: request.email,
        password: STRONG_PASSWORD,
      });
      expect(response.status).toBe(401);
    });
  });

  describe("rates on the search", () => {
    it("never reach an anonymous visitor, whatever the query asks", async () => {
      for (const query of [
        "q=curameth",
        "q=curameth&fields=rate,mrp,scheme",
        "q=curameth&rate=1&signedIn=1",
      ]) {
        const response = await search("", query);
        expect(response.status).toBe(200);
        expect(response.headers.get("vary")).toContain("Cookie");
        const { items } = (await response.json()) as { items: Record<string, unknown>[] };
        expect(items.length).toBeGreaterThan(0);
        for (const item of items)
          for (const field of tradeFields) expect(item).not.toHaveProperty(field);
      }
      // A cookie that is no session is anonymous too.
      const forged = await search("account=forged-token");
      const { items } = (await forged.json()) as { items: Record<string, unknown>[] };
      expect(items[0]).not.toHaveProperty("rate");
    });

    it("show rate, MRP, scheme and availability to a signed-in customer, in a private answer", async () => {
      const { cookie } = await signedInCustomer(url, anotherChemist(), `P-${n}`, staff);
      const response = await search(cookie);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      expect(response.headers.get("vary")).toContain("Cookie");
      const { items } = (await response.json()) as { items: Record<string, unknown>[] };
      const curameth = items.find((item) => item.name === "Curameth Plus 2.5")!;
      expect(curameth).toMatchObject({
        mrp: 6621,
        rate: 5296.8,
        scheme: "",
        availability: "in_stock",
      });
      for (const secret of ["stock", "expiry", "hsn", "gst", "code"])
        expect(curameth).not.toHaveProperty(secret);
      // The no-JavaScript results page shows them too, and only to them.
      const page = await fetch(`${url}/or/products/search?q=curameth`, { headers: { cookie } });
      expect(page.headers.get("cache-control")).toBe("private, no-store");
      expect(await page.text()).toContain("₹5,296.80");
      const anonymous = await fetch(`${url}/or/products/search?q=curameth`);
      expect(await anonymous.text()).not.toContain("5,296.80");
    });

    it("reach the chat's item cards as they reach the same visitor's search, and no one else's", async () => {
      const matches = (cookie: string, q = "curameth") =>
        fetch(`${url}/api/catalogue/matches?${new URLSearchParams({ q })}`, {
          headers: { cookie },
        });
      const anonymous = await matches("");
      expect(anonymous.headers.get("cache-control")).toBe("no-cache");
      expect(anonymous.headers.get("vary")).toContain("Cookie");
      const found = (await anonymous.json()) as { items: Record<string, unknown>[] };
      expect(found.items.length).toBeGreaterThan(0);
      expect(found.items.length).toBeLessThanOrEqual(3);
      for (const item of found.items)
        for (const field of tradeFields) expect(item).not.toHaveProperty(field);

      const { cookie } = await signedInCustomer(url, anotherChemist(), `P-${n}`, staff);
      const mine = await matches(cookie);
      expect(mine.headers.get("cache-control")).toBe("private, no-store");
      expect(mine.headers.get("vary")).toContain("Cookie");
      const { items } = (await mine.json()) as { items: Record<string, unknown>[] };
      const searched = (await (await search(cookie)).json()) as {
        items: Record<string, unknown>[];
      };
      for (const item of items)
        expect(item).toEqual(searched.items.find((result) => result.id === item.id));
      expect(items.find((item) => item.name === "Curameth Plus 2.5")).toMatchObject({
        rate: 5296.8,
        availability: "in_stock",
      });
      expect((await matches(cookie, " ")).status).toBe(400);

      // An administrator's session is not a customer's: no terms.
      const byStaff = (await (await matches(staff)).json()) as { items: object[] };
      expect(byStaff.items.length).toBeGreaterThan(0);
      for (const item of byStaff.items)
        for (const field of tradeFields) expect(item).not.toHaveProperty(field);
    });

    it("follow the owner's published settings: MRP for everyone, and the low-stock threshold", async () => {
      const { cookie } = await signedInCustomer(url, anotherChemist(), `P-${n}`, staff);
      const publish = async (settings: Partial<ContentSettings>) => {
        const live = (await (await call(`${url}/api/admin/content`, "GET", staff)).json()) as {
          version: number;
          content: ContentDocument;
        };
        const published = await call(`${url}/api/admin/content`, "PUT", staff, {
          baseVersion: live.version,
          content: { ...live.content, settings: { ...live.content.settings, ...settings } },
        });
        expect(published.status).toBe(200);
      };
      await publish({ mrpPublic: true, lowStockThreshold: 100_000, retentionDays: 365 });
      try {
        const anonymous = (await (await search("")).json()) as {
          items: Record<string, unknown>[];
        };
        const curameth = anonymous.items.find((item) => item.name === "Curameth Plus 2.5")!;
        expect(curameth.mrp).toBe(6621);
        for (const field of ["rate", "scheme", "availability", "stock"])
          expect(curameth).not.toHaveProperty(field);
        const page = await fetch(`${url}/products/search?q=curameth`);
        expect(await page.text()).toContain("₹6,621");
        const mine = (await (await search(cookie)).json()) as { items: Record<string, unknown>[] };
        expect(mine.items.find((item) => item.name === "Curameth Plus 2.5")).toMatchObject({
          rate: 5296.8,
          availability: "low",
        });
      } finally {
        await publish({ mrpPublic: false, lowStockThreshold: 10, retentionDays: 365 });
      }
      const after = (await (await search("")).json()) as { items: Record<string, unknown>[] };
      expect(after.items[0]).not.toHaveProperty("mrp");
    });

    it("stop at once for a customer staff disable, whose open session ends", async () => {
      const request = anotherChemist();
      const customer = await signedInCustomer(url, request, `P-${n}`, staff);
      const admin = await adminCookie(url);
      expect(
        (await call(`${url}/api/admin/customers/${customer.id}/disable`, "POST", admin)).status,
      ).toBe(200);
      expect((await call(`${url}/api/account/me`, "GET", customer.cookie)).status).toBe(401);
      const { items } = (await (await search(customer.cookie)).json()) as { items: object[] };
      expect(items[0]).not.toHaveProperty("rate");
      const matched = await fetch(`${url}/api/catalogue/matches?q=curameth`, {
        headers: { cookie: customer.cookie },
      });
      const { items: cards } = (await matched.json()) as { items: object[] };
      expect(cards[0]).toBeDefined();
      expect(cards[0]).not.toHaveProperty("rate");
      const again = await call(`${url}/api/account/login`, "POST", "", {
        login: request.email,
        password: STRONG_PASSWORD,
      });
      expect(again.status).toBe(401);
    });
  });

  describe("the two kinds of session stay apart", () => {
    it("refuses a customer's session on the admin API, and an administrator's on the account", async () => {
      const { cookie } = await signedInCustomer(url, anotherChemist(), `P-${n}`, staff);
      for (const path of [
        "/api/admin/customers",
        "/api/enquiries",
        "/api/admin/session",
        "/api/audit-log",
      ])
        expect((await call(`${url}${path}`, "GET", cookie)).status, path).toBe(401);
      const admin = await adminCookie(url);
      expect((await call(`${url}/api/account/me`, "GET", admin)).status).toBe(401);
      const { items } = (await (await search(admin)).json()) as { items: object[] };
      expect(items[0]).not.toHaveProperty("rate");
    });
  });

  describe("a forgotten password", () => {
    it("answers 202 alike whether or not the account exists, and mails a working link to the one that does", async () => {
      const request = anotherChemist();
      await signedInCustomer(url, request, `P-${n}`, staff);
      const known = await call(`${url}/api/account/reset`, "POST", "", { login: request.phone });
      const unknown = await call(`${url}/api/account/reset`, "POST", "", { login: "9999999999" });
      expect(known.status).toBe(202);
      expect(unknown.status).toBe(202);
      expect(await known.json()).toEqual(await unknown.json());
      const mails = await loggedMail(server.dataDir, "account-reset");
      const mail = mails.find((text) => text.includes(`To: ${request.email}`))!;
      expect(mail).toContain(request.shopName);
      const link = /(http\S+#token=[\w-]+)/.exec(mail)![1]!;
      // The outbox row holds the customer's id only: the link was made when the mail was sent.
      const outbox = await server.database.db
        .selectFrom("outbox")
        .selectAll()
        .where("kind", "=", "account-reset")
        .execute();
      expect(JSON.stringify(outbox)).not.toContain(tokenOf(link));
      const set = await call(`${url}/api/account/password`, "POST", "", {
        token: tokenOf(link),
        password: "a brand new phrase",
      });
      expect(set.status).toBe(200);
      const signIn = await call(`${url}/api/account/login`, "POST", "", {
        login: request.email,
        password: "a brand new phrase",
      });
      expect(signIn.status).toBe(200);
    });
  });
});

describe.each(dialects)("the customers' limits on %s", (dialect) => {
  let server: TestServer;
  let url: string;
  let staff: string;
  beforeAll(async () => {
    server = await startTestServer({
      ...(await freshDatabase(dialect)),
      env: { ...adminEnv, RATE_LIMIT: "on", TRUST_PROXY: "127.0.0.1", SIGN_IN_DELAY_MS: "1" },
    });
    url = server.url;
    staff = await adminCookie(url);
  });
  afterAll(() => server.stop());

  let visitor = 0;
  /** A new visitor address each time, so one test's limits leave the others alone. */
  const from = (address = `198.51.100.${++visitor}`) => ({ "x-forwarded-for": address });

  it("evaluates no more than the limit of 30 concurrent wrong passwords, and lets the customer in from elsewhere", async () => {
    const request = { ...chemist, phone: "9437077701", email: "burst@example.com" };
    await signedInCustomer(url, request, "P-BURST", staff);
    const stranger = from();
    const statuses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        call(
          `${url}/api/account/login`,
          "POST",
          "",
          { login: request.phone, password: `wrong ${i}` },
          stranger,
        ).then((r) => r.status),
      ),
    );
    const evaluated = statuses.filter((status) => status === 401).length;
    expect(evaluated).toBeGreaterThan(0);
    expect(evaluated).toBeLessThanOrEqual(10);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(20);
    expect(statuses.every((status) => [401, 429, 503].includes(status))).toBe(true);
    const locked = await call(
      `${url}/api/account/login`,
      "POST",
      "",
      { login: request.phone, password: STRONG_PASSWORD },
      stranger,
    );
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
    const elsewhere = await call(
      `${url}/api/account/login`,
      "POST",
      "",
      { login: request.phone, password: STRONG_PASSWORD },
      from(),
    );
    expect(elsewhere.status).toBe(200);
    // The staff's sign-in was never starved meanwhile.
    expect((await adminCookie(url)) !== "").toBe(true);
  });

  it("sends at most 3 reset mails per login an hour, answers 202 all the same, then 429 per address", async () => {
    const request = { ...chemist, phone: "9437077702", email: "resets@example.com" };
    const { id } = await signedInCustomer(url, request, "P-RESET", staff);
    const address = from();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++)
      statuses.push(
        (await call(`${url}/api/account/reset`, "POST", "", { login: request.email }, address))
          .status,
      );
    expect(statuses).toEqual(Array(10).fill(202));
    const queued = await server.database.db
      .selectFrom("outbox")
      .select("id")
      .where("kind", "=", "account-reset")
      .where("subject_id", "=", id)
      .execute();
    expect(queued).toHaveLength(3);
    expect(
      (await call(`${url}/api/account/reset`, "POST", "", { login: request.email }, address))
        .status,
    ).toBe(429);
  });

  it("limits requests for an account per address, as the forms are", async () => {
    const address = from();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (
          await postJson(
            `${url}/api/account/request`,
            { ...chemist, phone: `94370888${10 + i}` },
            address,
          )
        ).status,
      );
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});
