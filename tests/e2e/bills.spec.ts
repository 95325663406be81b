import { texts } from "#shared/content/text.ts";
import { localePath, locales, paths } from "#shared/site-paths.ts";
import { fill } from "#shared/text-format.ts";
import { newChemist, partyCode, signedInCustomer } from "#tests/support/customers.ts";
import { publishPayments, uploadOutstanding } from "#tests/support/money.ts";
import { expect } from "./fixtures";
import { sidewaysOverflow } from "./sideways";
import { addSession, test } from "./staff";

// The Bills page (docs/product.md#bills-and-payments) as a chemist's phone shows it without
// JavaScript: staff publish the outstanding and the owner's UPI id, the chemist reads their
// bills in each language at 360 and 320 px, chooses one bill and gets its own UPI link and QR
// code, and nothing scrolls sideways.

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
  await expect(link).toHaveAttribute("href", /^upi:\/\/pay\?pa=mahanadipharma%40sbi&.*am=8250\.50/);
  await expect(
    page.getByRole("img", { name: fill(t.pay.qrLabel, { amount: "₹8,250.50" }) }),
  ).toBeVisible();
  expect(await sidewaysOverflow(page)).toBeNull();
});
