import type { Page, Route } from "@playwright/test";
import { brotliCompressSync, constants } from "node:zlib";
import { texts } from "#shared/content/text.ts";
import { FIRST_LOAD_BUDGET_BYTES } from "#scripts/first-load-scripts.ts";
import { expect, test } from "./fixtures";

// The public pages' islands (docs/product.md#performance): each works before its script has
// arrived (a tap or a submission is kept and done once it has), after it, and alone: one
// island's failure leaves the rest of the page working.

const en = texts.en;

/** Holds every island script until `release()`: the page is as a slow phone first shows it. */
async function holdScripts(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, (route: Route) => released.then(() => route.continue()));
  return release;
}

test.describe("an island used before its script has arrived", () => {
  test.use({ waitForHydration: false });

  test("the medicine search keeps the words and the tap, and searches in the page", async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto("/products");
    const search = page.getByRole("search", { name: en.products.search.label });
    await search.getByRole("searchbox").fill("paracitamol");
    await search.getByRole("button", { name: en.products.search.submit }).click();
    await expect(page.locator("[data-island=medicine-search]")).toHaveAttribute(
      "data-state",
      "loading",
    );
    release();
    await expect(page.getByRole("status").filter({ hasText: /\d+ medicines found/ })).toBeVisible();
    // Searched here, not sent to the server's results page.
    await expect(page).toHaveURL("/products");
    await expect(search.getByRole("searchbox")).toHaveValue("paracitamol");
  });

  test("the enquiry form checks what was sent early instead of posting it", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto("/contact");
    await page.getByRole("button", { name: en.forms.enquiry.submit }).click();
    release();
    await expect(page.locator("[data-island=enquiry]")).toHaveAttribute("data-state", "hydrated");
    await expect(page.getByText(en.forms.validation.nameRequired).first()).toBeVisible();
    await expect(page).toHaveURL("/contact");
  });

  test("the slideshow turns with no module script at all: it is no island", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await holdScripts(page);
    await page.goto("/");
    await page.getByRole("button", { name: en.home.slideshow.next }).click();
    const slides = page.locator('[aria-roledescription="slide"]');
    await expect(slides.nth(1)).toHaveAttribute("aria-hidden", "false");
    await expect(slides.nth(0)).toHaveAttribute("aria-hidden", "true");
    await expect(slides.nth(1).getByRole("img")).toHaveAttribute("alt", en.home.slides[1]!.alt);
  });
});

test.describe("an island that fails", () => {
  test.use({ allowConsoleErrors: /^The enquiry island failed/ });

  test("shows its own error box; the rest of the page works", async ({ page }) => {
    // The enquiry form's data broken in the page: the island throws as it hydrates.
    await page.route("/contact", async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        /(<script type="application\/json" data-island-props="enquiry0">)[^<]*/,
        "$1{}",
      );
      await route.fulfill({ response, body: html });
    });
    const errors: string[] = [];
    page.on("console", (message) => errors.push(message.text()));
    await page.goto("/contact");
    await page.getByRole("textbox", { name: en.forms.enquiry.name, exact: true }).click();
    const enquiry = page.locator("[data-island=enquiry]");
    await expect(enquiry).toHaveAttribute("data-state", "hydrated");
    await expect(enquiry.getByRole("alert")).toContainText(en.common.error.title);
    await expect(enquiry.getByRole("link", { name: en.common.error.reload })).toHaveAttribute(
      "href",
      "/contact",
    );
    // Another island still starts and works.
    await page.getByRole("button", { name: en.common.chat.open }).click();
    await expect(page.getByRole("dialog", { name: /assistant/ })).toBeVisible();
    expect(errors.some((line) => line.startsWith("The enquiry island failed"))).toBe(true);
  });
});

/** The brotli bytes of the page's inline scripts and of the scripts it fetched so far. */
async function scriptBytes(page: Page) {
  const inline = await page.evaluate(() =>
    [...document.querySelectorAll("script:not([src]):not([type])")].map((s) => s.textContent),
  );
  const fetched = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .filter((entry) => /\.js(\?|$)/.test(entry.name))
      .map((entry) => (entry as PerformanceResourceTiming).encodedBodySize),
  );
  const brotli = (text: string) =>
    brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  return [...inline.map((text) => brotli(text!)), ...fetched].reduce((a, b) => a + b, 0);
}

for (const device of [
  { name: "a phone", viewport: { width: 412, height: 823 }, isMobile: true },
  { name: "a desktop", viewport: { width: 1350, height: 940 }, isMobile: false },
])
  test.describe(`on ${device.name}, before any input`, () => {
    test.use({ viewport: device.viewport, isMobile: device.isMobile });

    test("each page fetches at most 64 KB of script, and none where nothing needs it", async ({
      page,
    }) => {
      for (const path of ["/", "/or/products", "/hi/contact", "/about", "/careers", "/account"]) {
        await page.goto(path);
        await page.waitForLoadState("networkidle");
        const bytes = await scriptBytes(page);
        expect(bytes, path).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_BYTES);
        if (path !== "/") expect(bytes, path).toBeLessThan(8 * 1024);
      }
    });
  });
