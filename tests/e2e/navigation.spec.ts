import { texts } from "#shared/content/text.ts";
import { languageNames } from "#shared/content/languages.ts";
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures";

// Public pages are separate documents (docs/product.md#performance): a link loads the next page
// whole, which the browser may already have prerendered from the Speculation Rules in the page.

/** The Speculation Rules a page carries inline, if any. */
async function rulesOf(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  const found = /<script type="speculationrules">([^<]*)<\/script>/.exec(html);
  return (
    found &&
    (JSON.parse(found[1]!) as { prerender: { eagerness: string; where: { and: unknown[] } }[] })
  );
}

test("public pages carry the Speculation Rules inline; the admin and a customer's pages do not", async ({
  request,
}) => {
  for (const path of ["/", "/about", "/or/products", "/hi/contact/thank-you"]) {
    const rules = await rulesOf(request, path);
    expect(rules, path).not.toBeNull();
    const { prerender } = rules!;
    expect(prerender).toHaveLength(1);
    expect(prerender[0]!.eagerness).toBe("moderate");
    const never = JSON.stringify(prerender[0]!.where.and);
    for (const excluded of ["/admin/*", "/or/account/*", "/hi/account", "/api/*", "/items.pdf"])
      expect(never).toContain(`"${excluded}"`);
  }
  for (const path of ["/admin", "/account", "/or/account/request", "/hi/account/password"])
    expect(await rulesOf(request, path), path).toBeNull();
  // Named by no header: a file fetched for them cost a request before the largest paint.
  expect((await request.get("/about")).headers()["speculation-rules"]).toBeUndefined();
});

test("a link to a public page loads it whole, and the browser prerenders it on a hover", async ({
  page,
}) => {
  const prerendered: string[] = [];
  page.on("request", (request) => {
    if (request.headers()["sec-purpose"]?.includes("prerender"))
      prerendered.push(new URL(request.url()).pathname);
  });
  await page.goto("/about");
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  const nav = page.getByRole("navigation", { name: texts.en.common.nav.label });
  const contact = nav.getByRole("link", { name: texts.en.common.nav.contact });
  await contact.hover();
  await expect.poll(() => prerendered).toContain("/contact");
  await contact.click();
  await expect(page).toHaveURL("/contact");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.en.contact.title);
  expect(await page.evaluate(() => "samePage" in window)).toBe(false);
  await expect(nav.getByRole("link", { name: texts.en.common.nav.contact })).toHaveAttribute(
    "aria-current",
    "page",
  );
});

test("switching language keeps an open chat and a search", async ({ page }) => {
  await page.goto("/products");
  const search = page.getByRole("search", { name: texts.en.products.search.label });
  await search.getByRole("searchbox").fill("paracetamol");
  await search.getByRole("button", { name: texts.en.products.search.submit }).click();
  const firstFound = (locale: "en" | "or") =>
    page
      .getByRole("region", { name: texts[locale].products.search.heading })
      .getByRole("listitem")
      .first()
      .getByRole("heading", { level: 3 });
  const firstName = (await firstFound("en").textContent())!;
  await page.getByRole("button", { name: texts.en.common.chat.open }).click();
  await expect(page.getByRole("dialog")).toBeVisible();

  await page
    .getByRole("navigation", { name: texts.en.common.languages })
    .getByRole("link", { name: languageNames.or })
    .click();
  await expect(page).toHaveURL("/or/products");
  const searchOr = page.getByRole("search", { name: texts.or.products.search.label });
  await expect(searchOr.getByRole("searchbox")).toHaveValue("paracetamol");
  await expect(firstFound("or")).toHaveText(firstName);
  await expect(page.getByRole("dialog")).toBeVisible();
});
