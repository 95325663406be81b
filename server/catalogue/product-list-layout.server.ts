import { createRequire } from "node:module";
import PDFDocument from "pdfkit";
import type { Letterhead } from "./product-list-letterhead.server.ts";
import { productListText as text } from "./product-list-text.server.ts";

// How the product list PDF looks: A4, the letterhead, the table's columns and rows, the company
// bands and the page footer. Changing any of it? Stored lists keep the old look: add a migration
// that empties product_lists.

export type ListedItem = { name: string; composition: string; pack: string };

const require = createRequire(import.meta.url);
/**
 * Noto Sans (SIL Open Font License 1.1), from its npm package: it has ₹, accented and Greek
 * letters (µ, β), ° and ±, which the PDF's built-in Helvetica lacks. pdfkit embeds only the
 * glyphs used.
 */
const fonts = {
  regular: require.resolve("@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf"),
  bold: require.resolve("@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf"),
};

const BRAND = "#0b5e7a";
const INK = "#1e293b";
const MUTED = "#475569";
const BAND = "#e6f0f3";
const ZEBRA = "#f3f6f8";
export const MARGIN = 50;
const A4 = { width: 595.28, height: 841.89 };
const WIDTH = A4.width - MARGIN * 2;
/** Rows stop here; the footer sits below. */
export const BOTTOM = A4.height - MARGIN - 14;
export const ROW_SIZE = 8.5;
export const ROW_PADDING = 3;
const columns = [
  { field: "name", title: text.columns.name, x: MARGIN + 4, width: 158 },
  { field: "composition", title: text.columns.composition, x: MARGIN + 170, width: 212 },
  { field: "pack", title: text.columns.pack, x: MARGIN + 390, width: WIDTH - 394 },
] as const;

export function newDocument(publishedAt: Date, company: Letterhead) {
  return new PDFDocument({
    size: "A4",
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    font: fonts.regular,
    info: {
      Title: text.title,
      Author: company.name,
      Subject: text.subject(publishedAt),
      CreationDate: publishedAt,
    },
  });
}

/** The company's band on the first page: name, tagline, address and contacts; then the title. */
export function letterhead(
  doc: PDFKit.PDFDocument,
  facts: { publishedAt: Date; sample: boolean; items: number; companies: number },
  company: Letterhead,
) {
  const { address } = company;
  doc.rect(0, 0, A4.width, 118).fill(BRAND);
  doc
    .fillColor("#ffffff")
    .font(fonts.bold)
    .fontSize(21)
    .text(company.name, MARGIN, 30, { width: WIDTH });
  doc.font(fonts.regular).fontSize(10).text(company.tagline, { width: WIDTH });
  doc
    .fontSize(9)
    .text(
      `${address.street}, ${address.locality}, ${address.city}, ${address.region} ${address.postalCode}`,
      { width: WIDTH },
    )
    .text(`${company.phones.join("  ·  ")}  ·  ${company.email}`, { width: WIDTH });

  doc.fillColor(INK).font(fonts.bold).fontSize(18).text(text.heading, MARGIN, 138);
  doc.font(fonts.regular).fontSize(10).fillColor(MUTED).text(text.summary(facts), { width: WIDTH });
  if (facts.sample) doc.moveDown(0.4).fillColor("#92400e").text(text.sample, { width: WIDTH });
  return doc.y;
}

/** The table's column titles, at the top of each page of items. */
export function columnTitles(doc: PDFKit.PDFDocument, y: number) {
  doc.font(fonts.bold).fontSize(8).fillColor(MUTED);
  for (const column of columns)
    doc.text(column.title.toUpperCase(), column.x, y, { lineBreak: false });
  doc
    .moveTo(MARGIN, y + 13)
    .lineTo(MARGIN + WIDTH, y + 13)
    .lineWidth(0.5)
    .strokeColor("#cbd5e1")
    .stroke();
  doc.font(fonts.regular).fontSize(ROW_SIZE).fillColor(INK);
  return y + 18;
}

/** A company's band: its name and item count, "continued" when its items run onto a new page. */
export function companyHeading(
  doc: PDFKit.PDFDocument,
  company: { name: string; items: unknown[] },
  y: number,
  continued: boolean,
) {
  doc.rect(MARGIN, y, WIDTH, 19).fill(BAND);
  doc
    .fillColor(BRAND)
    .font(fonts.bold)
    .fontSize(10)
    .text(text.company(company.name, continued), MARGIN + 6, y + 4, {
      width: WIDTH - 90,
      height: 12,
      ellipsis: true,
    });
  doc
    .font(fonts.regular)
    .fontSize(8.5)
    .fillColor(MUTED)
    .text(text.items(company.items.length), MARGIN, y + 5, {
      width: WIDTH - 6,
      align: "right",
      lineBreak: false,
    });
  doc.font(fonts.regular).fontSize(ROW_SIZE).fillColor(INK);
  return y + 23;
}

/**
 * A row's height. Most cells fit on one line and are set as they are; a longer one wraps in its
 * column: `wrapped` says which, for setRow.
 */
export function rowHeight(doc: PDFKit.PDFDocument, item: ListedItem, wrapped: boolean[]) {
  let height = ROW_SIZE * 1.4;
  for (let at = 0; at < columns.length; at++) {
    const { field, width } = columns[at]!;
    wrapped[at] = doc.widthOfString(item[field]) > width;
    if (wrapped[at]) height = Math.max(height, doc.heightOfString(item[field], { width }));
  }
  return height;
}

/** One item's row at `y`, every other one (`zebra`) on a tinted band. */
export function setRow(
  doc: PDFKit.PDFDocument,
  item: ListedItem,
  y: number,
  height: number,
  wrapped: boolean[],
  zebra: boolean,
) {
  if (zebra)
    doc
      .rect(MARGIN, y - 1, WIDTH, height + ROW_PADDING)
      .fill(ZEBRA)
      .fillColor(INK);
  for (let at = 0; at < columns.length; at++) {
    const { field, x, width } = columns[at]!;
    if (wrapped[at]) doc.text(item[field], x, y, { width });
    else doc.text(item[field], x, y, { lineBreak: false });
  }
}

export const emptyList = (doc: PDFKit.PDFDocument, y: number) =>
  doc.fillColor(MUTED).text(text.empty, MARGIN, y + 8, { width: WIDTH });

/** At the foot of every page: who, the list's date, and "Page n of N". */
export function pageFooter(
  doc: PDFKit.PDFDocument,
  publishedAt: Date,
  page: number,
  pages: number,
) {
  const bottom = A4.height - MARGIN + 10;
  // Below the bottom margin: without lifting it, pdfkit would start a new page for this line.
  const margin = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  doc
    .fillColor(MUTED)
    .font(fonts.regular)
    .fontSize(7.5)
    .text(text.footer(publishedAt), MARGIN, bottom, { lineBreak: false });
  doc.text(text.page(page, pages), MARGIN, bottom, {
    width: WIDTH,
    align: "right",
    lineBreak: false,
  });
  doc.page.margins.bottom = margin;
}
