import { site } from "#shared/content/site.ts";
import { expect, test } from "./fixtures";

test.describe("header", () => {
  test("is transparent at the top and opaque once scrolled more than 20 px", async ({ page }) => {
    await page.goto("/about");
    const header = page.getByRole("banner");
    const background = () => header.evaluate((el) => getComputedStyle(el).backgroundColor);
    await expect.poll(background).toBe("rgba(0, 0, 0, 0)");
    await page.evaluate(() => window.scrollTo(0, 20));
    await page.waitForFunction(() => window.scrollY === 20);
    await expect.poll(background).toBe("rgba(0, 0, 0, 0)");
    await page.evaluate(() => window.scrollTo(0, 21));
    await expect.poll(background).toBe("rgb(255, 255, 255)");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(background).toBe("rgba(0, 0, 0, 0)");
  });

  test("at the top, the header's text sits on the page's dark opening band with AA contrast", async ({
    page,
  }) => {
    for (const path of ["/about", "/products", "/contact", "/careers"]) {
      await page.goto(path);
      const ratio = await page.evaluate(() => {
        const luminance = (rgb: string) => {
          const [r, g, b] = rgb
            .match(/\d+(\.\d+)?/g)!
            .slice(0, 3)
            .map((v) => {
              const c = Number(v) / 255;
              return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
            });
          return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
        };
        const link = document.querySelector("header nav a")!;
        const box = link.getBoundingClientRect();
        const behind = document
          .elementsFromPoint(box.x + box.width / 2, box.y + box.height / 2)
          .find(
            (el) =>
              !el.closest("header") && getComputedStyle(el).backgroundColor !== "rgba(0, 0, 0, 0)",
          )!;
        const [a, b] = [
          luminance(getComputedStyle(link).color),
          luminance(getComputedStyle(behind).backgroundColor),
        ];
        return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
      });
      expect(ratio, path).toBeGreaterThanOrEqual(4.5);
    }
  });

  test("marks the current page", async ({ page }) => {
    await page.goto("/products");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Products" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("the phone dropdown offers all three numbers and WhatsApp, and closes on an outside click, Escape and when focus leaves", async ({
    page,
  }) => {
    await page.goto("/about");
    const button = page.getByRole("button", { name: /Call us/ });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    const calls = page.getByRole("link", { name: /^Call \+91/ });
    await expect(calls).toHaveCount(3);
    for (const [index, phone] of site.phones.entries())
      await expect(calls.nth(index)).toHaveText(`Call ${phone}`);
    const call = calls.first();
    await expect(call).toHaveAttribute("href", /^tel:\+91\d{10}$/);
    // The chat opens with words naming the page the visitor is on.
    await expect(page.getByRole("banner").getByRole("link", { name: /^WhatsApp/ })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/\d+\?text=Hello%20.*about%20page/,
    );

    await page.mouse.click(10, 500);
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(call).toBeHidden();

    await button.click();
    await expect(call).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(call).toBeHidden();
    await expect(button).toBeFocused();

    // Tabbing past the last item closes it.
    await button.click();
    await page
      .getByRole("banner")
      .getByRole("link", { name: /^WhatsApp/ })
      .focus();
    await page.keyboard.press("Tab");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(call).toBeHidden();
  });

  test("the phone dropdown closes when focus leaves it before the page has seen it open", async ({
    page,
  }) => {
    // A quick Tab right after opening, on a busy phone: focus leaves in the same task that
    // opened the panel, before its `toggle` event has told React.
    await page.goto("/about");
    const button = page.getByRole("button", { name: /Call us/ });
    const panelId = await button.getAttribute("popovertarget");
    const stillOpen = await page.evaluate((id) => {
      const panel = document.getElementById(id!)!;
      panel.showPopover();
      const last = [...panel.querySelectorAll("a")].at(-1)!;
      last.focus();
      const outside = document.querySelector<HTMLElement>("main h1")!;
      outside.tabIndex = -1;
      outside.focus();
      return panel.matches(":popover-open");
    }, panelId);
    expect(stillOpen).toBe(false);
    await expect(button).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("header on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("collapses to a menu button that opens, closes on Escape and after navigating", async ({
    page,
  }) => {
    await page.goto("/");
    const menuButton = page.getByRole("button", { name: "Menu" });
    await expect(menuButton).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await menuButton.click();
    await expect(menuButton).toHaveAttribute("aria-expanded", "true");
    const menu = page.getByRole("navigation", { name: "Main" });
    await expect(menu.getByRole("link")).toHaveText([
      "Home",
      "About",
      "Products",
      "Contact",
      "Careers",
    ]);

    await page.keyboard.press("Escape");
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");
    await expect(menuButton).toBeFocused();

    await menuButton.click();
    await menu.getByRole("link", { name: "Careers" }).click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(page.getByRole("heading", { level: 1, name: "Careers" })).toBeVisible();
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");
  });
});

test("every route change scrolls to the top", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await page.getByRole("contentinfo").getByRole("link", { name: "About" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /About/ })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("the footer shows contacts, hours and the current year", async ({ page }) => {
  await page.clock.setFixedTime(new Date("2031-03-01T10:00:00+05:30"));
  await page.goto("/contact");
  const footer = page.getByRole("contentinfo");
  await expect(footer).toContainText("Monday to Saturday 10:00 AM to 9:00 PM, Sunday closed");
  await expect(footer.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
  await expect(footer.getByRole("link", { name: /^\+91/ })).toHaveCount(3);
  await expect(footer.getByRole("link", { name: /WhatsApp/ })).toHaveAttribute(
    "href",
    /^https:\/\/wa\.me\/\d+\?text=Hello%20.*contact%20page/,
  );
  await expect(footer).toContainText("© 2031");
  // The web developer's contact says whose it is.
  const credit = footer.getByRole("button", { name: /^Developer's contact: .*phone and WhatsApp/ });
  await expect(credit).toContainText("Developer's contact");
  await credit.click();
  await expect(footer.getByRole("link", { name: /^Call / })).toBeVisible();
  await footer.getByText("Get in touch").click();
  await expect(footer.getByRole("link", { name: /^Call / })).toBeHidden();
  await expect(footer.getByRole("link", { name: /LinkedIn/ })).toHaveCount(0);
});
