// Staff take an order for a customer by phone, WhatsApp or a visit (docs/product.md#orders), on
// SQLite and PostgreSQL: the order is the customer's and only theirs, marked with who took it and
// how; only active customers are mailed (a real SMTP server); requested, rejected, disabled and
// erased customers are refused; the key makes a double submit one order; every refusal of the
// contract; and neither the large-order question nor the hourly limit applies.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { site } from "#shared/content/site.ts";
import { texts } from "#shared/content/text.ts";
import { ORDERS_PER_HOUR } from "#shared/limits.ts";
import type { AdminOrder, Order } from "#shared/schemas/orders.ts";
import { fill } from "#shared/text-format.ts";
import {
  call,
  chemist,
  customerInvitedByStaff,
  customerMadeByStaff,
} from "#tests/support/customers.ts";
import { ADMIN, adminCookie, postJson } from "#tests/support/sample-submissions.ts";
import { dolo, zencarb } from "#tests/support/orders.ts";
import { startOrderServer } from "#tests/support/order-server.ts";
import type { startSmtpServer } from "#tests/support/smtp.ts";
import { dialects, type TestServer } from "#tests/support/test-server.ts";
import { until } from "#tests/support/until.ts";

/** 25 Zencarb are a large line for a customer; Dolo is out of stock. */
const catalogue = [zencarb, dolo];

describe.each(dialects)("staff taking an order for a customer on %s", (dialect) => {
  let server: TestServer;
  let url: string;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let staff: string;
  /** An active Hindi-speaking customer with an email, and another active customer. */
  let active: { id: string; cookie: string };
  let other: { id: string; cookie: string };

  let n = 0;
  const fields = (extra: { email?: string; locale?: string } = {}) => {
    n += 1;
    return {
      shopName: `Chemist ${n}`,
      contactName: "Sanjay Behera",
      phone: `94371${String(50000 + n)}`,
      email: `staff-order-${n}@example.com`,
      code: `S-${n}`,
      ...extra,
    };
  };

  beforeAll(async () => {
    ({ server, smtp } = await startOrderServer(dialect, catalogue));
    url = server.url;
    staff = await adminCookie(url);
    active = await customerMadeByStaff(url, staff, fields({ locale: "hi" }));
    other = await customerMadeByStaff(url, staff, fields());
  });
  afterAll(async () => {
    await server.stop();
    await smtp.close();
  });

  const take = (body: unknown, cookie = staff, headers: Record<string, string> = {}) =>
    call(`${url}/api/admin/orders`, "POST", cookie, body, headers);
  const phoneOrder = (customerId: string, extra: object = {}) => ({
    customerId,
    items: [{ itemId: "D650", quantity: 12 }],
    channel: "phone",
    ...extra,
  });
  const placed = async (response: Response) => {
    expect(response.status).toBe(201);
    return (await response.json()) as { success: true; id: string; number: number };
  };
  const mailsOf = (orderId: string) =>
    server.database.db
      .selectFrom("outbox")
      .select("kind")
      .where("subject_id", "=", orderId)
      .orderBy("kind")
      .execute()
      .then((rows) => rows.map((row) => row.kind));

  it("places the order as the customer's, marked with who took it and how; only that customer sees it", async () => {
    // The customer keeps a list of their own: an order staff take is not made from it.
    await call(`${url}/api/account/list`, "PUT", active.cookie, {
      items: [{ itemId: "ZC150", quantity: 2 }],
    });
    const { id, number } = await placed(
      await take(
        phoneOrder(active.id, { note: "Deliver with Monday's round", channel: "whatsapp" }),
      ),
    );

    const mine = (await (await call(`${url}/api/orders`, "GET", active.cookie)).json()) as {
      orders: Order[];
    };
    const seen = mine.orders.find((order) => order.id === id);
    expect(seen).toMatchObject({
      number,
      status: "received",
      note: "Deliver with Monday's round",
      placedByStaff: true,
      lines: [expect.objectContaining({ itemId: "D650", quantity: 12, rate: 26.8 })],
    });
    // Who took it stays with the staff.
    expect(seen).not.toHaveProperty("takenBy");
    expect(seen).not.toHaveProperty("channel");
    const list = (await (await call(`${url}/api/account/list`, "GET", active.cookie)).json()) as {
      items: { itemId: string; quantity: number }[];
    };
    expect(list.items.map((line) => [line.itemId, line.quantity])).toEqual([["ZC150", 2]]);
    // The order page without JavaScript says so too, in the page's language.
    const page = await (
      await fetch(`${url}/hi/account/order`, { headers: { cookie: active.cookie } })
    ).text();
    const row = page.slice(page.indexOf(fill(texts.hi.orders.mine.order, { number })));
    expect(row.slice(0, row.indexOf("</summary>"))).toContain(texts.hi.orders.mine.placedByStaff);

    const theirs = (await (await call(`${url}/api/orders`, "GET", other.cookie)).json()) as {
      orders: Order[];
    };
    expect(theirs.orders.map((order) => order.id)).not.toContain(id);
    expect((await call(`${url}/api/orders/${id}`, "GET", other.cookie)).status).toBe(404);

    const admin = (await (await call(`${url}/api/admin/orders/${id}`, "GET", staff)).json()) as {
      order: AdminOrder;
    };
    expect(admin.order).toMatchObject({
      placedByStaff: true,
      takenBy: ADMIN.email,
      channel: "whatsapp",
      customer: { id: active.id },
    });
    const audit = await server.database.db
      .selectFrom("audit_log")
      .select(["actor", "detail"])
      .where("action", "=", "place-order-for-customer")
      .execute();
    expect(audit).toContainEqual({
      actor: ADMIN.email,
      detail: `order ${id} (${number}) for customer ${active.id}, by whatsapp`,
    });
  });

  it("mails an active customer in their language, saying our staff placed it, and tells the company who took it", async () => {
    const { id, number } = await placed(await take(phoneOrder(active.id)));
    const hindi = texts.hi.orderMail;
    const customerMail = await until("the customer's mail", () =>
      smtp.received.find(
        (mail) => mail.subject === fill(hindi.receivedSubject, { number, company: site.shortName }),
      ),
    );
    expect(customerMail.text).toContain(hindi.placedByStaff);
    const company = await until("the company's mail", () =>
      smtp.received.find((mail) => mail.subject?.startsWith(`New order ${number} from`)),
    );
    expect(company.text).toContain(
      `Order ${number} was taken for the customer by ${ADMIN.email} (Phone)`,
    );
    expect(await mailsOf(id)).toEqual(["order", "order-received"]);
  });

  it("places an invited customer's order without mailing them, nor of its statuses", async () => {
    const invited = await customerInvitedByStaff(url, staff, fields());
    const { id } = await placed(await take(phoneOrder(invited.id, { channel: "visit" })));
    // The company hears of it; the customer, who has not set a password yet, does not.
    expect(await mailsOf(id)).toEqual(["order"]);
    const accepted = await call(`${url}/api/admin/orders/${id}`, "PATCH", staff, {
      status: "accepted",
    });
    expect(accepted.status).toBe(200);
    const events = await server.database.db
      .selectFrom("order_events")
      .select("id")
      .where("order_id", "=", id)
      .execute();
    for (const event of events) expect(await mailsOf(String(event.id))).toEqual([]);
  });

  it("refuses requested, rejected, disabled and erased customers with 409, placing nothing", async () => {
    const request = async () => {
      const sent = await postJson(`${url}/api/account/request`, {
        ...chemist,
        ...fields(),
        consent: true,
      });
      expect(sent.status).toBe(201);
      return ((await sent.json()) as { id: string }).id;
    };
    const requested = await request();
    const rejected = await request();
    expect(
      (await call(`${url}/api/admin/customers/${rejected}/reject`, "POST", staff, {})).ok,
    ).toBe(true);
    const disabled = await customerMadeByStaff(url, staff, fields());
    expect(
      (await call(`${url}/api/admin/customers/${disabled.id}/disable`, "POST", staff, {})).ok,
    ).toBe(true);
    const erased = await customerMadeByStaff(url, staff, fields());
    expect((await call(`${url}/api/admin/customers/${erased.id}`, "DELETE", staff)).ok).toBe(true);

    for (const customerId of [requested, rejected, disabled.id, erased.id]) {
      const refused = await take(phoneOrder(customerId));
      expect(refused.status, customerId).toBe(409);
      expect(await refused.json()).toEqual({
        success: false,
        error: "Orders can be taken only for invited and active customers: this one is not.",
      });
      const orders = await server.database.db
        .selectFrom("orders")
        .select("id")
        .where("customer_id", "=", customerId)
        .execute();
      expect(orders).toEqual([]);
    }
  });

  it("answers a double submit with the same order, and refuses the key with other lines", async () => {
    const key = randomUUID();
    const first = await placed(await take(phoneOrder(other.id, { idempotencyKey: key })));
    const again = await placed(await take(phoneOrder(other.id, { idempotencyKey: key })));
    expect(again).toEqual(first);
    const changed = await take(
      phoneOrder(other.id, { idempotencyKey: key, items: [{ itemId: "D650", quantity: 13 }] }),
    );
    expect(changed.status).toBe(409);
    const orders = await server.database.db
      .selectFrom("orders")
      .select("id")
      .where("idempotency_key", "=", key)
      .execute();
    expect(orders).toEqual([{ id: first.id }]);
  });

  it("refuses the anonymous (401), another site (403), an unknown customer or item (404) and a bad body (400)", async () => {
    const anonymous = await take(phoneOrder(other.id), "");
    expect(anonymous.status).toBe(401);
    const crossSite = await take(phoneOrder(other.id), staff, { origin: "https://evil.example" });
    expect(crossSite.status).toBe(403);
    const unknownCustomer = await take(phoneOrder(randomUUID()));
    expect(unknownCustomer.status).toBe(404);
    expect(await unknownCustomer.json()).toEqual({
      success: false,
      error: "There is no such customer.",
    });
    const unknownItem = await take(
      phoneOrder(other.id, {
        items: [
          { itemId: "D650", quantity: 1 },
          { itemId: "NOT-THERE", quantity: 1 },
        ],
      }),
    );
    expect(unknownItem.status).toBe(404);
    expect(await unknownItem.json()).toMatchObject({
      success: false,
      errors: [{ index: 1, itemId: "NOT-THERE" }],
    });
    for (const body of [
      phoneOrder(other.id, { channel: "fax" }),
      phoneOrder(other.id, { items: [] }),
      phoneOrder(other.id, { items: [{ itemId: "D650", quantity: 0 }] }),
      { items: [{ itemId: "D650", quantity: 1 }], channel: "phone" },
      phoneOrder(other.id, { idempotencyKey: "not a uuid" }),
    ]) {
      const refused = await take(body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(await refused.json()).toMatchObject({ success: false });
    }
    const notJson = await fetch(`${url}/api/admin/orders`, {
      method: "POST",
      headers: { origin: url, cookie: staff, "content-type": "application/json" },
      body: "{not json",
    });
    expect(notJson.status).toBe(400);
    // Nothing was placed by any of them.
    const count = await server.database.db
      .selectFrom("orders")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("customer_id", "=", other.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it("asks no large-order question and keeps no hourly limit, where a customer's own order would meet both", async () => {
    const large = { items: [{ itemId: "ZC150", quantity: 25 }] };
    const asked = await call(`${url}/api/orders`, "POST", other.cookie, large);
    expect(asked.status).toBe(409);
    expect(await asked.json()).toMatchObject({ needsConfirm: [{ index: 0, reason: "line" }] });
    await placed(await take({ ...large, customerId: other.id, channel: "phone" }));
    // More orders in an hour than a customer may place, all taken.
    for (let i = 0; i <= ORDERS_PER_HOUR; i += 1) await placed(await take(phoneOrder(other.id)));
  });
});
