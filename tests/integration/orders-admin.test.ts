// The staff's side of orders (docs/product.md#orders), on SQLite and PostgreSQL: who may call,
// the list and its filters, the status moves and their refusals (and two staff at once),
// supplied quantities, the note, the customer's mail queued once per move, and the exports for
// the billing software (CSV and .xlsx, one order or a day in India), formula-safe.
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { billingColumns, dayExportColumns } from "#shared/schemas/orders.ts";
import { MAX_JSON_BYTES } from "#shared/limits.ts";
import { call, chemist, customerMadeByStaff, signedInCustomer } from "#tests/support/customers.ts";
import { insertOrder, type TestLine } from "#tests/support/orders.ts";
import { adminCookie, adminEnv } from "#tests/support/sample-submissions.ts";
import {
  dialects,
  freshDatabase,
  startTestServer,
  type TestServer,
} from "#tests/support/test-server.ts";

type Row = {
  id: string;
  number: number;
  status: string;
  createdAt: string;
  lineCount: number;
  total: number;
  exportedAt: string | null;
  customer: { id: string; code: string; shopName: string; phone: string };
};
type List = { total: number; page: number; pageSize: number; newCount: number; orders: Row[] };
type AdminOrder = {
  id: string;
  status: string;
  staffNote: string;
  exportedAt: string | null;
  lines: { name: string; quantity: number; free: number; supplied: number | null }[];
  total: number;
  gst: number;
  suppliedTotal: number | null;
  suppliedGst: number | null;
  history: { status: string; at: string }[];
  customer: { code: string; shopName: string; email: string };
};

/** Three lines: a `10+1` scheme (30 ordered → 3 free), a `5%` one, and a hostile name unpriced. */
const lines: TestLine[] = [
  { name: "Dolo 650", code: "DOL650", quantity: 30, scheme: "10+1", rate: 25.5 },
  { name: "Pan 40", code: "PAN40", manufacturer: "Alkem", quantity: 5, scheme: "5%", rate: 110 },
  { name: '=HYPERLINK("x")', code: "EVIL1", manufacturer: "@Evil", pack: "-", quantity: 2 },
];
lines[2]!.rate = null;

describe.each(dialects)("the staff's orders on %s", (dialect) => {
  let server: TestServer;
  let url: string;
  let admin: string;
  /** An active customer with an email (mailed of each move), and one without. */
  let mailed: string;
  let unmailed: string;

  const api = (method: string, path: string, body?: unknown) =>
    call(`${url}${path}`, method, admin, body);
  const patch = (id: string, body: unknown) => api("PATCH", `/api/admin/orders/${id}`, body);
  const order = async (id: string) =>
    ((await (await api("GET", `/api/admin/orders/${id}`)).json()) as { order: AdminOrder }).order;
  const list = async (query = "") =>
    (await (await api("GET", `/api/admin/orders${query}`)).json()) as List;
  const place = (customerId: string, options?: Parameters<typeof insertOrder>[3]) =>
    insertOrder(server.database.db, customerId, lines, options);
  /** The "order-status" mails queued for an order, with the status each event recorded. */
  const statusMails = async (orderId: string) => {
    const events = await server.database.db
      .selectFrom("order_events")
      .select(["id", "status"])
      .where("order_id", "=", orderId)
      .execute();
    const queued = await server.database.db
      .selectFrom("outbox")
      .select("subject_id")
      .where("kind", "=", "order-status")
      .where(
        "subject_id",
        "in",
        events.map((event) => String(event.id)),
      )
      .orderBy("id")
      .execute();
    return queued.map((row) => events.find((event) => String(event.id) === row.subject_id)!.status);
  };
  const newCustomer = async (fields: Record<string, string>) => {
    const response = await api("POST", "/api/admin/customers", {
      contactName: "Sanjay Behera",
      ...fields,
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: string }).id;
  };

  beforeAll(async () => {
    server = await startTestServer({ ...(await freshDatabase(dialect)), env: adminEnv });
    url = server.url;
    admin = await adminCookie(url);
    // Active (a password set): only active customers are mailed about their orders.
    ({ id: mailed } = await customerMadeByStaff(url, admin, {
      shopName: "Maa Tarini Medical Store",
      contactName: "Sanjay Behera",
      phone: "9437000001",
      email: "tarini@example.com",
      code: "P0042",
    }));
    unmailed = await newCustomer({
      shopName: "Utkal Medical Hall",
      phone: "9437000002",
      code: "U/7",
    });
  });
  afterAll(() => server.stop());

  it("answers only signed-in staff: 401 for anonymous callers and for a customer's session", async () => {
    const { id } = await place(mailed);
    const customer = await signedInCustomer(
      url,
      { ...chemist, phone: "9437000003", email: "signed-in@example.com" },
      "C-1",
      admin,
    );
    expect(customer.cookie).not.toBe("");
    const routes: [string, string, unknown?][] = [
      ["GET", "/api/admin/orders"],
      ["GET", "/api/admin/orders/export?date=2026-11-26"],
      ["GET", `/api/admin/orders/${id}`],
      ["GET", `/api/admin/orders/${id}/export`],
      ["PATCH", `/api/admin/orders/${id}`, { status: "accepted" }],
    ];
    for (const cookie of ["", customer.cookie])
      for (const [method, path, body] of routes) {
        const response = await call(`${url}${path}`, method, cookie, body);
        expect(response.status, `${method} ${path}`).toBe(401);
      }
    expect((await order(id)).status).toBe("received");
  });

  it("refuses a cross-site change (403), a body that is not JSON (415), one too large (413) and a bad one (400)", async () => {
    const { id } = await place(mailed);
    const path = `${url}/api/admin/orders/${id}`;
    const crossSite = await call(
      path,
      "PATCH",
      admin,
      { status: "accepted" },
      {
        origin: "https://evil.example",
      },
    );
    expect(crossSite.status).toBe(403);
    const form = await fetch(path, {
      method: "PATCH",
      headers: { origin: url, cookie: admin, "content-type": "application/x-www-form-urlencoded" },
      body: "status=accepted",
    });
    expect(form.status).toBe(415);
    const large = await call(path, "PATCH", admin, { note: "x".repeat(MAX_JSON_BYTES) });
    expect(large.status).toBe(413);
    for (const bad of [{}, { status: "lost" }, { lines: [{ index: -1, supplied: 1 }] }])
      expect((await patch(id, bad)).status, JSON.stringify(bad)).toBe(400);
    expect((await order(id)).status).toBe("received");
  });

  it("answers 404 for an order that does not exist, on every route", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-an-id"]) {
      expect((await api("GET", `/api/admin/orders/${id}`)).status).toBe(404);
      expect((await api("GET", `/api/admin/orders/${id}/export`)).status).toBe(404);
      expect((await patch(id, { status: "accepted" })).status).toBe(404);
    }
  });

  it("lists received orders first, then newest first, with the customer, filters, paging and the new count", async () => {
    const listed = await newCustomer({
      shopName: "Jajpur Lifeline Pharmacy",
      phone: "9437000004",
      code: "JLP-9",
    });
    const oldest = await place(listed, { createdAt: "2026-01-01T10:00:00.000Z" });
    const accepted = await place(listed, { createdAt: "2026-01-03T10:00:00.000Z" });
    const middle = await place(listed, { createdAt: "2026-01-02T10:00:00.000Z" });
    const before = (await list()).newCount;
    expect((await patch(accepted.id, { status: "accepted" })).status).toBe(200);
    expect((await list()).newCount).toBe(before - 1);

    const mine = await list(`?customer=${listed}`);
    expect(mine.orders.map((row) => row.id)).toEqual([middle.id, oldest.id, accepted.id]);
    expect(mine.orders[0]).toEqual({
      id: middle.id,
      number: middle.number,
      status: "received",
      createdAt: "2026-01-02T10:00:00.000Z",
      lineCount: 3,
      total: 1287.5,
      gst: 154.5,
      exportedAt: null,
      customer: {
        id: listed,
        code: "JLP-9",
        shopName: "Jajpur Lifeline Pharmacy",
        phone: "9437000004",
      },
      hold: null,
    });

    const everyone = await list("?pageSize=200");
    const rank = (row: Row) => (row.status === "received" ? 0 : 1);
    const expected = [...everyone.orders].sort(
      (a, b) =>
        rank(a) - rank(b) || b.createdAt.localeCompare(a.createdAt) || (a.id < b.id ? -1 : 1),
    );
    expect(everyone.total).toBe(everyone.orders.length);
    expect(everyone.orders.map((row) => row.id)).toEqual(expected.map((row) => row.id));
    expect(everyone.newCount).toBe(everyone.orders.filter((row) => rank(row) === 0).length);

    const acceptedOnly = await list(`?status=accepted&customer=${listed}`);
    expect(acceptedOnly.orders.map((row) => row.id)).toEqual([accepted.id]);
    for (const q of [String(oldest.number), `Order ${oldest.number}`])
      expect((await list(`?q=${encodeURIComponent(q)}`)).orders.map((row) => row.id)).toEqual([
        oldest.id,
      ]);
    for (const q of ["jlp-9", "lifeline"])
      expect((await list(`?q=${q}`)).orders.map((row) => row.id).sort()).toEqual(
        [oldest.id, middle.id, accepted.id].sort(),
      );
    const page = await list(`?customer=${listed}&pageSize=2&page=2`);
    expect(page).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page.orders.map((row) => row.id)).toEqual([accepted.id]);
    expect((await api("GET", "/api/admin/orders?page=0")).status).toBe(400);
  });

  it("moves an order one step at a time, each step in its history with exactly one mail to the customer", async () => {
    const { id, number } = await place(mailed);
    expect(await statusMails(id)).toEqual([]);
    const accepted = await patch(id, { status: "accepted" });
    expect(accepted.status).toBe(200);
    expect(((await accepted.json()) as { order: AdminOrder }).order.status).toBe("accepted");
    const row = await server.database.db
      .selectFrom("orders")
      .select(["accepted_at", "status"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe("accepted");
    expect(Date.now() - Date.parse(row.accepted_at!)).toBeLessThan(10_000);
    expect(await statusMails(id)).toEqual(["accepted"]);
    expect((await patch(id, { status: "dispatched" })).status).toBe(200);
    expect(await statusMails(id)).toEqual(["accepted", "dispatched"]);
    expect((await patch(id, { status: "delivered" })).status).toBe(200);
    expect(await statusMails(id)).toEqual(["accepted", "dispatched", "delivered"]);
    const after = await order(id);
    expect(after.history.map((step) => step.status)).toEqual([
      "received",
      "accepted",
      "dispatched",
      "delivered",
    ]);
    // Accepting moved accepted_at only once.
    expect(
      (
        await server.database.db
          .selectFrom("orders")
          .select("accepted_at")
          .where("id", "=", id)
          .executeTakeFirstOrThrow()
      ).accepted_at,
    ).toBe(row.accepted_at);
    const audit = await server.database.db
      .selectFrom("audit_log")
      .select("detail")
      .where("action", "=", "update-order")
      .where("detail", "like", `order ${id}%`)
      .execute();
    expect(audit.map((entry) => entry.detail)).toEqual([
      `order ${id} (${number}), received → accepted`,
      `order ${id} (${number}), accepted → dispatched`,
      `order ${id} (${number}), dispatched → delivered`,
    ]);
  });

  it("refuses a move the status order never allows (400) and one it no longer allows (409)", async () => {
    const { id } = await place(mailed);
    for (const status of ["dispatched", "delivered", "received"])
      expect((await patch(id, { status })).status, status).toBe(400);
    await patch(id, { status: "accepted" });
    expect((await patch(id, { status: "delivered" })).status).toBe(400);
    // Another member of staff accepted it first.
    const again = await patch(id, { status: "accepted" });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: string }).error).toMatch(/Reload it/);
    expect((await order(id)).history.map((step) => step.status)).toEqual(["received", "accepted"]);
    expect(await statusMails(id)).toEqual(["accepted"]);
  });

  it("lets one of two staff accepting at once win: one 200, one 409, one step, one mail", async () => {
    for (let round = 0; round < 3; round++) {
      const { id } = await place(mailed);
      const answers = await Promise.all([
        patch(id, { status: "accepted" }),
        patch(id, { status: "accepted" }),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      expect((await order(id)).history.map((step) => step.status)).toEqual([
        "received",
        "accepted",
      ]);
      expect(await statusMails(id)).toEqual(["accepted"]);
    }
  });

  it("cancels from received and from accepted only", async () => {
    const received = await place(mailed);
    expect((await patch(received.id, { status: "cancelled" })).status).toBe(200);
    expect(await statusMails(received.id)).toEqual(["cancelled"]);
    const accepted = await place(mailed);
    await patch(accepted.id, { status: "accepted" });
    expect((await patch(accepted.id, { status: "cancelled" })).status).toBe(200);
    const dispatched = await place(mailed);
    await patch(dispatched.id, { status: "accepted" });
    await patch(dispatched.id, { status: "dispatched" });
    expect((await patch(dispatched.id, { status: "cancelled" })).status).toBe(409);
    expect((await patch(received.id, { status: "accepted" })).status).toBe(409);
    expect((await order(dispatched.id)).status).toBe("dispatched");
    expect((await order(received.id)).status).toBe("cancelled");
  });

  it("sets supplied quantities only while accepted, from 0 to the quantity ordered (free goods follow), and freezes them from dispatch", async () => {
    const { id } = await place(mailed);
    expect((await patch(id, { lines: [{ index: 0, supplied: 20 }] })).status).toBe(400);
    await patch(id, { status: "accepted" });
    // Dolo 650: 30 ordered and 3 free. Supplied counts billed units: 33 would bill the free goods.
    const overFree = await patch(id, { lines: [{ index: 0, supplied: 33 }] });
    expect(overFree.status).toBe(400);
    expect(((await overFree.json()) as { error: string }).error).toBe(
      "At most 30 of Dolo 650 can be supplied: the quantity ordered. Its free goods follow from what is supplied.",
    );
    expect((await patch(id, { lines: [{ index: 3, supplied: 1 }] })).status).toBe(400);
    expect(
      (
        await patch(id, {
          lines: [
            { index: 0, supplied: 30 },
            { index: 1, supplied: 0 },
          ],
        })
      ).status,
    ).toBe(200);
    expect((await patch(id, { lines: [{ index: 0, supplied: 25 }] })).status).toBe(200);
    expect((await order(id)).lines.map((line) => line.supplied)).toEqual([25, 0, null]);
    // Setting supplied quantities is no status step: no mail.
    expect(await statusMails(id)).toEqual(["accepted"]);
    await patch(id, { status: "dispatched" });
    expect((await patch(id, { lines: [{ index: 2, supplied: 1 }] })).status).toBe(409);
    expect((await order(id)).lines.map((line) => line.supplied)).toEqual([25, 0, null]);
  });

  it("keeps the staff's note; a note alone mails no one, a note with a move mails once", async () => {
    const { id } = await place(mailed);
    expect((await patch(id, { note: "Pan 40 comes on Monday." })).status).toBe(200);
    expect((await order(id)).staffNote).toBe("Pan 40 comes on Monday.");
    expect(await statusMails(id)).toEqual([]);
    expect((await order(id)).history).toHaveLength(1);
    expect(
      (await patch(id, { status: "accepted", note: "Accepted; Pan 40 on Monday." })).status,
    ).toBe(200);
    expect((await order(id)).staffNote).toBe("Accepted; Pan 40 on Monday.");
    expect(await statusMails(id)).toEqual(["accepted"]);
    expect((await patch(id, { note: "bad\u0007bell" })).status).toBe(400);
  });

  it("queues no mail for a customer without an email, and still records each step", async () => {
    const { id } = await place(unmailed);
    expect((await patch(id, { status: "accepted" })).status).toBe(200);
    expect((await order(id)).history.map((step) => step.status)).toEqual(["received", "accepted"]);
    expect(await statusMails(id)).toEqual([]);
  });

  it("shows one order with its customer's details, lines and history", async () => {
    const { id, number } = await place(mailed, { note: "Please send by noon." });
    const response = await api("GET", `/api/admin/orders/${id}`);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const { order: shown } = (await response.json()) as {
      order: AdminOrder & { number: number; note: string };
    };
    expect(shown).toMatchObject({
      id,
      number,
      status: "received",
      note: "Please send by noon.",
      staffNote: "",
      exportedAt: null,
      customer: {
        code: "P0042",
        shopName: "Maa Tarini Medical Store",
        email: "tarini@example.com",
      },
    });
    expect(shown.lines.map((line) => [line.name, line.quantity, line.free])).toEqual([
      ["Dolo 650", 30, 3],
      ["Pan 40", 5, 0],
      ['=HYPERLINK("x")', 2, 0],
    ]);
    const audit = await server.database.db
      .selectFrom("audit_log")
      .select("detail")
      .where("action", "=", "view-order")
      .execute();
    expect(audit.map((entry) => entry.detail)).toContain(`order ${id} (${number})`);
    expect(JSON.stringify(audit)).not.toContain("Tarini");
  });

  /** An accepted order supplied short: Dolo 650 25 of 30 (10+1 → 2 free), Pan 40 none. */
  const suppliedShort = async (customerId = mailed) => {
    const placed = await place(customerId);
    await patch(placed.id, { status: "accepted" });
    await patch(placed.id, {
      lines: [
        { index: 0, supplied: 25 },
        { index: 1, supplied: 0 },
      ],
    });
    return placed;
  };
  const billed = [
    ["DOL650", "Dolo 650", "Micro Labs", "15 TAB", 25, 2, 25.5],
    ["EVIL1", `'=HYPERLINK("x")`, "'@Evil", "'-", 2, 0, null],
  ];
  /** A CSV answer's lines, once its byte-order mark (for Excel) is checked and taken off. */
  const csvLines = async (response: Response) => {
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(text.startsWith("\uFEFF")).toBe(true);
    return text.slice(1).split("\r\n");
  };
  const csvLine = (cells: (string | number | null)[]) =>
    cells.map((cell) => `"${String(cell ?? "").replace(/"/g, '""')}"`).join(",");

  it("exports one order as CSV for the billing software: supplied quantities, free recomputed, formulas harmless", async () => {
    const { id, number } = await suppliedShort();
    const response = await api("GET", `/api/admin/orders/${id}/export?format=csv`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="order-${number}-P0042.csv"`,
    );
    const text = await csvLines(response);
    expect(text).toEqual([csvLine([...billingColumns]), ...billed.map(csvLine), ""]);
    expect(text[2]).toContain(`"'=HYPERLINK(""x"")"`);
    const shown = (await list(`?customer=${mailed}&pageSize=200`)).orders.find(
      (row) => row.id === id,
    )!;
    expect(Date.now() - Date.parse(shown.exportedAt!)).toBeLessThan(10_000);
    expect((await order(id)).exportedAt).toBe(shown.exportedAt);
    const audit = await server.database.db
      .selectFrom("audit_log")
      .select("detail")
      .where("action", "=", "export-order")
      .execute();
    expect(audit.map((entry) => entry.detail)).toContain(`order ${id} (${number})`);
  });

  it("bills an order supplied as ordered once: Qty 30 and the scheme's 3 free, the supplied estimate beside the ordered one", async () => {
    const placed = await place(mailed);
    await patch(placed.id, { status: "accepted" });
    expect((await order(placed.id)).suppliedTotal).toBeNull();
    // "Supply all as ordered": each line's quantity.
    await patch(placed.id, {
      lines: lines.map((line, index) => ({ index, supplied: line.quantity })),
    });
    const response = await api("GET", `/api/admin/orders/${placed.id}/export?format=csv`);
    const [, dolo] = await csvLines(response);
    expect(dolo).toBe(csvLine(["DOL650", "Dolo 650", "Micro Labs", "15 TAB", 30, 3, 25.5]));
    const supplied = await order(placed.id);
    expect([supplied.suppliedTotal, supplied.suppliedGst]).toEqual([supplied.total, supplied.gst]);

    // Short: 25 of Dolo 650 (2 free), none of Pan 40: the estimate of what goes out.
    const short = await suppliedShort();
    const answer = await order(short.id);
    expect(answer.total).toBe(30 * 25.5 + 5 * 110 * 0.95);
    expect(answer.suppliedTotal).toBe(25 * 25.5);
    expect(answer.suppliedGst).toBe(Math.round(25 * 25.5 * 12) / 100);
  });

  it("exports one order as .xlsx: numbers as numbers, text as typed, never a formula", async () => {
    const { id, number } = await suppliedShort(unmailed);
    const response = await api("GET", `/api/admin/orders/${id}/export?format=xlsx`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    // The party code "U/7" keeps only what a file name may hold.
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="order-${number}-U7.xlsx"`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    const values = (n: number) =>
      Array.from({ length: billingColumns.length }, (_, i) => sheet.getRow(n).getCell(i + 1).value);
    expect(sheet.rowCount).toBe(3);
    expect(values(1)).toEqual([...billingColumns]);
    expect(values(2)).toEqual(billed[0]);
    // Text as it was typed, without the CSV's apostrophe (a party code "=1+2" stays "=1+2" in
    // the billing import): an .xlsx cell holds a string or a formula, never one for the other.
    expect(values(3)).toEqual(["EVIL1", '=HYPERLINK("x")', "@Evil", "-", 2, 0, null]);
    for (const column of [2, 3, 4]) {
      const hostile = sheet.getRow(3).getCell(column);
      expect(hostile.type).toBe(ExcelJS.ValueType.String);
      expect(hostile.formula).toBeUndefined();
    }
    expect(sheet.getRow(2).getCell(5).type).toBe(ExcelJS.ValueType.Number);
    expect(
      (await list(`?customer=${unmailed}&pageSize=200`)).orders.find((row) => row.id === id)!
        .exportedAt,
    ).not.toBeNull();
  });

  it("refuses an export in another format (400)", async () => {
    const { id } = await place(mailed);
    expect((await api("GET", `/api/admin/orders/${id}/export?format=pdf`)).status).toBe(400);
    expect((await order(id)).exportedAt).toBeNull();
  });

  it("exports the orders accepted on a day in India time, whatever their status now but cancelled", async () => {
    // 2025-03-10 in India runs from 2025-03-09T18:30Z to 2025-03-10T18:30Z.
    const day = await newCustomer({
      shopName: "=cmd|' /C calc'!A0",
      phone: "9437000005",
      code: "D-1",
    });
    const early = await place(day, { acceptedAt: "2025-03-09T19:00:00.000Z" });
    const dayBefore = await place(day, { acceptedAt: "2025-03-09T18:29:00.000Z" });
    const dispatched = await place(day, { acceptedAt: "2025-03-10T10:00:00.000Z" });
    await patch(dispatched.id, { status: "dispatched" });
    const cancelled = await place(day, { acceptedAt: "2025-03-10T11:00:00.000Z" });
    await patch(cancelled.id, { status: "cancelled" });
    const nextDay = await place(day, { acceptedAt: "2025-03-10T18:30:00.000Z" });
    await place(day, { createdAt: "2025-03-10T09:00:00.000Z" });

    const response = await api("GET", "/api/admin/orders/export?date=2025-03-10&format=csv");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="orders-2025-03-10.csv"',
    );
    expect(response.headers.get("cache-control")).toBe("no-store");
    const party = ["D-1", "'=cmd|' /C calc'!A0"];
    const dolo = ["DOL650", "Dolo 650", "Micro Labs", "15 TAB", 30, 3, 25.5];
    const pan = ["PAN40", "Pan 40", "Alkem", "15 TAB", 5, 0, 110];
    const evil = ["EVIL1", `'=HYPERLINK("x")`, "'@Evil", "'-", 2, 0, null];
    const expected = [early, dispatched].flatMap(({ number }) =>
      [dolo, pan, evil].map((line) => [number, ...party, ...line]),
    );
    expect(await csvLines(response)).toEqual([
      csvLine([...dayExportColumns]),
      ...expected.map(csvLine),
      "",
    ]);
    const exported = await server.database.db
      .selectFrom("orders")
      .select(["id", "exported_at"])
      .where("customer_id", "=", day)
      .execute();
    const marked = exported.filter((row) => row.exported_at !== null).map((row) => row.id);
    expect(marked.sort()).toEqual([early.id, dispatched.id].sort());
    const audit = await server.database.db
      .selectFrom("audit_log")
      .select("detail")
      .where("action", "=", "export-orders-of-day")
      .execute();
    expect(audit.map((entry) => entry.detail)).toContain(
      `2025-03-10: orders ${early.number}, ${dispatched.number}`,
    );
    const before = await api("GET", "/api/admin/orders/export?date=2025-03-09&format=csv");
    expect(await before.text()).toContain(`"${dayBefore.number}"`);
    const after = await api("GET", "/api/admin/orders/export?date=2025-03-11&format=csv");
    expect(await after.text()).toContain(`"${nextDay.number}"`);

    const xlsx = await api("GET", "/api/admin/orders/export?date=2025-03-10&format=xlsx");
    expect(xlsx.headers.get("content-disposition")).toBe(
      'attachment; filename="orders-2025-03-10.xlsx"',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await xlsx.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    const values = (n: number) =>
      Array.from(
        { length: dayExportColumns.length },
        (_, i) => sheet.getRow(n).getCell(i + 1).value,
      );
    expect(sheet.rowCount).toBe(1 + expected.length);
    expect(values(1)).toEqual([...dayExportColumns]);
    // As typed: the apostrophe is the CSV's guard alone (the party name "=cmd|…" stays so).
    const asTyped = (cells: (string | number | null)[]) =>
      cells.map((cell) => (typeof cell === "string" ? cell.replace(/^'(?=[=+\-@])/, "") : cell));
    expected.forEach((line, i) => expect(values(i + 2)).toEqual(asTyped(line)));
    expect(sheet.getRow(2).getCell(3).type).toBe(ExcelJS.ValueType.String);
    expect(sheet.getRow(2).getCell(3).formula).toBeUndefined();
  });

  it("puts an order accepted at 19:00 UTC into the next day's export, India's", async () => {
    const late = await place(unmailed, { acceptedAt: "2026-11-25T19:00:00.000Z" });
    const text = async (date: string) =>
      (await api("GET", `/api/admin/orders/export?date=${date}`)).text();
    expect(await text("2026-11-26")).toContain(`"${late.number}","U/7","Utkal Medical Hall"`);
    expect(await text("2026-11-25")).not.toContain(`"${late.number}","U/7"`);
  });

  it("refuses a day that is not one (400)", async () => {
    for (const date of ["2026-02-30", "2026-13-01", "26-11-2026", "", "2026-11-26T00:00"])
      expect(
        (await api("GET", `/api/admin/orders/export?date=${encodeURIComponent(date)}`)).status,
        date,
      ).toBe(400);
    expect((await api("GET", "/api/admin/orders/export")).status).toBe(400);
    expect((await api("GET", "/api/admin/orders/export?date=2026-11-26&format=pdf")).status).toBe(
      400,
    );
  });
});
