import { Window } from "happy-dom";
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { OrderListPanel } from "#app/orders/order-list-panel.tsx";
import type { OrderList } from "#app/orders/use-order-list.ts";
import { seedDocument } from "#shared/content/document.ts";
import type { ListLine } from "#shared/schemas/orders.ts";
import { localePath, locales, paths } from "#shared/site-paths.ts";
import { contentToShow } from "./content";
import { islandNames } from "./island";
import { renderInFrame, type IslandAssets } from "./render-site";
import { renderServerPage } from "./server-pages";

// The pages the server writes without JavaScript are the pages with JavaScript: the same
// components, so the same texts (the order page once had no note hint, and its own words).

const scripts = { boot: "boot()", enhance: "enhance()", islands: "islands()" };
const islands = Object.fromEntries(
  islandNames.map((name) => [name, { src: `/assets/${name}-x.js`, preload: [] as string[] }]),
) as IslandAssets;
const assets = { css: "", islands, scripts };
const content = contentToShow(seedDocument(), { version: "7", today: "2026-12-06" });

const line = (itemId: string, name: string, quantity: number): ListLine => ({
  itemId,
  name,
  manufacturer: "Anandvan Oncolabs",
  pack: "1 vial",
  quantity,
  inCatalogue: true,
  mrp: 5200,
  rate: 4574.8,
  scheme: "10+1",
  gst: 12,
  availability: "low",
  free: 2,
  amount: 114370,
});
const lines = [line("ZC150", "Zencarb 150", 25), line("D650", "Dolo 650", 2)];
const keyed = lines.map((listed) => ({ ...listed, key: listed.itemId! }));

/** Every text a reader meets in the "Your order" section of a page, in order. */
function textsOfOrderSection(html: string) {
  const window = new Window();
  window.document.write(html);
  const section = window.document.querySelector("#order")!;
  const seen: string[] = [];
  const walker = window.document.createTreeWalker(section, 4 /* text nodes */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim();
    if (text) seen.push(text);
  }
  for (const labelled of section.querySelectorAll("[aria-label]"))
    seen.push(labelled.getAttribute("aria-label")!);
  window.close();
  return seen;
}

describe("the order page without JavaScript", () => {
  for (const locale of locales)
    it(`says all that "Your order" says with JavaScript, the note's hint too (${locale})`, () => {
      const pathname = localePath(locale, paths.accountOrder);
      const texts = content.texts[locale];
      const withScript = renderInFrame(pathname, { content, assets, staticMode: false }, () => ({
        head: [],
        content: createElement(OrderListPanel, {
          order: { list: { state: "ready", lines: keyed } } as OrderList,
          text: { ...texts.orders, terms: texts.account.terms, message: texts.orderMessage },
          said: null,
          onSaid: () => {},
          onPlaced: () => {},
        }),
      }));
      const withoutScript = renderServerPage(
        {
          name: "order",
          locale,
          pathname,
          data: { signedIn: true, shopName: "Maa Tarini", lines, orders: [], idempotencyKey: "k" },
        },
        { content, assets },
      );
      const shown = textsOfOrderSection(withScript);
      expect(shown).toContain(texts.orders.place.noteHint);
      const written = textsOfOrderSection(withoutScript);
      for (const text of shown) expect(written, text).toContain(text);
    });
});
