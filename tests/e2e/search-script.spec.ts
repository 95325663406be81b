import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { texts } from "#shared/content/text.ts";
import { localePath, paths, type Locale } from "#shared/site-paths.ts";

// Searching in the page's own script (docs/product.md#item-catalogue): on a phone, the Odia and
// Hindi Products pages find what is typed in Odia or Devanagari, and read its digits.

test.use({ viewport: { width: 360, height: 640 } });

async function searchFor(page: Page, locale: Locale, typed: string) {
  const text = texts[locale].products.search;
  const form = page.getByRole("search", { name: text.label });
  await form.getByRole("searchbox", { name: text.query }).fill(typed);
  await form.getByRole("button", { name: text.submit }).click();
  const results = page.getByRole("region", { name: text.heading }).getByRole("listitem");
  await expect(results.first()).toBeVisible();
  return results;
}

for (const [locale, generic, brand] of [
  ["or", "ପାରାସିଟାମୋଲ", "ତାରାପାରା ୬୫୦"],
  ["hi", "पेरासिटामोल", "तारापारा ६५०"],
] as const)
  test(`finds a composition and a brand typed in the ${locale} page's script, its digits read`, async ({
    page,
  }) => {
    await page.goto(localePath(locale, paths.products));
    const byComposition = await searchFor(page, locale, generic);
    const found = texts[locale].products.search.found.other.replace("{count}", "\\d+");
    await expect(page.getByRole("status").filter({ hasText: new RegExp(found) })).toBeVisible();
    for (const item of await byComposition.all()) await expect(item).toContainText("Paracetamol");
    const byBrand = await searchFor(page, locale, brand);
    await expect(byBrand.first().getByRole("heading", { level: 3 })).toHaveText("Tarapara 650");
  });
