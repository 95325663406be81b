import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
import { texts } from "#shared/content/text.ts";
import { indexablePaths } from "#shared/site-paths.ts";

/**
 * Every browser test fails on an unexpected console error or uncaught exception. A test that
 * provokes an error answer on purpose names the console lines it expects.
 */
export const test = base.extend<{
  consoleErrors: string[];
  allowConsoleErrors: RegExp | null;
  waitForHydration: boolean;
}>({
  allowConsoleErrors: [null, { option: true }],
  waitForHydration: [true, { option: true }],
  // Public pages are pre-rendered; their islands load after the first paint or on first use.
  // Their controls work before that (before-scripts.spec.ts and islands.spec.ts show it), but a
  // test acts on a page once the islands that start without input have hydrated (the runtime
  // then marks <html data-hydrated>), unless it opts out.
  page: async (
    { page, javaScriptEnabled, waitForHydration, consoleErrors, allowConsoleErrors },
    provide,
  ) => {
    collectConsoleErrors(page, consoleErrors, allowConsoleErrors);
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const isPage = response?.headers()["content-type"]?.startsWith("text/html") ?? false;
      if (
        javaScriptEnabled &&
        waitForHydration &&
        isPage &&
        (response?.status() ?? 0) < 400 &&
        // A public page (its islands' runtime marks it) or the admin (React Router's root does);
        // not the server's own pages, which run no React.
        (await page.evaluate(
          () => "__reactRouterContext" in window || document.getElementById("site-frame") !== null,
        ))
      )
        await expect(page.locator("html[data-hydrated]")).toBeAttached({ timeout: 15_000 });
      return response;
    };
    await provide(page);
  },
  // Filled by the pages a test opens: a test that opens none (an HTTP check) starts no page.
  consoleErrors: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from it
    async ({}, use) => {
      const errors: string[] = [];
      await use(errors);
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Chromium reports, as an uncaught error, a cross-document view transition it gave up (the next
 * page came before the old one could be captured, as on a loaded test machine): the page simply
 * appears.
 */
const abortedViewTransition = /^Transition was aborted because of invalid state\b/;

/**
 * Adds `page`'s unexpected console errors and uncaught exceptions to `errors`: the fixture's
 * `page` has it done; a test that opens another page (a second tab, another person's browser)
 * passes it the test's `consoleErrors` and `allowConsoleErrors`.
 */
export function collectConsoleErrors(page: Page, errors: string[], allowed: RegExp | null) {
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    if (abortedViewTransition.test(message.text())) return;
    if (!allowed?.test(message.text())) errors.push(message.text());
  });
  page.on("pageerror", (error) => {
    if (!abortedViewTransition.test(error.message)) errors.push(error.message);
  });
}

/**
 * Installs a paused fake clock before the page loads, so timers run only when the test
 * advances them with `page.clock.runFor`.
 */
export async function pauseClock(page: Page) {
  const start = new Date("2026-11-21T10:00:00+05:30");
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 60_000));
}

/**
 * Marks the running test as a whole journey (45–66 s on a loaded CI machine): three times the
 * usual time allowed, so a slower machine of the same kind does not cut it short.
 */
export const wholeJourney = () => test.slow();

/** The English pages' titles and descriptions, by page. */
export const englishPageMeta = {
  home: texts.en.home.meta,
  about: texts.en.about.meta,
  products: texts.en.products.meta,
  contact: texts.en.contact.meta,
  careers: texts.en.careers.meta,
  privacy: texts.en.privacy.meta,
};

/** The public pages in English (each test adds the other languages where it needs them). */
export const publicRoutes = indexablePaths;

const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * axe with the WCAG 2.2 AA rules, run in the page itself: its default opens a blank page to
 * gather the results of cross-origin frames, which our pages do not have (the map is loaded on
 * a tap), and that doubled the time of every check.
 */
const axe = (page: Page) => new AxeBuilder({ page }).setLegacyMode(true).withTags(wcagTags);

function describe(results: Awaited<ReturnType<AxeBuilder["analyze"]>>) {
  return results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
}

/**
 * axe-core with the WCAG 2.2 AA rule set, in both of the header's real states: transparent
 * over the top of the page, then opaque with the page scrolled. (axe scrolls the page itself
 * while it runs, without letting scroll handlers react, so one run over both would judge the
 * header against a background it is never shown on.)
 *
 * `within` (a CSS selector) checks only what a test changed, on a page that
 * accessibility.spec.ts already checks whole: a whole-page run costs 4–16 s.
 */
export async function expectNoAxeViolations(page: Page, within?: string) {
  if (within) {
    await settledTransitions(page);
    const scoped = axe(page).include(within);
    expect(describe(await scoped.analyze())).toEqual([]);
    return;
  }
  const header = page.getByRole("banner");
  // Only the public site's header changes with scrolling (it carries data-solid, and is
  // transparent at the top unless its menu is open).
  const changesWithScroll =
    (await header.count()) === 1 &&
    (await header.getAttribute("data-solid")) === "false" &&
    (await page.evaluate(() => document.documentElement.scrollHeight > innerHeight + 40));
  if (changesWithScroll) {
    expect(describe(await axe(page).include("header").analyze())).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 40));
    await expect(header).toHaveAttribute("data-solid", "true");
  }
  await settledTransitions(page);
  expect(describe(await axe(page).analyze())).toEqual([]);
}

/** Colours are judged as they end up, not halfway through a colour transition. */
const settledTransitions = (page: Page) =>
  page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => !(a instanceof CSSTransition) || a.playState === "finished"),
  );

/** The browser's own log line for an HTTP error answer, for tests that provoke one. */
export const failedResource = (...statuses: number[]) =>
  new RegExp(
    `^Failed to load resource: the server responded with a status of (${statuses.join("|")})\\b`,
  );
