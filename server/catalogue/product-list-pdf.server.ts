import { createRequire } from "node:module";
import PDFDocument from "pdfkit";
import { site } from "#shared/content/site.ts";
import { indiaLongDate } from "#shared/india-time.ts";
import type { ItemRow } from "./catalogue-rows.server";

// The product list PDF (/items.pdf): the letterhead, then every item of a catalogue grouped by
// company, with composition and pack. The server renders it from the published catalogue, the
// static build from the sample list. Everything on it comes from its input, so the same
// catalogue gives the same bytes on every instance. Changing the layout? Stored lists keep the
// old one: add a migration that empties product_lists.

export type ProductListItem = Pick<ItemRow, "name" | "manufacturer" | "composition" | "pack">;
export type ProductListInput = {
  items: ProductListItem[];
  /** When the catalogue was published: the date printed, and the PDF's creation date. */
  publishedAt: Date;
  /** The shipped sample list rather than the company's own: says so on the first page. */
  sample: boolean;
};

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
const MARGIN = 50;
const A4 = { width: 595.28, height: 841.89 };
const WIDTH = A4.width - MARGIN * 2;
/** Rows stop here; the footer sits below. */
const BOTTOM = A4.height - MARGIN - 14;
const ROW_SIZE = 8.5;
const ROW_PADDING = 3;
/** About 20 ms of work between two looks at the event loop. */
const YIELD_EVERY_ROWS = 500;
const columns = [
  { field: "name", title: "Item", x: MARGIN + 4, width: 158 },
  { field: "composition", title: "Composition", x: MARGIN + 170, width: 212 },
  { field: "pack", title: "Pack", x: MARGIN + 390, width: WIDTH - 394 },
] as const;

type Company = { name: string; items: ProductListItem[] };

/**
 * Companies in alphabetical order, each with its items by name. Spellings of a name that differ
 * only in case or accents are one company, headed by the spelling most of its items use (the
 * first uploaded, on a tie).
 */
function byCompany(items: ProductListItem[]): Company[] {
  const collator = new Intl.Collator("en", { sensitivity: "base", numeric: true });
  const uploadOrder = new Map(items.map((item, index) => [item, index]));
  const sorted = [...items].sort(
    (a, b) =>
      collator.compare(a.manufacturer, b.manufacturer) ||
      collator.compare(a.name, b.name) ||
      collator.compare(a.pack, b.pack),
  );
  const companies: (Company & { spellings: Map<string, { count: number; first: number }> })[] = [];
  for (const item of sorted) {
    let company = companies.at(-1);
    if (!company || collator.compare(company.name, item.manufacturer) !== 0)
      companies.push((company = { name: item.manufacturer, items: [], spellings: new Map() }));
    company.items.push(item);
    const spelling = company.spellings.get(item.manufacturer);
    if (spelling) spelling.count += 1;
    else company.spellings.set(item.manufacturer, { count: 1, first: uploadOrder.get(item)! });
  }
  return companies.map(({ items, spellings }) => {
    const [name] = [...spellings].sort(
      ([, a], [, b]) => b.count - a.count || a.first - b.first,
    )[0]!;
    return { name, items };
  });
}

/**
 * "Page n of N" needs N before page 1 is written. Keeping every page open to the end (pdfkit's
 * bufferPages) held 580 MB for 50,000 items, enough to bring a small server down; so a first
 * pass only counts the pages, and the second writes each page out as it goes.
 */
export async function renderProductList(input: ProductListInput): Promise<Buffer> {
  const { pages } = await setList(input);
  const { pdf } = await setList(input, pages);
  return pdf!;
}

/** Sets the list; with the number of pages, the footers too, and answers the PDF's bytes. */
async function setList(
  { items, publishedAt, sample }: ProductListInput,
  pageCount?: number,
): Promise<{ pages: number; pdf?: Buffer }> {
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    font: fonts.regular,
    info: {
      Title: `${site.name} — Product list`,
      Author: site.name,
      Subject: `Items by company, published ${indiaLongDate(publishedAt)}`,
      CreationDate: publishedAt,
    },
  });
  const chunks: Buffer[] = [];
  if (pageCount !== undefined) doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  else doc.resume();
  const done = new Promise<void>((resolve, reject) => {
    doc.on("end", resolve);
    doc.on("error", reject);
  });
  let pages = 1;
  const footer = () => {
    if (pageCount !== undefined) pageFooter(doc, publishedAt, pages, pageCount);
  };
  footer();
  doc.on("pageAdded", () => {
    pages += 1;
    footer();
  });

  const companies = byCompany(items);
  let y = letterhead(doc, {
    publishedAt,
    sample,
    items: items.length,
    companies: companies.length,
  });

  const newPage = () => {
    doc.addPage();
    y = columnTitles(doc, MARGIN);
  };
  const wrapped: boolean[] = [];
  let rowsSet = 0;
  y = columnTitles(doc, y + 14);
  for (const company of companies) {
    // A company heading never ends a page: at least one of its rows follows it.
    if (y + 24 + 2 * ROW_SIZE > BOTTOM) newPage();
    y = companyHeading(doc, company, y, false);
    for (let row = 0; row < company.items.length; row++) {
      const item = company.items[row]!;
      // Setting is synchronous: now and then let the server answer other requests meanwhile.
      if (++rowsSet % YIELD_EVERY_ROWS === 0) await new Promise((resolve) => setImmediate(resolve));
      // Most cells fit on one line and are set as they are; a longer one wraps in its column.
      let height = ROW_SIZE * 1.4;
      for (let at = 0; at < columns.length; at++) {
        const { field, width } = columns[at]!;
        wrapped[at] = doc.widthOfString(item[field]) > width;
        if (wrapped[at]) height = Math.max(height, doc.heightOfString(item[field], { width }));
      }
      if (y + height + ROW_PADDING > BOTTOM) {
        newPage();
        y = companyHeading(doc, company, y, true);
      }
      // Counting the pages needs the rows' heights only: their text is set on the second pass.
      if (pageCount !== undefined) {
        if (row % 2 === 1)
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
      y += height + ROW_PADDING;
    }
    y += 6;
  }
  if (companies.length === 0)
    doc.fillColor(MUTED).text("The catalogue has no items.", MARGIN, y + 8, { width: WIDTH });

  doc.end();
  await done;
  return { pages, pdf: pageCount === undefined ? undefined : Buffer.concat(chunks) };
}

/** The company's band on the first page: name, tagline, address and contacts; then the title. */
function letterhead(
  doc: PDFKit.PDFDocument,
  facts: { publishedAt: Date; sample: boolean; items: number; companies: number },
) {
  const { address } = site;
  doc.rect(0, 0, A4.width, 118).fill(BRAND);
  doc
    .fillColor("#ffffff")
    .font(fonts.bold)
    .fontSize(21)
    .text(site.name, MARGIN, 30, { width: WIDTH });
  doc.font(fonts.regular).fontSize(10).text(site.tagline, { width: WIDTH });
  doc
    .fontSize(9)
    .text(
      `${address.street}, ${address.locality}, ${address.city}, ${address.region} ${address.postalCode}`,
      { width: WIDTH },
    )
    .text(`${site.phones.join("  ·  ")}  ·  ${site.email}`, { width: WIDTH });

  doc.fillColor(INK).font(fonts.bold).fontSize(18).text("Product list", MARGIN, 138);
  doc
    .font(fonts.regular)
    .fontSize(10)
    .fillColor(MUTED)
    .text(
      `Published ${indiaLongDate(facts.publishedAt)}. ${facts.items.toLocaleString("en-IN")} items from ` +
        `${facts.companies.toLocaleString("en-IN")} companies. Call or WhatsApp us for prices, stock and bulk orders.`,
      { width: WIDTH },
    );
  if (facts.sample)
    doc
      .moveDown(0.4)
      .fillColor("#92400e")
      .text(
        "Sample content: these items are the example list shipped with the website, not our stock list.",
        { width: WIDTH },
      );
  return doc.y;
}

/** The table's column titles, at the top of each page of items. */
function columnTitles(doc: PDFKit.PDFDocument, y: number) {
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
function companyHeading(doc: PDFKit.PDFDocument, company: Company, y: number, continued: boolean) {
  doc.rect(MARGIN, y, WIDTH, 19).fill(BAND);
  doc
    .fillColor(BRAND)
    .font(fonts.bold)
    .fontSize(10)
    .text(continued ? `${company.name} (continued)` : company.name, MARGIN + 6, y + 4, {
      width: WIDTH - 90,
      height: 12,
      ellipsis: true,
    });
  const count = company.items.length;
  doc
    .font(fonts.regular)
    .fontSize(8.5)
    .fillColor(MUTED)
    .text(`${count.toLocaleString("en-IN")} ${count === 1 ? "item" : "items"}`, MARGIN, y + 5, {
      width: WIDTH - 6,
      align: "right",
      lineBreak: false,
    });
  doc.font(fonts.regular).fontSize(ROW_SIZE).fillColor(INK);
  return y + 23;
}

/** At the foot of every page: who, the list's date, and "Page n of N". */
function pageFooter(doc: PDFKit.PDFDocument, publishedAt: Date, page: number, pages: number) {
  const bottom = A4.height - MARGIN + 10;
  // Below the bottom margin: without lifting it, pdfkit would start a new page for this line.
  const margin = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  doc
    .fillColor(MUTED)
    .font(fonts.regular)
    .fontSize(7.5)
    .text(
      `${site.name} · Product list of ${indiaLongDate(publishedAt)} · ${site.phones[0]} · ${site.email}`,
      MARGIN,
      bottom,
      { lineBreak: false },
    );
  doc.text(`Page ${page} of ${pages}`, MARGIN, bottom, {
    width: WIDTH,
    align: "right",
    lineBreak: false,
  });
  doc.page.margins.bottom = margin;
}
