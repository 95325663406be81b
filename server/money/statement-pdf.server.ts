import { createRequire } from "node:module";
import type { ShownContent } from "#shared/content/document.ts";
import {
  ageingLines,
  asOfWords,
  overdueWords,
  paymentWords,
  summaryLines,
} from "#shared/bill-words.ts";
import { formatDate } from "#shared/dates.ts";
import type { AccountBills } from "#shared/schemas/money.ts";
import type { Locale } from "#shared/site-paths.ts";
import { fill, formatRupees } from "#shared/text-format.ts";
import { indiaToday } from "./account-bills.server";

// A customer's statement of account as a PDF, in their language (docs/product.md#bills-and-
// payments): the company's letterhead, what is due and by age, each pending bill with the
// latest payment against it, the payments reported, and a note that it is not a tax invoice.
// Each language's own Noto face is embedded (SIL Open Font License 1.1, from their npm
// packages); each carries Latin letters, digits and ₹ too, so one face writes a whole page.

const require = createRequire(import.meta.url);
const face = (family: string, file: string) =>
  require.resolve(`@expo-google-fonts/${family}/${file.replace("_", "/")}.ttf`);
const fonts: Record<Locale, { regular: string; bold: string }> = {
  en: {
    regular: face("noto-sans", "400Regular_NotoSans_400Regular"),
    bold: face("noto-sans", "700Bold_NotoSans_700Bold"),
  },
  or: {
    regular: face("noto-sans-oriya", "400Regular_NotoSansOriya_400Regular"),
    bold: face("noto-sans-oriya", "700Bold_NotoSansOriya_700Bold"),
  },
  hi: {
    regular: face("noto-sans-devanagari", "400Regular_NotoSansDevanagari_400Regular"),
    bold: face("noto-sans-devanagari", "700Bold_NotoSansDevanagari_700Bold"),
  },
};

const MARGIN = 48;
const A4 = { width: 595.28, height: 841.89 };
const WIDTH = A4.width - MARGIN * 2;
const BOTTOM = A4.height - MARGIN - 20;
const BRAND = "#0b5e7a";
const INK = "#1e293b";
const MUTED = "#475569";
const RULE = "#cbd5e1";

type Column = { title: string; width: number; align?: "right" };

export async function statementPdf(input: {
  customer: { shopName: string; code: string };
  bills: AccountBills;
  locale: Locale;
  content: ShownContent;
}): Promise<Buffer> {
  const { customer, bills, locale, content } = input;
  const t = content.texts[locale].bills;
  const { site } = content;
  const font = fonts[locale];
  // Loaded with the first statement asked for: the library and its fonts' code hold tens of
  // megabytes once loaded, which a server that never sends one need not.
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    font: font.regular,
    info: { Title: t.statement.title, Author: site.name, Subject: customer.shopName },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) =>
    doc.on("end", () => resolve(Buffer.concat(chunks))),
  );

  // The letterhead.
  doc.fillColor(BRAND).font(font.bold).fontSize(18).text(site.name, { width: WIDTH });
  const { address } = site;
  doc
    .font(font.regular)
    .fontSize(9)
    .fillColor(MUTED)
    .text(
      `${address.street}, ${address.locality}, ${address.city}, ${address.region} ${address.postalCode}`,
    )
    .text(`${site.phones.join(", ")} · ${site.email} · GSTIN ${site.registration.gstin}`);
  doc.moveDown(1);
  doc.fillColor(INK).font(font.bold).fontSize(15).text(t.statement.title);
  doc.font(font.regular).fontSize(10);
  doc.text(customer.shopName);
  if (customer.code) doc.text(fill(t.statement.partyCode, { code: customer.code }));
  if (bills.asOf) doc.text(asOfWords(t, locale, bills.asOf));
  doc.fillColor(MUTED).text(fill(t.statement.made, { date: formatDate(locale, indiaToday()) }));
  doc.moveDown(0.8);

  const heading = (text: string) => {
    if (doc.y > BOTTOM - 60) doc.addPage();
    doc.moveDown(0.6).fillColor(BRAND).font(font.bold).fontSize(12).text(text, MARGIN);
    doc.font(font.regular).fontSize(9.5).fillColor(INK).moveDown(0.2);
  };
  const pairs = (lines: [string, string][]) => {
    for (const [label, value] of lines) {
      const y = doc.y;
      doc.text(label, MARGIN, y, { width: WIDTH / 2 });
      doc.text(value, MARGIN + WIDTH / 2, y, { width: WIDTH / 4, align: "right" });
      doc.moveDown(0.15);
    }
  };
  const table = (columns: Column[], rows: { cells: string[]; note?: string }[]) => {
    const header = () => {
      doc.font(font.bold).fontSize(8.5).fillColor(MUTED);
      row(columns.map((column) => column.title));
      doc.font(font.regular).fontSize(9).fillColor(INK);
    };
    const row = (cells: string[]) => {
      const heights = cells.map((text, i) =>
        doc.heightOfString(text, { width: columns[i]!.width - 6 }),
      );
      const height = Math.max(...heights) + 6;
      if (doc.y + height > BOTTOM) {
        doc.addPage();
        header();
      }
      const y = doc.y;
      let x = MARGIN;
      cells.forEach((text, i) => {
        const column = columns[i]!;
        doc.text(text, x, y + 3, { width: column.width - 6, align: column.align ?? "left" });
        x += column.width;
      });
      doc.y = y + height;
      doc
        .moveTo(MARGIN, doc.y)
        .lineTo(MARGIN + WIDTH, doc.y)
        .strokeColor(RULE)
        .lineWidth(0.5)
        .stroke();
    };
    header();
    for (const line of rows) {
      row(line.cells);
      if (line.note) {
        doc.fillColor(BRAND).text(line.note, MARGIN + 6, doc.y + 2, { width: WIDTH - 12 });
        doc.fillColor(INK).moveDown(0.2);
      }
    }
  };

  if (bills.asOf) {
    heading(t.summary.heading);
    pairs(bills.total > 0 ? summaryLines(t, bills) : [[t.summary.nothingDue, ""]]);
    heading(t.ageing.heading);
    pairs(ageingLines(t, bills));
    heading(t.list.heading);
    if (bills.bills.length === 0) doc.text(t.list.none);
    else
      table(
        [
          { title: t.list.billNo, width: 92 },
          { title: t.list.date, width: 88 },
          { title: t.list.amount, width: 78, align: "right" },
          { title: t.list.pending, width: 78, align: "right" },
          { title: t.list.dueOn, width: 88 },
          { title: t.list.overdueDays, width: WIDTH - 424, align: "right" },
        ],
        bills.bills.map((bill) => ({
          cells: [
            bill.billNo,
            formatDate(locale, bill.date),
            bill.amount === null ? "" : formatRupees(bill.amount),
            formatRupees(bill.due),
            formatDate(locale, bill.dueOn),
            overdueWords(t, bill),
          ],
          note: bill.payment ? paymentWords(t, bill.payment) : undefined,
        })),
      );
  } else doc.text(fill(t.page.noReport, { phone1: site.phones[0] }), { width: WIDTH });

  if (bills.payments.length) {
    heading(t.statement.payments);
    const h = t.history;
    table(
      [
        { title: h.paidOn, width: 100 },
        { title: h.amount, width: 90, align: "right" },
        { title: h.reference, width: 150 },
        { title: h.status, width: WIDTH - 340 },
      ],
      bills.payments.map((payment) => ({
        cells: [
          formatDate(locale, payment.paidOn),
          formatRupees(payment.amount),
          payment.utr,
          payment.reason
            ? `${h.statuses[payment.status]}: ${payment.reason}`
            : h.statuses[payment.status],
        ],
      })),
    );
  }
  if (bills.asOf) {
    doc.moveDown(1).fillColor(MUTED).fontSize(8.5);
    doc.text(fill(t.statement.note, { date: formatDate(locale, bills.asOf) }), MARGIN, doc.y, {
      width: WIDTH,
    });
  }

  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    // The footer sits in the bottom margin: without this, pdfkit would start a page for it.
    doc.page.margins.bottom = 0;
    doc
      .font(font.regular)
      .fontSize(8)
      .fillColor(MUTED)
      .text(
        fill(t.statement.page, { page: index + 1, pages: range.count }),
        MARGIN,
        A4.height - MARGIN - 10,
        { width: WIDTH, align: "right", lineBreak: false },
      );
  }
  doc.end();
  return done;
}
