import PDFDocument from "pdfkit";
import { partners, productCategories, specialties } from "#app/content/partners.ts";
import { site } from "#app/content/site.ts";

const BRAND = "#0b5e7a";
const INK = "#1e293b";
const MUTED = "#475569";
const MARGIN = 50;

/** The downloadable product list (/items.pdf), set from the content module with pdfkit. */
export function renderProductListPdf(date = new Date()): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: MARGIN, bottom: MARGIN + 10, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: {
      Title: `${site.name} — Product list`,
      Author: site.name,
      Subject: "Partner companies and product lines",
    },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) =>
    doc.on("end", () => resolve(Buffer.concat(chunks))),
  );

  const width = doc.page.width - MARGIN * 2;
  const { address } = site;

  // Letterhead.
  doc.rect(0, 0, doc.page.width, 118).fill(BRAND);
  doc
    .fillColor("#ffffff")
    .font("Helvetica-Bold")
    .fontSize(22)
    .text(site.name, MARGIN, 34, { width });
  doc.font("Helvetica").fontSize(10).text(site.tagline, { width });
  doc.text(
    `${address.street}, ${address.locality}, ${address.city}, ${address.region} ${address.postalCode}  ·  ${site.phones.join(" / ")}  ·  ${site.email}`,
    { width },
  );
  doc.fillColor(INK).font("Helvetica-Bold").fontSize(18).text("Product list", MARGIN, 140);
  doc
    .font("Helvetica")
    .fontSize(10)
    .fillColor(MUTED)
    .text(
      `Updated ${date.toLocaleDateString("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "Asia/Kolkata" })}. ` +
        `${partners.length} partner companies across ${specialties.length} specialties. Call or WhatsApp us for prices, stock and bulk orders.`,
      { width },
    );

  const heading = (text: string) => {
    if (doc.y > doc.page.height - 160) doc.addPage();
    doc.moveDown(1.2);
    const y = doc.y;
    doc.rect(MARGIN, y, width, 22).fill("#e6f0f3");
    doc
      .fillColor(BRAND)
      .font("Helvetica-Bold")
      .fontSize(12)
      .text(text, MARGIN + 8, y + 6, { width: width - 16 });
    doc.moveDown(0.6);
  };

  heading("What we supply");
  for (const category of productCategories) {
    doc
      .fillColor(INK)
      .font("Helvetica-Bold")
      .fontSize(11)
      .text(category.title, MARGIN, doc.y, { width });
    doc
      .fillColor(MUTED)
      .font("Helvetica")
      .fontSize(10)
      .text(`${category.summary} ${category.items.join(", ")}.`, { width });
    doc.moveDown(0.5);
  }

  for (const specialty of specialties) {
    heading(specialty);
    for (const partner of partners.filter((p) => p.specialties.includes(specialty))) {
      if (doc.y > doc.page.height - 100) doc.addPage();
      doc
        .fillColor(INK)
        .font("Helvetica-Bold")
        .fontSize(10.5)
        .text(partner.name, MARGIN, doc.y, { width, continued: false });
      doc
        .fillColor(MUTED)
        .font("Helvetica")
        .fontSize(9.5)
        .text(partner.productLines.join(" · "), MARGIN + 12, doc.y, { width: width - 12 });
      doc.moveDown(0.35);
    }
  }

  // Footer on every page.
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.height - MARGIN + 10;
    doc.page.margins.bottom = 0;
    doc
      .fillColor(MUTED)
      .font("Helvetica")
      .fontSize(8)
      .text(`${site.name} · ${site.phones[0]} · ${site.email}`, MARGIN, bottom, {
        width: width / 2 + 80,
        lineBreak: false,
      });
    doc.text(`Page ${i + 1} of ${range.count}`, MARGIN, bottom, {
      width,
      align: "right",
      lineBreak: false,
    });
  }

  doc.end();
  return done;
}
