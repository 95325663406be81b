import { Window } from "happy-dom";
import { createElement, Suspense } from "react";
import { describe, expect, it } from "vitest";
import type { ChatTexts } from "#app/chat/chat.ts";
import { noAnnouncements } from "#shared/content/announcements.ts";
import { seedDocument } from "#shared/content/document.ts";
import { site } from "#shared/content/site.ts";
import { partners, type Partner } from "#shared/content/partners.ts";
import type { CatalogueFacts } from "#shared/schemas/catalogue-items.ts";
import { fill, plural } from "#shared/text-format.ts";
import { texts } from "#shared/content/text.ts";
import {
  htmlLang,
  localeOfPath,
  localePath,
  locales,
  paths,
  publicPaths,
  type Locale,
  speculationRules,
} from "#shared/site-paths.ts";
import { contentToShow } from "./content";
import { Island, islandNames, jsonData } from "./island";
import { renderSite, renderWithIslands, type IslandAssets } from "./render-site";
import { inlinePhonePriorityImage } from "./priority-image";
import { mediaPicture } from "#shared/media.ts";

/** A day with nothing announced, in every language. */
const nothingAnnounced = {
  today: "2026-11-26",
  announcements: { en: noAnnouncements(), or: noAnnouncements(), hi: noAnnouncements() },
};

// The site's renderer, from its sources (the `render` test project builds them as
// vite.islands.config.ts does).

/** Stand-ins for the built inline scripts (scripts/inline-scripts.test.ts builds the real ones). */
const scripts = { boot: "boot()", enhance: "enhance()", islands: "islands()" };
const islands = Object.fromEntries(
  islandNames.map((name) => [name, { src: `/assets/${name}-x.js`, preload: ["/assets/react.js"] }]),
) as IslandAssets;
const { pages } = renderSite({
  content: { version: "7", texts, site, slidePhotos: [], partners, ...nothingAnnounced },
  assets: { css: "body{color:red}", islands, scripts },
  staticMode: false,
});
/** The pages of the seed's texts with other partners, and what the live list holds if known. */
const pagesWith = (published: Partner[], catalogue?: CatalogueFacts) =>
  renderSite({
    content: {
      version: "7",
      texts,
      site,
      slidePhotos: [],
      partners: published,
      catalogue,
      ...nothingAnnounced,
    },
    assets: { css: "", islands, scripts },
    staticMode: false,
  }).pages;

const window = new Window();
/** A `<template>`'s content, whichever DOM's type it has. */
type Waiting = {
  content: {
    querySelector(s: string): Element | null;
    querySelectorAll(s: string): ArrayLike<Element>;
  };
};

const parse = (html: string) => new window.DOMParser().parseFromString(html, "text/html");
const frameOf = (html: string) => {
  const blocks = parse(html).querySelectorAll("script#site-frame");
  expect(blocks).toHaveLength(1);
  return JSON.parse(blocks[0]!.textContent) as Record<string, unknown>;
};

describe("renderSite", () => {
  it("renders every public path in its language, with that language's frame texts alone", () => {
    expect([...pages.keys()]).toEqual(publicPaths);
    for (const [pathname, html] of pages) {
      const locale = localeOfPath(pathname);
      expect(html.startsWith(`<!DOCTYPE html><html lang="${htmlLang[locale]}">`), pathname).toBe(
        true,
      );
      const { site: facts, ...frame } = frameOf(html);
      expect(frame, pathname).toEqual({
        locale,
        common: texts[locale].common,
        account: texts[locale].account.frame,
        closed: [],
        contentVersion: "7",
        pathname,
      });
      // The content's facts that the islands show, and no other: every page carries them.
      expect(site, pathname).toMatchObject(facts as object);
      const { address, ...rest } = facts as { address: object };
      expect(Object.keys(rest).sort()).toEqual(
        ["email", "foundedYear", "geo", "name", "phones", "shortName", "whatsapp"].sort(),
      );
      expect(Object.keys(address).sort()).toEqual(
        ["city", "countryName", "locality", "postalCode", "region", "street"].sort(),
      );
      for (const other of locales.filter((other): other is Locale => other !== locale))
        expect(html, `${pathname} holds ${other} texts`).not.toContain(
          texts[other].common.skipLink,
        );
    }
  });

  it("puts the stylesheet inline and the page's own head tags in the head", () => {
    const about = parse(pages.get("/or/about")!);
    expect(about.querySelector("head style")?.textContent).toBe("body{color:red}");
    expect(about.title).toBe(texts.or.about.meta.title);
    expect(about.querySelector('link[rel="canonical"]')?.getAttribute("href")).toMatch(
      /\/or\/about$/,
    );
    const faq = JSON.parse(
      [...about.querySelectorAll('script[type="application/ld+json"]')].at(-1)!.textContent,
    ) as { "@type": string };
    expect(faq["@type"]).toBe("FAQPage");
  });

  it("starts the boot script in the head, enhance, the island runtime and the Speculation Rules after everything", () => {
    const about = parse(pages.get("/about")!);
    const inline = [...about.querySelectorAll("script:not([type])")];
    expect(inline.map((script) => [script.parentElement!.tagName, script.textContent])).toEqual([
      ["HEAD", "boot()"],
      ["BODY", "enhance()"],
      ["BODY", "islands()"],
    ]);
    const rules = about.body.lastElementChild!;
    expect(rules.getAttribute("type")).toBe("speculationrules");
    expect(JSON.parse(rules.textContent)).toEqual(speculationRules());
    expect(rules.previousElementSibling).toBe(inline.at(-1));
    // Never on a customer's pages: they hold a session's data.
    expect(
      parse(pages.get("/or/account")!).querySelector('script[type="speculationrules"]'),
    ).toBeNull();
  });

  it("follows each island's container with its props, and renders it with its own ids", () => {
    const expected: Record<string, string[]> = {
      [paths.home]: ["counters", "chat"],
      [paths.products]: ["medicine-search", "partner-filter", "chat"],
      [paths.contact]: ["location", "enquiry", "chat"],
      [paths.careers]: ["application", "chat"],
      [paths.account]: ["account-panel", "chat"],
      [paths.accountRequest]: ["account-request", "chat"],
      [paths.accountForgot]: ["account-forgot", "chat"],
      [paths.accountPassword]: ["account-password", "chat"],
      [paths.about]: ["chat"],
    };
    for (const [pathname, names] of Object.entries(expected)) {
      const page = parse(pages.get(pathname)!);
      const containers = [...page.querySelectorAll("[data-island]")];
      expect(
        containers.map((box) => box.getAttribute("data-island")),
        pathname,
      ).toEqual(names);
      for (const box of containers) {
        const id = box.getAttribute("data-island-id")!;
        const name = box.getAttribute("data-island") as keyof IslandAssets;
        expect(id).toBe(`${name}0`);
        expect(box.className).toBe("contents");
        expect(box.getAttribute("data-src")).toBe(islands[name].src);
        expect(JSON.parse(box.getAttribute("data-preload")!)).toEqual(islands[name].preload);
        const props = box.nextElementSibling;
        expect(props?.outerHTML, `${pathname} ${id}`).toMatch(
          new RegExp(`^<script type="application/json" data-island-props="${id}">`),
        );
        expect(() => JSON.parse(props!.textContent), `${pathname} ${id}`).not.toThrow();
        // Its ids carry its own prefix, which its browser root hydrates with.
        for (const element of box.querySelectorAll("[id]"))
          if (element.id.includes("R_")) expect(element.id).toMatch(new RegExp(`^_${id}-R_`));
      }
    }
  });

  it("writes the set-password page's form into its HTML, to paint at once and hydrate at the first input; without scripts, the pasted link's form alone", () => {
    for (const locale of locales) {
      const text = texts[locale].account.password;
      const page = parse(pages.get(localePath(locale, paths.accountPassword))!);
      const part = page.querySelector("[data-set-password]")!;
      // The link being checked, and the form: its fields, its button, its hints.
      expect(part.querySelector("[data-link-status] [role=status]")!.textContent).toBe(
        text.checking,
      );
      const island = part.querySelector('[data-island="account-password"]')!;
      expect(island.getAttribute("data-when")).toBe("interaction");
      const form = island.querySelector("form")!;
      // Sent before React (or if it cannot start) as without JavaScript, with the token.
      expect(form.getAttribute("method")).toBe("post");
      expect(form.getAttribute("action")).toBe(localePath(locale, paths.accountPasswordForm));
      expect(form.querySelector("input[type=hidden][name=token]")!.getAttribute("value")).toBe(
        null,
      );
      const password = form.querySelector("input[name=password]")!;
      expect(password.getAttribute("type")).toBe("password");
      expect(password.getAttribute("autocomplete")).toBe("new-password");
      expect(form.querySelector(`label[for="${password.id}"]`)!.textContent).toContain(
        text.password,
      );
      expect(form.querySelector("input[type=checkbox][name=consent]")).not.toBeNull();
      expect(form.querySelector("button[type=submit]")!.textContent).toBe(text.submit);
      expect(form.querySelector(`[id="${password.id}-hint"]`)!.textContent).not.toBe("");
      // What takes the form's place when the link can set none, hidden until then.
      expect(part.querySelector("[data-link-alert]")!.hasAttribute("hidden")).toBe(true);
      // Without scripts the part is hidden, and the page asks for the link to be pasted.
      expect(part.getAttribute("class")).toBe("noscript:hidden");
      expect(page.querySelector("noscript")!.innerHTML).toContain('id="pasted-link"');
    }
  });

  it("writes the home page's slides as HTML that turns without React: every slide, the first one's picture, the others' waiting", () => {
    const home = parse(pages.get("/hi/")!);
    const show = home.querySelector("[data-slideshow]")!;
    expect(show.closest("[data-island]")).toBeNull();
    const slides = [...show.querySelectorAll('[aria-roledescription="slide"]')];
    expect(slides.map((slide) => slide.querySelector("p")!.textContent)).toEqual(
      texts.hi.home.slides.map((slide) => slide.title),
    );
    expect(slides.map((slide) => slide.getAttribute("aria-hidden"))).toEqual(
      texts.hi.home.slides.map((_, index) => String(index !== 0)),
    );
    expect(slides[0]!.querySelectorAll("img")).toHaveLength(1);
    for (const slide of slides.slice(1)) {
      expect(slide.querySelectorAll("img")).toHaveLength(0);
      const waiting = slide.querySelector("template[data-picture]") as unknown as Waiting;
      expect(waiting.content.querySelectorAll("img")).toHaveLength(1);
    }
    expect(show.querySelector("[data-slide-play]")!.getAttribute("aria-label")).toBe(
      texts.hi.home.slideshow.pause,
    );
  });

  it("lists the content's partners A to Z on the Products page, with their count and in the company filter", () => {
    const published = [
      { name: "Zeta Pharma", specialties: ["Oncology" as const], aliases: ["ZP Division"] },
      { name: "alpha Labs", specialties: ["Nephrology" as const], aliases: [] },
    ];
    const rendered = pagesWith(published);
    for (const locale of locales) {
      const products = parse(rendered.get(localePath(locale, paths.products))!);
      const cards = [
        ...products.querySelectorAll(
          `ul[aria-label="${texts[locale].products.partners.label}"] > li`,
        ),
      ].map((card) => card.textContent);
      expect(cards, locale).toHaveLength(2);
      expect(cards[0]).toContain("alpha Labs");
      expect(cards[1]).toContain("Zeta Pharma");
      // Without a live list (a build), the company list is the partners', and every card links.
      expect(
        [...products.querySelectorAll("datalist option")].map((o) => o.getAttribute("value")),
      ).toEqual(["alpha Labs", "Zeta Pharma"]);
      expect(
        products.querySelectorAll(`ul[aria-label="${texts[locale].products.partners.label}"] a`),
      ).toHaveLength(2);
      expect(products.querySelector("main")?.textContent).toContain(
        fill(texts[locale].products.lead, { count: 2 }),
      );
      expect(products.querySelector("main")?.textContent).not.toContain("ZP Division");
      expect(products.querySelector("main")?.textContent).not.toContain(partners[0]!.name);
    }
  });

  it("shows the live list's companies, the partners it has items of, and its categories if any", () => {
    const published = [
      { name: "Micro Labs", specialties: ["Generic Medicines" as const], aliases: [] },
      { name: "Anandvan Oncolabs", specialties: ["Oncology" as const], aliases: [] },
    ];
    const render = (categories: boolean) =>
      pagesWith(published, {
        companies: [
          { name: "ALEMBIC", items: 1 },
          { name: "Micro Labs", items: 240 },
        ],
        partnersWithItems: ["Micro Labs"],
        categories,
      });
    const rendered = render(false);
    for (const locale of locales) {
      const text = texts[locale].products;
      const products = parse(rendered.get(localePath(locale, paths.products))!);
      expect(
        [...products.querySelectorAll("datalist option")].map((o) => [
          o.getAttribute("value"),
          o.textContent,
        ]),
      ).toEqual([
        ["ALEMBIC", plural(locale, text.search.companyItems, 1, { company: "ALEMBIC" })],
        ["Micro Labs", plural(locale, text.search.companyItems, 240, { company: "Micro Labs" })],
      ]);
      // A billing export has no categories: no category filter (the partners' pills stay).
      expect(products.querySelector('select[name="category"]')).toBeNull();
      expect(products.querySelectorAll('input[type="radio"][name="category"]').length).toBe(6);
      // Only a partner with items links to them; the other promises nothing.
      const cards = [...products.querySelectorAll(`ul[aria-label="${text.partners.label}"] > li`)];
      const micro = cards.find((card) => card.textContent.includes("Micro Labs"))!;
      const anandvan = cards.find((card) => card.textContent.includes("Anandvan"))!;
      expect(micro.querySelector("a")?.getAttribute("aria-label")).toBe(
        fill(text.partners.seeItemsOf, { company: "Micro Labs" }),
      );
      expect(anandvan.querySelector("a")).toBeNull();
      expect(anandvan.textContent).toContain(text.partners.onRequest);
    }
    const withCategories = parse(render(true).get(paths.products)!);
    expect(withCategories.querySelector('select[name="category"]')).not.toBeNull();
  });

  it("shows the facts of the content it renders, not those the site ships with", () => {
    // A component that imported the facts would show the shipped ones.
    const phones = ["+91 90400 11111", "+91 90400 22222", "+91 674 240 3333"] as const;
    const changed = { ...site, phones, whatsapp: "919040011111" };
    const rendered = renderSite({
      content: {
        version: "7",
        texts,
        site: changed,
        slidePhotos: [],
        partners,
        ...nothingAnnounced,
      },
      assets: { css: "", islands, scripts },
      staticMode: false,
    }).pages;
    const digits = (phone: string) => phone.replace(/\s/g, "");
    for (const locale of locales) {
      const at = (path: string) => parse(rendered.get(localePath(locale, path))!);
      const home = at(paths.home);
      const contact = at(paths.contact);
      for (const part of ["header", "footer"])
        for (const phone of phones)
          expect(home.querySelector(part)?.textContent, `${locale} ${part}`).toContain(phone);
      // The chat's island, rendered from the frame's facts.
      expect(home.querySelector('[data-island="chat"] a[href^="tel:"]')?.getAttribute("href")).toBe(
        `tel:${digits(phones[0])}`,
      );
      expect(
        home.querySelector('[data-island="chat"] a[href*="wa.me"]')?.getAttribute("href"),
      ).toMatch(/wa\.me\/919040011111\b/);
      for (const phone of phones)
        expect(contact.querySelector("main")?.textContent, `${locale} contact`).toContain(phone);
      const organization = [...home.querySelectorAll('script[type="application/ld+json"]')]
        .map((script) => JSON.parse(script.textContent) as { telephone?: string })
        .find((data) => data.telephone);
      expect(organization?.telephone, `${locale} JSON-LD`).toBe(digits(phones[0]));
      expect(JSON.stringify(organization)).toContain(digits(phones[2]));
    }
    // The shipped numbers are gone (the Privacy page's Grievance Officer's phone is another fact).
    for (const [pathname, html] of rendered) {
      for (const phone of site.phones.slice(1)) expect(html, pathname).not.toContain(phone);
      expect(html, pathname).not.toContain(site.whatsapp);
    }
  });

  it("shows an owner's photo on a slide, from /media/, and the shipped artwork on the others", () => {
    const id = "ab".repeat(32);
    const photo = mediaPicture({ id, width: 1800, height: 1000, widths: [480, 800, 1200, 1600] });
    const home = renderSite({
      content: {
        version: "7",
        texts,
        site,
        slidePhotos: [photo, null],
        partners,
        ...nothingAnnounced,
      },
      assets: { css: "", islands, scripts },
      staticMode: false,
    }).pages.get("/or/")!;
    const document = new Window().document;
    document.write(home);
    const pictures = [...document.querySelectorAll("picture")];
    expect(pictures[0]!.querySelector('source[type="image/avif"]')!.getAttribute("srcset")).toBe(
      `/media/${id}-480.avif 480w, /media/${id}-800.avif 800w, /media/${id}-1200.avif 1200w, /media/${id}-1600.avif 1600w`,
    );
    expect(pictures[0]!.querySelector("img")!.getAttribute("src")).toBe(`/media/${id}-1600.webp`);
    const second = document.querySelector("template[data-picture]") as unknown as Waiting;
    expect(second.content.querySelector("img")!.getAttribute("src")).not.toContain("/media/");
    // A photo's file is not inlined for phones, as the small artwork's is.
    expect(inlinePhonePriorityImage(home, "/or/", () => new Uint8Array())).toBe(home);
  });

  it("writes the chat's texts of the version it renders, as the pages show them", () => {
    const document = seedDocument();
    document.site = { ...document.site, email: "desk@kalinga.example" };
    document.partners = document.partners.slice(0, 4);
    document.texts.hi.chat.replies.hours = "";
    const { files } = renderSite({
      content: contentToShow(document, { version: "8", today: nothingAnnounced.today }),
      assets: { css: "", islands, scripts },
      staticMode: false,
    });
    expect([...files.keys()]).toEqual(locales.map((locale) => `/content/8/chat-${locale}.json`));
    const [english, hindi] = ["en", "hi"].map(
      (locale) => JSON.parse(files.get(`/content/8/chat-${locale}.json`)!) as ChatTexts,
    );
    // As shown: the facts and the partners' number filled in, an empty translation in English.
    expect(hindi!.chat.replies.contact).toContain("desk@kalinga.example");
    expect(english!.chat.replies.products).toContain("from 4 partner manufacturers");
    expect(hindi!.chat.replies.hours).toMatch(/^Our business hours are /);
    expect(hindi!.chat.items.found.one).toContain("{query}");
    expect(JSON.stringify(hindi)).not.toMatch(/\{(siteName|phone1|email|hours|partnerCount)\}/);
    expect(hindi!.cards).toEqual({
      search: texts.hi.products.search,
      terms: { ...texts.hi.account.terms, order: texts.hi.orders.add },
      specialties: texts.hi.products.specialties,
    });
  });

  it("refuses to render for the other kind of build", () => {
    expect(() =>
      renderSite({
        content: { version: "7", texts, site, slidePhotos: [], partners, ...nothingAnnounced },
        assets: { css: "", islands, scripts },
        staticMode: true,
      }),
    ).toThrow(/built without VITE_STATIC_MODE=1/);
  });
});

describe("renderWithIslands", () => {
  const frame = {
    locale: "en" as const,
    common: texts.en.common,
    account: texts.en.account.frame,
    site,
    closed: [],
    contentVersion: "7",
    pathname: "/about",
  };
  const Broken = () => {
    throw new Error("no slides");
  };
  const page = (island: React.ReactElement) =>
    createElement("html", null, createElement("body", null, island));

  it("names the island and the page when an island fails to render", () => {
    expect(() =>
      renderWithIslands(
        page(
          createElement(Island, { name: "counters", when: "load", component: Broken, props: {} }),
        ),
        frame,
        islands,
      ),
    ).toThrow("/about, island counters0 failed to render: no slides");
  });

  it("fails rather than leave an island's part for the browser to render", () => {
    const Deferred = () => createElement(Suspense, { fallback: null }, createElement(Broken));
    expect(() =>
      renderWithIslands(
        page(createElement(Island, { name: "chat", when: "load", component: Deferred, props: {} })),
        frame,
        islands,
      ),
    ).toThrow("/about, island chat0 failed to render: a part of it was left to the browser");
  });
});

describe("jsonData", () => {
  it("keeps a text from ending its script element or opening a comment", () => {
    const text = { note: "</script><script>alert(1)</script><!-- & -->" };
    const json = jsonData(text);
    expect(json).not.toMatch(/[<>&]/);
    expect(json).toContain("\\u003c/script\\u003e");
    expect(json).toContain("\\u003c!--");
    expect(JSON.parse(json)).toEqual(text);
  });
});
