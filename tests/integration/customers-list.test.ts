// The staff's customer list as a working day found it (issue 39, fault 10), on SQLite and
// PostgreSQL: who has an open invitation and until when, whose link expired, who was never
// invited; the list newest first in a stated order; a landline read as a login mobile said in
// the dry run; and, for one release, an import that finds a customer an earlier edit left
// without its code by the customer's login mobile.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INVITATION_LINK_MS } from "#shared/limits.ts";
import type { CustomerRow, PartyCheck } from "#shared/schemas/customers.ts";
import { pruneCustomerTokens } from "#server/customers/customer-sessions.server.ts";
import { partyCsv, partyExpected, partyRows } from "#tests/fixtures/party-lists.ts";
import { call, customerInvitedByStaff, customerMadeByStaff } from "#tests/support/customers.ts";
import { adminCookie, adminEnv } from "#tests/support/sample-submissions.ts";
import {
  dialects,
  freshDatabase,
  startTestServer,
  type TestServer,
} from "#tests/support/test-server.ts";

const header = partyRows[3]!;

describe.each(dialects)("the staff's customer list on %s", (dialect) => {
  let server: TestServer;
  let url: string;
  let staff: string;
  beforeAll(async () => {
    server = await startTestServer({ ...(await freshDatabase(dialect)), env: adminEnv });
    url = server.url;
    staff = await adminCookie(url);
  });
  afterAll(() => server.stop());

  const api = (method: string, path: string, body?: unknown) =>
    call(`${url}${path}`, method, staff, body);
  const listed = async (query = "") =>
    (
      (await (await api("GET", `/api/admin/customers?pageSize=200${query}`)).json()) as {
        customers: CustomerRow[];
      }
    ).customers;
  const rowOf = async (id: string) => (await listed()).find((row) => row.id === id)!;
  const upload = (csv: string, dryRun: boolean) => {
    const form = new FormData();
    form.set("file", new Blob([csv]), "parties.csv");
    return fetch(`${url}/api/admin/customers/import${dryRun ? "?dryRun=1" : ""}`, {
      method: "POST",
      headers: { origin: url, cookie: staff },
      body: form,
    });
  };
  let n = 0;
  const shop = (fields: { shopName?: string; code?: string; phone?: string } = {}) => {
    n += 1;
    return {
      shopName: `List Chemist ${n}`,
      contactName: "Rina Das",
      phone: `98610${String(20000 + n)}`,
      email: `list${n}@example.com`,
      code: `L-${n}`,
      ...fields,
    };
  };

  it("gives each row its invitation link's expiry: open, expired (kept after housekeeping), or none", async () => {
    const invited = await customerInvitedByStaff(url, staff, shop());
    const expired = await customerInvitedByStaff(url, staff, shop());
    const imported = await upload(
      partyCsv([
        header,
        ["L-NEVER", "NEVER INVITED MEDICALS", "", "", "", "9861029999", "", "", "", ""],
      ]),
      false,
    );
    expect(imported.status).toBe(201);
    const longAgo = new Date(Date.now() - 60_000).toISOString();
    await server.database.db
      .updateTable("customer_links")
      .set({ expires_at: longAgo })
      .where("customer_id", "=", expired.id)
      .execute();
    // The hourly housekeeping prunes dead reset links, not the record that an invitation went out.
    await pruneCustomerTokens(server.database.db);

    const open = await rowOf(invited.id);
    expect(open.status).toBe("invited");
    const inSevenDays = Date.parse(open.linkExpiresAt!) - Date.now();
    expect(inSevenDays).toBeGreaterThan(INVITATION_LINK_MS - 60_000);
    expect(inSevenDays).toBeLessThanOrEqual(INVITATION_LINK_MS);
    expect(await rowOf(expired.id)).toMatchObject({ status: "invited", linkExpiresAt: longAgo });
    const never = (await listed("&q=NEVER%20INVITED"))[0]!;
    expect(never).toMatchObject({ status: "invited", linkExpiresAt: null, lastSignInAt: null });
    // The details say the same.
    const detail = await api("GET", `/api/admin/customers/${expired.id}`);
    expect(((await detail.json()) as { customer: CustomerRow }).customer.linkExpiresAt).toBe(
      longAgo,
    );
    // An expired link still sets no password.
    const used = await call(`${url}/api/account/password`, "POST", "", {
      token: expired.token,
      password: "a river stone lamp",
      consent: true,
    });
    expect(used.status).toBe(410);
  });

  it("lists newest first, then by name: a party list's rows made in one moment come in a stated order", async () => {
    const names = ["Delta", "Alpha", "Foxtrot", "Charlie", "Bravo", "Echo"].map(
      (word) => `Same Moment ${word} Medicals`,
    );
    const ids: string[] = [];
    for (const shopName of names)
      ids.push((await customerInvitedByStaff(url, staff, shop({ shopName }))).id);
    const older = (await customerInvitedByStaff(url, staff, shop({ shopName: "Same Moment Zulu" })))
      .id;
    const moment = new Date().toISOString();
    await server.database.db
      .updateTable("customers")
      .set({ created_at: moment })
      .where("id", "in", ids)
      .execute();
    await server.database.db
      .updateTable("customers")
      .set({ created_at: new Date(Date.now() - 60_000).toISOString() })
      .where("id", "=", older)
      .execute();
    const rows = await listed("&q=same%20moment");
    expect(rows.map((row) => row.shopName)).toEqual([...[...names].sort(), "Same Moment Zulu"]);
  });

  it("warns in the dry run when a landline (0 and an STD code) is read as a login mobile, naming the row", async () => {
    const check = (await (await upload(partyCsv(), true)).json()) as PartyCheck;
    expect(check.warnings.map((warning) => warning.row)).toEqual(partyExpected.warningRows);
    expect(check.warnings.find((warning) => warning.row === 9)!.message).toBe(
      "Row 9 (code P003): the phone 0671 230 4567 starts with 0 and an STD code, as a landline does, yet reads as the mobile 6712304567, which would become the customer's sign-in. If it is a landline, give the customer's mobile instead.",
    );
    // A mobile written with its trunk 0 is no landline.
    const mobile = (await (
      await upload(
        partyCsv([
          header,
          ["L-TRUNK", "TRUNK ZERO MEDICALS", "", "", "", "0 94370 61111", "", "", "", ""],
        ]),
        true,
      )
    ).json()) as PartyCheck;
    expect(mobile.warnings).toEqual([]);
  });

  it("for one release, repairs a customer an edit left without its code: the row's login mobile finds it", async () => {
    const repaired = shop({ code: "" });
    const { id, cookie } = await customerMadeByStaff(url, staff, repaired);
    const row = [
      "L-REPAIRED",
      "REPAIRED MEDICAL HALL",
      "Station Road",
      "",
      "Jajpur",
      repaired.phone,
      repaired.email,
      "",
      "OD-JAJ-20B-77",
      "",
    ];
    const check = (await (await upload(partyCsv([header, row]), true)).json()) as PartyCheck;
    expect(check).toMatchObject({ errors: [], creates: 0, updates: 1 });
    expect(check.warnings).toEqual([
      {
        row: 2,
        message: `Row 2 (code L-REPAIRED): no customer has this code, but the mobile ${repaired.phone} signs in ${repaired.shopName}, which has no code: the row updates that customer and gives it this code.`,
      },
    ]);
    expect((await upload(partyCsv([header, row]), false)).status).toBe(201);
    const after = await api("GET", `/api/admin/customers/${id}`);
    expect(((await after.json()) as { customer: CustomerRow }).customer).toMatchObject({
      code: "L-REPAIRED",
      shopName: "REPAIRED MEDICAL HALL",
      drugLicence: "OD-JAJ-20B-77",
      status: "active",
    });
    // The same logins: the customer stays signed in.
    expect((await call(`${url}/api/account/me`, "GET", cookie)).status).toBe(200);
  });

  it("ends a customer's sessions when an import changes their login mobile", async () => {
    const moved = shop();
    const { cookie } = await customerMadeByStaff(url, staff, moved);
    const row = [moved.code, moved.shopName, "", "", "", "9861099988", "", "", "", ""];
    expect((await upload(partyCsv([header, row]), false)).status).toBe(201);
    expect((await call(`${url}/api/account/me`, "GET", cookie)).status).toBe(401);
  });
});
