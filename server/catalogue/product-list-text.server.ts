import { site } from "#shared/content/site.ts";
import { indiaLongDate } from "#shared/india-time.ts";

// Every word the product list PDF prints. Changing them? Stored lists keep the old words: add a
// migration that empties product_lists.

export const productListText = {
  title: `${site.name} — Product list`,
  subject: (publishedAt: Date) => `Items by company, published ${indiaLongDate(publishedAt)}`,
  heading: "Product list",
  summary: (facts: { publishedAt: Date; items: number; companies: number }) =>
    `Published ${indiaLongDate(facts.publishedAt)}. ${facts.items.toLocaleString("en-IN")} items from ` +
    `${facts.companies.toLocaleString("en-IN")} companies. Call or WhatsApp us for prices, stock and bulk orders.`,
  sample:
    "Sample content: these items are the example list shipped with the website, not our stock list.",
  columns: { name: "Item", composition: "Composition", pack: "Pack" },
  company: (name: string, continued: boolean) => (continued ? `${name} (continued)` : name),
  items: (n: number) => `${n.toLocaleString("en-IN")} ${n === 1 ? "item" : "items"}`,
  empty: "The catalogue has no items.",
  footer: (publishedAt: Date) =>
    `${site.name} · Product list of ${indiaLongDate(publishedAt)} · ${site.phones[0]} · ${site.email}`,
  page: (page: number, pages: number) => `Page ${page} of ${pages}`,
};
