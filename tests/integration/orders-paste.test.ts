// Orders from a message or an indent (docs/product.md#orders-from-a-message): a customer's
// message read into lines with their rate, scheme and availability, the indent as xlsx and CSV,
// the page and forms without JavaScript, the staff's reading for a customer, and every refusal,
// on SQLite and PostgreSQL, with the rate limits on.
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_INDENT_BYTES, MAX_PASTE_CHARACTERS, MAX_PASTE_LINES } from "#shared/limits.ts";
import type { PastedLine } from "#shared/schemas/order-message.ts";
import type { AccountList } from "#shared/schemas/orders.ts";
import { publishCatalogue } from "#server/catalogue/catalogue-store.server.ts";
import { call, customerMadeByStaff } from "#tests/support/customers.ts";
import { catalogueRow } from "#tests/support/orders.ts";
import { adminCookie, adminEnv } from "#tests/support/sample-submissions.ts";
import {
  dialects,
  freshDatabase,
  startTestServer,
  type TestServer,
} from "#tests/support/test-server.ts";

const item = catalogueRow;

const catalogue = [
  item({
    name: "DOLO 650 TAB",
    manufacturer: "Micro Labs",
    pack: "15's",
    code: "D650",
    mrp: 33.5,
    rate: 26.8,
    scheme: "10+1",
    stock: 500,
    gst: 12,
  }),
  item({
    name: "DOLO 500 TAB",
    manufacturer: "Micro Labs",
    pack: "15's",
    code: "D500",
    mrp: 25,
    rate: 20,
    stock: 0,
    gst: 12,
  }),
  item({
    name: "PAN 40 TAB",
    manufacturer: "Alkem",
    pack: "15's",
    code: "PAN40",
    rate: 120,
    stock: 4,
    gst: 12,
  }),
  item({
    name: "LEVOCET TAB",
    manufacturer: "Hetero",
    pack: "10's",
    code: "LEVO",
    rate: 18,
    stock: 90,
    gst: 12,
  }),
  item({
    name: "ASCORIL LS SYP 100ML",
    manufacturer: "Glenmark",
    pack: "100 ml",
    code: "ASC",
    rate: 95,
    stock: 30,
    gst: 12,
  }),
];

/** An indent as a hospital keeps it: a title and a date above the header. */
const indentRows = [
  ["CITY NURSING HOME - INDENT"],
  ["Date: 06/12/2026"],
  [],
  ["Sl No", "Item Name", "Qty", "Remarks"],
  [1, "Dolo 650 tab", 30, ""],
  [2, "Pan-40", "୧୦", "urgent"],
  [3, "Kalasi ointment", 2, ""],
  [4, "Levocet", "", ""],
];

async function indentXlsx(rows: (string | number)[][]) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("Indent");
  rows.forEach((row) => sheet.addRow(row));
  return Buffer.from(await book.xlsx.writeBuffer());
}
const indentCsv = (rows: (string | number)[][]) =>
  rows.map((row) => row.map((cell) => `"${cell}"`).join(",")).join("\n");

type Answer = { success: boolean; lines: PastedLine[]; error?: string };

/** The item a line's choice holds as the review page is written (the `select` named `field`). */
const chosenIn = (html: string, field: string) =>
  new RegExp(
    `<select[^>]*name="${field}"[^>]*>(?:(?!</select>).)*?<option value="([^"]*)" selected=""`,
  ).exec(html)?.[1];

describe.each(dialects)("orders from a message on %s", (dialect) => {
  let server: TestServer;
  let url: string;
  let staff: string;
  let chemist: { id: string; cookie: string };
  let n = 0;
  const newCustomer = () => {
    n += 1;
    return customerMadeByStaff(url, staff, {
      shopName: `Paste Chemist ${n}`,
      contactName: "Sanjay Behera",
      phone: `94371${String(50000 + n)}`,
      email: `paste${n}@example.com`,
      code: `PP-${n}`,
    });
  };

  beforeAll(async () => {
    server = await startTestServer({
      ...(await freshDatabase(dialect)),
      env: { ...adminEnv, RATE_LIMIT: "on" },
    });
    url = server.url;
    await publishCatalogue(server.database, catalogue, "test");
    await server.catalogue.refresh();
    staff = await adminCookie(url);
    chemist = await newCustomer();
  });
  afterAll(() => server?.stop());

  const parse = (cookie: string, body: unknown, headers: Record<string, string> = {}) =>
    call(`${url}/api/orders/parse`, "POST", cookie, body, headers);
  const upload = (
    path: string,
    cookie: string,
    file: { name: string; bytes: Buffer | string },
    fields: Record<string, string> = {},
  ) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    form.set(
      "file",
      new Blob([typeof file.bytes === "string" ? file.bytes : new Uint8Array(file.bytes)]),
      file.name,
    );
    return fetch(`${url}${path}`, { method: "POST", headers: { origin: url, cookie }, body: form });
  };
  const summary = (lines: PastedLine[]) =>
    lines.map((line) => [line.line, line.match?.name ?? null, line.quantity, line.quantityWritten]);

  it("reads a customer's message into lines: each item with their rate, scheme and availability, alternatives, and 1 marked where no quantity was written", async () => {
    const response = await parse(chemist.cookie, {
      text: "Good morning sir\ndolo 650 - 10 strip, pan40 x 3\n\nलेवोसेट ५ पत्ता\nascoril ls syp",
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const answer = (await response.json()) as Answer;
    expect(summary(answer.lines)).toEqual([
      [1, null, 1, false],
      [2, "DOLO 650 TAB", 10, true],
      [2, "PAN 40 TAB", 3, true],
      [4, "LEVOCET TAB", 5, true],
      [5, "ASCORIL LS SYP 100ML", 1, false],
    ]);
    const dolo = answer.lines[1]!;
    expect(dolo.text).toBe("dolo 650 - 10 strip");
    expect(dolo.match).toMatchObject({
      id: "D650",
      rate: 26.8,
      mrp: 33.5,
      scheme: "10+1",
      availability: "in_stock",
    });
    expect(dolo.alternatives.map((alternative) => alternative.name)).toContain("DOLO 500 TAB");
    expect(dolo.alternatives.find((alternative) => alternative.id === "D500")).toMatchObject({
      rate: 20,
      availability: "out",
    });
    expect(answer.lines[2]!.match).toMatchObject({ availability: "low" });
    // Nothing is ordered, nothing kept: the list is as it was.
    const list = (await (
      await call(`${url}/api/account/list`, "GET", chemist.cookie)
    ).json()) as AccountList;
    expect(list.items).toEqual([]);
  });

  it("reads an indent made as xlsx and as CSV: the header under the titles, each row by its number", async () => {
    for (const file of [
      { name: "indent.xlsx", bytes: await indentXlsx(indentRows) },
      { name: "Indent Dec.csv", bytes: indentCsv(indentRows) },
    ]) {
      const response = await upload("/api/orders/parse", chemist.cookie, file);
      expect(response.status, `${file.name}: ${await response.clone().text()}`).toBe(200);
      const answer = (await response.json()) as Answer;
      expect(summary(answer.lines), file.name).toEqual([
        [5, "DOLO 650 TAB", 30, true],
        [6, "PAN 40 TAB", 10, true],
        [7, null, 2, true],
        [8, "LEVOCET TAB", 1, false],
      ]);
      expect(answer.lines[0]!.match).toMatchObject({ rate: 26.8, scheme: "10+1" });
    }
  });

  it("refuses: nobody signed in, an administrator's session, a text too long or of too many lines, another type, a disabled customer", async () => {
    const chemist = await newCustomer();
    expect((await parse("", { text: "dolo 650 10" })).status).toBe(401);
    expect((await parse(staff, { text: "dolo 650 10" })).status).toBe(401);
    const long = await parse(chemist.cookie, { text: "d".repeat(MAX_PASTE_CHARACTERS + 1) });
    expect(long.status).toBe(400);
    expect(JSON.stringify(await long.json())).not.toContain("ddd");
    expect((await parse(chemist.cookie, { text: "d".repeat(MAX_PASTE_CHARACTERS) })).status).toBe(
      200,
    );
    const lines = (count: number) => Array.from({ length: count }, () => "dolo 650 2").join("\n");
    expect((await parse(chemist.cookie, { text: lines(MAX_PASTE_LINES + 1) })).status).toBe(400);
    expect((await parse(chemist.cookie, { text: lines(MAX_PASTE_LINES) })).status).toBe(200);
    expect((await parse(chemist.cookie, { text: " \n " })).status).toBe(400);
    const plain = await fetch(`${url}/api/orders/parse`, {
      method: "POST",
      headers: { origin: url, cookie: chemist.cookie, "content-type": "text/plain" },
      body: "dolo 650 10",
    });
    expect(plain.status).toBe(415);
    const other = await newCustomer();
    expect((await parse(other.cookie, { text: "dolo 650 10" })).status).toBe(200);
    await call(`${url}/api/admin/customers/${other.id}/disable`, "POST", staff, {});
    expect((await parse(other.cookie, { text: "dolo 650 10" })).status).toBe(401);
  });

  it("refuses indents too large, of too many rows, and of another type", async () => {
    const chemist = await newCustomer();
    const large = await upload("/api/orders/parse", chemist.cookie, {
      name: "indent.csv",
      bytes: Buffer.alloc(MAX_INDENT_BYTES + 1, "a"),
    });
    expect(large.status).toBe(413);
    const rows = [
      ["Item Name", "Qty"],
      ...Array.from({ length: 201 }, (_, i) => [`Dolo 650 batch ${i}`, 2]),
    ];
    expect(
      (
        await upload("/api/orders/parse", chemist.cookie, {
          name: "big.xlsx",
          bytes: await indentXlsx(rows),
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await upload("/api/orders/parse", chemist.cookie, {
          name: "ok.xlsx",
          bytes: await indentXlsx(rows.slice(0, 201)),
        })
      ).status,
    ).toBe(200);
    const pdf = await upload("/api/orders/parse", chemist.cookie, {
      name: "indent.pdf",
      bytes: Buffer.from("%PDF-1.4\n\u0000\u0001binary"),
    });
    expect(pdf.status).toBe(415);
  });

  it("reads a message for staff, in that customer's fields; refuses others and other customers' states", async () => {
    const body = { customerId: chemist.id, text: "dolo 650 x 4" };
    const response = await call(`${url}/api/admin/orders/parse`, "POST", staff, body);
    expect(response.status, await response.clone().text()).toBe(200);
    const answer = (await response.json()) as Answer;
    expect(summary(answer.lines)).toEqual([[1, "DOLO 650 TAB", 4, true]]);
    expect(answer.lines[0]!.match).toMatchObject({
      rate: 26.8,
      scheme: "10+1",
      availability: "in_stock",
    });
    const file = await upload(
      "/api/admin/orders/parse",
      staff,
      { name: "indent.csv", bytes: indentCsv(indentRows) },
      { customerId: chemist.id },
    );
    expect(file.status).toBe(200);
    expect(((await file.json()) as Answer).lines).toHaveLength(4);
    // Not from another site, not without a session, not with a customer's.
    const crossSite = await call(`${url}/api/admin/orders/parse`, "POST", staff, body, {
      origin: "https://evil.example",
    });
    expect(crossSite.status).toBe(403);
    expect((await call(`${url}/api/admin/orders/parse`, "POST", "", body)).status).toBe(401);
    expect((await call(`${url}/api/admin/orders/parse`, "POST", chemist.cookie, body)).status).toBe(
      401,
    );
    const stranger = { ...body, customerId: "00000000-0000-4000-8000-000000000000" };
    expect((await call(`${url}/api/admin/orders/parse`, "POST", staff, stranger)).status).toBe(404);
    expect(
      (await call(`${url}/api/admin/orders/parse`, "POST", staff, { ...body, customerId: "x" }))
        .status,
    ).toBe(400);
    const disabled = await newCustomer();
    await call(`${url}/api/admin/customers/${disabled.id}/disable`, "POST", staff, {});
    const refused = await call(`${url}/api/admin/orders/parse`, "POST", staff, {
      ...body,
      customerId: disabled.id,
    });
    expect(refused.status).toBe(409);
  });

  it("works without JavaScript: the form's post answers a page of the lines; a search offers others; the kept lines join the order list", async () => {
    const buyer = await newCustomer();
    const form = new FormData();
    form.set("locale", "en");
    form.set("text", "dolo 650 - 10 strip\nkalasi 5 box\nlevocet");
    form.set("file", new Blob([]), "");
    const read = await fetch(`${url}/account/order/paste`, {
      method: "POST",
      headers: { origin: url, cookie: buyer.cookie, accept: "text/html" },
      body: form,
    });
    expect(read.status).toBe(200);
    expect(read.headers.get("cache-control")).toBe("private, no-store");
    const page = await read.text();
    expect(page).toContain("Check the lines");
    expect(chosenIn(page, "item-0")).toBe("D650");
    expect(page).toContain("No item found in our list.");
    expect(page).toContain("No quantity written");
    const post = (fields: Record<string, string>) =>
      fetch(`${url}/account/order/paste`, {
        method: "POST",
        redirect: "manual",
        headers: {
          origin: url,
          cookie: buyer.cookie,
          accept: "text/html",
          "content-type": "application/x-www-form-urlencoded",
        },
        body: new URLSearchParams(fields),
      });
    const lines = {
      count: "3",
      "line-0": "1",
      "text-0": "dolo 650 - 10 strip",
      "written-0": "1",
      "offered-0": "D650 D500",
      "item-0": "D500",
      "quantity-0": "10",
      "keep-0": "1",
      "line-1": "2",
      "text-1": "kalasi 5 box",
      "written-1": "1",
      "offered-1": "",
      "quantity-1": "5",
      "search-1": "pan 40",
      "line-2": "3",
      "text-2": "levocet",
      "written-2": "",
      "offered-2": "LEVO",
      "item-2": "LEVO",
      "quantity-2": "2",
    };
    const searched = await post({ ...lines, action: "search" });
    expect(searched.status).toBe(200);
    expect(chosenIn(await searched.text(), "item-1")).toBe("PAN40");
    const added = await post({ ...lines, "item-1": "PAN40", "keep-1": "1", action: "add" });
    expect(added.status).toBe(303);
    expect(added.headers.get("location")).toBe("/account/order?added=2#items");
    const list = (await (
      await call(`${url}/api/account/list`, "GET", buyer.cookie)
    ).json()) as AccountList;
    // The changed match (Dolo 500) and the searched line; the line not kept is not added.
    expect(list.items.map((line) => [line.itemId, line.quantity])).toEqual([
      ["D500", 10],
      ["PAN40", 5],
    ]);
    const orderPage = await (
      await fetch(`${url}/account/order?added=2`, { headers: { cookie: buyer.cookie } })
    ).text();
    expect(orderPage).toContain("2 lines added to your order");
    expect(orderPage).toContain('action="/account/order/paste"');
    const nothing = await post({ ...lines, "keep-0": "", action: "add" });
    expect(nothing.status).toBe(200);
    expect(await nothing.text()).toContain("No line has an item to add");
  });

  it("limits how often a customer reads messages (429 with Retry-After)", async () => {
    const busy = await newCustomer();
    const answers = [];
    for (let i = 0; i < 12; i++) answers.push(await parse(busy.cookie, { text: "dolo 650 2" }));
    const refused = answers.find((response) => response.status === 429);
    expect(refused, answers.map((response) => response.status).join()).toBeDefined();
    expect(Number(refused!.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
