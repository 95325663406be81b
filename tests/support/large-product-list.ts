// Renders the product list of a large made-up catalogue and prints its size: run in a child
// process with a small heap by tests/integration/product-list.test.ts.
import { renderProductList } from "#server/catalogue/product-list-pdf.server.ts";
import { site } from "#shared/content/site.ts";

const rows = Number(process.argv[2]);
const compositions = [
  "Paracetamol 500 mg",
  "Amoxicillin 250 mg + Clavulanic Acid 125 mg",
  "Imatinib 400 mg",
];
const items = Array.from({ length: rows }, (_, i) => ({
  name: `Brand${i} ${["Forte", "DS", "Plus", "SR"][i % 4]} ${(i % 9) * 50 + 10}`,
  manufacturer: `Company ${i % 400}`,
  composition: compositions[i % compositions.length]!,
  pack: `${(i % 3) * 5 + 10} tablets`,
}));
const pdf = await renderProductList({
  items,
  publishedAt: new Date(2026, 10, 21),
  sample: false,
  company: site,
});
console.log(`${rows} items, ${pdf.length} bytes`);
