import { texts } from "#shared/content/text.ts";
import { expect, pauseClock, test } from "./fixtures";

const { slides } = texts.en.home;

const activeSlide = (page: import("@playwright/test").Page) =>
  page.locator('[aria-roledescription="slide"][aria-hidden="false"]');

test.describe("hero slideshow", () => {
  test("advances every 2.5 s, pauses and resumes", async ({ page }) => {
    await pauseClock(page);
    await page.goto("/");
    await expect(activeSlide(page)).toHaveAttribute("aria-label", "1 of 6");
    await expect(activeSlide(page)).toContainText(slides[0]!.title);

    await page.clock.runFor(2400);
    await expect(activeSlide(page)).toHaveAttribute("aria-label", "1 of 6");
    await page.clock.runFor(100);
    await expect(activeSlide(page)).toHaveAttribute("aria-label", "2 of 6");
    await page.clock.runFor(2500);
    await expect(activeSlide(page)).toHaveAttribute("aria-label", "3 of 6");

    await page.getByRole("button", { name: "Pause slideshow" }).click();
    await page.clock.runFor(10_000);
    await expect(activeSlide(page)).toHaveAttribute("aria-label", "3 of 6");

    await page.getByRole("button", { name: "Play slideshow" }).click();
    await page.clock.runFor(2500);
    await expect(activeSlide(page)).toHaveAttribute("aria-label", "4 of 6");
  });

  test("previous, next and dot buttons move between slides and wrap around", async ({ page }) => {
    await pauseClock(page);
    await page.goto("/");
    await page.getByRole("button", { name: "Pause slideshow" }).click();
    await page.getByRole("button", { name: "Previous slide" }).click();
    await expect(activeSlide(page)).toHaveAttribute("aria-label", "6 of 6");
    await page.getByRole("button", { name: "Next slide" }).click();
    await expect(activeSlide(page)).toHaveAttribute("aria-label", "1 of 6");
    await page.getByRole("button", { name: /^Show slide 5/ }).click();
    await expect(activeSlide(page)).toHaveAttribute("aria-label", "5 of 6");
    await expect(page.getByRole("button", { name: /^Show slide 5/ })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await expect(activeSlide(page).getByRole("img")).toHaveAttribute("alt", slides[4]!.alt);
  });

  test("only the first slide's image is requested up front, with high priority", async ({
    page,
  }) => {
    await page.goto("/");
    const first = page.locator('[aria-roledescription="slide"]').first().getByRole("img");
    await expect(first).toHaveAttribute("fetchpriority", "high");
    await expect(first).not.toHaveAttribute("loading", "lazy");
    const html = await (await page.request.get("/")).text();
    expect(html.match(/<img[^>]+fetchpriority="high"/gi)).toHaveLength(1);
  });

  test.describe("with reduced motion", () => {
    test.use({ reducedMotion: "reduce" });
    test("does not auto-advance", async ({ page }) => {
      await pauseClock(page);
      await page.goto("/");
      await expect(page.getByRole("button", { name: "Play slideshow" })).toBeVisible();
      await page.clock.runFor(10_000);
      await expect(activeSlide(page)).toHaveAttribute("aria-label", "1 of 6");
    });
  });
});

test("the home page has intro, four highlights and the three product categories", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  for (const title of ["Medical Consumables", "Surgical Disposables", "OTC Products"]) {
    await expect(page.getByRole("heading", { level: 3, name: title })).toBeVisible();
  }
});

test("the Partner With Us counters count up to 50+ and 1,00,000+ once on screen", async ({
  page,
}) => {
  await pauseClock(page);
  await page.goto("/");
  const years = page.locator('[data-counter="years"]');
  const clients = page.locator('[data-counter="clients"]');
  // Far below the first screen, the page shows the figures; their island starts as they come
  // near, going back to 0 to count up once seen.
  await expect(years).toHaveText("50+");
  await page.getByRole("heading", { name: "Partner With Us" }).scrollIntoViewIfNeeded();
  await expect(years).toHaveText("0+");
  // Counting starts when the banner is seen; then one step per 50 ms.
  await expect
    .poll(async () => {
      await page.clock.runFor(50);
      return years.textContent();
    })
    .not.toBe("0+");
  const start = Number((await years.textContent())!.replace("+", ""));
  await expect(clients).toHaveText(`${(start * 2000).toLocaleString("en-IN")}+`);
  await page.clock.runFor(500);
  await expect(years).toHaveText(`${start + 10}+`);
  await expect(clients).toHaveText(`${((start + 10) * 2000).toLocaleString("en-IN")}+`);
  await page.clock.runFor(2000);
  await expect(years).toHaveText("50+");
  await expect(clients).toHaveText("1,00,000+");
  await page.clock.runFor(1000);
  await expect(years).toHaveText("50+");
  await expect(clients).toHaveText("1,00,000+");
});
