import { extractText, getDocumentProxy } from "unpdf";
import { threadId } from "node:worker_threads";
import { describe, expect, it } from "vitest";
import { site } from "#shared/content/site.ts";
import { renderProductList, type ProductListItem } from "./product-list-pdf.server";
import { renderProductListInWorker } from "./product-list-thread.server";

// 20:00 UTC on 20 November is already 21 November in India.
const publishedAt = new Date("2026-11-20T20:00:00Z");

const item = (
  name: string,
  manufacturer: string,
  composition = "",
  pack = "",
): ProductListItem => ({
  name,
  manufacturer,
  composition,
  pack,
});

async function read(bytes: Buffer) {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: false });
  const pages = text.map((page) => page.replace(/\s+/g, " "));
  return { pdf, pages, flat: pages.join(" ") };
}

describe("renderProductList", () => {
  it("sets the letterhead, the publish date in India and page numbers on every page", async () => {
    const items = Array.from({ length: 150 }, (_, n) =>
      item(`Item ${n}`, `Company ${n % 3}`, `Molecule ${n} mg`, "10 tablets"),
    );
    const bytes = await renderProductList({ items, publishedAt, sample: false, company: site });
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const { pdf, pages, flat } = await read(bytes);
    expect(pdf.numPages).toBeGreaterThan(1);
    for (const fact of [site.name, site.tagline, site.address.street, site.email, ...site.phones])
      expect(pages[0]).toContain(fact);
    expect(pages[0]).toContain("Product list");
    expect(pages[0]).toContain("Published 21 November 2026. 150 items from 3 companies.");
    pages.forEach((page, index) => {
      expect(page).toContain(`Page ${index + 1} of ${pdf.numPages}`);
      expect(page).toContain("Product list of 21 November 2026");
    });
    expect(flat).not.toContain("Sample content");
    const { info } = await pdf.getMetadata();
    expect(info).toMatchObject({ CreationDate: expect.stringMatching(/^D:20261120200000Z/) });
  });

  it("groups items by company in alphabetical order, each row with its composition and pack", async () => {
    const items = [
      item("Zincovit", "Zeta Labs", "Zinc 20 mg", "15 tablets"),
      item("Amoxitest 250", "Alpha Pharma", "Amoxicillin 250 mg", "10 capsules"),
      item("Calmzet", "zeta labs", "Cetirizine 10 mg", "10 tablets"),
      item("Parafast 500", "Alpha Pharma", "Paracetamol 500 mg", "15 tablets"),
      item("Pricey 1", "Beta Remedies", "Insulin glargine 100 IU/ml", "1 pen (MRP ₹ 120)"),
    ];
    const { flat } = await read(
      await renderProductList({ items, publishedAt, sample: false, company: site }),
    );
    const order = [
      "Alpha Pharma 2 items",
      "Amoxitest 250 Amoxicillin 250 mg 10 capsules",
      "Parafast 500 Paracetamol 500 mg 15 tablets",
      "Beta Remedies 1 item",
      "Pricey 1 Insulin glargine 100 IU/ml 1 pen (MRP ₹ 120)",
      // Spellings of one company that differ only in case are one group.
      "Zeta Labs 2 items",
      "Calmzet Cetirizine 10 mg 10 tablets",
      "Zincovit Zinc 20 mg 15 tablets",
    ].map((text) => flat.indexOf(text));
    expect(order.every((at) => at !== -1)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(flat).not.toContain("zeta labs");
  });

  it("embeds Noto Sans, which shows ₹, and no built-in font", async () => {
    const bytes = await renderProductList({
      items: [item("Pricey 1", "Beta Remedies", "", "MRP ₹ 120")],
      publishedAt,
      sample: false,
      company: site,
    });
    const raw = bytes.toString("latin1");
    expect(raw).toMatch(/\/FontName \/[A-Z]{6}\+NotoSans-Regular/);
    expect(raw).not.toContain("Helvetica");
    // A glyph the font lacked would come back as U+0000, not as the rupee sign.
    expect((await read(bytes)).flat).toContain("MRP ₹ 120");
  });

  it("wraps a long composition in its column and continues a company on the next page", async () => {
    const long = `Amoxicillin 500 mg + Clavulanic Acid 125 mg + ${"Lactic acid bacillus 60 million spores ".repeat(4).trim()}`;
    const items = Array.from({ length: 80 }, (_, n) =>
      item(`Item ${String(n).padStart(2, "0")}`, "Alpha Pharma", n === 3 ? long : "Zinc 20 mg"),
    );
    const { pages } = await read(
      await renderProductList({ items, publishedAt, sample: false, company: site }),
    );
    expect(pages.join(" ")).toContain(long);
    expect(pages[1]).toContain("Alpha Pharma (continued) 80 items");
  });

  it("says when the list is the shipped sample", async () => {
    const { pages } = await read(
      await renderProductList({
        items: [item("A", "B")],
        publishedAt,
        sample: true,
        company: site,
      }),
    );
    expect(pages[0]).toContain("Sample content: these items are the example list");
  });

  it("gives the same bytes for the same catalogue, whenever and wherever it is rendered", async () => {
    const input = {
      items: [item("A 1", "B", "C", "D")],
      publishedAt,
      sample: false,
      company: site,
    };
    const first = await renderProductList(input);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await renderProductList(input)).equals(first)).toBe(true);
  });
});

describe("renderProductListInWorker", () => {
  it("sets the list in a worker thread of its own, the same bytes as here", async () => {
    const items = Array.from({ length: 300 }, (_, n) =>
      item(`Item ${n}`, `Company ${n % 7}`, `Molecule ${n} mg`, "10 tablets"),
    );
    const input = { items, publishedAt, sample: false, company: site };
    const rendered = await renderProductListInWorker(input);
    // Vitest may run this file in a worker itself: the list's thread is another one still.
    expect(rendered.threadId).not.toBe(threadId);
    expect(rendered.threadId).toBeGreaterThan(0);
    expect(Buffer.from(rendered.pdf).equals(await renderProductList(input))).toBe(true);
  });
});
