import type { Locator, Page } from "@playwright/test";
import { texts } from "#shared/content/text.ts";
import { expect, pauseClock, publicRoutes, test } from "./fixtures";

/** What a keyboard user sees of the focused element: is it outlined, and is it covered? */
async function focusReport(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const rect = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    const outlined = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2;
    // The element (or something inside it) must be on top at its centre: not behind the
    // fixed header or the chat button (WCAG 2.4.11).
    const x = Math.min(Math.max(rect.left + rect.width / 2, 0), innerWidth - 1);
    const y = Math.min(Math.max(rect.top + rect.height / 2, 0), innerHeight - 1);
    const top = document.elementFromPoint(x, y);
    const visible =
      rect.width > 0 &&
      rect.height > 0 &&
      !!top &&
      (el === top || el.contains(top) || top.contains(el));
    const label = `${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)}"`;
    return { outlined, visible, label };
  });
}

/** Presses Tab until `target` has focus, checking every stop on the way. */
async function tabTo(page: Page, target: Locator, { max = 120, backwards = false } = {}) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
    const report = await focusReport(page);
    if (report) {
      expect(report.outlined, `focus outline on ${report.label}`).toBe(true);
      expect(report.visible, `${report.label} is not hidden when focused`).toBe(true);
    }
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
  }
  throw new Error(`could not reach ${target} with the keyboard`);
}

test("the skip link, header menu and phone dropdown work with the keyboard", async ({ page }) => {
  await page.goto("/");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();

  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  await tabTo(page, nav.getByRole("link", { name: "Products" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/products$/);

  const call = page.getByRole("button", { name: /Call us/ });
  await tabTo(page, call);
  await page.keyboard.press("Enter");
  await expect(call).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: /^Call \+91/ }).first()).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(call).toBeFocused();
  await expect(call).toHaveAttribute("aria-expanded", "false");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test("the menu button opens the menu, Tab walks its links, Escape closes it", async ({
    page,
  }) => {
    await page.goto("/about");
    const menu = page.getByRole("button", { name: "Menu" });
    await tabTo(page, menu);
    await page.keyboard.press("Enter");
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" }),
    ).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toBeFocused();
    await expect(menu).toHaveAttribute("aria-expanded", "false");
  });
});

test("the slideshow controls work with Enter and Space", async ({ page }) => {
  await pauseClock(page);
  await page.goto("/");
  const pause = page.getByRole("button", { name: "Pause slideshow" });
  await tabTo(page, pause);
  await page.keyboard.press("Space");
  await expect(page.getByRole("button", { name: "Play slideshow" })).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(page.getByRole("button", { name: "Next slide" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator('[aria-roledescription="slide"][aria-hidden="false"]')).toHaveAttribute(
    "aria-label",
    "2 of 6",
  );
  await tabTo(page, page.getByRole("button", { name: /^Show slide 4/ }));
  await page.keyboard.press("Enter");
  await expect(page.locator('[aria-roledescription="slide"][aria-hidden="false"]')).toHaveAttribute(
    "aria-label",
    "4 of 6",
  );
});

test("the chat opens, takes a question and closes with the keyboard", async ({ page }) => {
  await pauseClock(page);
  await page.goto("/contact");
  const launcher = page.getByRole("button", { name: "Chat with us" });
  await tabTo(page, launcher, { backwards: true });
  await page.keyboard.press("Enter");
  const input = page.getByRole("textbox", { name: "Type your message" });
  await expect(input).toBeFocused();
  await page.keyboard.type("What are your hours?");
  await page.keyboard.press("Enter");
  await page.clock.runFor(1000);
  await expect(page.getByRole("log").locator("[data-sender]")).toHaveCount(3);
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Send message" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(launcher).toBeFocused();
});

test("the contact form can be filled and sent with the keyboard alone", async ({ page }) => {
  await pauseClock(page);
  await page.goto("/contact");
  await tabTo(page, page.getByLabel(/^Name\b/));
  await page.keyboard.type("Keyboard User");
  await page.keyboard.press("Tab");
  await page.keyboard.type("keys@example.com");
  await page.keyboard.press("Tab");
  await page.keyboard.type("9437011111");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Sent without a mouse.");
  await tabTo(page, page.getByRole("checkbox", { name: /I agree/ }));
  await page.keyboard.press("Space");
  await page.clock.runFor(3000);
  await tabTo(page, page.getByRole("button", { name: "Send enquiry" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toHaveText(texts.en.forms.enquiry.success);
});

test("the careers form's selects, file input and consent are reachable and operable", async ({
  page,
}) => {
  await page.goto("/careers");
  await tabTo(page, page.getByLabel(/^Job category\b/));
  await page.keyboard.press("ArrowDown");
  await expect(page.getByLabel(/^Job category\b/)).not.toHaveValue("");
  await tabTo(page, page.getByLabel(/^Resume\b/));
  await tabTo(page, page.getByRole("checkbox", { name: /I agree/ }));
  await page.keyboard.press("Space");
  await expect(page.getByRole("checkbox", { name: /I agree/ })).toBeChecked();
});

test("the admin table is usable with the keyboard", async ({ page, request }) => {
  const name = `Keyboard Applicant ${Date.now()}`;
  await request.post("/api/career-applications", {
    multipart: {
      name,
      email: "k@example.com",
      phone: "9437011111",
      jobCategory: "HR/Admin",
      employmentType: "Part Time",
      consent: "on",
    },
  });
  await page.goto("/admin/login");
  await tabTo(page, page.getByLabel("Email"));
  await page.keyboard.type("admin@e2e.example");
  await page.keyboard.press("Tab");
  await page.keyboard.type("e2e admin password");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/admin$/);
  await tabTo(page, page.getByLabel("Search name, email or phone"));
  await page.keyboard.type(name);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("row", { name: new RegExp(name) })).toBeVisible();
  await tabTo(page, page.getByRole("button", { name: /^Submitted at/ }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("columnheader", { name: /^Submitted at/ })).toHaveAttribute(
    "aria-sort",
    "ascending",
  );
  await tabTo(page, page.getByRole("button", { name: `Delete application of ${name}` }));
});

for (const path of publicRoutes) {
  test(`${path}: every control is at least 24 × 24 px (WCAG 2.5.8)`, async ({ page }) => {
    await page.goto(path);
    const small = await page.evaluate(() =>
      [
        ...document.querySelectorAll<HTMLElement>(
          "a[href], button, input:not([type=hidden]), select, textarea, summary",
        ),
      ]
        .filter((el) => el.getClientRects().length > 0 && !el.closest('[aria-hidden="true"]'))
        // Visually hidden controls (a skip link until focused, radios whose label is the
        // target) are not targets themselves.
        .filter(
          (el) => getComputedStyle(el).clipPath === "none" && getComputedStyle(el).clip === "auto",
        )
        // Links inside running text are exempt (their size is set by the line of text).
        .filter((el) => !(el.tagName === "A" && el.closest("p, label")))
        .filter((el) => {
          const { width, height } = el.getBoundingClientRect();
          return (
            (width < 24 || height < 24) &&
            !(el instanceof HTMLInputElement && el.type === "checkbox" && width >= 20)
          );
        })
        .map(
          (el) =>
            `${el.tagName} ${(el.textContent ?? el.getAttribute("aria-label") ?? "").trim().slice(0, 30)}`,
        ),
    );
    expect(small).toEqual([]);
  });
}

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });
  test("counters show their final figures at once and nothing animates", async ({ page }) => {
    await pauseClock(page);
    await page.goto("/");
    await expect(page.locator('[data-counter="years"]')).toHaveText("50+");
    await expect(page.locator('[data-counter="clients"]')).toHaveText("1,00,000+");
    const slide = page.locator('[aria-roledescription="slide"]').first();
    const duration = await slide.evaluate((el) =>
      parseFloat(getComputedStyle(el).transitionDuration),
    );
    expect(duration).toBeLessThan(0.001);
  });
});
