import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { partners, specialties } from "#app/content/partners.ts";
import { site } from "#app/content/site.ts";
import { renderProductListPdf } from "./product-list-pdf";

describe("renderProductListPdf", () => {
  it("sets a multi-page PDF with the letterhead, date, specialties and every partner", async () => {
    const bytes = await renderProductListPdf(new Date("2026-11-21T06:00:00Z"));
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const pdf = await getDocumentProxy(new Uint8Array(bytes));
    expect(pdf.numPages).toBeGreaterThan(1);
    const { text } = await extractText(pdf, { mergePages: true });
    const flat = text.replace(/\s+/g, " ");
    expect(flat).toContain(site.name);
    expect(flat).toContain("21 November 2026");
    expect(flat).toContain(`Page 1 of ${pdf.numPages}`);
    for (const specialty of specialties) expect(flat).toContain(specialty);
    for (const partner of partners) {
      expect(flat).toContain(partner.name);
      for (const line of partner.productLines) expect(flat).toContain(line);
    }
  });
});
