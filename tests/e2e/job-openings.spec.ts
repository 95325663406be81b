import path from "node:path";
import type { Route } from "@playwright/test";
import type { ContentDocument } from "#shared/content/document.ts";
import { texts } from "#shared/content/text.ts";
import { call } from "#tests/support/customers.ts";
import { expect, expectNoAxeViolations } from "./fixtures";
import { test } from "./staff";

// A job opening the owner publishes is on Careers; its "Apply" picks its category on the
// application form, also when tapped before the page's scripts have arrived and without
// JavaScript (a link: the server answers its address with the category chosen). On the
// publishing server: the other tests' pages stay as shipped.

const opening = {
  id: "e2e-packer",
  title: { en: "Warehouse packer", or: "ଗୋଦାମ ପ୍ୟାକର", hi: "" },
  description: {
    en: "Pick and pack orders in our Cuttack warehouse.\nMorning shift.",
    or: "",
    hi: "",
  },
  category: "Packing",
  employmentType: "Part Time",
  location: { en: "Cuttack", or: "କଟକ", hi: "कटक" },
  open: true,
} satisfies ContentDocument["jobs"][number];

const contentUrl = () => `${test.info().project.use.baseURL!}/api/admin/content`;

/**
 * The opening published, once: as the owner's editor would, from the newest version. The file's
 * tests run on several workers at once, so two may publish from the same version: the second is
 * answered 409 and reads again, and finds the opening there. It stays published for the rest of
 * the run (taking it down after one worker's tests would take it from under another's); the
 * publishing server starts each run on a fresh database.
 */
async function publishOpening(cookie: string) {
  for (let attempt = 0; attempt < 3; attempt++) {
    const live = (await (await call(contentUrl(), "GET", cookie)).json()) as {
      version: number;
      content: ContentDocument;
    };
    if (live.content.jobs.some((job) => job.id === opening.id)) return;
    const answer = await call(contentUrl(), "PUT", cookie, {
      baseVersion: live.version,
      content: { ...live.content, jobs: [...live.content.jobs, opening] },
    });
    if (answer.status !== 409) {
      expect(answer.status).toBe(200);
      return;
    }
  }
  throw new Error("the opening was refused three times as stale");
}

test.beforeEach(async ({ staffCookie }) => {
  await publishOpening(staffCookie);
});

/** The application form's job category (its label carries the required mark). */
const categoryField = (page: import("@playwright/test").Page) =>
  page.locator('select[name="jobCategory"]');

test("an opening is on Careers, and Apply picks its category on the form", async ({ page }) => {
  await page.goto("/careers");
  const openings = page.getByRole("region", { name: texts.en.careers.openings.heading });
  await expect(openings.getByRole("heading", { name: opening.title.en })).toBeVisible();
  await expect(openings).toContainText(texts.en.forms.jobCategories.Packing);
  await expect(openings).toContainText(texts.en.forms.employmentTypes["Part Time"]);
  await expect(categoryField(page)).toHaveValue("");
  await expectNoAxeViolations(page);

  await openings.getByRole("link", { name: texts.en.careers.openings.apply }).click();
  await expect(page).toHaveURL(/\/careers\?category=packing#apply-heading$/);
  await expect(categoryField(page)).toHaveValue("Packing");
  await expect(page.getByRole("heading", { name: texts.en.careers.applyHeading })).toBeInViewport();
});

test("in Odia, a title left in English is marked so", async ({ page }) => {
  await page.goto("/or/careers");
  const openings = page.getByRole("region", { name: texts.or.careers.openings.heading });
  await expect(openings.getByRole("heading", { name: opening.title.or })).toBeVisible();
  await expect(openings.locator('p[lang="en"]')).toContainText("Morning shift.");
  await openings.getByRole("link", { name: texts.or.careers.openings.apply }).click();
  await expect(categoryField(page)).toHaveValue("Packing");
});

test.describe("before the scripts have arrived", () => {
  test.use({ waitForHydration: false, viewport: { width: 390, height: 844 } });

  test("Apply tapped at once leads to the form with its category chosen", async ({ page }) => {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const held = (route: Route) => released.then(() => route.continue());
    await page.route(/\/assets\/.+\.js$/, held);
    await page.goto("/careers", { waitUntil: "domcontentloaded" });

    await page
      .getByRole("region", { name: texts.en.careers.openings.heading })
      .getByRole("link", { name: texts.en.careers.openings.apply })
      .click();
    await expect(page).toHaveURL(/\/careers\?category=packing#apply-heading$/);
    const form = page.locator("[data-island=application]");
    // The server answers the address with the category chosen; the island starts at once, its
    // script still held, and keeps it.
    await expect(categoryField(page)).toHaveValue("Packing");
    await expect(form).toHaveAttribute("data-state", "loading");

    release();
    await expect(form).toHaveAttribute("data-state", "hydrated");
    await expect(categoryField(page)).toHaveValue("Packing");
  });

  test("a category the visitor picked before the form came to life is kept", async ({ page }) => {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.+\.js$/, (route) => released.then(() => route.continue()));
    await page.goto("/careers?category=packing", { waitUntil: "domcontentloaded" });
    await categoryField(page).selectOption("Delivery");
    release();
    await expect(page.locator("[data-island=application]")).toHaveAttribute(
      "data-state",
      "hydrated",
    );
    await expect(categoryField(page)).toHaveValue("Delivery");
  });

  test("a resume picked before the form came to life is kept, with no error", async ({
    page,
    consoleErrors,
  }) => {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.+\.js$/, (route) => released.then(() => route.continue()));
    await page.goto("/careers", { waitUntil: "domcontentloaded" });
    const resume = page.getByLabel(/^Resume\b/);
    await resume.setInputFiles(path.join(import.meta.dirname, "../fixtures/resume.pdf"));
    await categoryField(page).selectOption("Delivery");
    release();
    await expect(page.locator("[data-island=application]")).toHaveAttribute(
      "data-state",
      "hydrated",
    );
    // A file's name cannot be set back by a script: the field is left as the visitor picked it.
    await expect(resume).toHaveValue(/resume\.pdf$/);
    await expect(categoryField(page)).toHaveValue("Delivery");
    expect(consoleErrors).toEqual([]);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the opening is listed and Apply leads to the form, its category chosen", async ({
    page,
  }) => {
    await page.goto("/careers");
    await page
      .getByRole("region", { name: texts.en.careers.openings.heading })
      .getByRole("link", { name: texts.en.careers.openings.apply })
      .click();
    await expect(page).toHaveURL(/#apply-heading$/);
    await expect(categoryField(page)).toHaveValue("Packing");
  });
});
