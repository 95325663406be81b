import { texts } from "#shared/content/text.ts";
import { localePath, locales } from "#shared/site-paths.ts";
import { expect, expectNoAxeViolations, publicRoutes, test } from "./fixtures";

// Every public page in every language (the admin is English only).
const everyPage = locales.flatMap((locale) =>
  publicRoutes.map((path) => ({ locale, path: localePath(locale, path) })),
);

for (const { path } of everyPage) {
  test(`${path} has no axe violations (desktop)`, async ({ page }) => {
    await page.goto(path);
    await expectNoAxeViolations(page);
  });
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  // The English pages are checked whole at this width; in Odia and Hindi the same page differs
  // only in its words, which the desktop runs check whole, so there the open menu is checked,
  // on the home page: it is the same frame on every page of a language.
  const phonePages = everyPage.filter(
    ({ locale, path }) => locale === "en" || path === localePath(locale, "/"),
  );
  for (const { locale, path } of phonePages) {
    const { header, nav } = texts[locale].common;
    test(`${path} has no axe violations with the menu open`, async ({ page }) => {
      await page.goto(path);
      await page.getByRole("button", { name: header.menu }).click();
      await expect(page.getByRole("navigation", { name: nav.label })).toBeVisible();
      await expectNoAxeViolations(page, locale === "en" ? undefined : "header");
    });
  }

  test("the chat open with an item answer has no axe violations", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Chat with us" }).click();
    const input = page.getByRole("textbox", { name: "Type your message" });
    // Item cards, with the location topic's link buttons under them.
    await input.fill("do you have azithromycin 500, where are you located?");
    await input.press("Enter");
    await expect(page.getByRole("log").locator("[data-sender]")).toHaveCount(3);
    await expect(page.getByRole("log").getByRole("listitem").first()).toBeVisible();
    await expect(page.getByRole("log").getByRole("link", { name: "Contact page" })).toBeVisible();
    await expectNoAxeViolations(page, '[role="dialog"]');
  });

  test("the phone dropdown open has no axe violations", async ({ page }) => {
    await page.goto("/contact");
    await page.getByRole("button", { name: /Call us/ }).click();
    await expect(page.getByRole("button", { name: /Call us/ })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await expectNoAxeViolations(page, "header");
  });
});
