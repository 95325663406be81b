// Invoice copies (docs/product.md#invoice-copies), on SQLite and PostgreSQL: staff upload the
// billing software's PDFs, one, many or a zip of a day's bills; each is filed under a bill of the
// outstanding report by the number in its name or in its text, and so to the customer, who
// downloads their own only. Nothing is attached by guess, and a zip's hostile entries are listed,
// never read.
import { strToU8, zipSync, type Zippable } from "fflate";
import PDFDocument from "pdfkit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INVOICE_RETENTION_DAYS, INVOICE_WAIT_DAYS } from "#shared/limits.ts";
import type { AccountBills, InvoiceUploadAnswer } from "#shared/schemas/money.ts";
import { invoiceFileReasons } from "#server/money/invoice-files.server.ts";
import { eraseExpiredInvoices } from "#server/money/invoice-store.server.ts";
import { busyCsv } from "#tests/fixtures/outstanding-reports.ts";
import { call, customerMadeByStaff } from "#tests/support/customers.ts";
import { uploadOutstanding } from "#tests/support/money.ts";
import { adminCookie, adminEnv } from "#tests/support/sample-submissions.ts";
import {
  countRows,
  dialects,
  freshDatabase,
  startTestServer,
  type TestServer,
} from "#tests/support/test-server.ts";

/** A one-page PDF with `lines` of text, as billing software prints an invoice. */
function pdf(...lines: string[]) {
  return new Promise<Buffer>((resolve) => {
    const doc = new PDFDocument({ size: "A5", info: { CreationDate: new Date(0) } });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    for (const line of lines) doc.text(line);
    doc.end();
  });
}

const DAY = 24 * 60 * 60 * 1000;

/**
 * The zips past the limits, made before any server starts: making them takes seconds on a busy
 * machine, and a keep-alive connection left idle that long is closed by the server just as the
 * next upload goes out on it (a reset a browser retries, but a test's fetch reports).
 */
const zips = (() => {
  const zeros = new Uint8Array(5 * 1024 * 1024);
  const bomb: Zippable = {};
  for (let i = 0; i < 41; i++) bomb[`SB-${i}.pdf`] = [zeros, { level: 1 }];
  const many: Zippable = {};
  for (let i = 0; i < 501; i++) many[`SB-${i}.pdf`] = strToU8("%PDF-1.4");
  return {
    bomb: zipSync(bomb),
    many: zipSync(many),
    oneLarge: zipSync({ "SB-1001.pdf": [new Uint8Array(6 * 1024 * 1024), { level: 1 }] }),
  };
})();

describe.each(dialects)("invoice copies on %s", (dialect) => {
  let server: TestServer;
  let staff: string;
  let tarini: { id: string; cookie: string };
  let utkal: { id: string; cookie: string };

  beforeAll(async () => {
    server = await startTestServer({ ...(await freshDatabase(dialect)), env: adminEnv });
    staff = await adminCookie(server.url);
    const make = (shopName: string, mobile: string) =>
      customerMadeByStaff(server.url, staff, {
        shopName,
        contactName: "Sanjay Behera",
        phone: `+91 ${mobile}`,
        email: `${mobile}@example.com`,
      });
    tarini = await make("Maa Tarini Medical Store", "9437000052");
    utkal = await make("Utkal Medical Hall", "9437000053");
    const published = await uploadOutstanding(
      server.url,
      staff,
      { bytes: busyCsv, name: "outstanding.csv" },
      { dryRun: false },
    );
    expect(published.status).toBe(201);
  });
  afterAll(() => server?.stop());

  const upload = (files: { name: string; bytes: Uint8Array | string }[], cookie = staff) => {
    const form = new FormData();
    for (const { name, bytes } of files)
      form.append(
        "files",
        new Blob([typeof bytes === "string" ? bytes : new Uint8Array(bytes)]),
        name,
      );
    return fetch(`${server.url}/api/admin/invoices`, {
      method: "POST",
      headers: { cookie, origin: server.url },
      body: form,
    });
  };
  const billsOf = async (cookie: string) =>
    (await (await call(`${server.url}/api/account/bills`, "GET", cookie)).json()) as AccountBills;
  const download = (url: string, cookie: string) =>
    fetch(`${server.url}${url}`, { headers: { cookie } });

  it("files each PDF under the bill its name or its text gives, and lists the others with why", async () => {
    const byName = await pdf("Tax Invoice", "Maa Tarini Medical Store");
    const answer = await upload([
      { name: "SB-1001.pdf", bytes: byName },
      { name: "P0042_SB 1044.pdf", bytes: await pdf("Tax Invoice") },
      {
        name: "scan-0001.pdf",
        bytes: await pdf("TAX INVOICE", "Bill No : SB / 0950", "Total 1,05,000.00"),
      },
      { name: "scan-0002.pdf", bytes: await pdf("Invoice No SB-1001", "Also see SB-0950") },
      // Digits alone count only after "bill" or "invoice": here they are an amount and a PIN.
      { name: "copy.pdf", bytes: await pdf("Amount 1001", "Cuttack 753001") },
      { name: "notes.txt", bytes: "not an invoice" },
      { name: "SB-2001.pdf", bytes: await pdf("Tax Invoice") },
    ]);
    expect(answer.status, await answer.clone().text()).toBe(201);
    const filed = (await answer.json()) as InvoiceUploadAnswer;
    expect(filed.matched).toEqual([
      { file: "SB-1001.pdf", billNo: "SB-1001", customerId: tarini.id },
      { file: "P0042_SB 1044.pdf", billNo: "SB-1044", customerId: tarini.id },
      { file: "scan-0001.pdf", billNo: "SB-0950", customerId: utkal.id },
    ]);
    expect(filed.unmatched).toEqual([
      { file: "notes.txt", why: invoiceFileReasons.notPdf },
      {
        file: "scan-0002.pdf",
        why: "It names several bills (SB-1001, SB-0950): not attached to any.",
      },
      {
        file: "copy.pdf",
        why: "No bill number of the outstanding report is in its name or its text.",
      },
      {
        file: "SB-2001.pdf",
        why: `No bill SB-2001 is in the outstanding report yet: kept ${INVOICE_WAIT_DAYS} days and matched when a report has it.`,
      },
    ]);

    const bills = await billsOf(tarini.cookie);
    const invoiceOf = (billNo: string) =>
      bills.bills.find((bill) => bill.billNo === billNo)?.invoice;
    expect(invoiceOf("SB-1001")?.url).toMatch(/^\/api\/account\/invoices\/[\w-]{20,}$/);
    expect(invoiceOf("SB-1044")).not.toBeNull();
    expect(bills.invoices.map((copy) => copy.billNo).sort()).toEqual(["SB-1001", "SB-1044"]);
    const got = await download(invoiceOf("SB-1001")!.url, tarini.cookie);
    expect(got.status).toBe(200);
    expect(got.headers.get("content-type")).toBe("application/pdf");
    expect(got.headers.get("cache-control")).toBe("private, no-store");
    expect(got.headers.get("content-disposition")).toBe(
      'attachment; filename="invoice-SB-1001.pdf"',
    );
    expect(Buffer.from(await got.arrayBuffer()).equals(byName)).toBe(true);
    expect((await billsOf(utkal.cookie)).invoices.map((copy) => copy.billNo)).toEqual(["SB-0950"]);
  });

  it("serves a copy to its customer alone: another customer, staff and nobody are not found or signed out", async () => {
    const { url } = (await billsOf(tarini.cookie)).invoices[0]!;
    expect((await download(url, utkal.cookie)).status).toBe(404);
    expect((await download(url, "")).status).toBe(401);
    expect((await download(url, staff)).status).toBe(401);
    expect((await download("/api/account/invoices/no-such-copy", tarini.cookie)).status).toBe(404);
  });

  it("reads a zip of a day's bills, listing what leaves its folder, is not a PDF or is a zip, and reading the rest", async () => {
    const bill = await pdf("Tax Invoice");
    const zip = zipSync({
      "2026-12-06/SB-0950.pdf": bill,
      "../SB-1001.pdf": bill,
      "/etc/SB-1044.pdf": bill,
      "readme.txt": strToU8("the day's bills"),
      "inner.zip": zipSync({ "SB-1044.pdf": bill }),
    } satisfies Zippable);
    const answer = await upload([{ name: "day.zip", bytes: zip }]);
    expect(answer.status, await answer.clone().text()).toBe(201);
    const filed = (await answer.json()) as InvoiceUploadAnswer;
    expect(filed.matched).toEqual([
      { file: "day.zip: 2026-12-06/SB-0950.pdf", billNo: "SB-0950", customerId: utkal.id },
    ]);
    expect(filed.unmatched).toEqual([
      { file: "day.zip: ../SB-1001.pdf", why: invoiceFileReasons.outsideZip },
      { file: "day.zip: /etc/SB-1044.pdf", why: invoiceFileReasons.outsideZip },
      { file: "day.zip: readme.txt", why: invoiceFileReasons.notPdf },
      { file: "day.zip: inner.zip", why: invoiceFileReasons.zipInZip },
    ]);
    // The copy of SB-0950 was replaced, not doubled; nothing of the hostile entries was kept.
    const kept = await server.database.db
      .selectFrom("invoice_copies")
      .select(["file_name"])
      .orderBy("file_name")
      .execute();
    expect(kept.map((copy) => copy.file_name)).toEqual([
      "P0042_SB 1044.pdf",
      "SB-1001.pdf",
      "SB-2001.pdf",
      "day.zip: 2026-12-06/SB-0950.pdf",
    ]);
  });

  it("refuses a zip that unpacks to more than 200 MB or holds more than 500 files, and what is not a form", async () => {
    const tooBig = await upload([{ name: "bomb.zip", bytes: zips.bomb }]);
    expect(tooBig.status).toBe(400);
    expect(((await tooBig.json()) as { error: string }).error).toMatch(
      /more than 500 files or unpacks to more than 200 MB/,
    );
    expect((await upload([{ name: "many.zip", bytes: zips.many }])).status).toBe(400);
    const oneLarge = await upload([{ name: "big.zip", bytes: zips.oneLarge }]);
    expect(((await oneLarge.json()) as InvoiceUploadAnswer).unmatched).toEqual([
      { file: "big.zip: SB-1001.pdf", why: invoiceFileReasons.tooLarge },
    ]);
    const json = await call(`${server.url}/api/admin/invoices`, "POST", staff, { files: [] });
    expect(json.status).toBe(415);
    expect((await upload([])).status).toBe(400);
    const anyPdf = await pdf("x");
    expect((await upload([{ name: "SB-1001.pdf", bytes: anyPdf }], tarini.cookie)).status).toBe(
      401,
    );
  });

  it("files a copy that waited once a report has its bill, and its customer's once the party is theirs", async () => {
    const withNewBill = busyCsv.replace(
      ',SB-1044,20-10-26,"8,250.50","8,250.50",,19-11-26',
      ',SB-1044,20-10-26,"8,250.50","8,250.50",,19-11-26\r\n,SB-2001,01-12-26,"1,000.00","1,000.00",,31-12-26',
    );
    const published = await uploadOutstanding(
      server.url,
      staff,
      { bytes: withNewBill, name: "outstanding.csv" },
      { dryRun: false },
    );
    expect(published.status, await published.clone().text()).toBe(201);
    const bills = await billsOf(tarini.cookie);
    expect(bills.bills.find((bill) => bill.billNo === "SB-2001")?.invoice).not.toBeNull();
  });

  it("deletes copies 400 days after upload, and a customer's at their erasure", async () => {
    const { db } = server.database;
    await db
      .updateTable("invoice_copies")
      .set({ uploaded_at: new Date(Date.now() - (INVOICE_RETENTION_DAYS + 1) * DAY).toISOString() })
      .where("bill_no", "=", "SB-1044")
      .execute();
    expect(await eraseExpiredInvoices(db)).toBe(1);
    expect(await countRows(server, "invoice_copies")).toBe(3);
    const erased = await call(`${server.url}/api/admin/customers/${utkal.id}`, "DELETE", staff);
    expect(erased.status).toBe(200);
    const left = await db
      .selectFrom("invoice_copies")
      .select("bill_no")
      .orderBy("bill_no")
      .execute();
    expect(left.map((copy) => copy.bill_no)).toEqual(["SB-1001", "SB-2001"]);
  });
});
