// Credit checked at the order (docs/product.md#credit), on SQLite and PostgreSQL: an order over
// the credit limit, or placed while a bill is overdue beyond the age, is placed held and the
// customer told why in their language; the owner's default and each customer's own terms ("none",
// null); what counts against the limit; staff release or cancel, with the mails on a real SMTP
// server; held orders count as new and never reach a day's export.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { site } from "#shared/content/site.ts";
import { texts } from "#shared/content/text.ts";
import { indiaCalendarDate } from "#shared/india-time.ts";
import { holdSentences } from "#shared/order-hold-text.ts";
import { noTradeFields } from "#shared/schemas/catalogue-items.ts";
import type { AccountBills } from "#shared/schemas/money.ts";
import type { Order } from "#shared/schemas/orders.ts";
import { fill } from "#shared/text-format.ts";
import { publishCatalogue } from "#server/catalogue/catalogue-store.server.ts";
import { call, customerMadeByStaff } from "#tests/support/customers.ts";
import { publishCredit, reportDay, uploadOutstanding } from "#tests/support/money.ts";
import { adminCookie, adminEnv } from "#tests/support/sample-submissions.ts";
import { startSmtpServer } from "#tests/support/smtp.ts";
import {
  dialects,
  freshDatabase,
  startTestServer,
  type TestServer,
} from "#tests/support/test-server.ts";
import { until } from "#tests/support/until.ts";

const today = indiaCalendarDate(new Date());
/** One strip of the only item: ₹1,000 before GST, ₹1,120 with 12% GST. */
const STRIP = 1_120;

describe.each(dialects)("credit at the order on %s", (dialect) => {
  let server: TestServer;
  let url: string;
  let staff: string;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  /** Owes ₹40,000, nothing overdue; reads Odia. */
  let tarini: { id: string; cookie: string };
  /** Owes ₹1,000, 75 days overdue. */
  let utkal: { id: string; cookie: string };
  /** Owes ₹10,000, nothing overdue; reads Hindi; a limit of their own. */
  let jagannath: { id: string; cookie: string };

  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startTestServer({
      ...(await freshDatabase(dialect)),
      env: {
        ...adminEnv,
        MAIL_TRANSPORT: "smtp",
        SMTP_URL: smtp.url,
        NOTIFY_TO: "orders@pharma.example",
      },
    });
    url = server.url;
    await publishCatalogue(
      server.database,
      [
        {
          name: "Dolo 650",
          manufacturer: "Micro Labs",
          composition: "",
          pack: "15 tablets",
          category: "",
          code: "D650",
          ...noTradeFields,
          rate: 1000,
          mrp: 1500,
          gst: 12,
          stock: 500,
        },
      ],
      "test",
    );
    await server.catalogue.refresh();
    staff = await adminCookie(url);
    const make = (shopName: string, mobile: string, code: string, locale: string) =>
      customerMadeByStaff(url, staff, {
        shopName,
        contactName: "Sanjay Behera",
        phone: mobile,
        email: `${mobile}@example.com`,
        code,
        locale,
      });
    tarini = await make("Maa Tarini Medical Store", "9437100001", "P-0101", "or");
    utkal = await make("Utkal Medical Hall", "9437100002", "P-0102", "en");
    jagannath = await make("Jagannath Medicals", "9437100003", "P-0103", "hi");
    const report = [
      "Bill-wise Outstanding,,,,,",
      `As on ${reportDay(today)},,,,,`,
      "Code,Party Name,Bill No.,Bill Date,Balance,Due Date",
      `P-0101,Maa Tarini Medical Store,SB-1,${reportDay(today, -10)},"40,000.00",${reportDay(today, 20)}`,
      `P-0102,Utkal Medical Hall,SB-2,${reportDay(today, -105)},"1,000.00",${reportDay(today, -75)}`,
      `P-0103,Jagannath Medicals,SB-3,${reportDay(today, -5)},"10,000.00",${reportDay(today, 25)}`,
    ].join("\r\n");
    const upload = await uploadOutstanding(
      url,
      staff,
      { bytes: report, name: "outstanding.csv" },
      { dryRun: false },
    );
    expect(upload.status, await upload.text()).toBe(201);
    // The owner's default: ₹50,000, and no bill more than 60 days overdue.
    expect((await publishCredit(url, staff, { limit: 50_000, maxOverdueDays: 60 })).status).toBe(
      200,
    );
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  const place = (who: { cookie: string }, strips: number) =>
    call(`${url}/api/orders`, "POST", who.cookie, {
      items: [{ itemId: "D650", quantity: strips }],
      confirmLarge: true,
    });
  const placed = async (who: { cookie: string }, strips: number) => {
    const answer = await place(who, strips);
    expect(answer.status).toBe(201);
    return (await answer.json()) as Pick<Order, "id" | "number" | "status" | "hold">;
  };
  const setTerms = (customerId: string, terms: Record<string, unknown>) =>
    call(`${url}/api/admin/customers/${customerId}`, "PATCH", staff, terms);
  const change = (id: string, body: unknown, cookie = staff) =>
    call(`${url}/api/admin/orders/${id}`, "PATCH", cookie, body);
  const newCount = async () =>
    ((await (await call(`${url}/api/admin/orders`, "GET", staff)).json()) as { newCount: number })
      .newCount;
  const mailTo = (to: string, subject: string) =>
    until(`the mail "${subject}"`, async () =>
      smtp.received.find(
        (mail) => mail.subject === subject && mail.to && JSON.stringify(mail.to).includes(to),
      ),
    );

  it("places an order over the limit held, tells the customer why in their language, the company by mail, and counts it new", async () => {
    const before = await newCount();
    const order = await placed(tarini, 10);
    expect(order).toMatchObject({
      status: "held",
      hold: { reason: "limit", pending: 40_000, limit: 50_000, overdueDays: 0 },
    });
    expect(await newCount()).toBe(before + 1);
    const mine = (await (await call(`${url}/api/orders`, "GET", tarini.cookie)).json()) as {
      orders: Order[];
    };
    expect(mine.orders[0]).toMatchObject({
      number: order.number,
      status: "held",
      hold: order.hold,
    });
    const list = (await (
      await call(`${url}/api/admin/orders?status=held`, "GET", staff)
    ).json()) as {
      orders: { number: number; hold: unknown }[];
    };
    expect(list.orders.map((row) => [row.number, row.hold])).toEqual([[order.number, order.hold]]);

    // Told why in Odia, with the way to pay: the mail, and the order page without JavaScript.
    const why = holdSentences(texts.or.orders.hold, {
      number: order.number,
      hold: order.hold!,
      amount: 10 * STRIP,
    });
    expect(why[0]).toContain("₹40,000.00");
    const mail = await mailTo(
      "9437100001@example.com",
      fill(texts.or.orderMail.heldSubject, { number: order.number, company: site.shortName }),
    );
    expect(mail.text).toContain(why[0]);
    expect(mail.text).toMatch(/https?:\/\/\S+\/or\/account\/bills\b/);
    const company = await mailTo(
      "orders@pharma.example",
      `Held order ${order.number} from Maa Tarini Medical Store (1 line)`,
    );
    expect(company.text).toContain(
      "Over the credit limit: owed ₹40,000.00 before this order, limit ₹50,000.00.",
    );
    const page = await (
      await fetch(`${url}/or/account/order?placed=${order.number}`, {
        headers: { cookie: tarini.cookie },
      })
    ).text();
    expect(page).toContain(why[0]);
    expect(page).toContain('href="/or/account/bills"');
  });

  it("holds an order placed while a bill is overdue beyond the age, and follows the customer's own age, none, or the default", async () => {
    const overdue = await placed(utkal, 1);
    expect(overdue).toMatchObject({
      status: "held",
      hold: { reason: "overdue", pending: 1_000, limit: 50_000, overdueDays: 75 },
    });
    const statusAfter = async (terms: Record<string, unknown>) => {
      expect((await setTerms(utkal.id, terms)).status).toBe(200);
      return (await placed(utkal, 1)).status;
    };
    expect(await statusAfter({ maxOverdueDays: "none" })).toBe("received");
    expect(await statusAfter({ maxOverdueDays: 90 })).toBe("received");
    expect(await statusAfter({ maxOverdueDays: 30 })).toBe("held");
    expect(await statusAfter({ maxOverdueDays: null })).toBe("held");
    const detail = (await (
      await call(`${url}/api/admin/customers/${utkal.id}`, "GET", staff)
    ).json()) as {
      customer: { creditLimit: unknown; maxOverdueDays: unknown };
    };
    expect(detail.customer).toMatchObject({ creditLimit: null, maxOverdueDays: null });
    // What is not a term is refused, naming the field.
    const bad = await setTerms(utkal.id, { creditLimit: "lots", maxOverdueDays: 1.5 });
    expect(bad.status).toBe(400);
    expect(Object.keys(((await bad.json()) as { fieldErrors: object }).fieldErrors).sort()).toEqual(
      ["creditLimit", "maxOverdueDays"],
    );
  });

  it("counts the report's pending, less payments confirmed since, plus every order since but the cancelled ones, against the customer's own limit", async () => {
    expect((await setTerms(jagannath.id, { creditLimit: 20_000 })).status).toBe(200);
    // ₹10,000 owed + 5 strips (₹5,600) = ₹15,600: within ₹20,000.
    expect((await placed(jagannath, 5)).status).toBe("received");
    // + 5 more: ₹21,200, over it. Held, owing ₹15,600 before it.
    const second = await placed(jagannath, 5);
    expect(second.hold).toEqual({
      reason: "limit",
      pending: 15_600,
      limit: 20_000,
      overdueDays: 0,
    });
    // ₹5,000 paid: counted once staff confirm it (a report alone does not lower it).
    const paid = await call(`${url}/api/account/payments`, "POST", jagannath.cookie, {
      amount: 5_000,
      utr: "412345670001",
      paidOn: today,
    });
    expect(paid.status).toBe(201);
    const { id: paymentId } = (await paid.json()) as { id: string };
    expect((await placed(jagannath, 3)).status).toBe("held");
    const confirm = await call(`${url}/api/admin/payments/${paymentId}`, "PATCH", staff, {
      status: "confirmed",
    });
    expect(confirm.status).toBe(200);
    // Owed now: 10,000 − 5,000 + 5,600 + 5,600 (held) + 3,360 (held) = 19,560; 1 strip more is over.
    const fourth = await placed(jagannath, 1);
    expect(fourth.hold).toMatchObject({ reason: "limit", pending: 19_560 });
    // Cancelled orders no longer count: the Bills page shows the limit and what is left.
    for (const order of [second, fourth])
      expect(
        (await change(order.id, { status: "cancelled", note: "Placed again later." })).status,
      ).toBe(200);
    const bills = (await (
      await call(`${url}/api/account/bills`, "GET", jagannath.cookie)
    ).json()) as AccountBills;
    expect(bills.credit).toEqual({
      limit: 20_000,
      left: 20_000 - (10_000 - 5_000 + 5_600 + 3_360),
    });
  });

  it("follows the customer's 'none' and null limit, and the owner's default of no check", async () => {
    expect((await setTerms(tarini.id, { creditLimit: "none" })).status).toBe(200);
    expect((await placed(tarini, 1)).status).toBe("received");
    expect((await setTerms(tarini.id, { creditLimit: null })).status).toBe(200);
    expect((await placed(tarini, 1)).status).toBe("held");
    expect((await publishCredit(url, staff, { limit: null, maxOverdueDays: null })).status).toBe(
      200,
    );
    expect((await placed(tarini, 1)).status).toBe("received");
    expect((await placed(utkal, 1)).status).toBe("received");
    expect((await publishCredit(url, staff, { limit: 50_000, maxOverdueDays: 60 })).status).toBe(
      200,
    );
  });

  it("lets staff release a held order (mailed as received) or cancel it with a reason (mailed), audited; a second move is a conflict", async () => {
    const released = await placed(tarini, 1);
    const cancelled = await placed(tarini, 1);
    expect([released.status, cancelled.status]).toEqual(["held", "held"]);
    const count = await newCount();

    expect((await change(released.id, { status: "accepted" })).status).toBe(400);
    expect((await change(released.id, { status: "received" })).status).toBe(200);
    expect(await newCount()).toBe(count);
    expect((await change(released.id, { status: "received" })).status).toBe(409);
    const subject = (number: number) =>
      fill(texts.or.orderMail.statusSubject, {
        number,
        status: texts.or.orders.mine.statuses.received,
        company: site.shortName,
      });
    const releaseMail = await mailTo("9437100001@example.com", subject(released.number));
    expect(releaseMail.text).toContain(
      fill(texts.or.orderMail.statusText.received, {
        number: released.number,
        shopName: "Maa Tarini Medical Store",
      }),
    );

    const noReason = await change(cancelled.id, { status: "cancelled" });
    expect(noReason.status).toBe(400);
    expect((await noReason.json()) as object).toMatchObject({
      error: "Say why the held order is cancelled, in the note: the customer reads it.",
    });
    expect(
      (await change(cancelled.id, { status: "cancelled", note: "Please clear SB-1 first." }))
        .status,
    ).toBe(200);
    expect(await newCount()).toBe(count - 1);
    expect((await change(cancelled.id, { status: "received" })).status).toBe(409);
    const cancelMail = await mailTo(
      "9437100001@example.com",
      fill(texts.or.orderMail.statusSubject, {
        number: cancelled.number,
        status: texts.or.orders.mine.statuses.cancelled,
        company: site.shortName,
      }),
    );
    expect(cancelMail.text).toContain(
      fill(texts.or.orderMail.staffNote, { note: "Please clear SB-1 first." }),
    );
    expect(cancelMail.text).toMatch(/https?:\/\/\S+\/or\/account\/bills\b/);

    const audit = (await (await call(`${url}/api/audit-log`, "GET", staff)).json()) as {
      entries: { action: string; detail: string }[];
    };
    const details = audit.entries
      .filter((entry) => entry.action === "update-order")
      .map((entry) => entry.detail);
    expect(details).toContain(`order ${released.id} (${released.number}), held → received`);
    expect(details).toContain(
      `order ${cancelled.id} (${cancelled.number}), held → cancelled, note`,
    );
  });

  it("keeps held orders out of the day's export, and refuses anyone but the customer and staff", async () => {
    const held = await placed(tarini, 1);
    const accepted = await placed(utkal, 1);
    expect((await setTerms(utkal.id, { maxOverdueDays: "none" })).status).toBe(200);
    const ready = await placed(utkal, 1);
    expect([held.status, accepted.status, ready.status]).toEqual(["held", "held", "received"]);
    expect((await change(accepted.id, { status: "received" })).status).toBe(200);
    expect((await change(accepted.id, { status: "accepted" })).status).toBe(200);
    expect((await change(ready.id, { status: "accepted" })).status).toBe(200);
    const exported = await call(
      `${url}/api/admin/orders/export?date=${today}&format=csv`,
      "GET",
      staff,
    );
    expect(exported.status).toBe(200);
    const numbers = (await exported.text())
      .split(/\r?\n/)
      .slice(1)
      .map((line) => Number(/^"?(\d+)/.exec(line)?.[1]));
    expect(numbers).toContain(accepted.number);
    expect(numbers).toContain(ready.number);
    expect(numbers).not.toContain(held.number);

    // Another customer's held order does not exist for them; nobody signed in is refused.
    expect((await call(`${url}/api/orders/${held.id}`, "GET", utkal.cookie)).status).toBe(404);
    expect((await call(`${url}/api/orders/${held.id}`, "GET", "")).status).toBe(401);
    expect((await place({ cookie: "" }, 1)).status).toBe(401);
    // Only staff release, and only staff set credit terms.
    expect((await change(held.id, { status: "received" }, tarini.cookie)).status).toBe(401);
    const byCustomer = call(`${url}/api/admin/customers/${tarini.id}`, "PATCH", tarini.cookie, {
      creditLimit: "none",
    });
    expect((await byCustomer).status).toBe(401);
  });
});
