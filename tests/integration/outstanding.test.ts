// The billing software's bill-wise outstanding report on the site (docs/product.md#bills-and-
// payments), on SQLite and PostgreSQL: staff upload it as Tally, Marg and Busy export it, a dry
// run first, then publish; each customer reads their own bills, as of the report, by age and
// overdue, with a UPI link when the owner set a UPI id; the Bills page without JavaScript and the
// statement PDF in the customer's language.
import { extractText } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { texts } from "#shared/content/text.ts";
import { indiaCalendarDate } from "#shared/india-time.ts";
import type { AccountBills, OutstandingCheck } from "#shared/schemas/money.ts";
import { upiLink } from "#shared/upi.ts";
import { busyCsv, margXls, tallyXlsx } from "#tests/fixtures/outstanding-reports.ts";
import { call, customerMadeByStaff } from "#tests/support/customers.ts";
import { publishPayments, uploadOutstanding } from "#tests/support/money.ts";
import { adminCookie, adminEnv } from "#tests/support/sample-submissions.ts";
import {
  countRows,
  dialects,
  freshDatabase,
  startTestServer,
  type TestServer,
} from "#tests/support/test-server.ts";

type Upload = OutstandingCheck & { success: boolean; error?: string; version?: number };
type Party = OutstandingCheck["parties"]["matched"][number];

const DAY_MS = 86_400_000;
const today = indiaCalendarDate(new Date());
const daysTo = (day: string) => Math.round((Date.parse(today) - Date.parse(day)) / DAY_MS);
const namesOf = (parties: Party[]) => parties.map((party) => party.name);
/** A text's letters in order of code point, spaces left out. */
const letters = (text: string) => [...text.replace(/\s/g, "")].sort().join("");
const fontNames = { en: "NotoSans", or: "NotoSansOriya", hi: "NotoSansDevanagari" } as const;

describe.each(dialects)("the outstanding on %s", (dialect) => {
  let server: TestServer;
  let staff: string;
  const customers: Record<"tarini" | "utkal" | "om1" | "om2", { id: string; cookie: string }> =
    {} as never;

  beforeAll(async () => {
    server = await startTestServer({ ...(await freshDatabase(dialect)), env: adminEnv });
    staff = await adminCookie(server.url);
    const make = (shopName: string, mobile: string, code: string | undefined, locale = "en") =>
      customerMadeByStaff(server.url, staff, {
        shopName,
        contactName: "Sanjay Behera",
        phone: `+91 ${mobile}`,
        email: `${mobile}@example.com`,
        ...(code ? { code } : {}),
        locale,
      });
    customers.tarini = await make("Maa Tarini Medical Store", "9437000042", "P-0042", "or");
    customers.utkal = await make("Utkal Medical Hall", "9437000043", "P-0043", "hi");
    // Two customers of one name: the report's "Om Medicals" is neither's until staff say.
    customers.om1 = await make("Om Medicals", "9437000090", "P-0090");
    customers.om2 = await make("Om Medicals", "9437000091", "P-0091");
  });
  afterAll(() => server?.stop());

  async function upload(
    file: Buffer | string,
    name: string,
    options: { dryRun?: boolean; asOf?: string; cookie?: string } = {},
  ) {
    const response = await uploadOutstanding(
      server.url,
      options.cookie ?? staff,
      { bytes: file, name },
      options,
    );
    return { status: response.status, body: (await response.json()) as Upload };
  }
  const billsOf = async (cookie: string, query = "") => {
    const response = await call(`${server.url}/api/account/bills${query}`, "GET", cookie);
    return { status: response.status, body: (await response.json()) as AccountBills };
  };
  const billNos = (bills: AccountBills) => bills.bills.map((bill) => bill.billNo);

  it("reads Tally's report in a dry run: parties matched by name, a name two customers share and a stranger unmatched, nothing published", async () => {
    const { status, body } = await upload(await tallyXlsx(), "Bills Receivable.xlsx");
    expect(status, body.error).toBe(200);
    expect(body).toMatchObject({
      success: true,
      asOf: "2026-12-06",
      asOfFrom: "titles",
      headerRow: 6,
      rows: 7,
      bills: 7,
      total: 183_749.5,
      errors: [],
    });
    expect(body.skipped).toMatchObject({ aboveHeader: 5, total: 5 });
    expect(body.parties.matched).toEqual([
      expect.objectContaining({
        name: "Maa Tarini Medical Store",
        customerId: customers.tarini.id,
        by: "name",
        bills: 2,
        pending: 20_750.5,
      }),
      expect.objectContaining({
        name: "Utkal Medical Hall",
        customerId: customers.utkal.id,
        by: "name",
        bills: 3,
        // The credit note lowers the party's total.
        pending: 1_48_000,
      }),
    ]);
    expect(namesOf(body.parties.unmatched)).toEqual(["Sri Jagannath Pharmacy", "Om Medicals"]);
    expect(body.preview[0]).toEqual({
      party: "Maa Tarini Medical Store",
      code: "",
      billNo: "SB-1001",
      date: "2026-09-12",
      pending: 12_500,
      dueOn: "2026-10-12",
    });
    expect(await countRows(server, "outstanding_reports")).toBe(0);
    expect((await billsOf(customers.tarini.cookie)).body).toMatchObject({ asOf: null, bills: [] });
  });

  it("publishes Marg's report (.xls) by party code: each customer reads only their own bills, with ageing to 'as of' and overdue to today", async () => {
    const dry = await upload(margXls(), "OUTSTANDING.XLS");
    expect(dry.status, dry.body.error).toBe(200);
    expect(dry.body.parties.matched.map((party) => [party.code, party.by])).toEqual([
      ["P-0042", "code"],
      ["P-0043", "code"],
    ]);
    expect(dry.body.parties.unmatched).toEqual([
      expect.objectContaining({ name: "SRI JAGANNATH PHARMACY", code: "P-0077", bills: 1 }),
    ]);
    expect(dry.body.skipped).toMatchObject({ aboveHeader: 3, total: 4 });

    const published = await upload(margXls(), "OUTSTANDING.XLS", { dryRun: false });
    expect(published.status, published.body.error).toBe(201);
    expect(published.body).toMatchObject({ success: true, bills: 5, total: 1_80_749.5 });
    expect(published.body.version).toEqual(expect.any(Number));

    const tarini = await billsOf(customers.tarini.cookie);
    expect(tarini.status).toBe(200);
    expect(billNos(tarini.body)).toEqual(["SB-1001", "SB-1044"]);
    // Marg gives no due date: a bill is due 30 days after its date.
    expect(tarini.body).toMatchObject({
      success: true,
      asOf: "2026-12-06",
      total: 20_750.5,
      overdue: 20_750.5,
      // 85 and 47 days before 6 December.
      ageing: { d0_30: 0, d31_60: 8_250.5, d61_90: 12_500, d90_plus: 0 },
      pay: null,
    });
    expect(tarini.body.bills[0]).toEqual({
      billNo: "SB-1001",
      date: "2026-09-12",
      amount: 15_000,
      pending: 12_500,
      due: 12_500,
      dueOn: "2026-10-12",
      overdueDays: daysTo("2026-10-12"),
      payment: null,
      invoice: null,
    });

    const utkal = await billsOf(customers.utkal.cookie);
    expect(billNos(utkal.body)).toEqual(["SB-0950", "SB-1100"]);
    const notYetDue = utkal.body.bills[1]!;
    expect(notYetDue.dueOn).toBe("2026-12-25");
    expect(notYetDue.overdueDays).toBe(Math.max(0, daysTo("2026-12-25")));
    expect(utkal.body.overdue).toBe(notYetDue.overdueDays > 0 ? 1_50_000 : 1_05_000);
    expect(utkal.body.ageing).toEqual({ d0_30: 45_000, d31_60: 0, d61_90: 0, d90_plus: 1_05_000 });
    // Another customer's bills are never in the answer, whatever is asked.
    expect(JSON.stringify(utkal.body)).not.toContain("SB-1001");
    const choosingAnother = await billsOf(customers.utkal.cookie, "?pay=SB-1001");
    expect(choosingAnother.status).toBe(400);
    expect(JSON.stringify(choosingAnother.body)).not.toContain("12,500");

    // Without a UPI id there is no link, and no bills to choose for one.
    const page = await fetch(`${server.url}/account/bills`, {
      headers: { cookie: customers.tarini.cookie },
    });
    const html = await page.text();
    expect(html).toContain("SB-1044");
    expect(html).not.toContain('type="checkbox"');
    expect(html).not.toContain("upi://");

    const anonymous = await fetch(`${server.url}/api/account/bills`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get("cache-control")).toBe("private, no-store");
    expect((await billsOf(customers.om1.cookie)).body.bills).toEqual([]);
  });

  it("reads a Busy CSV, takes 'as of' as staff set it, and warns when a fifth of the parties or the total would go", async () => {
    const { status, body } = await upload(busyCsv, "outstanding.csv", { asOf: "2026-12-05" });
    expect(status, body.error).toBe(200);
    expect(body).toMatchObject({ asOf: "2026-12-05", asOfFrom: "staff", bills: 4 });
    expect(body.total).toBe(1_23_750.5);
    expect(body.skipped).toMatchObject({ footer: 1, total: 3 });
    expect(body.warnings.map((warning) => warning.message)).toEqual([
      "1 of the 3 parties in the outstanding now shown (as of 2026-12-06) are not in this report: publishing would take their bills off the site.",
      "This report's total is 32% below the outstanding now shown (as of 2026-12-06). Is it the whole report?",
      "After the report's total: not a bill, skipped.",
    ]);
    expect(body.warnings[2]!.quote).toBe("Printed by BUSY on 06-12-26");

    const future = await upload(busyCsv, "outstanding.csv", { asOf: "2999-01-01" });
    expect(future.status).toBe(400);
    expect(future.body.error).toMatch(/not in the future/);
  });

  it("links a name two customers share to one of them, for this report and the next", async () => {
    const published = await upload(await tallyXlsx(), "bills.xlsx", { dryRun: false });
    expect(published.status, published.body.error).toBe(201);
    expect((await billsOf(customers.om1.cookie)).body.bills).toEqual([]);

    const linked = await call(`${server.url}/api/admin/outstanding/aliases`, "POST", staff, {
      customerId: customers.om1.id,
      name: "OM MEDICALS",
    });
    expect(linked.status).toBe(200);
    expect(await linked.json()).toEqual({ success: true, matched: 1 });
    expect(billNos((await billsOf(customers.om1.cookie)).body)).toEqual(["SB-1060"]);
    expect((await billsOf(customers.om2.cookie)).body.bills).toEqual([]);

    const again = await upload(await tallyXlsx(), "bills.xlsx");
    expect(again.body.parties.matched.map((party) => [party.name, party.by])).toContainEqual([
      "Om Medicals",
      "alias",
    ]);
    const nobody = await call(`${server.url}/api/admin/outstanding/aliases`, "POST", staff, {
      customerId: "00000000-0000-4000-8000-000000000000",
      name: "Om Medicals",
    });
    expect(nobody.status).toBe(404);
  });

  it("keeps only the report before the current one, matches a party once its customer is added, and a payment reported since lowers the bill it is against", async () => {
    await upload(margXls(), "outstanding.xls", { dryRun: false });
    expect(await countRows(server, "outstanding_reports")).toBe(2);
    const kept = await server.database.db
      .selectFrom("outstanding_reports")
      .select(["current", "file_name"])
      .orderBy("version")
      .execute();
    expect(kept).toEqual([
      { current: 0, file_name: "bills.xlsx" },
      { current: 1, file_name: "outstanding.xls" },
    ]);

    // A party no customer had is matched once the customer is added (here by its name).
    const jagannath = await customerMadeByStaff(server.url, staff, {
      shopName: "Sri Jagannath Pharmacy",
      contactName: "Bibhu Mohanty",
      phone: "+91 9437000077",
      email: "9437000077@example.com",
    });
    expect(billNos((await billsOf(jagannath.cookie)).body)).toEqual(["SB-1020"]);

    await server.database.db
      .insertInto("payments")
      .values({
        id: "pay-1",
        customer_id: customers.tarini.id,
        mode: "upi",
        reference: "412345678901",
        amount_paise: 250_000,
        paid_on: today,
        status: "reported",
        reported_at: new Date().toISOString(),
      })
      .execute();
    await server.database.db
      .insertInto("payment_bills")
      .values({ payment_id: "pay-1", position: 0, bill_no: "sb 1001", amount_paise: 250_000 })
      .execute();
    const { body } = await billsOf(customers.tarini.cookie);
    expect(body.total).toBe(18_250.5);
    expect(body.bills[0]).toMatchObject({
      billNo: "SB-1001",
      pending: 12_500,
      due: 10_000,
      payment: { status: "reported", amount: 2_500, utr: "412345678901" },
    });
  });

  it("offers a UPI link for the total, or the bills chosen, only with a UPI id and up to the largest UPI payment", async () => {
    const published = await publishPayments(server.url, staff, {
      upiId: "mahanadipharma@sbi",
      payee: "Mahanadi Pharma",
      bankDetails: "SBI Cuttack, A/c 12345678901, IFSC SBIN0000001",
    });
    expect(published.status, await published.text()).toBe(200);

    const tarini = (await billsOf(customers.tarini.cookie)).body;
    expect(tarini.pay).toEqual({
      upiUrl: upiLink({
        upiId: "mahanadipharma@sbi",
        payee: "Mahanadi Pharma",
        rupees: 18_250.5,
        note: "SB-1001 SB-1044",
      }),
      amount: 18_250.5,
      note: "SB-1001 SB-1044",
      billNos: ["SB-1001", "SB-1044"],
    });
    expect(tarini.pay!.upiUrl).toContain("am=18250.50");
    // Utkal owes ₹1,50,000, above the largest UPI payment: no link for the total, one per bill.
    expect((await billsOf(customers.utkal.cookie)).body.pay).toBeNull();
    const chosen = (await billsOf(customers.utkal.cookie, "?pay=SB-1100")).body.pay;
    expect(chosen).toMatchObject({ amount: 45_000, billNos: ["SB-1100"] });
    expect(chosen!.upiUrl).toContain("am=45000.00");
  });

  it("writes the Bills page without JavaScript in the customer's language, and the statement PDF", async () => {
    const page = async (path: string, cookie = "") => {
      const response = await fetch(`${server.url}${path}`, { headers: { cookie } });
      return { response, html: await response.text() };
    };
    for (const [locale, path] of [
      ["en", "/account/bills"],
      ["or", "/or/account/bills"],
      ["hi", "/hi/account/bills"],
    ] as const) {
      const { response, html } = await page(path, customers.tarini.cookie);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      expect(html).toContain(`<html lang="${locale}-IN"`);
      expect(html).toContain(texts[locale].bills.page.title);
      expect(html).toContain(texts[locale].bills.list.heading);
      expect(html).toContain("SB-1044");
      expect(html).not.toContain("SB-0950");
      const signedOut = await page(path);
      expect(signedOut.html).toContain(texts[locale].bills.page.signedOut);
      expect(signedOut.html).not.toContain("SB-1044");
    }
    const chosen = await page("/account/bills?chosen=1&pay=SB-1044", customers.tarini.cookie);
    expect(chosen.html).toContain("am=8250.50");
    // React writes an input's name, `checked` and `value` after its other attributes.
    expect(chosen.html).toContain(
      'id="choose-1" class="size-5" name="pay" checked="" value="SB-1044"',
    );
    expect(chosen.html).toContain("<svg");
    expect(chosen.html).toContain("SBI Cuttack");

    for (const locale of ["en", "or", "hi"] as const) {
      const response = await fetch(`${server.url}/api/account/statement.pdf?lang=${locale}`, {
        headers: { cookie: customers.tarini.cookie },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/pdf");
      const pdf = new Uint8Array(await response.arrayBuffer());
      // The language's own Noto face is embedded (a subset of it).
      expect(Buffer.from(pdf).toString("latin1")).toContain(`+${fontNames[locale]}-Bold`);
      const { text } = await extractText(pdf, { mergePages: true });
      // Shaped Odia and Devanagari come back in the glyphs' visual order (a vowel sign written
      // before its consonant comes first), so the heading is found by its letters.
      expect(text.split("\n").map(letters)).toContain(letters(texts[locale].bills.statement.title));
      for (const billNo of ["SB-1001", "SB-1044"]) expect(text).toContain(billNo);
      expect(text).not.toContain("SB-0950");
    }
    expect((await fetch(`${server.url}/api/account/statement.pdf`)).status).toBe(401);
  });

  it("refuses an upload from a visitor who is not staff, and a file that is not a report", async () => {
    expect((await upload(busyCsv, "outstanding.csv", { cookie: "" })).status).toBe(401);
    const notAReport = await upload("%PDF-1.4\u0000\u0001", "outstanding.pdf");
    expect(notAReport.status).toBe(415);
    const noBills = await upload("Item,Company\nDolo,Micro Labs\n", "outstanding.csv");
    expect(noBills.status).toBe(400);
    expect(noBills.body.errors[0]!.message).toMatch(/^No column for the bill number/);
  });
});
