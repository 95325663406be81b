import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { languageNames, languageOffers } from "#shared/content/languages.ts";
import { privacyRevised } from "#shared/content/en/privacy.ts";
import { texts } from "#shared/content/text.ts";
import { fill } from "#shared/text-format.ts";
import { E2E_ADMIN } from "#tests/support/admin-page.ts";
import {
  htmlLang,
  localeOfPath,
  localePath,
  paths,
  publicPaths,
  type Locale,
} from "#shared/site-paths.ts";
import { expect, expectNoAxeViolations, pauseClock, test } from "./fixtures";

// Odia and Hindi (docs/product.md#languages): every public page in each, the switcher, the
// forms and the chat in the page's language, and only that language's texts in a page.

// Odia ends its sentences with the Devanagari danda (U+0964), so it does not count as Hindi.
const scripts = { or: /[\u0B00-\u0B7F]/, hi: /[\u0900-\u0963\u0966-\u097F]/ } as const;
const translated = ["or", "hi"] as const;
/** The public pages by their English paths (the 404 page is reached through an unknown path). */
const pages = publicPaths.filter((path) => localeOfPath(path) === "en" && path !== paths.notFound);
/** A form field by its label (which a star follows when the field is required). */
const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}( \\*)?$`));

const h1Text = (html: string) =>
  /<h1[^>]*>([\s\S]*?)<\/h1>/
    .exec(html)?.[1]
    ?.replace(/<[^>]+>/g, "")
    .trim() ?? "";

for (const locale of translated)
  for (const page of [...pages, "/no-such-page"]) {
    const url = localePath(locale, page);
    test(`${url} is pre-rendered in its language with hreflang to all three`, async ({
      request,
    }) => {
      const response = await request.get(url);
      expect(response.status()).toBe(page === "/no-such-page" ? 404 : 200);
      const html = await response.text();
      expect(html).toContain(`<html lang="${htmlLang[locale]}"`);
      expect(h1Text(html), "the main heading").toMatch(scripts[locale]);
      const alternates = [
        ...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g),
      ].map((m) => [m[1], new URL(m[2]!).pathname]);
      const own = page === "/no-such-page" ? paths.notFound : page;
      expect(alternates).toEqual([
        ["en-IN", own],
        ["or-IN", localePath("or", own)],
        ["hi-IN", localePath("hi", own)],
        ["x-default", own],
      ]);
    });
  }

test("the switcher reaches the same page in each language from every page", async ({ request }) => {
  for (const page of pages)
    for (const locale of ["en", ...translated] as const) {
      const html = await (await request.get(localePath(locale, page))).text();
      for (const target of ["en", ...translated] as const) {
        const links = [...html.matchAll(/<a [^>]*hrefLang="([^"]+)"[^>]*>/g)]
          .filter((m) => m[1] === htmlLang[target])
          .map((m) => /href="([^"]+)"/.exec(m[0])?.[1]);
        expect(links, `${localePath(locale, page)} → ${target}`).toContain(
          localePath(target, page),
        );
      }
    }
});

test("switching language keeps the page and what the visitor typed, and is remembered", async ({
  page,
}) => {
  await page.goto("/contact");
  await page.getByLabel(/^Name\b/).fill("Asha Mohanty");
  const switcher = page.getByRole("navigation", { name: texts.en.common.languages });
  await switcher.getByRole("link", { name: languageNames.or }).click();
  await expect(page).toHaveURL("/or/contact");
  await expect(page.locator("html")).toHaveAttribute("lang", "or-IN");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.or.contact.title);
  await expect(field(page, texts.or.forms.enquiry.name)).toHaveValue("Asha Mohanty");
  await page
    .getByRole("navigation", { name: texts.or.common.languages })
    .getByRole("link", { name: languageNames.hi })
    .click();
  await expect(page).toHaveURL("/hi/contact");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.hi.contact.title);
  await expect(field(page, texts.hi.forms.enquiry.name)).toHaveValue("Asha Mohanty");
  expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("hi");
  // The choice acts in the browser only: back on an English page, it is offered, not imposed.
  await page.goto("/about");
  await expect(page).toHaveURL("/about");
  const offer = page.getByRole("region", { name: languageOffers.hi.text });
  await expect(offer).toBeVisible();
  await offer.getByRole("link", { name: languageOffers.hi.accept }).click();
  await expect(page).toHaveURL("/hi/about");
});

test.describe("a visitor whose browser prefers Odia", () => {
  test.use({ locale: "or-IN" });

  test("is offered the Odia page once, politely, and never redirected", async ({ page }) => {
    const response = await page.goto("/products");
    expect(new URL(response!.url()).pathname).toBe("/products");
    const offer = page.getByRole("region", { name: languageOffers.or.text });
    await expect(offer).toBeVisible();
    await expectNoAxeViolations(page, 'section[lang="or-IN"]');
    await offer.getByRole("button", { name: languageOffers.or.dismiss }).click();
    await expect(offer).toBeHidden();
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("region", { name: languageOffers.or.text })).toHaveCount(0);
    await expect(page).toHaveURL("/about");
  });
});

/** Every script a page loaded, as text. */
async function loadedScripts(page: Page, url: string) {
  const bodies: Promise<string>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") bodies.push(response.text());
  });
  await page.goto(url);
  await page.waitForLoadState("networkidle");
  return (await Promise.all(bodies)).join("\n");
}

/** The language names and offers every page carries, so that a visitor can find their own. */
const everyLanguage = [
  ...Object.values(languageNames),
  ...Object.values(languageOffers).flatMap((offer) => Object.values(offer)),
];
/** The text with those strings taken out, the longest first (a name is part of an offer). */
const without = (text: string, strings: string[]) =>
  [...strings]
    .sort((a, b) => b.length - a.length)
    .reduce((rest, s) => rest.replaceAll(s, ""), text);

test("an English page's scripts carry no Odia or Hindi text", async ({ page }) => {
  for (const url of ["/", "/contact"]) {
    const js = without(await loadedScripts(page, url), everyLanguage);
    expect(js, url).not.toMatch(scripts.or);
    expect(js, url).not.toMatch(scripts.hi);
  }
});

test("an Odia page carries no Hindi text and no English copy", async ({ page }) => {
  const js = without(await loadedScripts(page, "/or/about"), everyLanguage);
  const html = await (await page.request.get("/or/about")).text();
  expect(js).not.toMatch(scripts.hi);
  for (const english of [texts.en.about.mission, texts.en.common.chat.placeholder])
    expect(js + html).not.toContain(english);
});

/** The log transport's mail about the submission from `name`, once the outbox has sent it. */
async function mailAbout(name: string) {
  const folder = path.join("data", "e2e", "mail");
  let found = "";
  await expect
    .poll(() => {
      try {
        found =
          readdirSync(folder)
            .map((file) => readFileSync(path.join(folder, file), "utf8"))
            .find((mail) => mail.includes(name)) ?? "";
      } catch {
        found = "";
      }
      return found;
    })
    .not.toBe("");
  return found;
}

async function storedLocale(page: Page, list: "enquiries" | "career-applications", name: string) {
  const request = page.request;
  await request.post("/api/admin/login", {
    headers: { origin: new URL(page.url()).origin },
    data: E2E_ADMIN,
  });
  const body = (await (
    await request.get(`/api/${list}?q=${encodeURIComponent(name)}`)
  ).json()) as Record<string, { name: string; locale: string }[]>;
  const rows = body[list === "enquiries" ? "enquiries" : "applications"] ?? [];
  return rows.find((row) => row.name === name)?.locale;
}

test("the enquiry form in Odia checks, answers, stores and notifies in Odia", async ({ page }) => {
  const { forms } = texts.or;
  await pauseClock(page);
  await page.goto("/or/contact");
  await page.getByRole("button", { name: forms.enquiry.submit }).click();
  await expect(page.getByText(forms.validation.nameRequired)).toBeVisible();
  await expect(page.getByText(forms.validation.consent)).toBeVisible();
  await field(page, forms.enquiry.name).fill("Odia Visitor");
  await field(page, forms.enquiry.email).fill("odia@example.com");
  await field(page, forms.enquiry.phone).fill("+91 94370 11111");
  await page.getByRole("checkbox", { name: forms.enquiry.consent }).check();
  await page.clock.runFor(3000);
  await page.getByRole("button", { name: forms.enquiry.submit }).click();
  await expect(page.getByRole("status").filter({ hasText: forms.enquiry.success })).toBeVisible();
  expect(await storedLocale(page, "enquiries", "Odia Visitor")).toBe("or");
  expect(await mailAbout("Odia Visitor")).toContain("Language: Odia");
});

test("the application form in Hindi checks, answers, stores and notifies in Hindi", async ({
  page,
}) => {
  const { forms } = texts.hi;
  await pauseClock(page);
  await page.goto("/hi/careers");
  const email = field(page, forms.application.email);
  await email.fill("not-an-email");
  // The checks load on first use: sending runs them (a blur checks once they are there).
  await page.getByRole("button", { name: forms.application.submit }).click();
  await expect(page.getByText(forms.validation.emailInvalid)).toBeVisible();
  await field(page, forms.application.name).fill("Hindi Applicant");
  await email.fill("hindi@example.com");
  await field(page, forms.application.phone).fill("9437011111");
  await page
    .getByLabel(forms.application.jobCategory)
    .selectOption({ label: forms.jobCategories.Delivery });
  await page
    .getByLabel(forms.application.employmentType)
    .selectOption({ label: forms.employmentTypes["Part Time"] });
  await page.getByRole("checkbox", { name: forms.application.consent }).check();
  await page.clock.runFor(3000);
  await page.getByRole("button", { name: forms.application.submit }).click();
  await expect(
    page.getByRole("status").filter({ hasText: forms.application.success }),
  ).toBeVisible();
  expect(await storedLocale(page, "career-applications", "Hindi Applicant")).toBe("hi");
  const mail = await mailAbout("Hindi Applicant");
  expect(mail).toContain("Language:        Hindi");
  expect(mail).toContain("Delivery (Part Time)");
});

// The replies as the pages show them: the shipped facts in their {placeholders}.
const orChat = texts.or.chat;
const hiChat = texts.hi.chat;

for (const [locale, chat, asks] of [
  [
    "or",
    orChat,
    [
      ["ମୋତେ ଔଷଧ ଦରକାର", "products"],
      ["chakiri achhi ki?", "jobs"],
    ],
  ],
  [
    "hi",
    hiChat,
    [
      ["नौकरी चाहिए", "jobs"],
      ["kitne baje khulte ho?", "timing"],
    ],
  ],
] as const)
  test(`the chat answers ${locale === "or" ? "Odia" : "Hindi"} in its script and in Latin letters`, async ({
    page,
  }) => {
    const { common } = texts[locale as Locale];
    await pauseClock(page);
    await page.goto(localePath(locale, paths.about));
    await page.getByRole("button", { name: common.chat.open }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("log")).toContainText(chat.greeting);
    const input = dialog.getByRole("textbox", { name: common.chat.inputLabel });
    for (const [text, topic] of asks) {
      await input.fill(text);
      await input.press("Enter");
      await page.clock.runFor(1000);
      await expect(dialog.getByRole("log").locator("[data-sender]").last()).toContainText(
        chat.replies[topic],
      );
    }
    await expect(dialog.getByRole("link", { name: chat.links.careers })).toHaveAttribute(
      "href",
      localePath(locale, paths.careers),
    );
  });

test("the counters and the privacy date read in the page's language", async ({ request }) => {
  const html = await (await request.get("/or/privacy")).text();
  // The revision of 6 December 2026 (shared/content/en/privacy.ts), its month in Odia words.
  expect(privacyRevised).toBe("2026-12-06");
  expect(html).toContain(fill(texts.or.privacy.lastUpdated, { date: "6 ଡିସେମ୍ବର 2026" }));
});
