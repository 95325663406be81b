import { screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { enhance } from "#app/boot/enhance.ts";
import { bootState } from "#app/boot/state.ts";
import { PageAnnouncementsProvider, PageSiteProvider } from "#app/site/page-site.tsx";
import { noAnnouncements } from "#shared/content/announcements.ts";
import { PageLocationProvider } from "#app/site/site-link.tsx";
import { SiteTextProvider } from "#app/site/site-text.tsx";
import { IslandPlace } from "#app/render/island.tsx";
import { apiRoutes } from "#shared/api/routes.ts";
import { languageNames, languageOffers } from "#shared/content/languages.ts";
import { seedVersion } from "#shared/content/document.ts";
import { site } from "#shared/content/site.ts";
import { texts } from "#shared/content/text.ts";
import {
  htmlLang,
  localeOfPath,
  localePath,
  locales,
  paths,
  type Locale,
} from "#shared/site-paths.ts";
import { fill, plural } from "#shared/text-format.ts";
import { PageFrame } from "./page-frame";

// The frame every public page has, as the renderer writes it: static HTML that no React runs in
// the browser, brought to life by the boot script and enhance (app/boot/). Their tests hold what
// they do; these hold that the frame's markup is the markup they act on, in each language.

vi.hoisted(() => vi.stubEnv("VITE_BUILD_YEAR", "2026"));

let running: AbortController | undefined;

/** The frame of the page at `pathname`, as its HTML arrives, with the frame's scripts running. */
function open(pathname: string, { scripts = true } = {}) {
  const locale = localeOfPath(pathname);
  history.replaceState(null, "", pathname);
  document.documentElement.lang = htmlLang[locale];
  document.body.innerHTML = renderToString(
    <PageLocationProvider value={{ pathname, search: "", hash: "" }}>
      <SiteTextProvider
        value={{
          locale,
          common: texts[locale].common,
          account: texts[locale].account.frame,
          site,
          closed: [],
          contentVersion: seedVersion,
        }}
      >
        {/* Islands in their containers, as the renderer leaves them. */}
        <IslandPlace value={({ name, element }) => <div data-island={name}>{element}</div>}>
          <PageSiteProvider value={site}>
            <PageAnnouncementsProvider value={noAnnouncements()}>
              <PageFrame>
                <h1>The page</h1>
              </PageFrame>
            </PageAnnouncementsProvider>
          </PageSiteProvider>
        </IslandPlace>
      </SiteTextProvider>
    </PageLocationProvider>,
  );
  if (!scripts) return;
  running = new AbortController();
  bootState(running.signal);
  enhance(running.signal);
}

const header = () => screen.getByRole("banner");
const footer = () => screen.getByRole("contentinfo");
const menu = () => document.getElementById("mobile-menu")!;
const all = (selector: string) => [...document.querySelectorAll<HTMLElement>(selector)];
const list = (length: number) => JSON.stringify(Array.from({ length }, (_, i) => ({ i })));

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.spyOn(navigator, "languages", "get").mockReturnValue(["en-IN"]);
});
afterEach(() => {
  running?.abort();
  running = undefined;
  vi.restoreAllMocks();
  document.body.innerHTML = "";
});

describe("the header", () => {
  it("is transparent in the HTML, for enhance to make solid, with its menu its own popover", () => {
    open("/about", { scripts: false });
    expect(document.querySelector("[data-solid]")).toBe(header());
    expect(header().dataset.solid).toBe("false");
    // Enhance keeps it solid while a popover that is its own child is open.
    expect(menu().parentElement).toBe(header());
    expect(menu().hasAttribute("popover")).toBe(true);
  });

  it("marks the current page in the bar and in the menu", () => {
    open("/or/products");
    for (const nav of screen.getAllByRole("navigation", { name: texts.or.common.nav.label }))
      expect(
        within(nav)
          .getAllByRole("link")
          .filter((link) => link.getAttribute("aria-current") === "page")
          .map((link) => link.getAttribute("href")),
      ).toEqual(["/or/products"]);
  });

  it("leaves aria-expanded to enhance, which follows each popover of the frame", () => {
    open("/about", { scripts: false });
    const buttons = all("[popovertarget]").filter((button) => !button.closest("[data-island]"));
    // The menu, the header's and the footer's phone menus.
    expect(buttons).toHaveLength(3);
    for (const button of buttons) {
      expect(document.getElementById(button.getAttribute("popovertarget")!)).not.toBeNull();
      // Until a script says otherwise, the browser tells whether the popover is open.
      expect(button.hasAttribute("aria-expanded")).toBe(false);
    }
    running = new AbortController();
    enhance(running.signal);
    for (const button of buttons) expect(button.getAttribute("aria-expanded")).toBe("false");
    within(header()).getByRole("button", { name: texts.en.common.header.menu, expanded: false });
  });
});

describe("the trade customer's place in the frame", () => {
  it.each([false, true])(
    "is the sign-in link in the bar, the menu and the footer for a visitor (scripts: %s)",
    (scripts) => {
      open("/about", { scripts });
      const { signIn, signOut } = texts.en.account.frame;
      expect(screen.getAllByRole("link", { name: signIn })).toHaveLength(3);
      expect(all("[data-signed-in]").filter((element) => !element.hidden)).toEqual([]);
      expect(screen.queryAllByRole("button", { name: signOut })).toEqual([]);
      expect(all("[data-shop]").map((shop) => shop.textContent)).toEqual(["", "", ""]);
    },
  );

  it.each(locales)("is the signed-in shop with Sign out in %s, in all three places", (locale) => {
    const shop = "Maa Tarini Medical Store";
    localStorage.setItem("account-shop", shop);
    open(localePath(locale, paths.about));
    const frame = texts[locale].account.frame;
    const account = fill(frame.account, { shop });
    const links = screen.getAllByRole("link", { name: account });
    expect(links.map((link) => link.getAttribute("href"))).toEqual(
      Array(3).fill(localePath(locale, paths.account)),
    );
    // The bar has room for the name alone: the rest is read out, and shown on hover.
    expect(links.map((link) => link.title)).toEqual([account, "", ""]);
    const signOut = screen.getAllByRole("button", { name: frame.signOut });
    expect(signOut.map((button) => button.dataset.signOut)).toEqual(
      Array(3).fill(apiRoutes.accountSignOut.path),
    );
    expect(screen.queryAllByRole("link", { name: frame.signIn })).toEqual([]);
  });
});

describe("the list badge", () => {
  it("is hidden in the HTML", () => {
    open("/about", { scripts: false });
    expect(all("[data-badge]")).toHaveLength(1);
    expect(all("[data-badge]")[0]!.hidden).toBe(true);
  });

  it.each(locales)(
    "counts the enquiry list, then the order list once signed in, in %s",
    (locale) => {
      localStorage.setItem("enquiry-list", list(2));
      open(localePath(locale, paths.about));
      const { common, account } = texts[locale];
      const enquiry = within(header()).getByRole("link", {
        name: plural(locale, common.enquiryBadge, 2),
      });
      expect(enquiry.getAttribute("href")).toBe(
        `${localePath(locale, paths.contact)}#enquiry-list`,
      );

      localStorage.setItem("account-shop", "Maa Tarini");
      localStorage.setItem("order-list", list(1));
      dispatchEvent(new Event("site-state"));
      const order = within(header()).getByRole("link", {
        name: plural(locale, account.frame.orderBadge, 1),
      });
      expect(order.getAttribute("href")).toBe(`${localePath(locale, paths.account)}#order`);
    },
  );
});

describe("the languages", () => {
  it("are language links to the same page, in the bar and in the menu", () => {
    open("/or/contact");
    const switchers = screen.getAllByRole("navigation", { name: texts.or.common.languages });
    expect(switchers).toHaveLength(2);
    for (const switcher of switchers) {
      const links = within(switcher).getAllByRole("link");
      expect(links.map((link) => [link.dataset.language, link.getAttribute("href")])).toEqual(
        locales.map((locale) => [locale, localePath(locale, paths.contact)]),
      );
      expect(links.map((link) => link.getAttribute("hreflang"))).toEqual(
        locales.map((locale) => htmlLang[locale]),
      );
      expect(links.map((link) => link.textContent)).toEqual(
        locales.map((locale) => languageNames[locale]),
      );
      expect(links.find((link) => link.getAttribute("aria-current") === "true")).toBe(links[1]);
    }
  });

  it("are offered, one per other language, hidden, before <main> (where the boot script starts)", () => {
    open("/hi/about", { scripts: false });
    const offers = all("[data-offer]");
    expect(offers.map((offer) => offer.dataset.offer)).toEqual(["en", "or"]);
    const main = document.getElementById("main")!;
    for (const offer of offers) {
      const locale = offer.dataset.offer as Locale;
      expect(offer.hidden).toBe(true);
      expect(offer.lang).toBe(htmlLang[locale]);
      expect(offer.compareDocumentPosition(header())).toBe(Node.DOCUMENT_POSITION_PRECEDING);
      expect(offer.compareDocumentPosition(main)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
      const accept = offer.querySelector<HTMLAnchorElement>("a[data-language]")!;
      expect([accept.dataset.language, accept.getAttribute("href"), accept.textContent]).toEqual([
        locale,
        localePath(locale, paths.about),
        languageOffers[locale].accept,
      ]);
      expect(offer.querySelector("button")?.textContent).toBe(languageOffers[locale].dismiss);
    }
    expect(main.tagName).toBe("MAIN");
  });

  it("shows the language the visitor chose before, until dismissed", () => {
    localStorage.setItem("language", "hi");
    open("/about");
    const offer = screen.getByRole("region", { name: languageOffers.hi.text });
    within(offer).getByRole("button", { name: languageOffers.hi.dismiss }).click();
    expect(screen.queryByRole("region", { name: languageOffers.hi.text })).toBeNull();
  });
});

describe("the footer", () => {
  it("has the build's year in the HTML, and the visitor's once enhanced", () => {
    open("/or/contact", { scripts: false });
    const year = footer().querySelector("[data-year]")!;
    const rights = (year: number) =>
      fill(texts.or.common.footer.rights, { year, company: site.name });
    expect(year.parentElement?.textContent).toBe(rights(2026));
    vi.useFakeTimers({ now: new Date("2031-03-01T00:00:00+05:30"), toFake: ["Date"] });
    running = new AbortController();
    enhance(running.signal);
    expect(year.parentElement?.textContent).toBe(rights(2031));
  });
});
