// A trade customer's side of orders (docs/product.md#orders): the order list kept on the
// server, placing an order (the scheme arithmetic, idempotency, numbers, the mails), the
// customer's own orders, the page and forms without JavaScript, every refusal of the contract
// and the retention of orders, on SQLite and PostgreSQL. One server per dialect, with the rate
// limits on and the mail going to a real SMTP server.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { site } from "#shared/content/site.ts";
import { texts } from "#shared/content/text.ts";
import type { ContentDocument } from "#shared/content/document.ts";
import {
  MAX_ITEM_QUANTITY,
  ORDER_RETENTION_YEARS,
  ORDERS_PAGE_SIZE,
  ORDERS_PER_HOUR,
} from "#shared/limits.ts";
import type { AccountList, Order } from "#shared/schemas/orders.ts";
import { fill } from "#shared/text-format.ts";
import { publishCatalogue } from "#server/catalogue/catalogue-store.server.ts";
import { queueMail } from "#server/mail/queue.server.ts";
import { eraseExpiredOrders } from "#server/orders/order-retention.server.ts";
import { call, customerMadeByStaff } from "#tests/support/customers.ts";
import { catalogueRow, dolo, zencarb } from "#tests/support/orders.ts";
import { adminCookie } from "#tests/support/sample-submissions.ts";
import { startOrderServer } from "#tests/support/order-server.ts";
import type { startSmtpServer } from "#tests/support/smtp.ts";
import { dialects, type TestServer } from "#tests/support/test-server.ts";
import { until } from "#tests/support/until.ts";

/** The live catalogue of these tests: each kind of scheme, stock and price. */
const catalogue = [
  zencarb,
  catalogueRow({
    name: "Sunbica Forte 50",
    manufacturer: "Anandvan Oncolabs",
    pack: "10 tablets",
    code: "SB50",
    mrp: 5397,
    rate: 4317.6,
    scheme: "5%",
    stock: 10,
    gst: 5,
  }),
  dolo,
  // No code (its id is a hash) and no rate yet.
  catalogueRow({ name: "Cetzine", manufacturer: "GSK", pack: "10 tablets", stock: 50 }),
  catalogueRow({
    name: "Leaving Soon",
    manufacturer: "Micro Labs",
    pack: "1 strip",
    code: "GONE1",
  }),
];

const orderTexts = texts.en.orderMail;

/** Every answer that depends on the customer's session is theirs alone. */
function expectPrivate(response: Response) {
  expect(response.headers.get("cache-control"), response.url).toBe("private, no-store");
  expect(response.headers.get("vary"), response.url).toContain("Cookie");
}

describe.each(dialects)("a customer's orders on %s", (dialect) => {
  let server: TestServer;
  let url: string;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  /** One staff session for the whole suite: each sign-in costs a password hash. */
  let staff: string;
  /** An Odia-speaking chemist with an email, and another customer. */
  let chemist: { id: string; cookie: string };
  let other: { id: string; cookie: string };
  let cetzine: string;
  /** Customers some tests share: each costs a password hash. */
  let lister: { id: string; cookie: string };
  let buyer: { id: string; cookie: string };

  let n = 0;
  const newCustomer = (fields: { email?: string; locale?: string; shopName?: string } = {}) => {
    n += 1;
    return customerMadeByStaff(url, staff, {
      shopName: `Chemist ${n}`,
      contactName: "Sanjay Behera",
      phone: `94370${String(40000 + n)}`,
      email: `chemist${n}@example.com`,
      code: `P-${n}`,
      ...fields,
    });
  };

  beforeAll(async () => {
    ({ server, smtp } = await startOrderServer(dialect, catalogue));
    url = server.url;
    cetzine = [...server.catalogue.orderableItems()].find((found) => found.name === "Cetzine")!.id;
    staff = await adminCookie(url);
    chemist = await newCustomer({
      shopName: "Maa Tarini Medical Store",
      email: "tarini.medical@example.com",
      locale: "or",
    });
    other = await newCustomer();
  });
  afterAll(async () => {
    await server.stop();
    await smtp.close();
  });

  const putList = (cookie: string, items: unknown[], headers: Record<string, string> = {}) =>
    call(`${url}/api/account/list`, "PUT", cookie, { items }, headers);
  const getList = (cookie: string) => call(`${url}/api/account/list`, "GET", cookie);
  const place = (cookie: string, body: unknown, headers: Record<string, string> = {}) =>
    call(`${url}/api/orders`, "POST", cookie, body, headers);
  /** A web form as a browser without JavaScript posts it, from the site's own page. */
  const form = (path: string, cookie: string, fields: Record<string, string>) =>
    fetch(`${url}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: {
        origin: url,
        cookie,
        accept: "text/html",
        "content-type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams(fields),
    });
  const page = (path: string, cookie: string) => fetch(`${url}${path}`, { headers: { cookie } });
  const ordersOf = (customerId: string) =>
    server.database.db
      .selectFrom("orders")
      .selectAll()
      .where("customer_id", "=", customerId)
      .orderBy("number")
      .execute();
  const outboxOf = (subjectId: string) =>
    server.database.db
      .selectFrom("outbox")
      .select(["kind", "status"])
      .where("subject_id", "=", subjectId)
      .orderBy("kind")
      .execute();

  describe("the order list kept on the server", () => {
    it("finds lines by id or by name, keeps and marks the unknown, and adds up repeated items", async () => {
      lister = await newCustomer();
      const { id, cookie } = lister;
      const put = await putList(cookie, [
        { itemId: "ZC150", quantity: 10 },
        // An older device list names its items: found whatever the case and spacing.
        { name: " cetzine ", manufacturer: "GSK", pack: "10  Tablets", quantity: 2 },
        { itemId: "ZC150", quantity: 15 },
        { name: "Old Syrup", manufacturer: "Nobody", pack: "100 ml", quantity: 1 },
        { itemId: "NOT-THERE", name: "Gone Tablet", quantity: 3 },
        { itemId: "D650", quantity: MAX_ITEM_QUANTITY },
        { itemId: "D650", quantity: 5 },
        { name: "Old Syrup", manufacturer: "Nobody", pack: "100 ml", quantity: 2 },
      ]);
      expect(put.status).toBe(200);
      expectPrivate(put);
      const list = (await put.json()) as AccountList;
      expect(
        list.items.map((line) => [line.itemId, line.name, line.quantity, line.inCatalogue]),
      ).toEqual([
        ["ZC150", "Zencarb 150", 25, true],
        [cetzine, "Cetzine", 2, true],
        [null, "Old Syrup", 3, false],
        ["NOT-THERE", "Gone Tablet", 3, false],
        ["D650", "Dolo 650", MAX_ITEM_QUANTITY, true],
      ]);
      // Today's terms, and what the scheme gives.
      expect(list.items[0]).toMatchObject({
        manufacturer: "Anandvan Oncolabs",
        pack: "1 vial",
        mrp: 5718.5,
        rate: 4574.8,
        scheme: "10+1",
        gst: 12,
        availability: "in_stock",
        free: 2,
        amount: 114370,
      });
      expect(list.items[1]).toMatchObject({ rate: null, amount: null, availability: "in_stock" });
      expect(list.items[2]).toMatchObject({
        mrp: null,
        rate: null,
        scheme: "",
        gst: null,
        availability: null,
        free: 0,
        amount: null,
      });
      // Lines not in the catalogue are left out of the estimate; the unpriced one is counted.
      expect(list.estimate).toEqual({
        total: 2_794_370,
        gst: 335_324.4,
        withGst: 3_129_694.4,
        unpriced: 1,
        gstUnknown: 0,
      });
      const got = await getList(cookie);
      expectPrivate(got);
      expect(await got.json()).toEqual(list);
      // No rate is ever stored with the list: only ids, names and quantities.
      const stored = await server.database.db
        .selectFrom("customer_list_items")
        .selectAll()
        .where("customer_id", "=", id)
        .execute();
      expect(stored).toHaveLength(5);
      expect(JSON.stringify(stored)).not.toContain("4574");
    });

    it("marks, by the name it had, a line whose item left the catalogue since it was added", async () => {
      const { cookie } = lister;
      await putList(cookie, [
        { itemId: "GONE1", quantity: 4 },
        { itemId: "D650", quantity: 1 },
      ]);
      await publishCatalogue(
        server.database,
        catalogue.filter((kept) => kept.code !== "GONE1"),
        "test",
      );
      await server.catalogue.refresh();
      const list = (await (await getList(cookie)).json()) as AccountList;
      expect(list.items[0]).toMatchObject({
        itemId: "GONE1",
        name: "Leaving Soon",
        inCatalogue: false,
        rate: null,
      });
      expect(list.estimate.total).toBe(26.8);
      // A device that keeps only ids and quantities sends it again: the name stays.
      const again = (await (
        await putList(cookie, [{ itemId: "GONE1", quantity: 5 }])
      ).json()) as AccountList;
      expect(again.items).toEqual([
        expect.objectContaining({
          itemId: "GONE1",
          name: "Leaving Soon",
          manufacturer: "Micro Labs",
          quantity: 5,
          inCatalogue: false,
        }),
      ]);
    });

    it("refuses a list with a bad quantity or a line that names nothing, and keeps the list", async () => {
      const { cookie } = lister;
      await putList(cookie, [{ itemId: "D650", quantity: 2 }]);
      for (const items of [
        [{ itemId: "D650", quantity: 0 }],
        [{ itemId: "D650", quantity: MAX_ITEM_QUANTITY + 1 }],
        [{ itemId: "D650", quantity: 1.5 }],
        [{ quantity: 1 }],
      ]) {
        const response = await putList(cookie, items);
        expect(response.status, JSON.stringify(items)).toBe(400);
        expectPrivate(response);
      }
      const list = (await (await getList(cookie)).json()) as AccountList;
      expect(list.items.map((line) => line.quantity)).toEqual([2]);
    });
  });

  describe("placing an order", () => {
    it("stores it whole from today's terms before the 201: the schemes' arithmetic, the estimate, its history, the list emptied", async () => {
      await putList(chemist.cookie, [{ itemId: "SB50", quantity: 1 }]);
      const placed = await place(chemist.cookie, {
        items: [
          { itemId: "ZC150", quantity: 20 },
          { itemId: "SB50", quantity: 3 },
          { itemId: "D650", quantity: 4 },
          { itemId: cetzine, quantity: 2 },
          { itemId: "ZC150", quantity: 5 },
        ],
        note: "Please send before Friday.\nCall first.",
        idempotencyKey: randomUUID(),
        // 25 Zencarb come to more than ₹1,00,000: a large line, confirmed.
        confirmLarge: true,
      });
      expect(placed.status).toBe(201);
      expectPrivate(placed);
      const { success, id, number } = (await placed.json()) as {
        success: true;
        id: string;
        number: number;
      };
      expect(success).toBe(true);
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(Number.isInteger(number) && number > 0).toBe(true);

      const [row] = (await ordersOf(chemist.id)).filter((order) => order.id === id);
      expect(row).toMatchObject({
        number,
        status: "received",
        note: "Please send before Friday.\nCall first.",
        staff_note: "",
        // 1,14,370.00 + 12,305.16 + 107.20; GST 13,724.40 + 615.26 + 12.86
        total_paise: 12_678_236,
        gst_paise: 1_435_252,
        accepted_at: null,
        exported_at: null,
      });
      const lines = await server.database.db
        .selectFrom("order_lines")
        .selectAll()
        .where("order_id", "=", id)
        .orderBy("position")
        .execute();
      const common = { order_id: id, supplied: null };
      expect(lines).toEqual([
        {
          ...common,
          position: 0,
          item_id: "ZC150",
          name: "Zencarb 150",
          manufacturer: "Anandvan Oncolabs",
          pack: "1 vial",
          code: "ZC150",
          // "10+1" and 25 ordered: 2 free.
          quantity: 25,
          free: 2,
          rate_paise: 457_480,
          scheme: "10+1",
          gst: 12,
          amount_paise: 11_437_000,
          availability: "in_stock",
        },
        {
          ...common,
          position: 1,
          item_id: "SB50",
          name: "Sunbica Forte 50",
          manufacturer: "Anandvan Oncolabs",
          pack: "10 tablets",
          code: "SB50",
          // "5%": no free goods, 5 % off the amount.
          quantity: 3,
          free: 0,
          rate_paise: 431_760,
          scheme: "5%",
          gst: 5,
          amount_paise: 1_230_516,
          availability: "low",
        },
        {
          ...common,
          position: 2,
          item_id: "D650",
          name: "Dolo 650",
          manufacturer: "Micro Labs",
          pack: "15 tablets",
          code: "D650",
          // No scheme; out of stock, and placed all the same.
          quantity: 4,
          free: 0,
          rate_paise: 2680,
          scheme: "",
          gst: 12,
          amount_paise: 10_720,
          availability: "out",
        },
        {
          ...common,
          position: 3,
          item_id: cetzine,
          name: "Cetzine",
          manufacturer: "GSK",
          pack: "10 tablets",
          code: "",
          // No rate: placed, without an amount.
          quantity: 2,
          free: 0,
          rate_paise: null,
          scheme: "",
          gst: null,
          amount_paise: null,
          availability: "in_stock",
        },
      ]);
      // Its first status, and its two mails, each queued once.
      const events = await server.database.db
        .selectFrom("order_events")
        .select("status")
        .where("order_id", "=", id)
        .execute();
      expect(events).toEqual([{ status: "received" }]);
      expect((await outboxOf(id)).map((mail) => mail.kind)).toEqual(["order", "order-received"]);
      // The list it was made from is done with.
      const list = (await (await getList(chemist.cookie)).json()) as AccountList;
      expect(list.items).toEqual([]);

      // The customer reads it back as the API's order.
      const read = await call(`${url}/api/orders/${id}`, "GET", chemist.cookie);
      expect(read.status).toBe(200);
      expectPrivate(read);
      const { order } = (await read.json()) as { order: Order & Record<string, unknown> };
      expect(order).toMatchObject({
        id,
        number,
        status: "received",
        note: "Please send before Friday.\nCall first.",
        staffNote: "",
        total: 126_782.36,
        gst: 14_352.52,
        history: [{ status: "received", at: row!.created_at }],
      });
      expect(order.lines[0]).toEqual({
        itemId: "ZC150",
        name: "Zencarb 150",
        manufacturer: "Anandvan Oncolabs",
        pack: "1 vial",
        code: "ZC150",
        quantity: 25,
        free: 2,
        rate: 4574.8,
        scheme: "10+1",
        gst: 12,
        amount: 114_370,
        availability: "in_stock",
        supplied: null,
      });
      expect(order).not.toHaveProperty("customerId");
      expect(order).not.toHaveProperty("exportedAt");
    });

    it("mails the company, and the customer in their own language, once each", async () => {
      const placed = await place(chemist.cookie, {
        items: [
          { itemId: "ZC150", quantity: 25 },
          { itemId: "D650", quantity: 4 },
          { itemId: cetzine, quantity: 1 },
        ],
        note: "Ring the bell twice",
        confirmLarge: true,
      });
      const { id, number } = (await placed.json()) as { id: string; number: number };
      const company = await until("the company's mail", () =>
        smtp.received.find(
          (mail) => mail.subject === `New order ${number} from Maa Tarini Medical Store (3 lines)`,
        ),
      );
      expect(company.to && "text" in company.to ? company.to.text : "").toBe(
        "orders@pharma.example",
      );
      expect(company.replyTo?.value[0]?.address).toBe("tarini.medical@example.com");
      for (const expected of [
        `Order ${number} was placed through the website on`,
        "Shop:       Maa Tarini Medical Store",
        `Party code: P-1`,
        "Phone:      9437040001",
        "Email:      tarini.medical@example.com",
        "Language:   Odia",
        "1. Zencarb 150 | Anandvan Oncolabs | 1 vial | code ZC150\n   Qty 25 + 2 free · Rate ₹4,574.80 · Scheme 10+1 · Amount ₹1,14,370.00",
        "2. Dolo 650 | Micro Labs | 15 tablets | code D650 [OUT OF STOCK]",
        "3. Cetzine | GSK | 10 tablets [NO RATE]",
        "Estimate: ₹1,14,477.20 before GST, GST (estimate) ₹13,737.26, ₹1,28,214.46 with GST. 1 line has no rate and is not counted.",
        "Ring the bell twice",
        "Orders page",
      ])
        expect(company.text).toContain(expected);

      const odia = texts.or.orderMail;
      const customer = await until("the customer's mail", () =>
        smtp.received.find(
          (mail) =>
            mail.subject === fill(odia.receivedSubject, { number, company: site.shortName }),
        ),
      );
      expect(customer.to && "text" in customer.to ? customer.to.text : "").toBe(
        "tarini.medical@example.com",
      );
      expect(customer.text).toContain(
        fill(odia.receivedText, { number, shopName: "Maa Tarini Medical Store" }).split(
          "{date}",
        )[0],
      );
      for (const expected of [
        `1. Zencarb 150 (1 vial, Anandvan Oncolabs): ${fill(odia.withFree, { quantity: 25, free: 2 })} · ${texts.or.account.terms.rate} ₹4,574.80 · ${texts.or.account.terms.scheme} 10+1 · ₹1,14,370.00`,
        texts.or.account.terms.availability.out,
        texts.or.account.terms.noRate,
        `${odia.estimate.gst}: ₹13,737.26`,
        odia.estimate.mayDiffer,
        fill(odia.yourNote, { note: "Ring the bell twice" }),
        "/or/account",
      ])
        expect(customer.text).toContain(expected);

      // Once each: both marked sent, and no second copy arrives.
      await until("both mails marked sent", async () =>
        (await outboxOf(id)).every((mail) => mail.status === "sent"),
      );
      expect(smtp.received.filter((mail) => mail.subject === company.subject)).toHaveLength(1);
      expect(smtp.received.filter((mail) => mail.subject === customer.subject)).toHaveLength(1);
    });

    it("tells the customer each status staff move the order to, with their note and what was supplied", async () => {
      const placed = await place(chemist.cookie, {
        items: [{ itemId: "ZC150", quantity: 25 }],
        confirmLarge: true,
      });
      const { id, number } = (await placed.json()) as { id: string; number: number };
      // Staff accept it, supply 20 of 25 with a note, and dispatch it, through their own API.
      const patch = (change: object) =>
        call(`${url}/api/admin/orders/${id}`, "PATCH", staff, change);
      expect((await patch({ status: "accepted" })).status).toBe(200);
      const supplied = { lines: [{ index: 0, supplied: 20 }], note: "Two vials come next week." };
      expect((await patch(supplied)).status).toBe(200);
      expect((await patch({ status: "dispatched" })).status).toBe(200);
      server.outbox.kick();
      const odia = texts.or.orderMail;
      const mail = await until("the status mail", () =>
        smtp.received.find(
          (received) =>
            received.subject ===
            fill(odia.statusSubject, {
              number,
              status: texts.or.orders.mine.statuses.dispatched,
              company: site.shortName,
            }),
        ),
      );
      expect(mail.to && "text" in mail.to ? mail.to.text : "").toBe("tarini.medical@example.com");
      expect(mail.text).toContain(
        fill(odia.statusText.dispatched, { number, shopName: "Maa Tarini Medical Store" }),
      );
      expect(mail.text).toContain(fill(odia.staffNote, { note: "Two vials come next week." }));
      // Supplied counts billed units; its free goods follow by the scheme (10+1: 20 → 2 free).
      expect(mail.text).toContain(
        fill(odia.supplied, { supplied: fill(odia.withFree, { quantity: 20, free: 2 }) }),
      );
      // Both totals: of the order placed, and of what goes out.
      expect(mail.text).toContain(
        `${odia.estimate.ordered}:\n${odia.estimate.beforeGst}: ₹1,14,370.00`,
      );
      expect(mail.text).toContain(
        `${odia.estimate.supplied}:\n${odia.estimate.beforeGst}: ₹91,496.00`,
      );
      expect(mail.text).toContain("/or/account");
    });

    it("mails only the company when the customer has no email", async () => {
      const { cookie } = await newCustomer({ email: "" });
      const placed = await place(cookie, { items: [{ itemId: "D650", quantity: 1 }] });
      expect(placed.status).toBe(201);
      const { id } = (await placed.json()) as { id: string };
      expect((await outboxOf(id)).map((mail) => mail.kind)).toEqual(["order"]);
    });

    it("numbers orders from one counter: unique, and increasing, also when placed at once", async () => {
      const numbers: number[] = [];
      for (let i = 0; i < 3; i++) {
        const placed = await place(other.cookie, { items: [{ itemId: "D650", quantity: 1 }] });
        numbers.push(((await placed.json()) as { number: number }).number);
      }
      expect(numbers[1]).toBeGreaterThan(numbers[0]!);
      expect(numbers[2]).toBeGreaterThan(numbers[1]!);
      const atOnce = await Promise.all(
        [other, chemist, other, chemist, other, chemist].map((customer) =>
          place(customer.cookie, { items: [{ itemId: "ZC150", quantity: 1 }] }),
        ),
      );
      expect(atOnce.map((response) => response.status)).toEqual(Array(6).fill(201));
      const concurrent = await Promise.all(
        atOnce.map(async (response) => ((await response.json()) as { number: number }).number),
      );
      expect(new Set(concurrent).size).toBe(6);
      for (const number of concurrent) expect(number).toBeGreaterThan(numbers[2]!);
      const all = await server.database.db.selectFrom("orders").select("number").execute();
      expect(new Set(all.map((row) => row.number)).size).toBe(all.length);
    });
  });

  describe("a repeat of the placing page's key", () => {
    it("places nothing within 24 hours and answers with the first order; other lines are a 409", async () => {
      buyer = await newCustomer();
      const customer = buyer;
      const key = randomUUID();
      const body = {
        items: [
          { itemId: "ZC150", quantity: 10 },
          { itemId: "D650", quantity: 2 },
        ],
        note: "Urgent",
        idempotencyKey: key,
      };
      const first = await place(customer.cookie, body);
      expect(first.status).toBe(201);
      const placed = (await first.json()) as { id: string; number: number };
      // A retry after a lost answer, even with its lines in another order.
      const again = await place(customer.cookie, { ...body, items: [...body.items].reverse() });
      expect(again.status).toBe(201);
      expectPrivate(again);
      expect(await again.json()).toEqual({ success: true, ...placed });
      for (const changed of [
        { ...body, items: [{ itemId: "ZC150", quantity: 11 }, body.items[1]] },
        { ...body, note: "Not urgent" },
      ]) {
        const conflict = await place(customer.cookie, changed);
        expect(conflict.status).toBe(409);
        expect(await conflict.json()).toEqual({
          success: false,
          error: orderTexts.answers.keyReused,
        });
      }
      expect(await ordersOf(customer.id)).toHaveLength(1);
      expect((await outboxOf(placed.id)).map((mail) => mail.kind)).toEqual([
        "order",
        "order-received",
      ]);
      // Another customer's use of the same key is their own order.
      const theirs = await place(other.cookie, body);
      expect(theirs.status).toBe(201);
      expect(((await theirs.json()) as { id: string }).id).not.toBe(placed.id);
    });

    it("places one order when the same key is posted several times at once", async () => {
      const customer = buyer;
      const before = await ordersOf(customer.id);
      const body = { items: [{ itemId: "ZC150", quantity: 3 }], idempotencyKey: randomUUID() };
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => place(customer.cookie, body)),
      );
      expect(answers.map((response) => response.status)).toEqual(Array(5).fill(201));
      const bodies = await Promise.all(answers.map((response) => response.json()));
      expect(new Set(bodies.map((answer) => JSON.stringify(answer))).size).toBe(1);
      const orders = await ordersOf(customer.id);
      expect(orders).toHaveLength(before.length + 1);
      expect((await outboxOf(orders.at(-1)!.id)).map((mail) => mail.kind)).toEqual([
        "order",
        "order-received",
      ]);
    });

    it("is free again after 24 hours: the same key then places a new order", async () => {
      const customer = buyer;
      const body = { items: [{ itemId: "D650", quantity: 1 }], idempotencyKey: randomUUID() };
      const first = (await (await place(customer.cookie, body)).json()) as {
        id: string;
        number: number;
      };
      await server.database.db
        .updateTable("orders")
        .set({ created_at: new Date(Date.now() - 25 * 3_600_000).toISOString() })
        .where("id", "=", first.id)
        .execute();
      const second = await place(customer.cookie, body);
      expect(second.status).toBe(201);
      const placed = (await second.json()) as { id: string; number: number };
      expect(placed.id).not.toBe(first.id);
      expect(placed.number).toBeGreaterThan(first.number);
      const orders = (await ordersOf(customer.id)).filter((order) =>
        [first.id, placed.id].includes(order.id),
      );
      expect(orders.map((order) => [order.id, order.idempotency_key])).toEqual([
        [first.id, null],
        [placed.id, body.idempotencyKey],
      ]);
    });
  });

  describe("refusals", () => {
    it("answers 401 to every order call without an active customer's session", async () => {
      for (const cookie of ["", "account=forged-token", staff])
        for (const [method, path, body] of [
          ["GET", "/api/account/list", undefined],
          ["PUT", "/api/account/list", { items: [] }],
          ["POST", "/api/orders", { items: [{ itemId: "D650", quantity: 1 }] }],
          ["GET", "/api/orders", undefined],
          ["GET", "/api/orders/00000000-0000-4000-8000-000000000000", undefined],
        ] as const) {
          const response = await call(`${url}${path}`, method, cookie, body);
          expect(response.status, `${method} ${path}`).toBe(401);
          expectPrivate(response);
          expect(await response.json()).toEqual({
            success: false,
            error: texts.en.account.answers.signedOut,
          });
        }
    });

    it("refuses a cross-site post (403), a wrong body type (415) and an oversized body (413), storing nothing", async () => {
      const customer = other;
      const before = await ordersOf(customer.id);
      const body = JSON.stringify({ items: [{ itemId: "D650", quantity: 1 }] });
      const large = JSON.stringify({
        items: [{ itemId: "D650", quantity: 1 }],
        note: "x".repeat(200_000),
      });
      for (const [method, path] of [
        ["PUT", "/api/account/list"],
        ["POST", "/api/orders"],
      ] as const)
        for (const [headers, sent, status] of [
          [{ origin: "https://evil.example", "content-type": "application/json" }, body, 403],
          [{ "sec-fetch-site": "cross-site", "content-type": "application/json" }, body, 403],
          [{ "content-type": "text/plain" }, body, 415],
          [{ "content-type": "application/json" }, large, 413],
        ] as const) {
          const response = await fetch(`${url}${path}`, {
            method,
            headers: { origin: url, cookie: customer.cookie, ...headers },
            body: sent,
          });
          expect(response.status, `${method} ${path} ${JSON.stringify(headers)}`).toBe(status);
          expectPrivate(response);
        }
      const crossSiteForm = await fetch(`${url}/account/list`, {
        method: "POST",
        redirect: "manual",
        headers: {
          origin: "https://evil.example",
          cookie: customer.cookie,
          "content-type": "application/x-www-form-urlencoded",
        },
        body: new URLSearchParams({ action: "add", itemId: "D650", quantity: "1" }),
      });
      expect(crossSiteForm.status).toBe(403);
      expect(await ordersOf(customer.id)).toEqual(before);
      const list = (await (await getList(customer.cookie)).json()) as AccountList;
      expect(list.items).toEqual([]);
    });

    it("refuses lines not in the live catalogue with one error per line, and places nothing", async () => {
      const customer = other;
      const before = await ordersOf(customer.id);
      const response = await place(customer.cookie, {
        items: [
          { itemId: "ZC150", quantity: 1 },
          { itemId: "NOT-THERE", quantity: 2 },
          { itemId: "GONE1", quantity: 1 },
          { itemId: "D650", quantity: 1 },
        ],
      });
      expect(response.status).toBe(400);
      expectPrivate(response);
      expect(await response.json()).toEqual({
        success: false,
        error: orderTexts.answers.notInCatalogue,
        errors: [
          { index: 1, itemId: "NOT-THERE", message: orderTexts.answers.lineNotInCatalogue },
          { index: 2, itemId: "GONE1", message: orderTexts.answers.lineNotInCatalogue },
        ],
      });
      expect(await ordersOf(customer.id)).toEqual(before);
    });

    it.each([
      ["a quantity of 0", { items: [{ itemId: "D650", quantity: 0 }] }],
      [
        "a quantity over the limit",
        { items: [{ itemId: "D650", quantity: MAX_ITEM_QUANTITY + 1 }] },
      ],
      ["a part of a pack", { items: [{ itemId: "D650", quantity: 2.5 }] }],
      ["a quantity in words", { items: [{ itemId: "D650", quantity: "ten" }] }],
      // Whole numbers only: a number, or a form's string of digits (security review, round 4).
      ["a quantity of true", { items: [{ itemId: "D650", quantity: true }] }],
      ["a quantity in a list", { items: [{ itemId: "D650", quantity: [7] }] }],
      ["a hexadecimal quantity", { items: [{ itemId: "D650", quantity: "0x10" }] }],
      ["a quantity in exponent form", { items: [{ itemId: "D650", quantity: "1e5" }] }],
      ["a quantity with a decimal point", { items: [{ itemId: "D650", quantity: "7.0" }] }],
      ["an empty quantity", { items: [{ itemId: "D650", quantity: "" }] }],
      ["no lines", { items: [] }],
      ["201 lines", { items: Array(201).fill({ itemId: "D650", quantity: 1 }) }],
      [
        "a note with a control character",
        { items: [{ itemId: "D650", quantity: 1 }], note: "a\u0007b" },
      ],
      ["a key that is no UUID", { items: [{ itemId: "D650", quantity: 1 }], idempotencyKey: "1" }],
    ])("refuses %s with 400", async (_, body) => {
      const before = (await ordersOf(other.id)).length;
      const response = await place(other.cookie, body);
      expect(response.status).toBe(400);
      expectPrivate(response);
      expect(((await response.json()) as { success: boolean }).success).toBe(false);
      expect(await ordersOf(other.id)).toHaveLength(before);
    });

    it("takes a quantity as a whole number, or as a form's string of digits, and nothing else in the list", async () => {
      for (const quantity of [true, [7], "0x10", "1e5", " ", null])
        expect(
          (
            await call(`${url}/api/account/list`, "PUT", other.cookie, {
              items: [{ itemId: "D650", quantity }],
            })
          ).status,
          JSON.stringify(quantity),
        ).toBe(400);
      const saved = await call(`${url}/api/account/list`, "PUT", other.cookie, {
        items: [
          { itemId: "D650", quantity: 7 },
          { itemId: "ZC150", quantity: "12" },
        ],
      });
      expect(saved.status).toBe(200);
      const list = (await saved.json()) as AccountList;
      expect(list.items.map((line) => line.quantity)).toEqual([7, 12]);
      await call(`${url}/api/account/list`, "PUT", other.cookie, { items: [] });
    });

    it("answers another customer's order exactly as one that does not exist", async () => {
      const [mine] = await ordersOf(chemist.id);
      const theirs = await call(`${url}/api/orders/${mine!.id}`, "GET", other.cookie);
      const unknown = await call(`${url}/api/orders/${randomUUID()}`, "GET", other.cookie);
      for (const response of [theirs, unknown]) {
        expect(response.status).toBe(404);
        expectPrivate(response);
      }
      expect(await theirs.json()).toEqual(await unknown.json());
      const listed = (await (await call(`${url}/api/orders`, "GET", other.cookie)).json()) as {
        orders: Order[];
      };
      expect(listed.orders.map((order) => order.id)).not.toContain(mine!.id);
    });
  });

  describe("a large order", () => {
    it("asks to confirm a line over ten times the customer's usual quantity, naming it, and places it once confirmed", async () => {
      const customer = await newCustomer();
      // Usual: the median of the earlier orders holding Dolo 650 (10, 20 and 30 → 20).
      for (const quantity of [10, 20, 30]) {
        const earlier = await place(customer.cookie, {
          items: [{ itemId: "D650", quantity }],
        });
        expect(earlier.status).toBe(201);
      }
      const key = randomUUID();
      const large = {
        items: [
          { itemId: "SB50", quantity: 1 },
          { itemId: "D650", quantity: 201 },
        ],
        idempotencyKey: key,
      };
      const asked = await place(customer.cookie, large);
      expect(asked.status).toBe(409);
      expect(await asked.json()).toEqual({
        success: false,
        error: orderTexts.answers.needsConfirm,
        needsConfirm: [{ index: 1, reason: "usual", usual: 20 }],
      });
      expect(await ordersOf(customer.id)).toHaveLength(3);
      // Ten times exactly is no more than usual.
      const usual = await place(customer.cookie, {
        items: [{ itemId: "D650", quantity: 200 }],
      });
      expect(usual.status).toBe(201);
      const confirmed = await place(customer.cookie, { ...large, confirmLarge: true });
      expect(confirmed.status).toBe(201);
      expect(await ordersOf(customer.id)).toHaveLength(5);
    });

    it("asks to confirm a line over ₹1,00,000 and an order over ₹5,00,000 with GST, and no usual before two orders", async () => {
      const customer = await newCustomer();
      // Zencarb 150 at ₹4,574.80 + 12 % GST: 19 come to ₹97,351.74, 20 to ₹1,02,475.52.
      const line = await place(customer.cookie, { items: [{ itemId: "ZC150", quantity: 20 }] });
      expect(line.status).toBe(409);
      expect(((await line.json()) as { needsConfirm: unknown }).needsConfirm).toEqual([
        { index: 0, reason: "line", amount: 102_475.52 },
      ]);
      expect(
        (await place(customer.cookie, { items: [{ itemId: "ZC150", quantity: 19 }] })).status,
      ).toBe(201);
      // One earlier order is no usual yet: 19 times as many Zencarb would be over the line's
      // limit, so Dolo 650 shows it: 1,900 (₹57,030.40 with GST) after one order of 19 go through.
      expect(
        (await place(customer.cookie, { items: [{ itemId: "D650", quantity: 19 }] })).status,
      ).toBe(201);
      expect(
        (await place(customer.cookie, { items: [{ itemId: "D650", quantity: 1900 }] })).status,
      ).toBe(201);
      // ₹3,07,426.56 and ₹2,58,408.36: each line over its limit, and the order over ₹5,00,000.
      const many = await place(customer.cookie, {
        items: [
          { itemId: cetzine, quantity: 5 },
          { itemId: "ZC150", quantity: 60 },
          { itemId: "SB50", quantity: 60 },
        ],
      });
      expect(many.status).toBe(409);
      expect(((await many.json()) as { needsConfirm: unknown }).needsConfirm).toEqual([
        { index: 1, reason: "line", amount: 307_426.56 },
        { index: 2, reason: "line", amount: 258_408.36 },
        { index: null, reason: "order", amount: 565_834.92 },
      ]);
    });

    it("asks again without JavaScript, naming the lines, and places the list once confirmed", async () => {
      const customer = await newCustomer({ locale: "hi" });
      await putList(customer.cookie, [{ itemId: "ZC150", quantity: 20 }]);
      const key = randomUUID();
      const asked = await form("/api/orders", customer.cookie, {
        idempotencyKey: key,
        locale: "hi",
        note: "Before noon",
      });
      expect(asked.status).toBe(409);
      const html = await asked.text();
      const large = texts.hi.orders.large;
      expect(html).toContain(large.heading);
      expect(html).toContain(
        fill(large.line, { item: "Zencarb 150", amount: "₹1,02,475.52", limit: "₹1,00,000.00" }),
      );
      expect(html).toMatch(/<button value="1" type="submit"[^>]* name="confirmLarge">/);
      expect(html).toContain(`name="idempotencyKey" value="${key}"`);
      expect(html).toMatch(/<textarea[^>]* name="note"[^>]*>Before noon<\/textarea>/);
      expect(await ordersOf(customer.id)).toEqual([]);
      const confirmed = await form("/api/orders", customer.cookie, {
        idempotencyKey: key,
        locale: "hi",
        note: "Before noon",
        confirmLarge: "1",
      });
      expect(confirmed.status).toBe(303);
      const [order] = await ordersOf(customer.id);
      expect(order?.note).toBe("Before noon");
    });
  });

  describe("the limit and the customer's orders", () => {
    it(`lets a customer place ${ORDERS_PER_HOUR} orders an hour, refuses the next with Retry-After, never counts a repeat, and lists them newest first`, async () => {
      const customer = await newCustomer();
      const firstKey = randomUUID();
      const body = (idempotencyKey?: string) => ({
        items: [{ itemId: "D650", quantity: 1 }],
        idempotencyKey,
      });
      const first = (await (await place(customer.cookie, body(firstKey))).json()) as {
        id: string;
      };
      for (let i = 0; i < 3; i++)
        expect((await place(customer.cookie, body(firstKey))).status).toBe(201);
      for (let i = 1; i < ORDERS_PER_HOUR; i++)
        expect((await place(customer.cookie, body(randomUUID()))).status, `order ${i + 1}`).toBe(
          201,
        );
      const refused = await place(customer.cookie, body(randomUUID()));
      expect(refused.status).toBe(429);
      expectPrivate(refused);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await refused.json()).toEqual({ success: false, error: orderTexts.answers.tooMany });
      // A retry of an order already placed is still answered.
      const repeat = await place(customer.cookie, body(firstKey));
      expect(repeat.status).toBe(201);
      expect(((await repeat.json()) as { id: string }).id).toBe(first.id);
      // Another customer is not held back by this one's orders.
      expect((await place(other.cookie, body())).status).toBe(201);

      const stored = await ordersOf(customer.id);
      expect(stored).toHaveLength(ORDERS_PER_HOUR);
      const pageOne = await call(`${url}/api/orders`, "GET", customer.cookie);
      expectPrivate(pageOne);
      const one = (await pageOne.json()) as { total: number; page: number; orders: Order[] };
      expect(one.total).toBe(ORDERS_PER_HOUR);
      expect(one.page).toBe(1);
      expect(one.orders.map((order) => order.number)).toEqual(
        stored
          .map((order) => order.number)
          .reverse()
          .slice(0, ORDERS_PAGE_SIZE),
      );
      expect(one.orders[0]!.lines).toEqual([
        expect.objectContaining({ itemId: "D650", quantity: 1, code: "D650", rate: 26.8 }),
      ]);
      const two = (await (
        await call(`${url}/api/orders?page=2`, "GET", customer.cookie)
      ).json()) as { orders: Order[] };
      expect(two.orders).toHaveLength(ORDERS_PER_HOUR - ORDERS_PAGE_SIZE);
      expect((await call(`${url}/api/orders?page=0`, "GET", customer.cookie)).status).toBe(400);
    });
  });

  describe("without JavaScript", () => {
    it("adds from the search page, changes and removes lines, places the list, and shows the order placed", async () => {
      const customer = await newCustomer({ locale: "hi" });
      const hindi = texts.hi.orderMail;
      const search = await page("/hi/products/search?q=zencarb", customer.cookie);
      expectPrivate(search);
      const results = await search.text();
      expect(results).toContain(texts.hi.orders.add.add);
      expect(results).toContain('action="/hi/account/list"');
      expect(results).toContain('name="back" value="/hi/products/search?q=zencarb"');
      expect(results).toContain('href="/hi/account/order"');
      const anonymous = await (await page("/hi/products/search?q=zencarb", "")).text();
      expect(anonymous).not.toContain(texts.hi.orders.add.add);

      const back = "/hi/products/search?q=zencarb";
      const added = await form("/hi/account/list", customer.cookie, {
        action: "add",
        itemId: "ZC150",
        quantity: "12",
        back,
      });
      expect(added.status).toBe(303);
      expect(added.headers.get("location")).toBe(back);
      expectPrivate(added);
      for (const [itemId, quantity] of [
        ["ZC150", "13"],
        ["D650", "2"],
        ["SB50", "1"],
      ] as const)
        expect(
          (
            await form("/hi/account/list", customer.cookie, {
              action: "add",
              itemId,
              quantity,
              back,
            })
          ).status,
        ).toBe(303);
      // Back only to a page of this site.
      for (const away of ["https://evil.example/", "//evil.example/", "/\\evil.example"]) {
        const response = await form("/hi/account/list", customer.cookie, {
          action: "set",
          index: "2",
          itemId: "SB50",
          quantity: "4",
          back: away,
        });
        expect(response.headers.get("location")).toBe("/hi/account/order");
      }

      const orderPage = await page("/hi/account/order", customer.cookie);
      expect(orderPage.status).toBe(200);
      expectPrivate(orderPage);
      expect(orderPage.headers.get("x-robots-tag")).toBe("noindex");
      const html = await orderPage.text();
      for (const expected of [
        '<html lang="hi-IN">',
        '<meta name="robots" content="noindex"/>',
        "Zencarb 150",
        `${texts.hi.orders.list.free}</dt><dd class="font-semibold text-slate-900">2</dd>`,
        "Dolo 650",
        texts.hi.account.terms.availability.out,
        "Sunbica Forte 50",
        'value="4"',
        texts.hi.orders.estimate.heading,
        texts.hi.orders.estimate.gst,
        texts.hi.orders.place.submit,
        // The hint the form with JavaScript gives.
        texts.hi.orders.place.noteHint,
        texts.hi.orders.mine.empty,
      ])
        expect(html, expected).toContain(expected);
      const key = /name="idempotencyKey" value="([0-9a-f-]{36})"/.exec(html)![1]!;
      // Each rendering is a new order: a new key.
      const reloaded = await (await page("/hi/account/order", customer.cookie)).text();
      expect(reloaded).not.toContain(key);

      const removed = await form("/hi/account/list", customer.cookie, {
        action: "remove",
        index: "2",
        itemId: "SB50",
      });
      expect(removed.headers.get("location")).toBe("/hi/account/order");
      // The same form again (from a page shown before): that line is gone.
      const stale = await form("/hi/account/list", customer.cookie, {
        action: "remove",
        index: "2",
        itemId: "SB50",
      });
      expect(stale.status).toBe(400);
      expect(await stale.text()).toContain(hindi.answers.noSuchLine);
      const badQuantity = await form("/hi/account/list", customer.cookie, {
        action: "set",
        index: "0",
        itemId: "ZC150",
        quantity: "0",
      });
      expect(badQuantity.status).toBe(400);
      expect(await badQuantity.text()).toContain(hindi.answers.badQuantity);

      const placed = await form("/api/orders", customer.cookie, {
        idempotencyKey: key,
        note: "Ring twice",
        locale: "hi",
        // 25 Zencarb come to more than ₹1,00,000: the page asked, and this is the confirmation.
        confirmLarge: "1",
      });
      expect(placed.status).toBe(303);
      expectPrivate(placed);
      const location = placed.headers.get("location")!;
      const number = Number(/^\/hi\/account\/order\?placed=(\d+)$/.exec(location)![1]);
      // A double tap on "Place order" places nothing more.
      const doubleTap = await form("/api/orders", customer.cookie, {
        idempotencyKey: key,
        note: "Ring twice",
        locale: "hi",
      });
      expect(doubleTap.headers.get("location")).toBe(location);
      expect(await ordersOf(customer.id)).toHaveLength(1);

      const after = await (await page(location, customer.cookie)).text();
      expect(after).toContain(fill(texts.hi.orders.place.placed, { number }));
      expect(after).toContain(fill(texts.hi.orders.mine.order, { number }));
      expect(after).toContain(texts.hi.orders.mine.statuses.received);
      expect(after).toContain(texts.hi.orders.list.empty);
      // Another customer's number is not confirmed to this one.
      const [theirs] = await ordersOf(chemist.id);
      const forged = await (
        await page(`/hi/account/order?placed=${theirs!.number}`, customer.cookie)
      ).text();
      expect(forged).not.toContain(fill(texts.hi.orders.place.placed, { number: theirs!.number }));

      const { orders } = (await (
        await call(`${url}/api/orders`, "GET", customer.cookie)
      ).json()) as {
        orders: Order[];
      };
      expect(orders).toHaveLength(1);
      expect(orders[0]!.note).toBe("Ring twice");
      expect(orders[0]!.lines.map((line) => [line.name, line.quantity, line.free])).toEqual([
        ["Zencarb 150", 25, 2],
        ["Dolo 650", 2, 0],
      ]);
    });

    it("asks a visitor who is not signed in to sign in, on the page and from the forms", async () => {
      const signedOut = await page("/or/account/order", "");
      expect(signedOut.status).toBe(200);
      expectPrivate(signedOut);
      const html = await signedOut.text();
      expect(html).toContain(texts.or.orderMail.page.signedOut);
      expect(html).toContain('href="/or/account"');
      for (const path of ["/or/account/list", "/api/orders"]) {
        const response = await form(path, "", { action: "add", itemId: "D650", quantity: "1" });
        expect(response.status, path).toBe(401);
        expectPrivate(response);
      }
      const refused = await fetch(`${url}/or/account/list`, {
        method: "POST",
        headers: {
          origin: url,
          referer: `${url}/or/account/order`,
          accept: "text/html",
          "content-type": "application/x-www-form-urlencoded",
        },
        body: new URLSearchParams({ action: "add", itemId: "D650", quantity: "1" }),
      });
      expect(await refused.text()).toContain(texts.or.account.answers.signedOut);
    });

    it("refuses to place an empty list, or one with a line no longer in the catalogue, saying which", async () => {
      const customer = lister;
      await putList(customer.cookie, []);
      const empty = await form("/api/orders", customer.cookie, { idempotencyKey: randomUUID() });
      expect(empty.status).toBe(400);
      expect(await empty.text()).toContain(orderTexts.answers.emptyList);
      await putList(customer.cookie, [
        { itemId: "D650", quantity: 1 },
        { itemId: "NOT-THERE", name: "Gone Tablet", quantity: 1 },
      ]);
      const refused = await form("/api/orders", customer.cookie, { idempotencyKey: randomUUID() });
      expect(refused.status).toBe(400);
      const html = await refused.text();
      expect(html).toContain(orderTexts.answers.notInCatalogue);
      expect(html).toContain(`Gone Tablet: ${orderTexts.answers.lineNotInCatalogue}`);
      expect(await ordersOf(customer.id)).toEqual([]);
      const unknown = await form("/account/list", customer.cookie, {
        action: "add",
        itemId: "NOT-THERE",
        quantity: "1",
      });
      expect(unknown.status).toBe(400);
    });
  });

  describe("in the owner's words", () => {
    it("writes the order page and the customer's mail with the published texts", async () => {
      const live = (await (await call(`${url}/api/admin/content`, "GET", staff)).json()) as {
        version: number;
        content: ContentDocument;
      };
      const odia = live.content.texts.or;
      odia.account.terms.rate = "ଦର (ଦୋକାନ ପାଇଁ)";
      odia.orderMail.page.title = "ମୋ ଅର୍ଡର ତାଲିକା";
      const published = await call(`${url}/api/admin/content`, "PUT", staff, {
        baseVersion: live.version,
        content: live.content,
      });
      expect(published.status).toBe(200);

      const customer = await newCustomer({ locale: "or", email: "words@example.com" });
      const added = await form("/or/account/list", customer.cookie, {
        action: "add",
        itemId: "ZC150",
        quantity: "2",
      });
      expect(added.status).toBe(303);
      const html = await (await page("/or/account/order", customer.cookie)).text();
      expect(html).toContain("ମୋ ଅର୍ଡର ତାଲିକା");
      // The line's terms, each a label and its value.
      const rate = (label: string) =>
        `<dt class="text-slate-600">${label}</dt><dd class="font-semibold text-slate-900">₹4,574.80</dd>`;
      expect(html).toContain(rate("ଦର (ଦୋକାନ ପାଇଁ)"));
      expect(html).not.toContain(rate(texts.or.account.terms.rate));

      const placed = await place(customer.cookie, { items: [{ itemId: "ZC150", quantity: 2 }] });
      expect(placed.status, await placed.clone().text()).toBe(201);
      const { number } = (await placed.json()) as { number: number };
      const mail = await until("the customer's mail", () =>
        smtp.received.find(
          (received) =>
            received.subject ===
            fill(texts.or.orderMail.receivedSubject, { number, company: site.shortName }),
        ),
      );
      expect(mail.text).toContain("ଦର (ଦୋକାନ ପାଇଁ) ₹4,574.80");
    });
  });

  describe("retention", () => {
    it(`deletes orders ${ORDER_RETENTION_YEARS} years after they were placed, with their lines, history and mails`, async () => {
      const customer = other;
      const placeOne = async () =>
        (
          (await (
            await place(customer.cookie, { items: [{ itemId: "D650", quantity: 1 }] })
          ).json()) as { id: string }
        ).id;
      const [old, young] = [await placeOne(), await placeOne()];
      const yearsAgo = (days: number) => {
        const at = new Date();
        at.setUTCFullYear(at.getUTCFullYear() - ORDER_RETENTION_YEARS);
        return new Date(at.getTime() + days * 86_400_000).toISOString();
      };
      const db = server.database.db;
      await db
        .updateTable("orders")
        .set({ created_at: yearsAgo(-1) })
        .where("id", "=", old)
        .execute();
      await db
        .updateTable("orders")
        .set({ created_at: yearsAgo(1) })
        .where("id", "=", young)
        .execute();
      const event = await db
        .insertInto("order_events")
        .values({ order_id: old, status: "cancelled", at: yearsAgo(0) })
        .returning("id")
        .executeTakeFirstOrThrow();
      await queueMail(db, "order-status", String(event.id), yearsAgo(0));

      expect(await eraseExpiredOrders(db, ORDER_RETENTION_YEARS)).toBe(1);
      const kept = (await ordersOf(customer.id)).map((order) => order.id);
      expect(kept).toContain(young);
      expect(kept).not.toContain(old);
      for (const table of ["order_lines", "order_events"] as const)
        expect(
          await db.selectFrom(table).select("order_id").where("order_id", "=", old).execute(),
          table,
        ).toEqual([]);
      expect(await outboxOf(old)).toEqual([]);
      expect(await outboxOf(String(event.id))).toEqual([]);
      expect(
        await db
          .selectFrom("order_lines")
          .select("position")
          .where("order_id", "=", young)
          .execute(),
      ).toHaveLength(1);
      expect((await outboxOf(young)).length).toBe(2);
    });
  });
});
