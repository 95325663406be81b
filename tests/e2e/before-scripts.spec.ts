import type { Page, Route } from "@playwright/test";
import { site } from "#shared/content/site.ts";
import { texts } from "#shared/content/text.ts";
import { expect, test } from "./fixtures";

// The header's menu and phone dropdown and the chat button are native popovers: they work
// before the page's scripts have arrived (a slow phone) and without JavaScript at all.

/** WhatsApp is on the internet, which tests do not reach: a stand-in page answers for it. */
async function standInForWhatsApp(page: Page) {
  await page
    .context()
    .route("https://wa.me/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>WhatsApp</title>" }),
    );
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test("the menu opens and its links lead to the pages", async ({ page }) => {
    await page.goto("/about");
    const menu = page.getByRole("navigation", { name: "Main" });
    await expect(menu).toBeHidden();
    await page.getByRole("button", { name: "Menu" }).click();
    await menu.getByRole("link", { name: "Careers" }).click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(page.getByRole("heading", { level: 1, name: "Careers" })).toBeVisible();
  });

  test("the phone dropdown opens with the three numbers and a working WhatsApp link", async ({
    page,
  }) => {
    await standInForWhatsApp(page);
    await page.goto("/about");
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: /^Call \+91/ })).toHaveCount(0);
    await banner.getByRole("button", { name: /Call us/ }).click();
    const calls = banner.getByRole("link", { name: /^Call \+91/ });
    await expect(calls).toHaveCount(site.phones.length);
    await expect(calls.first()).toHaveAttribute("href", /^tel:\+91\d{10}$/);
    const [whatsapp] = await Promise.all([
      page.waitForEvent("popup"),
      banner.getByRole("link", { name: /^WhatsApp/ }).click(),
    ]);
    expect(whatsapp.url()).toMatch(/^https:\/\/wa\.me\/\d+\?text=Hello%20.*about%20page/);
  });

  test("the chat button opens call, WhatsApp and enquiry links", async ({ page }) => {
    await page.goto("/about");
    const enquiry = page.getByRole("link", { name: "Send an enquiry" });
    await expect(enquiry).toBeHidden();
    await page.getByRole("button", { name: "Chat with us" }).click();
    await expect(enquiry).toBeVisible();
    await expect(page.getByRole("link", { name: /^Call \+91/ }).last()).toBeVisible();
    await expect(page.getByRole("link", { name: /^WhatsApp/ }).last()).toBeVisible();
    await enquiry.click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole("heading", { level: 1, name: "Contact us" })).toBeVisible();
  });
});

test.describe("before the scripts have arrived", () => {
  test.use({ waitForHydration: false, viewport: { width: 390, height: 844 } });

  test("the menu, the phone dropdown and the chat button respond at once, and the chat then takes over", async ({
    page,
  }) => {
    // Hold every script until the controls have been tried.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const held = (route: Route) => released.then(() => route.continue());
    await page.route(/\/assets\/.+\.js$/, held);
    await page.goto("/about", { waitUntil: "domcontentloaded" });

    const menuButton = page.getByRole("button", { name: "Menu" });
    const menu = page.getByRole("navigation", { name: "Main" });
    await menuButton.click();
    await expect(menu.getByRole("link", { name: "Products" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();

    const banner = page.getByRole("banner");
    await banner.getByRole("button", { name: /Call us/ }).click();
    await expect(banner.getByRole("link", { name: /^Call \+91/ }).first()).toBeVisible();

    await page.getByRole("button", { name: "Chat with us" }).click();
    await expect(page.getByRole("link", { name: "Send an enquiry" })).toBeVisible();
    // Opening the chat's panel closed the dropdown, as one popover gives way to the next.
    await expect(banner.getByRole("link", { name: /^Call \+91/ }).first()).toBeHidden();
    // The tap started the chat's island, whose script is held.
    const chatIsland = page.locator("[data-island=chat]");
    await expect(chatIsland).toHaveAttribute("data-state", "loading");

    release();
    await expect(chatIsland).toHaveAttribute("data-state", "hydrated", { timeout: 15_000 });
    const chat = page.getByRole("dialog", { name: /assistant/ });
    await expect(chat).toBeVisible();
    await expect(chat.getByRole("textbox", { name: "Type your message" })).toBeFocused();
    await expect(chat.getByRole("link", { name: "Send an enquiry" })).toBeVisible();
  });
});

test.describe("the scripts start after the first paint", () => {
  // Scripts fetched before the largest paint compete with it for a slow phone's bandwidth and
  // connections (Lighthouse counts each one towards LCP): the page's `load` event comes before
  // that paint, so it must not start them.
  const firstScriptAt = (page: Page) =>
    page.evaluate(() =>
      Math.min(
        ...performance
          .getEntriesByType("resource")
          .filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name))
          .map((entry) => entry.startTime),
      ),
    );

  test("on a page whose islands wait for the visitor, not at all until then", async ({ page }) => {
    await page.goto("/or/about");
    await page.waitForLoadState("networkidle");
    expect(await firstScriptAt(page)).toBe(Infinity);
    // The first press on the chat button fetches the chat's island.
    await page.getByRole("button", { name: texts.or.common.chat.open }).click();
    await expect(page.locator("[data-island=chat]")).toHaveAttribute("data-state", "hydrated");
    expect(await firstScriptAt(page)).toBeLessThan(Infinity);
  });

  test.describe("on a phone", () => {
    // Lighthouse's phone. Its screen is its viewport: the browser picks a responsive image
    // before the layout is known by the screen's width.
    const phone = { width: 412, height: 823 };
    test.use({ viewport: phone, screen: phone, deviceScaleFactor: 1.75, isMobile: true });

    test("the home page's first slide comes inside the page, and the scripts follow its paint", async ({
      page,
    }) => {
      const fetched: string[] = [];
      page.on("request", (request) => fetched.push(new URL(request.url()).pathname));
      await page.goto("/hi/");
      const hero = page.locator("img[elementtiming]");
      expect(await hero.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(
        /^data:image\/avif;base64,/,
      );
      expect(fetched.filter((path) => /\/slide-1-[^/]+\.avif$/.test(path))).toEqual([]);
      const heroPaintedAt = await page.evaluate(
        () =>
          new Promise<number>((resolve) =>
            new PerformanceObserver((entries) => {
              const [entry] = entries.getEntries() as (PerformanceEntry & { renderTime: number })[];
              resolve(entry!.renderTime || entry!.startTime);
            }).observe({ type: "element", buffered: true }),
          ),
      );
      expect(await firstScriptAt(page)).toBeGreaterThanOrEqual(heroPaintedAt);
    });
  });
});
