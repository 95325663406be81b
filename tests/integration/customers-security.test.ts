// The security review's findings on customers' accounts (docs/security.md, round 4), each
// reproduced and kept as a test, on SQLite and PostgreSQL: a reset request does the same work
// whatever the login, never ends an invitation and mails nobody without a password; the limits
// count the account, not each of its logins; customers' sign-ins and links are audited by id.
import { readdir } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { texts } from "#shared/content/text.ts";
import { fill } from "#shared/text-format.ts";
import {
  accountCookie,
  call,
  chemist,
  customerInvitedByStaff,
  customerMadeByStaff,
  loggedMail,
  STRONG_PASSWORD,
  tokenOf,
} from "#tests/support/customers.ts";
import { verifyPassword } from "#server/auth/passwords.server.ts";
import { roundThreeHash } from "#tests/support/round-three-hash.ts";
import { adminCookie, adminEnv } from "#tests/support/sample-submissions.ts";
import {
  countRows,
  dialects,
  freshDatabase,
  startTestServer,
  type TestServer,
} from "#tests/support/test-server.ts";
import { until } from "#tests/support/until.ts";

describe.each(dialects)("customers' accounts, round 4's review, on %s", (dialect) => {
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

  /** Another chemist each time, made by staff (requests are limited per address): logins are unique. */
  let n = 0;
  const anotherChemist = () => {
    n += 1;
    return {
      shopName: `Maa Tarini Medical Store ${n}`,
      contactName: "Sanjay Behera",
      phone: `94371${String(10000 + n).padStart(5, "0")}`,
      email: `security${n}@example.com`,
      code: `S-${n}`,
    };
  };
  const invitedCustomer = (request = anotherChemist()) =>
    customerInvitedByStaff(url, staff, request);
  const activeCustomer = (request = anotherChemist()) => customerMadeByStaff(url, staff, request);

  let visitor = 0;
  /** A new visitor address each time, so one test's limits leave the others alone. */
  const from = () => ({ "x-forwarded-for": `203.0.113.${++visitor}` });
  const reset = (login: string, headers = from()) =>
    call(`${url}/api/account/reset`, "POST", "", { login }, headers);
  const signIn = (login: string, password: string, headers = from()) =>
    call(`${url}/api/account/login`, "POST", "", { login, password }, headers);

  /** The outbox's reset rows, the rate-limit counters and the audit entries, counted. */
  const work = async () => ({
    outbox: await countRows(server, "outbox"),
    counters: await countRows(server, "rate_limits"),
    audit: await countRows(server, "audit_log"),
  });
  const workOf = async (request: () => Promise<Response>) => {
    const before = await work();
    const response = await request();
    const after = await work();
    return {
      status: response.status,
      body: (await response.json()) as unknown,
      outbox: after.outbox - before.outbox,
      counters: after.counters - before.counters,
      audit: after.audit - before.audit,
    };
  };
  const auditOf = (actor: string | null, action: string) =>
    server.database.db
      .selectFrom("audit_log")
      .select(["actor", "action", "detail", "client"])
      .where("action", "=", action)
      .where((eb) => (actor === null ? eb("actor", "is", null) : eb("actor", "=", actor)))
      .orderBy("id")
      .execute();

  describe("a request for a reset link", () => {
    it("does the same work for a known login and an unknown one: a count, an outbox row and an audit entry each", async () => {
      const request = anotherChemist();
      const { id } = await activeCustomer(request);
      const known = await workOf(() => reset(request.email));
      const unknown = await workOf(() => reset("nobody.here@example.com"));
      expect(known.status).toBe(202);
      expect(unknown).toEqual(known);
      expect(known).toMatchObject({ outbox: 1, counters: 2, audit: 1 });
      // What each wrote names the account, or nobody: never the login typed.
      const rows = await server.database.db
        .selectFrom("outbox")
        .select("subject_id")
        .where("kind", "=", "account-reset")
        .orderBy("id", "desc")
        .limit(2)
        .execute();
      expect(rows.map((row) => row.subject_id)).toEqual(["", id]);
      const counters = await server.database.db.selectFrom("rate_limits").select("key").execute();
      expect(JSON.stringify(counters)).not.toContain("nobody.here");
      // Whether a mail goes is decided when the outbox sends: only the known customer gets one.
      const mails = await loggedMail(server.dataDir, "account-reset");
      expect(mails.filter((mail) => mail.includes(`To: ${request.email}`))).toHaveLength(1);
    });

    it("never ends an invitation, and sends nothing to a customer without a password", async () => {
      const request = anotherChemist();
      const { id, token } = await invitedCustomer(request);
      expect((await reset(request.email)).status).toBe(202);
      const sent = await until("the reset row handled", async () => {
        const row = await server.database.db
          .selectFrom("outbox")
          .select(["status", "subject_id"])
          .where("kind", "=", "account-reset")
          .where("subject_id", "=", id)
          .executeTakeFirst();
        return row?.status === "sent" ? row : undefined;
      });
      expect(sent.subject_id).toBe(id);
      // Handled, and no mail written (the log transport names each file after its subject).
      const files = await readdir(path.join(server.dataDir, "mail")).catch(() => []);
      expect(files.filter((name) => name.includes(`-account-reset-${id}`))).toEqual([]);
      // The invitation still works.
      const set = await call(`${url}/api/account/password`, "POST", "", {
        token,
        password: STRONG_PASSWORD,
        consent: true,
      });
      expect(set.status).toBe(200);
    });

    it("leaves an active customer's fresh invitation open beside the reset link", async () => {
      const request = anotherChemist();
      const { id } = await activeCustomer(request);
      const invited = await call(`${url}/api/admin/customers/${id}/invite`, "POST", staff);
      const { inviteUrl } = (await invited.json()) as { inviteUrl: string };
      expect((await reset(request.phone)).status).toBe(202);
      const mail = await until("the reset mail", async () =>
        (await loggedMail(server.dataDir, "account-reset")).find((text) =>
          text.includes(`To: ${request.email}`),
        ),
      );
      expect(mail).toContain("#token=");
      const set = await call(`${url}/api/account/password`, "POST", "", {
        token: tokenOf(inviteUrl),
        password: "a river stone lamp",
      });
      expect(set.status).toBe(200);
    });

    it("sends at most 3 mails an hour to an account, whichever of its logins is typed", async () => {
      const request = anotherChemist();
      const { id } = await activeCustomer(request);
      for (const login of [request.email, request.phone, request.email, request.phone])
        expect((await reset(login)).status).toBe(202);
      const queued = await server.database.db
        .selectFrom("outbox")
        .select("id")
        .where("kind", "=", "account-reset")
        .where("subject_id", "=", id)
        .execute();
      expect(queued).toHaveLength(3);
    });
  });

  describe("sign-in", () => {
    it("counts one account's tries together, by email and by mobile, from one address", async () => {
      const request = anotherChemist();
      await activeCustomer(request);
      const address = from();
      const statuses: number[] = [];
      for (let i = 0; i < 10; i++)
        statuses.push(
          (await signIn(i % 2 ? request.phone : request.email, `wrong ${i}`, address)).status,
        );
      expect(statuses).toEqual(Array(10).fill(401));
      expect((await signIn(request.phone, STRONG_PASSWORD, address)).status).toBe(429);
      expect((await signIn(request.email, STRONG_PASSWORD, address)).status).toBe(429);
    });

    it("hashes a password stored with round three's parameters again at its next right sign-in", async () => {
      const request = anotherChemist();
      const { id } = await activeCustomer(request);
      const old = roundThreeHash(STRONG_PASSWORD);
      const storedHash = async () =>
        (
          await server.database.db
            .selectFrom("customers")
            .select("password_hash")
            .where("id", "=", id)
            .executeTakeFirstOrThrow()
        ).password_hash!;
      await server.database.db
        .updateTable("customers")
        .set({ password_hash: old })
        .where("id", "=", id)
        .execute();

      expect((await signIn(request.email, "not the password")).status).toBe(401);
      expect(await storedHash()).toBe(old);
      expect((await signIn(request.email, STRONG_PASSWORD)).status).toBe(200);
      const renewed = await storedHash();
      expect(renewed).toMatch(/^scrypt\$1024\$8\$1\$/);
      expect(await verifyPassword(STRONG_PASSWORD, renewed)).toBe(true);
      expect((await signIn(request.phone, STRONG_PASSWORD)).status).toBe(200);
      expect(await storedHash()).toBe(renewed);
    });

    it("audits sign-ins, failures and lock-outs by the customer's id and address, never what was typed", async () => {
      const request = anotherChemist();
      const { id } = await activeCustomer(request);
      const actor = `customer:${id}`;
      const address = from();
      expect((await signIn(request.email, STRONG_PASSWORD, address)).status).toBe(200);
      for (let i = 0; i < 10; i++) await signIn(request.phone, `wrong guess ${i}`, address);
      expect((await signIn(request.phone, "wrong again", address)).status).toBe(429);
      expect((await signIn("nobody.at.all@example.com", "a guess", address)).status).toBe(401);

      const client = address["x-forwarded-for"];
      expect(await auditOf(actor, "customer-sign-in")).toEqual([
        { actor, action: "customer-sign-in", detail: "", client },
      ]);
      expect(await auditOf(actor, "customer-sign-in-failed")).toHaveLength(10);
      expect(await auditOf(actor, "customer-sign-in-locked")).toEqual([
        { actor, action: "customer-sign-in-locked", detail: "", client },
      ]);
      const strangers = await auditOf(null, "customer-sign-in-failed");
      expect(strangers.at(-1)).toEqual({
        actor: null,
        action: "customer-sign-in-failed",
        detail: "",
        client,
      });
      const everything = JSON.stringify(
        await server.database.db.selectFrom("audit_log").selectAll().execute(),
      );
      for (const typed of [
        request.email,
        request.phone,
        "nobody.at.all",
        "wrong guess",
        STRONG_PASSWORD,
      ])
        expect(everything).not.toContain(typed);
    });

    it("audits a password set from a link and a reset request by the customer's id", async () => {
      const request = anotherChemist();
      const { id, token } = await invitedCustomer(request);
      const address = from();
      const set = await call(
        `${url}/api/account/password`,
        "POST",
        "",
        { token, password: STRONG_PASSWORD, consent: true },
        address,
      );
      expect(accountCookie(set)).not.toBe("");
      await reset(request.email, address);
      await reset("not.a.customer@example.com", address);
      const client = address["x-forwarded-for"];
      const actor = `customer:${id}`;
      expect(await auditOf(actor, "customer-password-set")).toEqual([
        { actor, action: "customer-password-set", detail: "invitation link", client },
      ]);
      expect(await auditOf(actor, "customer-reset-request")).toEqual([
        { actor, action: "customer-reset-request", detail: "", client },
      ]);
      expect((await auditOf(null, "customer-reset-request")).at(-1)).toEqual({
        actor: null,
        action: "customer-reset-request",
        detail: "",
        client,
      });
    });
  });

  describe("a change of a customer's logins", () => {
    const patch = (id: string, body: object) =>
      call(`${url}/api/admin/customers/${id}`, "PATCH", staff, body);
    const me = (cookie: string) => call(`${url}/api/account/me`, "GET", cookie);
    /** A reset link mailed to the customer's address as it is now. */
    async function resetLink(email: string) {
      expect((await reset(email)).status).toBe(202);
      const mail = await until("the reset mail", async () =>
        (await loggedMail(server.dataDir, "account-reset")).find((text) =>
          text.includes(`To: ${email}`),
        ),
      );
      return tokenOf(/(http\S+#token=[\w-]+)/.exec(mail)![1]!);
    }

    it.each([
      ["email", { email: "moved.elsewhere@example.com" }],
      ["login mobile", { phone: "+91 70080 12345" }],
    ])(
      "ends the customer's sessions and open links when staff change the %s",
      async (_, change) => {
        const request = anotherChemist();
        const { id, cookie } = await activeCustomer(request);
        const token = await resetLink(request.email);
        expect((await patch(id, change)).status).toBe(200);
        expect((await me(cookie)).status).toBe(401);
        const used = await call(`${url}/api/account/password`, "POST", "", {
          token,
          password: "someone else's phrase",
        });
        expect(used.status).toBe(410);
      },
    );

    it("keeps them when the change leaves both logins as they were", async () => {
      const request = anotherChemist();
      const { id, cookie } = await activeCustomer(request);
      const token = await resetLink(request.email);
      const same = {
        contactName: "Another Person",
        email: request.email.toUpperCase(),
        phone: `0${request.phone}`,
      };
      expect((await patch(id, same)).status).toBe(200);
      expect((await me(cookie)).status).toBe(200);
      const set = await call(`${url}/api/account/password`, "POST", "", {
        token,
        password: "a new river phrase",
      });
      expect(set.status).toBe(200);
    });
  });

  describe("invisible formatting characters", () => {
    const reversed = "Maa Tarini \u202Eerots lacideM";
    it.each([
      ["shopName", reversed],
      ["contactName", "Sanjay\u2066 Behera"],
      ["address", "Main Road\u200B, Jajpur"],
      ["drugLicence", "OD-JAJ-20B-1234\u200F"],
    ])("refuses them in a request's %s, saying so in the form's language", async (field, value) => {
      const before = await countRows(server, "customers");
      const response = await call(
        `${url}/api/account/request`,
        "POST",
        "",
        { ...chemist, phone: "9437099901", email: "bidi@example.com", [field]: value },
        from(),
      );
      expect(response.status).toBe(400);
      const { fieldErrors } = (await response.json()) as { fieldErrors: Record<string, string[]> };
      expect(fieldErrors[field]).toEqual([texts.or.account.validation.invisibleCharacters]);
      expect(await countRows(server, "customers")).toBe(before);
    });

    it("refuses them in the staff's fields, and keeps the joiners Odia and Hindi spelling needs", async () => {
      const refused = await call(`${url}/api/admin/customers`, "POST", staff, {
        ...anotherChemist(),
        shopName: reversed,
      });
      expect(refused.status).toBe(400);
      expect(
        ((await refused.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors.shopName,
      ).toEqual([
        "Please remove the invisible formatting characters (such as a right-to-left mark).",
      ]);
      // ଲକ୍ଷ୍ମୀ and क्‍ष are written with a zero-width joiner or non-joiner.
      const odia = { ...anotherChemist(), shopName: "ଲକ୍ଷ୍ମୀ\u200C ମେଡିକାଲ", address: "क्\u200Dष रोड" };
      expect((await call(`${url}/api/admin/customers`, "POST", staff, odia)).status).toBe(201);
    });
  });

  describe("what a link is for (POST /api/account/link)", () => {
    const ask = (token: string, headers = from()) =>
      call(`${url}/api/account/link`, "POST", "", { token }, headers);

    it("names the shop and the login, masked, without using up the link", async () => {
      const request = anotherChemist();
      const { token } = await invitedCustomer(request);
      for (let i = 0; i < 2; i++) {
        const answer = await ask(token);
        expect(answer.status).toBe(200);
        expect(answer.headers.get("cache-control")).toBe("private, no-store");
        expect(await answer.json()).toEqual({
          success: true,
          shopName: request.shopName,
          login: `${request.phone.slice(0, 2)}•••••${request.phone.slice(-3)}`,
        });
      }
      const set = await call(`${url}/api/account/password`, "POST", "", {
        token,
        password: STRONG_PASSWORD,
        consent: true,
      });
      expect(set.status).toBe(200);
      // Used now: the same 410 as an unknown link, in the asker's language.
      const used = await call(
        `${url}/api/account/link`,
        "POST",
        "",
        { token, locale: "hi" },
        from(),
      );
      const unknown = await call(
        `${url}/api/account/link`,
        "POST",
        "",
        { token: "b".repeat(43), locale: "hi" },
        from(),
      );
      for (const response of [used, unknown]) expect(response.status).toBe(410);
      expect(await used.json()).toEqual({
        success: false,
        error: texts.hi.account.answers.linkGone,
      });
      expect(await unknown.json()).toEqual({
        success: false,
        error: texts.hi.account.answers.linkGone,
      });
    });

    it("masks an email login when the customer has no mobile to sign in with", async () => {
      // A local landline: the customer signs in with the email.
      const request = { ...anotherChemist(), phone: "230 4567" };
      const { token } = await invitedCustomer(request);
      expect(await (await ask(token)).json()).toEqual({
        success: true,
        shopName: request.shopName,
        login: `s•••@example.com`,
      });
    });

    it("works without JavaScript: the pasted link gets a page that names the shop and the login, then sets the password", async () => {
      const request = anotherChemist();
      const { inviteUrl, token } = await invitedCustomer(request);
      const { account } = texts.or;
      const post = (fields: Record<string, string>, origin = url) =>
        fetch(`${url}/or/account/password/set`, {
          method: "POST",
          redirect: "manual",
          headers: {
            origin,
            accept: "text/html",
            "content-type": "application/x-www-form-urlencoded",
          },
          body: new URLSearchParams({ locale: "or", ...fields }),
        });
      const opened = await post({ link: `  ${inviteUrl} ` });
      expect(opened.status).toBe(200);
      expect(opened.headers.get("cache-control")).toBe("private, no-store");
      const page = await opened.text();
      const mobile = request.phone;
      expect(page).toContain(
        fill(account.password.forAccount, {
          shopName: request.shopName,
          login: `${mobile.slice(0, 2)}•••••${mobile.slice(-3)}`,
        }),
      );
      expect(page).toContain(`name="token" value="${token}"`);
      expect(page).toContain('name="consent"');

      const weak = await post({ token, password: "xq7     " });
      expect(weak.status).toBe(400);
      const again = await weak.text();
      expect(again).toContain(fill(account.answers.passwordTooShort, { minPasswordLength: 8 }));
      expect(again).toContain(`name="token" value="${token}"`);

      expect(
        (await post({ token, password: STRONG_PASSWORD }, "https://evil.example")).status,
      ).toBe(403);
      const set = await post({ token, password: STRONG_PASSWORD, consent: "on" });
      expect(set.status).toBe(303);
      expect(set.headers.get("location")).toBe("/or/products/search");
      expect((await call(`${url}/api/account/me`, "GET", accountCookie(set))).status).toBe(200);

      const used = await post({ link: inviteUrl });
      expect(used.status).toBe(410);
      expect(await used.text()).toContain(account.answers.linkGone);
    });

    it("is limited per address as reset requests are: 10 an hour, then 429", async () => {
      const address = from();
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) statuses.push((await ask("c".repeat(43), address)).status);
      expect(statuses).toEqual([...Array(10).fill(410), 429]);
    });
  });

  describe("the audit log of staff's reads", () => {
    const get = (path: string, cookie = staff) => call(`${url}${path}`, "GET", cookie);
    const entriesOf = (action: string) =>
      server.database.db
        .selectFrom("audit_log")
        .select(["actor", "detail"])
        .where("action", "=", action)
        .orderBy("id")
        .execute();

    it("records a list read once per administrator, list and hour, with each set of filters read", async () => {
      await server.database.db
        .deleteFrom("audit_log")
        .where("action", "in", ["list-customers", "list-orders"])
        .execute();
      // What a working morning does: the list polled and paged, filtered, searched.
      for (let i = 0; i < 5; i++) expect((await get("/api/admin/customers")).status).toBe(200);
      await get("/api/admin/customers?page=2");
      await get("/api/admin/customers?status=invited");
      await get("/api/admin/customers?q=tarini");
      await get("/api/admin/customers?status=invited&page=3");
      await get("/api/admin/orders");
      await get("/api/admin/orders?status=received");
      expect(await entriesOf("list-customers")).toEqual([
        { actor: adminEnv.ADMIN_EMAIL, detail: "no filters; status invited; with a search" },
      ]);
      expect(await entriesOf("list-orders")).toEqual([
        { actor: adminEnv.ADMIN_EMAIL, detail: "no filters; received" },
      ]);
      // An hour later, a new entry.
      await server.database.db
        .updateTable("audit_log")
        .set({ at: new Date(Date.now() - 2 * 60 * 60 * 1000).toISOString() })
        .where("action", "=", "list-customers")
        .execute();
      await get("/api/admin/customers?q=jajpur");
      expect(await entriesOf("list-customers")).toHaveLength(2);
      expect((await entriesOf("list-customers")).at(-1)).toEqual({
        actor: adminEnv.ADMIN_EMAIL,
        detail: "with a search",
      });
    });

    it("records one customer's read and every export each time", async () => {
      const { id } = await activeCustomer();
      const before = {
        views: (await entriesOf("view-customer")).length,
        exports: (await entriesOf("export-customers")).length,
      };
      for (let i = 0; i < 2; i++) {
        expect((await get(`/api/admin/customers/${id}`)).status).toBe(200);
        expect((await get("/api/export/customers.csv")).status).toBe(200);
      }
      expect((await entriesOf("view-customer")).length).toBe(before.views + 2);
      expect((await entriesOf("export-customers")).length).toBe(before.exports + 2);
    });
  });
});
