// Payments customers report (docs/product.md#bills-and-payments), on SQLite and PostgreSQL:
// "I have paid" as JSON and as the Bills page's form without JavaScript, checked (the UTR's
// shape, the amount against what is due, the day), spread over the bills named or the oldest
// first, a UTR held once unless rejected, the company told by mail.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { texts } from "#shared/content/text.ts";
import { PAYMENT_RETENTION_YEARS } from "#shared/limits.ts";
import { eraseExpiredPayments } from "#server/money/payments-store.server.ts";
import { indiaCalendarDate } from "#shared/india-time.ts";
import type { AccountBills } from "#shared/schemas/money.ts";
import { margXls } from "#tests/fixtures/outstanding-reports.ts";
import { call, customerMadeByStaff, loggedMail } from "#tests/support/customers.ts";
import { uploadOutstanding } from "#tests/support/money.ts";
import { adminCookie, adminEnv } from "#tests/support/sample-submissions.ts";
import {
  dialects,
  freshDatabase,
  startTestServer,
  type TestServer,
} from "#tests/support/test-server.ts";

const today = indiaCalendarDate(new Date());
const said = texts.en.bills.answers;

describe.each(dialects)("payments reported on %s", (dialect) => {
  let server: TestServer;
  let staff: string;
  let tarini: { id: string; cookie: string };
  let utkal: { id: string; cookie: string };
  let utr = 412_345_678_900;
  const nextUtr = () => String((utr += 1));

  beforeAll(async () => {
    server = await startTestServer({ ...(await freshDatabase(dialect)), env: adminEnv });
    staff = await adminCookie(server.url);
    const make = (shopName: string, mobile: string, code: string) =>
      customerMadeByStaff(server.url, staff, {
        shopName,
        contactName: "Sanjay Behera",
        phone: `+91 ${mobile}`,
        email: `${mobile}@example.com`,
        code,
      });
    tarini = await make("Maa Tarini Medical Store", "9437000042", "P-0042");
    utkal = await make("Utkal Medical Hall", "9437000043", "P-0043");
    const published = await uploadOutstanding(
      server.url,
      staff,
      { bytes: margXls(), name: "outstanding.xls" },
      { dryRun: false },
    );
    expect(published.status).toBe(201);
  });
  afterAll(() => server?.stop());

  const report = (cookie: string, body: Record<string, unknown>) =>
    call(`${server.url}/api/account/payments`, "POST", cookie, body);
  const billsOf = async (cookie: string) =>
    (await (await call(`${server.url}/api/account/bills`, "GET", cookie)).json()) as AccountBills;

  it("lists the parties that owe, most overdue first, with each customer's reminder to send", async () => {
    const answer = await call(`${server.url}/api/admin/outstanding`, "GET", staff);
    expect(answer.status).toBe(200);
    const list = (await answer.json()) as {
      asOf: string;
      total: number;
      parties: {
        name: string;
        code: string;
        pending: number;
        overdue: number;
        reminder: { text: string; whatsappUrl: string | null; mailtoUrl: string | null } | null;
      }[];
    };
    expect(list).toMatchObject({ asOf: "2026-12-06", total: 3 });
    expect(list.parties.map((party) => [party.code, party.overdue])).toEqual([
      ["P-0043", 1_05_000],
      ["P-0042", 20_750.5],
      ["P-0077", 9_999],
    ]);
    const [utkalParty, , stranger] = list.parties;
    expect(utkalParty!.reminder!.text).toMatch(
      /^Dear Utkal Medical Hall, your bills with Mahanadi Pharma come to ₹1,50,000\.00 as of 6 December 2026; ₹1,05,000\.00 of it is overdue\. Bill SB-0950: ₹1,05,000\.00, \d+ days overdue\. Please see your bills and pay at http\S+\/account\/bills\. Thank you\.$/,
    );
    expect(utkalParty!.reminder!.whatsappUrl).toBe(
      `https://wa.me/919437000043?text=${encodeURIComponent(utkalParty!.reminder!.text)}`,
    );
    expect(utkalParty!.reminder!.mailtoUrl).toMatch(/^mailto:9437000043%40example\.com\?subject=/);
    // A party no customer was matched to is listed for staff to link, without a reminder.
    expect(stranger).toMatchObject({ name: "SRI JAGANNATH PHARMACY", reminder: null });
    const found = (await (
      await call(`${server.url}/api/admin/outstanding?q=tarini`, "GET", staff)
    ).json()) as { parties: { code: string }[] };
    expect(found.parties.map((party) => party.code)).toEqual(["P-0042"]);
    expect((await call(`${server.url}/api/admin/outstanding`, "GET", "")).status).toBe(401);
  });

  it("takes a payment against the bills named, lowers them, and tells the company by mail", async () => {
    const reference = nextUtr();
    const sent = await report(tarini.cookie, {
      amount: "8,250.50",
      utr: reference,
      paidOn: today,
      billNos: ["sb 1044"],
    });
    expect(sent.status, await sent.clone().text()).toBe(201);
    const { id } = (await sent.json()) as { id: string };
    const bills = await billsOf(tarini.cookie);
    expect(bills.total).toBe(12_500);
    expect(bills.bills[1]).toMatchObject({
      billNo: "SB-1044",
      due: 0,
      payment: { status: "reported", amount: 8_250.5, utr: reference },
    });
    expect(bills.payments[0]).toMatchObject({ id, status: "reported", amount: 8_250.5 });
    const [mail] = await loggedMail(server.dataDir, "payment-reported");
    expect(mail).toContain("Payment reported by Maa Tarini Medical Store: ₹8,250.50");
    expect(mail).toContain(`reference ${reference}`);
    expect(mail).toContain("SB-1044 (₹8,250.50)");
  });

  it("refuses a UTR already reported, unless every report of it was rejected", async () => {
    const reference = nextUtr();
    const first = await report(utkal.cookie, { amount: 1_000, utr: reference, paidOn: today });
    expect(first.status).toBe(201);
    const again = await report(utkal.cookie, { amount: 1_000, utr: reference, paidOn: today });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: said.referenceTaken });
    // Another customer cannot report it either.
    expect(
      (await report(tarini.cookie, { amount: 10, utr: reference, paidOn: today })).status,
    ).toBe(409);
    const { id } = (await first.json()) as { id: string };
    await server.database.db
      .updateTable("payments")
      .set({ status: "rejected", reason: "Not in our bank statement" })
      .where("id", "=", id)
      .execute();
    expect(
      (await report(utkal.cookie, { amount: 1_000, utr: reference, paidOn: today })).status,
    ).toBe(201);
  });

  it("spreads a payment without bills over the oldest first", async () => {
    const before = await billsOf(utkal.cookie);
    const oldest = before.bills[0]!;
    const sent = await report(utkal.cookie, {
      amount: oldest.due + 500,
      utr: nextUtr(),
      paidOn: today,
    });
    expect(sent.status).toBe(201);
    const after = await billsOf(utkal.cookie);
    expect(after.bills.map((bill) => bill.due)).toEqual([0, before.bills[1]!.due - 500]);
  });

  it("says what is wrong, field by field, in the customer's language", async () => {
    const refused = async (body: Record<string, unknown>, field: string) => {
      const answer = await report(tarini.cookie, { utr: nextUtr(), paidOn: today, ...body });
      expect(answer.status).toBe(400);
      const { error, fieldErrors } = (await answer.json()) as {
        error: string;
        fieldErrors: Record<string, string[]>;
      };
      expect(fieldErrors[field]).toEqual([error]);
      return error;
    };
    expect(await refused({ amount: 100, utr: "12345" }, "utr")).toBe(said.badUtr);
    expect(await refused({ amount: 100, mode: "bank", utr: "AB12" }, "utr")).toBe(
      said.badBankReference,
    );
    expect(await refused({ amount: 0 }, "amount")).toBe(said.badAmount);
    expect(await refused({ amount: 100, paidOn: "2999-01-01" }, "paidOn")).toBe(said.future);
    expect(await refused({ amount: 12_500.01 }, "amount")).toBe(
      "The amount is more than what is due on those bills (₹12,500.00).",
    );
    // A bill of another customer is not among theirs.
    const other = await report(tarini.cookie, {
      amount: 100,
      utr: nextUtr(),
      paidOn: today,
      billNos: ["SB-0950"],
    });
    expect(other.status).toBe(400);
    expect(await other.json()).toMatchObject({
      error: "Bill SB-0950 is not among your pending bills.",
    });
    const odia = await call(`${server.url}/api/account/payments`, "POST", tarini.cookie, {
      amount: 100,
      utr: "1",
      paidOn: today,
      locale: "or",
    });
    expect(await odia.json()).toMatchObject({ error: texts.or.bills.answers.badUtr });
    expect((await report("", { amount: 100, utr: nextUtr(), paidOn: today })).status).toBe(401);
  });

  it("takes the Bills page's form without JavaScript and thanks the customer on the page", async () => {
    const form = new URLSearchParams({
      locale: "hi",
      mode: "upi",
      utr: nextUtr(),
      amount: "1234.50",
      paidOn: today,
      billNos: "SB-1001",
    });
    const posted = await fetch(`${server.url}/api/account/payments`, {
      method: "POST",
      redirect: "manual",
      headers: {
        cookie: tarini.cookie,
        origin: server.url,
        accept: "text/html",
        "content-type": "application/x-www-form-urlencoded",
      },
      body: form,
    });
    expect(posted.status).toBe(303);
    const location = posted.headers.get("location")!;
    expect(location).toMatch(/^\/hi\/account\/bills\?reported=[\w-]+$/);
    const page = await (
      await fetch(`${server.url}${location}`, { headers: { cookie: tarini.cookie } })
    ).text();
    const thanks = texts.hi.bills.paid.done.replace("{amount}", "₹1,234.50");
    expect(page).toContain(thanks);
    expect(page).toContain(texts.hi.bills.history.heading);
    // Another customer's payment is never thanked for on their page.
    const theirs = await (
      await fetch(`${server.url}${location}`, { headers: { cookie: utkal.cookie } })
    ).text();
    expect(theirs).not.toContain(thanks);
    expect(theirs).not.toContain("₹1,234.50");
  });

  it("lets staff confirm a payment or reject it with a reason, once, mails the customer, and exports the confirmed ones as receipts", async () => {
    const list = async (status: string) =>
      (await (
        await call(`${server.url}/api/admin/payments?status=${status}`, "GET", staff)
      ).json()) as {
        total: number;
        payments: { id: string; shopName: string; utr: string; amount: number; bills: unknown[] }[];
      };
    const first = nextUtr();
    const second = nextUtr();
    for (const reference of [first, second])
      expect(
        (await report(tarini.cookie, { amount: 100, utr: reference, paidOn: today })).status,
      ).toBe(201);
    const reported = await list("reported");
    const confirming = reported.payments.find((payment) => payment.utr === first)!;
    const rejecting = reported.payments.find((payment) => payment.utr === second)!;
    expect(confirming).toMatchObject({ shopName: "Maa Tarini Medical Store", amount: 100 });
    expect(confirming.bills).toEqual([{ billNo: "SB-1001", amount: 100 }]);

    const decide = (id: string, body: unknown, cookie = staff) =>
      call(`${server.url}/api/admin/payments/${id}`, "PATCH", cookie, body);
    expect((await decide(confirming.id, { status: "confirmed" })).status).toBe(200);
    expect((await decide(confirming.id, { status: "rejected", reason: "late" })).status).toBe(409);
    const noReason = await decide(rejecting.id, { status: "rejected", reason: " " });
    expect(noReason.status).toBe(400);
    expect(await noReason.json()).toMatchObject({
      error: "Say why the payment is rejected: the customer reads it.",
    });
    expect(
      (await decide(rejecting.id, { status: "rejected", reason: "Not in our bank statement" }))
        .status,
    ).toBe(200);
    expect((await decide("no-such-payment", { status: "confirmed" })).status).toBe(404);
    expect((await decide(rejecting.id, { status: "confirmed" }, "")).status).toBe(401);

    expect((await list("confirmed")).payments.map((payment) => payment.utr)).toContain(first);
    const bills = await billsOf(tarini.cookie);
    expect(bills.payments.find((payment) => payment.utr === second)).toMatchObject({
      status: "rejected",
      reason: "Not in our bank statement",
    });
    const exported = await call(
      `${server.url}/api/admin/payments/export?from=${today}&to=${today}&format=csv`,
      "GET",
      staff,
    );
    expect(exported.status).toBe(200);
    expect(exported.headers.get("content-disposition")).toBe(
      `attachment; filename="receipts-${today}-to-${today}.csv"`,
    );
    const lines = (await exported.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe('"Date","Party Code","Party Name","Bill No","Amount","UTR","Mode"');
    // Only the confirmed payment, one row per bill it is against.
    expect(lines.slice(1)).toEqual([
      `"${today}","P-0042","Maa Tarini Medical Store","SB-1001","100","${first}","UPI"`,
    ]);
    const marked = await server.database.db
      .selectFrom("payments")
      .select("exported_at")
      .where("id", "=", confirming.id)
      .executeTakeFirstOrThrow();
    expect(marked.exported_at).not.toBeNull();
    expect(
      (
        await call(
          `${server.url}/api/admin/payments/export?from=${today}&to=2026-01-01`,
          "GET",
          staff,
        )
      ).status,
    ).toBe(400);

    const mails = await loggedMail(server.dataDir, "payment-decided", 2);
    expect(
      mails.some((mail) =>
        mail.includes(`we have received your payment of ₹100.00 (reference ${first}`),
      ),
    ).toBe(true);
    expect(
      mails.some(
        (mail) =>
          mail.includes(`we could not confirm your payment of ₹100.00 (reference ${second}`) &&
          mail.includes("Not in our bank statement"),
      ),
    ).toBe(true);
  });

  it(`deletes payments ${PAYMENT_RETENTION_YEARS} years after they were reported, with their bills and mails`, async () => {
    const { db } = server.database;
    const before = await db.selectFrom("payments").select("id").execute();
    const old = new Date();
    old.setUTCFullYear(old.getUTCFullYear() - PAYMENT_RETENTION_YEARS);
    old.setUTCDate(old.getUTCDate() - 1);
    await db
      .updateTable("payments")
      .set({ reported_at: old.toISOString() })
      .where("id", "=", before[0]!.id)
      .execute();
    expect(await eraseExpiredPayments(db, PAYMENT_RETENTION_YEARS)).toBe(1);
    const after = await db.selectFrom("payments").select("id").execute();
    expect(after).toHaveLength(before.length - 1);
    expect(
      await db
        .selectFrom("payment_bills")
        .select("payment_id")
        .where("payment_id", "=", before[0]!.id)
        .execute(),
    ).toEqual([]);
    expect(
      await db.selectFrom("outbox").select("id").where("subject_id", "=", before[0]!.id).execute(),
    ).toEqual([]);
  });
});
