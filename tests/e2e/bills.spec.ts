import type { Page } from "@playwright/test";
import { zipSync } from "fflate";
import PDFDocument from "pdfkit";
import { texts } from "#shared/content/text.ts";
import { indiaCalendarDate } from "#shared/india-time.ts";
import { localePath, locales, paths } from "#shared/site-paths.ts";
import { fill } from "#shared/text-format.ts";
import { call, newChemist, partyCode, signedInCustomer } from "#tests/support/customers.ts";
import { publishPayments, reportDay, uploadOutstanding } from "#tests/support/money.ts";
import { expect, expectNoAxeViolations, wholeJourney } from "./fixtures";
import { sidewaysOverflow } from "./sideways";
import { addSession, test } from "./staff";

// The Bills page (docs/product.md#bills-and-payments) as a chemist's phone shows it without
// JavaScript: staff publish the outstanding and the owner's UPI id, the chemist reads their
// bills in each language at 360 and 320 px, chooses one bill and gets its own UPI link and QR
// code, and nothing scrolls sideways.

// Every test here publishes a whole outstanding report, which replaces the one before: they run
// one after the other, in one worker.
test.describe.configure({ mode: "default" });

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a chemist reads their bills at 360 px in every language, chooses one to pay, and nothing scrolls sideways", async ({
    page,
    baseURL,
    staffCookie,
  }) => {
    const url = baseURL!;
    const who = newChemist("or");
    const code = partyCode(who);
    const { cookie } = await signedInCustomer(url, who, code, staffCookie);

    // The owner's UPI id, as the content editor publishes it.
    const published = await publishPayments(url, staffCookie, {
      upiId: "mahanadipharma@sbi",
      payee: "Mahanadi Pharma",
      bankDetails: null,
    });
    expect(published.status, await published.text()).toBe(200);

    const report = [
      "Bill-wise Outstanding,,,,,",
      "As on 06-12-26,,,,,",
      "Code,Party Name,Bill No.,Bill Date,Balance,Due Date",
      `${code},${who.shopName},SB-9001,12-09-26,"12,500.00",12-10-26`,
      ',,SB-9002,20-11-26,"8,250.50",20-12-26',
      ',,CN-9003,30-11-26,"2,000.00 Cr",',
      'Grand Total,,,,"18,750.50",',
    ].join("\r\n");
    const upload = await uploadOutstanding(
      url,
      staffCookie,
      { bytes: report, name: "outstanding.csv" },
      { dryRun: false },
    );
    expect(upload.status, await upload.text()).toBe(201);

    await addSession(page.context(), url, cookie);
    for (const locale of locales) {
      const t = texts[locale].bills;
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(localePath(locale, paths.accountBills));
      await expect(page.getByRole("heading", { level: 1, name: t.page.title })).toBeVisible();
      for (const billNo of ["SB-9001", "SB-9002", "CN-9003"])
        await expect(page.getByRole("rowheader", { name: billNo })).toBeVisible();
      await expect(
        page.getByRole("img", { name: fill(t.pay.qrLabel, { amount: "₹18,750.50" }) }),
      ).toBeVisible();
      expect(await sidewaysOverflow(page)).toBeNull();
      await page.setViewportSize({ width: 320, height: 640 });
      expect(await sidewaysOverflow(page)).toBeNull();
    }

    // The last language's page (Hindi): one bill chosen gets a link and a QR code of its own.
    const t = texts.hi.bills;
    await page.getByRole("checkbox", { name: fill(t.list.choose, { billNo: "SB-9002" }) }).check();
    await page.getByRole("button", { name: t.pay.chosen }).click();
    await expect(page).toHaveURL(/\/hi\/account\/bills\?chosen=1&pay=SB-9002$/);
    const link = page.getByRole("link", { name: fill(t.pay.openApp, { amount: "₹8,250.50" }) });
    await expect(link).toHaveAttribute(
      "href",
      /^upi:\/\/pay\?pa=mahanadipharma%40sbi&.*am=8250\.50/,
    );
    await expect(
      page.getByRole("img", { name: fill(t.pay.qrLabel, { amount: "₹8,250.50" }) }),
    ).toBeVisible();
    expect(await sidewaysOverflow(page)).toBeNull();
  });
});

/** A report of one party's bills as the billing software exports it, "as on" today. */
function reportOf(code: string, shopName: string, bills: [string, number, number][]) {
  const today = indiaCalendarDate(new Date());
  return [
    "Bill-wise Outstanding,,,,,",
    `As on ${reportDay(today)},,,,,`,
    "Code,Party Name,Bill No.,Bill Date,Balance,Due Date",
    ...bills.map(
      ([billNo, rupees, age], index) =>
        `${index === 0 ? `${code},${shopName}` : ","},${billNo},${reportDay(today, -age)},"${rupees.toFixed(2)}",${reportDay(today, 30 - age)}`,
    ),
  ].join("\r\n");
}

/** The page, then the same page on a 320 px phone: no axe violations, no sideways scroll. */
async function expectSoundPage(page: Page) {
  await expectNoAxeViolations(page);
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 320, height: 640 });
  expect(await sidewaysOverflow(page)).toBeNull();
  await page.setViewportSize(size);
}

test("a chemist over their credit limit places an order, is told why with the way to pay, and staff release it", async ({
  page,
  staffPage,
  baseURL,
  staffCookie,
}) => {
  const url = baseURL!;
  const { orders } = texts.en;
  const who = newChemist("en");
  const code = partyCode(who);
  const { id, cookie } = await signedInCustomer(url, who, code, staffCookie);
  // Their own limit of ₹1,000 against a bill of ₹900: any order is over it.
  const terms = await call(`${url}/api/admin/customers/${id}`, "PATCH", staffCookie, {
    creditLimit: 1_000,
  });
  expect(terms.status).toBe(200);
  const upload = await uploadOutstanding(
    url,
    staffCookie,
    { bytes: reportOf(code, who.shopName, [["SB-7001", 900, 5]]), name: "outstanding.csv" },
    { dryRun: false },
  );
  expect(upload.status, await upload.text()).toBe(201);
  await call(`${url}/api/account/list`, "PUT", cookie, {
    items: [{ itemId: "S100056", quantity: 1 }],
  });

  await addSession(page.context(), url, cookie);
  await page.goto("/");
  await page.evaluate((shop) => localStorage.setItem("account-shop", shop), who.shopName);
  await page.goto(paths.account);
  const list = page.getByRole("region", { name: orders.list.heading });
  await list.getByRole("button", { name: orders.place.submit }).click();
  const why = list.getByText(/^Order \d+ is held: you owe ₹900\.00 with the orders not yet billed/);
  await expect(why).toBeVisible();
  const number = /Order (\d+)/.exec((await why.textContent()) ?? "")![1]!;
  await expect(list.getByText(orders.hold.next)).toBeVisible();
  await expect(list.getByRole("link", { name: orders.hold.pay })).toHaveAttribute(
    "href",
    paths.accountBills,
  );
  await expectSoundPage(page);

  await addSession(staffPage.context(), url, staffCookie);
  await staffPage.goto(paths.adminOrders);
  const row = staffPage.getByRole("listitem").filter({ hasText: `Order ${number}` });
  await expect(
    row.getByText(/^Over the credit limit: owed ₹900\.00 before this order/),
  ).toBeVisible();
  await expectNoAxeViolations(staffPage);
  await row.getByRole("link", { name: `Order ${number}`, exact: true }).click();
  await staffPage.getByRole("button", { name: "Release", exact: true }).click();
  await expect(staffPage.getByRole("heading", { name: "Status: Received" })).toBeVisible();
  await expectSoundPage(staffPage);

  await page.reload();
  const mine = page.getByRole("region", { name: orders.mine.heading });
  const card = mine.getByRole("group").filter({ hasText: `Order ${number}` });
  await expect(card.getByText(orders.mine.statuses.received).first()).toBeVisible();
});

test("staff publish the outstanding, the chemist pays a bill by UPI and reports the UTR, staff confirm, and the chemist sees it confirmed", async ({
  page,
  staffPage,
  baseURL,
  staffCookie,
}) => {
  wholeJourney();
  const url = baseURL!;
  const t = texts.en.bills;
  const who = newChemist("en");
  const code = partyCode(who);
  const { cookie } = await signedInCustomer(url, who, code, staffCookie);
  const published = await publishPayments(url, staffCookie, {
    upiId: "mahanadipharma@sbi",
    payee: "Mahanadi Pharma",
    bankDetails: null,
  });
  expect(published.status, await published.text()).toBe(200);

  // Staff upload the billing software's report and publish it.
  await addSession(staffPage.context(), url, staffCookie);
  await staffPage.goto(paths.adminOutstanding);
  const report = reportOf(code, who.shopName, [
    ["SB-8001", 4_200.5, 40],
    ["SB-8002", 1_000, 3],
  ]);
  await staffPage.getByLabel("Outstanding report file").setInputFiles({
    name: "outstanding.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(report),
  });
  await staffPage.getByRole("button", { name: /^Publish 2 bills as of / }).click();
  await expect(staffPage.getByText(/^Published: customers now see 2 bills/)).toBeVisible();
  await expectNoAxeViolations(staffPage);

  // The chemist sees the bills, and the UPI link for the total names the payee, the amount
  // and the bills.
  await addSession(page.context(), url, cookie);
  await page.goto(paths.accountBills);
  for (const billNo of ["SB-8001", "SB-8002"])
    await expect(page.getByRole("rowheader", { name: billNo })).toBeVisible();
  const payLink = page.getByRole("link", { name: fill(t.pay.openApp, { amount: "₹5,200.50" }) });
  const upi = new URL((await payLink.getAttribute("href"))!);
  expect(`${upi.protocol}//${upi.host}`).toBe("upi://pay");
  expect(Object.fromEntries(upi.searchParams)).toEqual({
    pa: "mahanadipharma@sbi",
    pn: "Mahanadi Pharma",
    am: "5200.50",
    cu: "INR",
    tn: "SB-8001 SB-8002",
  });
  await expectSoundPage(page);

  // Paid, the chemist reports the UTR; staff confirm it; the chemist sees it confirmed.
  const utr = String(Date.now()).slice(-12).padStart(12, "4");
  await page.getByLabel(t.paid.reference).fill(utr);
  await page.getByRole("button", { name: t.paid.send }).click();
  await expect(page.getByText(fill(t.paid.done, { amount: "₹5,200.50" }))).toBeVisible();
  await expect(page.getByText(fill(t.payment.reported, { amount: "₹4,200.50" }))).toBeVisible();
  await expectSoundPage(page);

  await staffPage.goto(paths.adminPayments);
  const payment = staffPage.getByRole("article").filter({ hasText: utr });
  await expect(payment).toBeVisible();
  await expectNoAxeViolations(staffPage);
  await payment.getByRole("button", { name: "Confirm", exact: true }).click();
  await expect(payment).toBeHidden();

  await page.goto(paths.accountBills);
  const history = page.getByRole("region", { name: t.history.heading });
  await expect(history.getByText(t.history.statuses.confirmed)).toBeVisible();
  await expectSoundPage(page);
});

test("staff upload a day's invoices as a zip, and the chemist downloads theirs beside the bill, in Odia", async ({
  page,
  staffPage,
  baseURL,
  staffCookie,
}) => {
  const url = baseURL!;
  const t = texts.or.bills;
  const who = newChemist("or");
  const code = partyCode(who);
  const { cookie } = await signedInCustomer(url, who, code, staffCookie);
  const report = reportOf(code, who.shopName, [
    ["SB-7001", 2_100, 12],
    ["SB-7002", 900, 4],
  ]);
  const published = await uploadOutstanding(
    url,
    staffCookie,
    { bytes: report, name: "outstanding.csv" },
    { dryRun: false },
  );
  expect(published.status, await published.text()).toBe(201);

  // Staff choose the billing software's zip of the day's invoices.
  const invoice = await invoicePdf("Tax Invoice SB-7001");
  const zip = zipSync({ "06-12-2026/SB-7001.pdf": invoice, "../SB-7002.pdf": invoice });
  await addSession(staffPage.context(), url, staffCookie);
  await staffPage.goto(paths.adminOutstanding);
  await staffPage.getByLabel("Invoice PDFs, or a zip of them").setInputFiles({
    name: "invoices.zip",
    mimeType: "application/zip",
    buffer: Buffer.from(zip),
  });
  await staffPage.getByRole("button", { name: "Upload invoices" }).click();
  await expect(staffPage.getByText("1 filed under their bills, 1 not.")).toBeVisible();
  await expect(staffPage.getByText(/leaves the zip's folder/)).toBeVisible();
  await expectNoAxeViolations(staffPage);

  // The chemist finds the invoice beside its bill and downloads it.
  await addSession(page.context(), url, cookie);
  await page.goto(localePath("or", paths.accountBills));
  const link = page.getByRole("link", { name: fill(t.list.invoiceOf, { billNo: "SB-7001" }) });
  await expect(link.first()).toBeVisible();
  await expect(
    page.getByRole("link", { name: fill(t.list.invoiceOf, { billNo: "SB-7002" }) }),
  ).toHaveCount(0);
  const [download] = await Promise.all([page.waitForEvent("download"), link.first().click()]);
  expect(download.suggestedFilename()).toBe("invoice-SB-7001.pdf");
  const { readFile } = await import("node:fs/promises");
  expect(Buffer.from(await readFile((await download.path())!)).equals(invoice)).toBe(true);
  await expectSoundPage(page);
  for (const locale of ["en", "hi"] as const) {
    await page.goto(localePath(locale, paths.accountBills));
    const invoiceOf = texts[locale].bills.list.invoiceOf;
    await expect(
      page.getByRole("link", { name: fill(invoiceOf, { billNo: "SB-7001" }) }).first(),
    ).toBeVisible();
    await expectSoundPage(page);
  }
});

/** A one-page PDF, as the billing software prints an invoice. */
function invoicePdf(text: string) {
  return new Promise<Buffer>((resolve) => {
    const doc = new PDFDocument({ size: "A5" });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.text(text);
    doc.end();
  });
}
