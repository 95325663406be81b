// The staff's side of the trade customers (docs/product.md#customers-admin), on SQLite and
// PostgreSQL: the list, create, approve and invite, the status moves and their refusals, edit,
// erase, the CSV, the party-list import, and the audit log of each.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { partyCsv, partyExpected, partyRows, partyXls } from "#tests/fixtures/party-lists.ts";
import {
  accountCookie,
  approvedCustomer,
  call,
  chemist,
  signedInCustomer,
  STRONG_PASSWORD,
  tokenOf,
} from "#tests/support/customers.ts";
import { adminCookie, adminEnv, postJson } from "#tests/support/sample-submissions.ts";
import {
  dialects,
  freshDatabase,
  startTestServer,
  type TestServer,
} from "#tests/support/test-server.ts";

type Invitation = { inviteUrl: string; invitation: { subject: string; text: string }; id?: string };

describe.each(dialects)("the staff's customers on %s", (dialect) => {
  let server: TestServer;
  let url: string;
  let admin: string;
  beforeAll(async () => {
    server = await startTestServer({ ...(await freshDatabase(dialect)), env: adminEnv });
    url = server.url;
    admin = await adminCookie(url);
  });
  afterAll(() => server.stop());

  const api = (method: string, path: string, body?: unknown) =>
    call(`${url}${path}`, method, admin, body);
  const audited = async (action: string) =>
    (
      await server.database.db
        .selectFrom("audit_log")
        .select("detail")
        .where("action", "=", action)
        .execute()
    ).map((row) => row.detail);
  const upload = (file: Buffer | string, name: string, dryRun: boolean) => {
    const form = new FormData();
    form.set("file", new Blob([typeof file === "string" ? file : new Uint8Array(file)]), name);
    return fetch(`${url}/api/admin/customers/import${dryRun ? "?dryRun=1" : ""}`, {
      method: "POST",
      headers: { origin: url, cookie: admin },
      body: form,
    });
  };

  const shop = {
    shopName: "Utkal Medical Hall",
    contactName: "Rina Das",
    phone: "9861000001",
    email: "utkal@example.com",
    code: "U-1",
    locale: "hi",
  };

  it("creates a customer staff know, with a link and a message in the customer's language", async () => {
    const response = await api("POST", "/api/admin/customers", shop);
    expect(response.status).toBe(201);
    const body = (await response.json()) as Invitation;
    expect(body.inviteUrl).toContain("/hi/account/password#token=");
    expect(body.invitation.text).toContain("Utkal Medical Hall");
    expect(body.invitation.text).toContain(body.inviteUrl);
    expect(body.invitation.text).toContain("नमस्कार");
    const detail = await api("GET", `/api/admin/customers/${body.id}`);
    expect(await detail.json()).toMatchObject({
      success: true,
      customer: {
        status: "invited",
        source: "staff",
        passwordSet: false,
        consentedAt: null,
        code: "U-1",
        locale: "hi",
      },
    });
    expect(await audited("create-customer")).toEqual([`customer ${body.id}`]);
  });

  it("refuses a second customer with the same mobile (as written any way), email or code: 409", async () => {
    for (const clash of [
      { ...shop, code: "U-2", email: "", phone: "+91 98610 00001" },
      { ...shop, code: "U-3", phone: "9861000099", email: "UTKAL@example.com" },
      { ...shop, code: "U-1", phone: "9861000098", email: "" },
    ]) {
      const response = await api("POST", "/api/admin/customers", clash);
      expect(response.status, JSON.stringify(clash)).toBe(409);
    }
    const bad = await api("POST", "/api/admin/customers", {
      ...shop,
      phone: "12",
      gstin: "22AAAAA0000A1Z5",
      code: "U-4",
      email: "",
    });
    expect(bad.status).toBe(400);
    const { fieldErrors } = (await bad.json()) as { fieldErrors: Record<string, string[]> };
    expect(Object.keys(fieldErrors).sort()).toEqual(["gstin", "phone"]);
  });

  it("approves a request with the party code; a new link makes the earlier one stop working", async () => {
    const request = { ...chemist, phone: "9437066601", email: "approve@example.com" };
    const { id, token } = await approvedCustomer(url, request, "P-APP");
    const again = await api("POST", `/api/admin/customers/${id}/invite`);
    const { inviteUrl } = (await again.json()) as Invitation;
    expect(tokenOf(inviteUrl)).not.toBe(token);
    const old = await call(`${url}/api/account/password`, "POST", "", {
      token,
      password: STRONG_PASSWORD,
    });
    expect(old.status).toBe(410);
    const fresh = await call(`${url}/api/account/password`, "POST", "", {
      token: tokenOf(inviteUrl),
      password: STRONG_PASSWORD,
    });
    expect(fresh.status).toBe(200);
    // Approving twice, or rejecting an approved customer, is not a move the status allows.
    expect((await api("POST", `/api/admin/customers/${id}/approve`, {})).status).toBe(409);
    expect((await api("POST", `/api/admin/customers/${id}/reject`)).status).toBe(409);
    expect((await api("POST", `/api/admin/customers/${id}/enable`)).status).toBe(409);
  });

  it("asks a customer staff made to accept the privacy notice when setting the password", async () => {
    const made = (await (
      await api("POST", "/api/admin/customers", {
        ...shop,
        code: "U-9",
        phone: "9861000009",
        email: "",
      })
    ).json()) as Invitation;
    const token = tokenOf(made.inviteUrl);
    const without = await call(`${url}/api/account/password`, "POST", "", {
      token,
      password: STRONG_PASSWORD,
    });
    expect(without.status).toBe(400);
    expect(Object.keys(((await without.json()) as { fieldErrors: object }).fieldErrors)).toEqual([
      "consent",
    ]);
    const withConsent = await call(`${url}/api/account/password`, "POST", "", {
      token,
      password: STRONG_PASSWORD,
      consent: true,
    });
    expect(withConsent.status).toBe(200);
    const { customer } = (await (await api("GET", `/api/admin/customers/${made.id}`)).json()) as {
      customer: { consentedAt: string | null; status: string };
    };
    expect(customer.status).toBe("active");
    expect(customer.consentedAt).not.toBeNull();
  });

  it("disables and enables: sessions end, and an enabled customer signs in again", async () => {
    const request = { ...chemist, phone: "9437066602", email: "disable@example.com" };
    const customer = await signedInCustomer(url, request, "P-DIS");
    expect((await api("POST", `/api/admin/customers/${customer.id}/disable`)).status).toBe(200);
    expect((await call(`${url}/api/account/me`, "GET", customer.cookie)).status).toBe(401);
    expect((await api("POST", `/api/admin/customers/${customer.id}/disable`)).status).toBe(409);
    expect((await api("POST", `/api/admin/customers/${customer.id}/invite`)).status).toBe(409);
    expect((await api("POST", `/api/admin/customers/${customer.id}/enable`)).status).toBe(200);
    const signIn = await call(`${url}/api/account/login`, "POST", "", {
      login: request.email,
      password: STRONG_PASSWORD,
    });
    expect(signIn.status).toBe(200);
    expect(accountCookie(signIn)).not.toBe("");
  });

  it("rejects a request, then lists, searches and pages the customers by status", async () => {
    const sent = await postJson(`${url}/api/account/request`, {
      ...chemist,
      shopName: "Rejected Pharmacy",
      phone: "9437066603",
      email: "reject@example.com",
    });
    const { id } = (await sent.json()) as { id: string };
    expect((await api("POST", `/api/admin/customers/${id}/reject`)).status).toBe(200);
    const rejected = await api("GET", "/api/admin/customers?status=rejected");
    expect(rejected.headers.get("cache-control")).toBe("no-store");
    const list = (await rejected.json()) as {
      total: number;
      customers: { id: string; shopName: string }[];
    };
    expect(list.customers.map((c) => c.id)).toEqual([id]);
    const searched = (await (await api("GET", "/api/admin/customers?q=utkal")).json()) as {
      customers: { shopName: string }[];
    };
    expect(searched.customers.length).toBeGreaterThan(0);
    expect(searched.customers.every((c) => c.shopName === "Utkal Medical Hall")).toBe(true);
    const page = (await (await api("GET", "/api/admin/customers?pageSize=1&page=2")).json()) as {
      customers: unknown[];
      total: number;
      page: number;
    };
    expect(page.customers).toHaveLength(1);
    expect(page.page).toBe(2);
    expect(page.total).toBeGreaterThan(2);
  });

  it("edits a customer without touching its status or password, and refuses a taken email", async () => {
    const request = { ...chemist, phone: "9437066604", email: "edit@example.com" };
    const customer = await signedInCustomer(url, request, "P-EDIT");
    const edited = await api("PATCH", `/api/admin/customers/${customer.id}`, {
      shopName: "Maa Tarini Medicals",
      locale: "en",
    });
    expect(edited.status).toBe(200);
    const { customer: after } = (await (
      await api("GET", `/api/admin/customers/${customer.id}`)
    ).json()) as {
      customer: { shopName: string; status: string; passwordSet: boolean; locale: string };
    };
    expect(after).toMatchObject({
      shopName: "Maa Tarini Medicals",
      status: "active",
      passwordSet: true,
      locale: "en",
    });
    expect(
      (await api("PATCH", `/api/admin/customers/${customer.id}`, { email: "utkal@example.com" }))
        .status,
    ).toBe(409);
    expect(
      (await api("PATCH", `/api/admin/customers/${customer.id}`, { status: "active" })).status,
    ).toBe(400);
  });

  it("changes only the fields an edit names: a contact name alone keeps the code, email, address, licence and GSTIN", async () => {
    const creating = await api("POST", "/api/admin/customers", {
      ...shop,
      shopName: "Kept Fields Medicals",
      phone: "9861000077",
      email: "kept@example.com",
      code: "K-77",
      address: "Link Road, Cuttack",
      drugLicence: "OD-CUT-20B-7777",
      gstin: "21AAAPK1234L1Z8",
      hospital: false,
    });
    expect(creating.status).toBe(201);
    const created = (await creating.json()) as Invitation;
    const detail = async () =>
      (
        (await (await api("GET", `/api/admin/customers/${created.id}`)).json()) as {
          customer: Record<string, unknown>;
        }
      ).customer;
    const before = await detail();
    const edited = await api("PATCH", `/api/admin/customers/${created.id}`, {
      contactName: "Bijay Kar",
    });
    expect(edited.status).toBe(200);
    expect(await detail()).toEqual({ ...before, contactName: "Bijay Kar" });
    // Still signs in by that email: its links and sessions are its own.
    const byEmail = await api("GET", `/api/admin/customers?q=kept%40example.com`);
    expect(((await byEmail.json()) as { total: number }).total).toBe(1);

    // Cleared where a field may be empty ("" or null), refused where it may not.
    expect((await api("PATCH", `/api/admin/customers/${created.id}`, { gstin: null })).status).toBe(
      200,
    );
    expect(await detail()).toEqual({ ...before, contactName: "Bijay Kar", gstin: "" });
    for (const cleared of [
      { shopName: "" },
      { shopName: null },
      { locale: null },
      { hospital: null },
    ]) {
      const refused = await api("PATCH", `/api/admin/customers/${created.id}`, cleared);
      expect(refused.status, JSON.stringify(cleared)).toBe(400);
    }
    expect((await detail()).shopName).toBe("Kept Fields Medicals");
  });

  it("erases the contact's personal data and sessions, and keeps the shop, its code and the record", async () => {
    const request = {
      ...chemist,
      shopName: "Erased Medicals",
      contactName: "Forget Me",
      phone: "9437066605",
      email: "erase@example.com",
    };
    const customer = await signedInCustomer(url, request, "P-ERASE");
    expect((await api("DELETE", `/api/admin/customers/${customer.id}`)).status).toBe(200);
    expect((await call(`${url}/api/account/me`, "GET", customer.cookie)).status).toBe(401);
    const row = await server.database.db
      .selectFrom("customers")
      .selectAll()
      .where("id", "=", customer.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      shop_name: "Erased Medicals",
      code: "P-ERASE",
      contact_name: "",
      phone: "",
      email: "",
      login_mobile: null,
      password_hash: null,
    });
    expect(row.erased_at).not.toBeNull();
    const everything = JSON.stringify(
      await server.database.db.selectFrom("audit_log").selectAll().execute(),
    );
    expect(everything).not.toContain("Forget Me");
    expect(everything).not.toContain("erase@example.com");
    expect(
      (await api("DELETE", "/api/admin/customers/00000000-0000-4000-8000-000000000000")).status,
    ).toBe(404);
  });

  it("exports the customers as CSV, formulas made harmless", async () => {
    await postJson(`${url}/api/account/request`, {
      ...chemist,
      shopName: '=HYPERLINK("http://evil")',
      phone: "9437066606",
      email: "csv@example.com",
    });
    const response = await api("GET", "/api/export/customers.csv");
    expect(response.headers.get("content-type")).toContain("text/csv");
    const text = await response.text();
    expect(text.split("\r\n")[0]).toContain('"Code","Shop or hospital"');
    expect(text).toContain(`"'=HYPERLINK(""http://evil"")"`);
  });

  it.each([
    ["an old Excel party list (.xls)", () => partyXls(), "parties.xls"],
    ["a CSV party list", () => partyCsv(), "parties.csv"],
  ])(
    "checks %s in a dry run: header found under the titles, problems by row, nothing written",
    async (_, make, name) => {
      const before = await server.database.db.selectFrom("customers").select("id").execute();
      const response = await upload(make(), name, true);
      expect(response.status).toBe(200);
      const check = (await response.json()) as {
        rows: number;
        headerRow: number;
        creates: number;
        updates: number;
        errors: { row: number; message: string }[];
        warnings: { row: number }[];
        preview: {
          code: string;
          action: string;
          address: string;
          drugLicence: string;
          phone: string;
        }[];
      };
      expect(check.headerRow).toBe(partyExpected.headerRow);
      expect(check.rows).toBe(partyExpected.rows);
      expect(check.creates).toBe(partyExpected.creates);
      expect(check.errors.map((e) => e.row)).toEqual(partyExpected.errorRows);
      expect(check.errors[1]!.message).toBe("Row 10 repeats the party code P001 of row 5.");
      expect(check.warnings.map((w) => w.row)).toEqual(partyExpected.warningRows);
      expect(check.preview[0]).toMatchObject({
        code: "P001",
        action: "create",
        address: "Main Road, Near Bus Stand, Jajpur",
        drugLicence: "OD-JAJ-20B-1, OD-JAJ-21B-1",
      });
      expect((await server.database.db.selectFrom("customers").select("id").execute()).length).toBe(
        before.length,
      );
      // With problems left, the import itself is refused.
      expect((await upload(make(), name, false)).status).toBe(400);
    },
  );

  it("imports a clean party list by code: creates, then updates without emptying fields or changing status", async () => {
    const clean = partyRows.filter((_, i) => ![6, 9, 11].includes(i));
    const created = await upload(partyXls(clean), "parties.xls", false);
    expect(created.status).toBe(201);
    expect(await created.json()).toEqual({ success: true, created: 3, updated: 0 });
    const p001 = await server.database.db
      .selectFrom("customers")
      .selectAll()
      .where("code", "=", "P001")
      .executeTakeFirstOrThrow();
    expect(p001).toMatchObject({
      status: "invited",
      source: "import",
      login_mobile: "9437055501",
      email: "tarini@example.com",
      locale: "en",
    });
    // Nobody is invited by an import: no link exists until staff make one.
    expect(
      await server.database.db
        .selectFrom("customer_links")
        .select("token_hash")
        .where("customer_id", "=", p001.id)
        .execute(),
    ).toEqual([]);
    await api("POST", `/api/admin/customers/${p001.id}/disable`);
    const update = [
      partyRows[3]!,
      ["P001", "MAA TARINI MEDICAL STORE", "", "", "", "", "", "", "OD-JAJ-20B-9", ""],
    ];
    const updated = await upload(partyCsv(update), "update.csv", false);
    expect(await updated.json()).toEqual({ success: true, created: 0, updated: 1 });
    const after = await server.database.db
      .selectFrom("customers")
      .selectAll()
      .where("code", "=", "P001")
      .executeTakeFirstOrThrow();
    expect(after).toMatchObject({
      status: "disabled",
      email: "tarini@example.com",
      phone: "+91 94370 55501",
      drug_licence: "OD-JAJ-20B-9",
      address: "Main Road, Near Bus Stand, Jajpur",
    });
    expect(await audited("import-customers")).toHaveLength(2);
  });

  it("tells the Customers page when mail to customers only becomes files (MAIL_TRANSPORT=log)", async () => {
    const session = await api("GET", "/api/admin/session");
    expect(((await session.json()) as { customerMail: string }).customerMail).toBe("file-only");
  });

  it("refuses an import whose file is not a party list, with a sentence", async () => {
    const response = await upload("Name,Qty\nDolo,3\n", "items.csv", true);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(
      /No header row names the party code/,
    );
    const text = await upload(Buffer.from("%PDF-1.4 not a list"), "list.pdf", true);
    expect(text.status).toBe(415);
  });
});
