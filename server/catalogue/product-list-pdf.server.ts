import type { ItemRow } from "./catalogue-rows.server";
import { collectGarbage } from "#server/memory.server.ts";
import {
  BOTTOM,
  columnTitles,
  companyHeading,
  emptyList,
  letterhead,
  MARGIN,
  newDocument,
  pageFooter,
  ROW_PADDING,
  ROW_SIZE,
  rowHeight,
  setRow,
} from "./product-list-layout.server.ts";
import type { Letterhead } from "./product-list-letterhead.server.ts";

// The product list PDF (/items.pdf): the letterhead, then every item of a catalogue grouped by
// company, with composition and pack. The server renders it from the published catalogue, the
// static build from the sample list. Everything on it comes from its input, so the same
// catalogue gives the same bytes on every instance. The server sets it in a worker thread
// (product-list-thread.server.ts): setting is synchronous. How it looks: product-list-layout.server.ts;
// its words: product-list-text.server.ts. This file sets the pages and streams them out.

export type ProductListItem = Pick<ItemRow, "name" | "manufacturer" | "composition" | "pack">;
export type ProductListInput = {
  items: ProductListItem[];
  /** When the catalogue was published: the date printed, and the PDF's creation date. */
  publishedAt: Date;
  /** The shipped sample list rather than the company's own: says so on the first page. */
  sample: boolean;
  /** The company as the published content has it, for the letterhead. */
  company: Letterhead;
};

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

/** pdfkit's fonts as it keeps them (not its public API): each caches the layout of every word set. */
type FontsOf = { _fontFamilies?: Record<string, { layoutCache?: Record<string, unknown> }> };

/**
 * Lets go of the words laid out so far: pdfkit keeps each font's layout of every word it set
 * until the document ends, and 50,000 items' names and compositions held over 100 MB of the
 * thread's heap. Kept for a page, the common words ("500", "mg", "TAB") are still laid out once.
 */
function forgetLayouts(doc: PDFKit.PDFDocument) {
  for (const font of Object.values((doc as unknown as FontsOf)._fontFamilies ?? {}))
    if (font.layoutCache) font.layoutCache = Object.create(null) as Record<string, unknown>;
}

/**
 * Pages set between two collections of the thread's heap: left to itself, V8 lets the heap grow to
 * twice what the list keeps live (120 MB for 50,000 items) before it collects; a collection of a
 * small heap takes a few milliseconds of the list's own thread.
 */
const PAGES_BETWEEN_COLLECTIONS = 50;

/** Sets the list; with the number of pages, the footers too, and answers the PDF's bytes. */
async function setList(
  { items, publishedAt, sample, company }: ProductListInput,
  pageCount?: number,
): Promise<{ pages: number; pdf?: Buffer }> {
  const doc = newDocument(publishedAt, company);
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
    forgetLayouts(doc);
    if (pages % PAGES_BETWEEN_COLLECTIONS === 0) collectGarbage();
    footer();
  });

  const companies = byCompany(items);
  let y = letterhead(
    doc,
    {
      publishedAt,
      sample,
      items: items.length,
      companies: companies.length,
    },
    company,
  );

  const newPage = () => {
    doc.addPage();
    y = columnTitles(doc, MARGIN);
  };
  const wrapped: boolean[] = [];
  y = columnTitles(doc, y + 14);
  for (const company of companies) {
    // A company heading never ends a page: at least one of its rows follows it.
    if (y + 24 + 2 * ROW_SIZE > BOTTOM) newPage();
    y = companyHeading(doc, company, y, false);
    for (let row = 0; row < company.items.length; row++) {
      const item = company.items[row]!;
      const height = rowHeight(doc, item, wrapped);
      if (y + height + ROW_PADDING > BOTTOM) {
        newPage();
        y = companyHeading(doc, company, y, true);
      }
      // Counting the pages needs the rows' heights only: their text is set on the second pass.
      if (pageCount !== undefined) setRow(doc, item, y, height, wrapped, row % 2 === 1);
      y += height + ROW_PADDING;
    }
    y += 6;
  }
  if (companies.length === 0) emptyList(doc, y);

  doc.end();
  await done;
  return { pages, pdf: pageCount === undefined ? undefined : Buffer.concat(chunks) };
}
