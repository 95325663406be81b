import type { Locator } from "@playwright/test";
import { texts } from "#shared/content/text.ts";
import { englishPath, localeOfPath, paths, publicPaths } from "#shared/site-paths.ts";
import { expect, failedResource, test } from "./fixtures";
import { sidewaysOverflow } from "./sideways";

// No public page, in any language, may scroll sideways, at any of these widths, in any state
// the tests reach.
// The smallest phone, the most common one, a tablet and a desktop: 360 and 1024 px found
// nothing the widths beside them did not (kept apart to hold CI under 20 minutes).
const widths = [320, 390, 768, 1440];
// The 404 pages are reached the way a visitor reaches them: through an unknown path. Of the
// trade customers' pages, the sign-in and the request form; of the thank-you pages, the
// contact's: the others are made of the same frame, form and thank-you parts as pages checked
// here (kept apart to hold CI under 20 min).
const coveredByOthers = new Set<string>([
  paths.careersSent,
  paths.accountPassword,
  paths.accountForgot,
  paths.accountForgotSent,
  paths.accountRequestSent,
]);
const routes = publicPaths
  .filter((path) => !coveredByOthers.has(englishPath(path)))
  .map((path) => path.replace(/\/404$/, "/no-such-page"));
const forms = new Map<string, "enquiry" | "application">([
  [paths.contact, "enquiry"],
  [paths.careers, "application"],
]);

// Reduced motion: the counters show their final (widest) figures and nothing is mid-transition.
// The 404 page is answered with its status, which the browser logs.
test.use({ reducedMotion: "reduce", allowConsoleErrors: failedResource(404) });

// One test a page: it loads and hydrates once, then goes through every state at every width
// (a resize re-lays the page out as a load at that width would).
for (const route of routes) {
  test(`${route} never scrolls sideways${englishPath(route) === paths.home ? " nor opens a popup off screen" : ""}, at 320–1440 px, in any state the tests reach`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const { common, forms: formTexts } = texts[localeOfPath(route)];
    const problems: string[] = [];
    let width = widths[0]!;
    const resize = (to: number) => {
      width = to;
      return page.setViewportSize({ width, height: width < 768 ? 640 : 900 });
    };
    const check = async (state: string) => {
      const overflow = await sidewaysOverflow(page);
      if (overflow) problems.push(`${route} (${state}) at ${width} px: ${overflow}`);
    };
    // A popup past the left edge widens nothing, yet is cut off: it must lie on screen too.
    const checkOnScreen = async (state: string, popup: Locator) => {
      const box = (await popup.boundingBox())!;
      if (box.x < 0 || box.x + box.width > width)
        problems.push(`${route} (${state}) at ${width} px: spans ${box.x}–${box.x + box.width}`);
    };
    const panelOf = async (button: Locator) =>
      page.locator(`[id="${await button.getAttribute("aria-controls")}"]`);

    await resize(width);
    await page.goto(route);
    // The fixture waits for hydration only on pages answered 200; the 404 page hydrates too.
    await expect(page.locator("html[data-hydrated]")).toBeAttached();

    // The frame's popups are the same on every page of a language: they are opened on its home
    // page (kept apart to hold CI under 20 min); every page is checked as loaded.
    const popups = englishPath(route) === paths.home;
    for (const each of widths) {
      await resize(each);
      await check("as loaded");
      if (!popups) continue;

      const menu = page.getByRole("button", { name: common.header.menu });
      if (await menu.isVisible()) {
        await menu.click();
        await expect(page.locator("#mobile-menu")).toBeVisible();
        await check("menu open");
        await page.keyboard.press("Escape");
        await expect(page.locator("#mobile-menu")).toBeHidden();
      }

      const phones = page
        .getByRole("banner")
        .getByRole("button", { name: common.header.callUsLabel });
      await phones.click();
      await expect(phones).toHaveAttribute("aria-expanded", "true");
      await check("phone dropdown open");
      await checkOnScreen("phone dropdown open", await panelOf(phones));
      await page.keyboard.press("Escape");
      await expect(phones).toHaveAttribute("aria-expanded", "false");

      const developer = page
        .getByRole("contentinfo")
        .getByRole("button", { name: common.footer.developer, exact: false });
      await developer.click();
      await expect(developer).toHaveAttribute("aria-expanded", "true");
      await check("developer's contact open");
      await checkOnScreen("developer's contact open", await panelOf(developer));
      await page.keyboard.press("Escape");
      await expect(developer).toHaveAttribute("aria-expanded", "false");

      await page.getByRole("button", { name: common.chat.open }).click();
      const chat = page.getByRole("dialog");
      await expect(chat).toBeVisible();
      await check("chat open");
      await checkOnScreen("chat open", chat);
      await chat.getByRole("button", { name: common.chat.close }).click();
      await expect(chat).toBeHidden();
    }

    const form = forms.get(englishPath(route));
    if (form) {
      await page.getByRole("button", { name: formTexts[form].submit }).click();
      await expect(page.locator("[aria-invalid=true]").first()).toBeVisible();
      for (const each of widths) {
        await resize(each);
        await check("form sent empty, errors shown");
      }
    }
    expect(problems).toEqual([]);
  });
}
