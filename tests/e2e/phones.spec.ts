import type { Locator, Page } from "@playwright/test";
import { SLIDE_INTERVAL_MS } from "#shared/constants.ts";
import { partners } from "#shared/content/partners.ts";
import { site } from "#shared/content/site.ts";
import { texts } from "#shared/content/text.ts";
import { enquiryFormHref, localePath, locales, paths, type Locale } from "#shared/site-paths.ts";
import { fill } from "#shared/text-format.ts";
import { expect, pauseClock, test } from "./fixtures";
import { layoutShifts } from "./layout-shifts";

// What a chemist or a job seeker meets on a phone, and the first screen at every width.

test.describe("the Partner With Us counters", () => {
  // Reduced motion shows the final, widest figures at once.
  test.use({ reducedMotion: "reduce" });

  test("fit their tiles at 320, 360 and 390 px; the page does not scroll sideways and the menu button is on screen", async ({
    page,
  }) => {
    for (const width of [320, 360, 390]) {
      await page.setViewportSize({ width, height: 640 });
      await page.goto("/");
      const clients = page.locator('[data-counter="clients"]');
      await expect(clients).toHaveText("1,00,000+");
      for (const counter of await page.locator("[data-counter]").all()) {
        const { text, tile } = await counter.evaluate((element) => {
          const range = document.createRange();
          range.selectNodeContents(element);
          const box = (rect: DOMRect) => ({ left: rect.left, right: rect.right });
          return {
            text: box(range.getBoundingClientRect()),
            tile: box(element.parentElement!.getBoundingClientRect()),
          };
        });
        expect(text.left, `${width} px`).toBeGreaterThanOrEqual(tile.left);
        expect(text.right, `${width} px`).toBeLessThanOrEqual(tile.right);
      }
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `${width} px`,
      ).toBeLessThanOrEqual(width);
      const menu = (await page.getByRole("button", { name: "Menu" }).boundingBox())!;
      expect(menu.x, `${width} px`).toBeGreaterThanOrEqual(0);
      expect(menu.x + menu.width, `${width} px`).toBeLessThanOrEqual(width);
    }
  });
});

test.describe("the home page's first screen", () => {
  const screens = [
    { width: 320, height: 568 },
    { width: 360, height: 640 },
    { width: 390, height: 844 },
    { width: 768, height: 1024 },
    { width: 1024, height: 768 },
    { width: 1440, height: 900 },
  ];

  test("offers Call (tel:), WhatsApp (wa.me, with words naming the page) and Enquire at every width", async ({
    page,
  }) => {
    for (const screen of screens) {
      await page.setViewportSize(screen);
      await page.goto("/");
      const main = page.getByRole("main");
      const actions = [
        main.locator('a[href^="tel:"]').first(),
        main.locator('a[href^="https://wa.me/"]').first(),
        main.getByRole("link", { name: "Enquire" }),
      ];
      await expect(actions[0]!).toHaveAttribute("href", /^tel:\+91\d{10}$/);
      await expect(actions[1]!).toHaveAttribute(
        "href",
        /^https:\/\/wa\.me\/\d+\?text=Hello%20.*home%20page/,
      );
      await expect(actions[2]!).toHaveAttribute("href", enquiryFormHref);
      const headerBottom = (await page.getByRole("banner").boundingBox())!.height;
      for (const action of actions) {
        const where = `${await action.textContent()} at ${screen.width}×${screen.height}`;
        await expect(action, where).toBeVisible();
        const box = (await action.boundingBox())!;
        // Whole, below the fixed header, above the fold.
        expect(box.x, where).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, where).toBeLessThanOrEqual(screen.width);
        expect(box.y, where).toBeGreaterThanOrEqual(headerBottom);
        expect(box.y + box.height, where).toBeLessThanOrEqual(screen.height);
        // Nothing (the chat button, a slide) lies over it.
        expect(
          await action.evaluate((link) => {
            const rect = link.getBoundingClientRect();
            const top = document.elementFromPoint(
              rect.left + rect.width / 2,
              rect.top + rect.height / 2,
            );
            return link.contains(top);
          }),
          where,
        ).toBe(true);
      }
      // The slide controls beneath them fit across too (at 320 px the last dots were cut off).
      const controls = page.locator('[aria-roledescription="carousel"]').getByRole("button");
      await expect(controls).toHaveCount(9);
      for (const control of await controls.all()) {
        const box = (await control.boundingBox())!;
        const where = `${await control.getAttribute("aria-label")} at ${screen.width} px`;
        expect(box.x, where).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, where).toBeLessThanOrEqual(screen.width);
      }
    }
  });

  test("Enquire lands on the enquiry form", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 640 });
    await page.goto("/");
    await page.getByRole("main").getByRole("link", { name: "Enquire" }).click();
    await expect(page).toHaveURL(/\/contact#enquiry-heading$/);
    await expect(page.getByRole("heading", { name: "Send us an enquiry" })).toBeInViewport();
  });

  test("the largest paint is still the first slide's picture, and nothing shifts, on a slow phone and as the slides turn", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 640 });
    // A slow phone: the parser pauses mid-page and the browser paints what it has (a header
    // without its menu button, a bottom bar without its chat button moved when they came).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
    await pauseClock(page);
    await page.goto("/");
    await expect(page.getByRole("main").getByRole("link", { name: "Enquire" })).toBeVisible();
    // The slides turn on their own (their dots once changed width as they did).
    const dots = page.getByRole("button", { name: /^Show slide/ });
    await expect(dots.first()).toHaveAttribute("aria-current", "true");
    await page.clock.runFor(SLIDE_INTERVAL_MS * 3);
    await expect(dots.first()).not.toHaveAttribute("aria-current", "true");
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    await page.clock.resume();
    const largest = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          new PerformanceObserver((list, observer) => {
            observer.disconnect();
            const element = (list.getEntries().at(-1) as { element?: Element | null } | undefined)
              ?.element;
            resolve(
              element
                ? `${element.tagName} ${element.closest('[aria-roledescription="slide"]')?.getAttribute("aria-label")}`
                : "none",
            );
          }).observe({ type: "largest-contentful-paint", buffered: true });
          requestAnimationFrame(() => requestAnimationFrame(() => resolve("none")));
        }),
    );
    expect(largest).toBe("IMG 1 of 6");
    const shifts = await layoutShifts(page);
    expect(shifts.total, shifts.moved.join("; ")).toBe(0);
  });
});

test.describe("the Contact page on a phone", () => {
  test.use({ viewport: { width: 360, height: 640 } });

  test("gives the phones and WhatsApp before the form", async ({ page }) => {
    await page.goto("/contact");
    const main = page.getByRole("main");
    const form = main.getByRole("button", { name: "Send enquiry" });
    const formTop = (await main.locator("form").boundingBox())!.y;
    await expect(form).toBeAttached();
    const calls = main.locator('a[href^="tel:"]');
    await expect(calls).toHaveCount(site.phones.length);
    for (const link of [...(await calls.all()), main.locator('a[href^="https://wa.me/"]')]) {
      await expect(link).toBeVisible();
      expect((await link.boundingBox())!.y).toBeLessThan(formTop);
    }
  });

  test("shows a compact location card: address, landmark, directions, and the map on request", async ({
    page,
  }) => {
    // No internet here: the map service answers from the test.
    await page.route("https://www.openstreetmap.org/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>map</title><p>map</p>" }),
    );
    await page.goto("/contact");
    const findUs = page.getByRole("region", { name: "Find us" });
    await expect(findUs).toContainText(site.address.street);
    await expect(findUs).toContainText(`Landmark: ${site.address.landmark}`);
    const { latitude, longitude } = site.geo;
    await expect(findUs.getByRole("link", { name: /^Directions/ })).toHaveAttribute(
      "href",
      `https://www.google.com/maps/dir/?api=1&destination=${latitude}%2C${longitude}`,
    );
    // A card, not a tall empty box waiting for the map.
    await expect(findUs.locator("iframe")).toHaveCount(0);
    expect((await findUs.boundingBox())!.height).toBeLessThan(450);

    const showMap = findUs.getByRole("button", { name: "Show map" });
    await expect(showMap).toHaveAttribute("aria-expanded", "false");
    await showMap.click();
    const map = findUs.locator("iframe");
    await expect(map).toBeVisible();
    await expect(map).toHaveAttribute("src", /^https:\/\/www\.openstreetmap\.org\/export\/embed/);
    await expect(findUs.getByRole("button", { name: "Hide map" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
  });
});

test.describe("the Products page on a phone", () => {
  test.use({ viewport: { width: 360, height: 640 } });

  test("lists the partners in two columns of short cards, a few screens long", async ({ page }) => {
    await page.goto("/products");
    const list = page.getByRole("list", { name: "Partner companies" });
    const cards = list.getByRole("listitem");
    await expect(cards).toHaveCount(partners.length);
    const [first, second] = [
      (await cards.nth(0).boundingBox())!,
      (await cards.nth(1).boundingBox())!,
    ];
    expect(second.y).toBe(first.y);
    expect(second.x).toBeGreaterThan(first.x + first.width);
    // One card a row made this list about 6,800 px long.
    expect((await list.boundingBox())!.height).toBeLessThan(3600);
    // The whole card opens that company's items.
    await expect(cards.first().getByRole("link")).toHaveAccessibleName(
      `See items of ${partners[0]!.name}`,
    );
  });
});

test.describe("at 360 px, with items on the enquiry list", () => {
  test.use({ viewport: { width: 360, height: 640 } });
  // The longest item name in the sample catalogue, and a short one.
  const list = [
    { itemId: "S100021", name: "Zencarb 150", manufacturer: "Anandvan Oncolabs", pack: "1 vial" },
    {
      name: "Kalinga Care Disposable syringe with needle 10 ml",
      manufacturer: "Chandaka Medisys",
      pack: "box of 100",
    },
  ].map((item) => ({ ...item, quantity: 250 }));

  /** The unticked consent box of a form sent empty is outlined in red, as the other fields are. */
  async function expectConsentMarked(page: Page, submit: string) {
    await page.getByRole("button", { name: submit }).click();
    const consent = page.locator("input[type=checkbox][name=consent]");
    await expect(consent).toHaveAttribute("aria-invalid", "true");
    const { style, color } = await consent.evaluate((box) => {
      const css = getComputedStyle(box);
      return { style: css.outlineStyle, color: css.outlineColor };
    });
    const fieldRed = await page
      .locator("input[aria-invalid=true]:not([type=checkbox])")
      .first()
      .evaluate((field) => getComputedStyle(field).borderTopColor);
    expect(style, submit).not.toBe("none");
    expect(color, submit).toBe(fieldRed);
  }

  /** Every line of the open call menu is one line tall, as its one-word WhatsApp line. */
  async function expectOneLineEach(links: Locator) {
    const heights = await links.evaluateAll((all) => all.map((link) => link.clientHeight));
    expect(new Set(heights).size, `heights ${heights.join(", ")}`).toBe(1);
  }

  const formsOf: Record<Locale, { path: string; submit: (locale: Locale) => string }[]> = {
    // Each form's consent box, in one language each (the same component serves all three).
    en: [],
    or: [{ path: paths.careers, submit: (locale) => texts[locale].forms.application.submit }],
    hi: [
      {
        path: paths.accountRequest,
        submit: (locale) => texts[locale].account.request.fields.submit,
      },
    ],
  };

  for (const locale of locales) {
    test(`${locale}: the header keeps the whole name beside the badge, the call menu keeps each line whole, the list keeps names wide and the consent box shows its error`, async ({
      page,
    }) => {
      const { common, forms, contact } = texts[locale];
      await page.addInitScript(
        (items) => localStorage.setItem("enquiry-list", JSON.stringify(items)),
        list,
      );
      await page.goto(localePath(locale, paths.home));
      const banner = page.getByRole("banner");
      await expect(banner.locator('a[href$="#enquiry-list"]')).toHaveText(/2/);
      // The home link's first words: the company's name.
      const name = banner.getByRole("link").first().locator("span").first();
      await expect(name).toContainText(site.shortName);
      const cut = await name.evaluate((element) => element.scrollWidth > element.clientWidth);
      expect(cut, "the company's name is cut").toBe(false);

      await banner.getByRole("button", { name: common.header.callUsLabel }).click();
      const menu = banner.getByRole("listitem").getByRole("link");
      await expect(menu.first()).toBeVisible();
      await expectOneLineEach(menu);
      await page.keyboard.press("Escape");

      await page.goto(localePath(locale, paths.contact));
      const enquiryList = page.getByRole("region", {
        name: fill(contact.list.heading, { count: 2 }),
      });
      const listWidth = (await enquiryList.getByRole("list").boundingBox())!.width;
      for (const item of list) {
        const width = (await enquiryList.getByText(item.name, { exact: true }).boundingBox())!
          .width;
        expect(width, item.name).toBeGreaterThanOrEqual(listWidth / 2);
      }
      await expectConsentMarked(page, forms.enquiry.submit);

      for (const form of formsOf[locale]) {
        await page.goto(localePath(locale, form.path));
        await expectConsentMarked(page, form.submit(locale));
      }
    });
  }
});
