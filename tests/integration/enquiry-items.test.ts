import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminCookie, adminEnv } from "#tests/support/sample-submissions.ts";
import {
  countRows,
  dialects,
  freshDatabase,
  startTestServer,
  type TestServer,
} from "#tests/support/test-server.ts";
import { until } from "#tests/support/until.ts";

// An enquiry about several catalogue items at once (docs/product.md#item-catalogue): stored with
// the enquiry as structured items, shown in the admin, listed in the notification and the CSV.

const buyer = {
  name: "Asha Mohanty",
  email: "asha@example.com",
  phone: "+91 94370 11111",
  message: "Please quote.",
  consent: true,
};
const items = [
  { name: "Odapara 650", manufacturer: "Ashokvan Formulations", pack: "15 tablets", quantity: 200 },
  { name: "SureFlow IV cannula 22G", pack: "box of 100", quantity: 5 },
];

describe.each(dialects)("enquiry items on %s", (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ ...(await freshDatabase(dialect)), env: adminEnv });
  });
  afterAll(() => server.stop());

  const post = (body: object) =>
    fetch(`${server.url}/api/enquiries`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });

  it("stores the items, shows them in the admin, the notification and the CSV", async () => {
    const response = await post({ ...buyer, items });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const cookie = await adminCookie(server.url);

    const listed = (await (
      await fetch(`${server.url}/api/enquiries`, { headers: { cookie } })
    ).json()) as { enquiries: { _id: string; items: object[] }[] };
    expect(listed.enquiries.find((row) => row._id === id)?.items).toEqual([
      items[0],
      { ...items[1], manufacturer: "" },
    ]);

    const mail = path.join(server.dataDir, "mail");
    const file = await until(
      "the notification",
      () => existsSync(mail) && readdirSync(mail).find((name) => name.includes(id)),
    );
    const text = readFileSync(path.join(mail, file), "utf8");
    expect(text).toContain("Subject: New enquiry for 2 items from Asha Mohanty");
    expect(text).toContain("Items asked about (2):");
    expect(text).toContain("200 × Odapara 650 (Ashokvan Formulations, 15 tablets)");
    expect(text).toContain("5 × SureFlow IV cannula 22G (box of 100)");

    const csv = await (
      await fetch(`${server.url}/api/export/enquiries.csv`, { headers: { cookie } })
    ).text();
    expect(csv.split("\r\n")[0]).toBe(
      '"Submitted at (UTC)","Name","Email","Phone","Message","Items","Status"',
    );
    expect(csv).toContain(
      '"200 × Odapara 650 (Ashokvan Formulations, 15 tablets)\n5 × SureFlow IV cannula 22G (box of 100)"',
    );
  });

  it("takes the list as JSON in one field of a web form", async () => {
    const response = await fetch(`${server.url}/api/enquiries`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        name: buyer.name,
        email: buyer.email,
        phone: buyer.phone,
        consent: "on",
        items: JSON.stringify([items[0]]),
      }),
    });
    expect(response.status).toBe(201);
  });

  // Refused by the form's checks before anything is stored: SQLite only.
  it.runIf(dialect === "sqlite").each([
    [
      "more than 200 items",
      { items: Array.from({ length: 201 }, (_, i) => ({ name: `I${i}`, quantity: 1 })) },
      "Please ask about at most 200 items at once.",
    ],
    ["a quantity of 0", { items: [{ name: "X", quantity: 0 }] }, undefined],
    ["a fractional quantity", { items: [{ name: "X", quantity: 1.5 }] }, undefined],
    ["a quantity of true", { items: [{ name: "X", quantity: true }] }, undefined],
    ["a quantity in a list", { items: [{ name: "X", quantity: [7] }] }, undefined],
    ["a hexadecimal quantity", { items: [{ name: "X", quantity: "0x10" }] }, undefined],
    ["a quantity in exponent form", { items: [{ name: "X", quantity: "1e5" }] }, undefined],
    ["a quantity over 1,00,000", { items: [{ name: "X", quantity: 100_001 }] }, undefined],
    ["a name over 120 characters", { items: [{ name: "x".repeat(121), quantity: 1 }] }, undefined],
    ["items that are not a list", { items: "lots" }, "The list of items could not be read."],
  ])("refuses %s with 400 and stores nothing", async (_, extra, message) => {
    const count = () => countRows(server, "enquiries");
    const before = await count();
    const response = await post({ ...buyer, ...extra });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { fieldErrors: Record<string, string[]> };
    expect(body.fieldErrors.items).toBeDefined();
    if (message) expect(body.fieldErrors.items).toEqual([message]);
    expect(await count()).toBe(before);
  });
});
