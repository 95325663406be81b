import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiRoutes } from "#shared/api/routes.ts";
import { languageOffers } from "#shared/content/languages.ts";
import { texts } from "#shared/content/text.ts";
import { htmlLang, localePath, locales, paths, type Locale } from "#shared/site-paths.ts";
import { fill, plural } from "#shared/text-format.ts";
import { stubFetch } from "#tests/support/component.tsx";
import { bootState, bootStateWhenFramed } from "./state";

// The boot script on the markup the renderer emits for it (see the comment atop state.ts), in
// each language, with the device's storage as the only source.

/** The frame's parts the boot script acts on, as a page in `locale` has them. */
function frameMarkup(locale: Locale) {
  const { common, account } = texts[locale];
  const to = (path: string) => localePath(locale, path);
  const [before, after] = account.frame.account.split("{shop}");
  const json = (value: unknown) => JSON.stringify(value).replaceAll('"', "&quot;");
  const offers = locales
    .filter((other) => other !== locale)
    .map(
      (other) => `
      <section data-offer="${other}" lang="${htmlLang[other]}" aria-label="${languageOffers[other].text}" hidden>
        <p>${languageOffers[other].text}</p>
        <a href="${localePath(other, paths.about)}" data-language="${other}">${languageOffers[other].accept}</a>
        <button type="button">${languageOffers[other].dismiss}</button>
      </section>`,
    )
    .join("");
  return `
    <header data-solid="false">
      <div data-account>
        <a href="${to(paths.account)}" data-signed-out>${account.frame.signIn}</a>
        <a href="${to(paths.account)}" data-signed-in hidden>${before}<span data-shop></span>${after}</a>
        <a href="${to(paths.account)}" data-signed-in hidden data-title="${account.frame.account}"
          ><span data-shop></span></a>
        <button type="button" data-signed-in hidden data-sign-out="${apiRoutes.accountSignOut.path}">${account.frame.signOut}</button>
      </div>
      <a data-badge hidden
        data-enquiry="${to(paths.contact)}#enquiry-list" data-order="${to(paths.account)}#order"
        data-enquiry-text="${json(common.enquiryBadge)}" data-order-text="${json(account.frame.orderBadge)}"
        ><span aria-hidden="true" data-count></span><span class="sr-only" data-count-text></span></a>
    </header>
    ${offers}
`;
}

const $ = <T extends HTMLElement = HTMLElement>(selector: string) =>
  document.querySelector<T>(selector)!;
const shown = (selector: string) =>
  [...document.querySelectorAll<HTMLElement>(selector)].filter((element) => !element.hidden);
const badge = () => $<HTMLAnchorElement>("[data-badge]");
const offer = () => shown("[data-offer]").map((section) => section.dataset.offer);

let running: AbortController;
function boot(locale: Locale = "en") {
  document.documentElement.lang = htmlLang[locale];
  document.body.innerHTML = frameMarkup(locale);
  running = new AbortController();
  bootState(running.signal);
}

function browserLanguages(languages: string[]) {
  vi.spyOn(navigator, "languages", "get").mockReturnValue(languages);
}
function prerendering(value: boolean) {
  Object.defineProperty(document, "prerendering", { value, configurable: true });
}

const list = (length: number) => JSON.stringify(Array.from({ length }, (_, i) => ({ i })));

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  browserLanguages(["en-IN"]);
});
afterEach(() => {
  running.abort();
  vi.restoreAllMocks();
  Reflect.deleteProperty(document, "prerendering");
});

describe("the signed-in shop", () => {
  it("is not shown to a visitor: the sign-in link is", () => {
    boot();
    expect(shown("[data-account] > *").map((element) => element.textContent)).toEqual([
      texts.en.account.frame.signIn,
    ]);
    expect($("[data-signed-in][data-title]").hasAttribute("title")).toBe(false);
    expect($("[data-signed-in][data-title]").hasAttribute("aria-label")).toBe(false);
  });

  it.each(locales)("is shown in %s with Sign out, its name as text only", (locale) => {
    const shop = `Maa <b>Tarini</b> & Sons`;
    localStorage.setItem("account-shop", shop);
    boot(locale);
    const frame = texts[locale].account.frame;
    const [link, nameOnly, signOut] = shown("[data-account] > *");
    expect(link!.textContent).toBe(fill(frame.account, { shop }));
    // Where room is short: the name alone, the whole message its name read out and its tooltip.
    expect(nameOnly!.textContent).toBe(shop);
    expect(nameOnly!.title).toBe(fill(frame.account, { shop }));
    expect(nameOnly!.getAttribute("aria-label")).toBe(fill(frame.account, { shop }));
    expect($("[data-shop]").children).toHaveLength(0);
    expect(signOut!.textContent).toBe(frame.signOut);
    expect(shown("[data-signed-out]")).toEqual([]);
  });

  it("signs out: the server is told, and the device forgets the shop and both lists", async () => {
    localStorage.setItem("account-shop", "Maa Tarini");
    localStorage.setItem("order-list", list(2));
    localStorage.setItem("enquiry-list", list(1));
    const sent = stubFetch(() => new Response(null, { status: 204 }));
    boot();
    $("[data-sign-out]").click();
    await vi.waitFor(() => expect(shown("[data-signed-out]")).toHaveLength(1));
    expect(sent.map(({ method, url }) => `${method} ${url}`)).toEqual([
      `POST ${apiRoutes.accountSignOut.path}`,
    ]);
    expect(sent[0]!.headers.get("accept")).toBe("application/json");
    expect({ ...localStorage }).toEqual({});
    expect(badge().hidden).toBe(true);
  });

  it("signs out on this device even when the server cannot be reached", async () => {
    localStorage.setItem("account-shop", "Maa Tarini");
    stubFetch(() => Promise.reject(new TypeError("offline")));
    boot();
    $("[data-sign-out]").click();
    await vi.waitFor(() => expect(localStorage.getItem("account-shop")).toBeNull());
    expect(shown("[data-signed-in]")).toEqual([]);
  });
});

describe("started from the head", () => {
  it("waits for <main>, then sets the frame in the same task, before a paint could show it", async () => {
    localStorage.setItem("account-shop", "Maa Tarini");
    document.documentElement.lang = htmlLang.en;
    document.body.innerHTML = "";
    running = new AbortController();
    bootStateWhenFramed(running.signal);
    document.body.innerHTML = frameMarkup("en");
    await Promise.resolve();
    // The header and offers alone: the parser has not reached <main>, nothing is decided yet.
    expect(shown("[data-signed-in]")).toEqual([]);
    const main = document.createElement("main");
    main.id = "main";
    document.body.append(main);
    // A mutation observer's callback is a microtask: it runs before the task (and any paint) ends.
    await Promise.resolve();
    expect(shown("[data-signed-in]")).toHaveLength(3);
    expect($("[data-shop]").textContent).toBe("Maa Tarini");
  });
});

describe("the list badge", () => {
  it("is hidden while the list is empty", () => {
    boot();
    expect(badge().hidden).toBe(true);
  });

  describe.each(locales)("in %s", (locale) => {
    it.each([1, 2, 5])("counts %i enquiry lines in the language's plural", (count) => {
      localStorage.setItem("enquiry-list", list(count));
      boot(locale);
      expect(badge().hidden).toBe(false);
      expect(badge().getAttribute("href")).toBe(
        `${localePath(locale, paths.contact)}#enquiry-list`,
      );
      expect($("[data-count]").textContent).toBe(String(count));
      expect($("[data-count-text]").textContent).toBe(
        plural(locale, texts[locale].common.enquiryBadge, count),
      );
    });

    it("counts the order list, leading to the account, while a shop is signed in", () => {
      localStorage.setItem("account-shop", "Maa Tarini");
      localStorage.setItem("enquiry-list", list(4));
      localStorage.setItem("order-list", list(1));
      boot(locale);
      expect(badge().getAttribute("href")).toBe(`${localePath(locale, paths.account)}#order`);
      expect($("[data-count]").textContent).toBe("1");
      expect($("[data-count-text]").textContent).toBe(
        plural(locale, texts[locale].account.frame.orderBadge, 1),
      );
    });
  });

  it("is hidden when the stored list is not a list", () => {
    localStorage.setItem("enquiry-list", "{broken");
    boot();
    expect(badge().hidden).toBe(true);
  });
});

describe("the language offer", () => {
  it("is not made to a visitor whose browser prefers English", () => {
    browserLanguages(["en-GB", "or"]);
    boot();
    expect(offer()).toEqual([]);
  });

  it("is made once ever to a visitor whose browser prefers Odia", () => {
    browserLanguages(["or-IN", "en"]);
    boot();
    expect(offer()).toEqual(["or"]);
    expect(localStorage.getItem("language-offered")).toBe("1");
    // Still shown when the page's state is read again, until answered.
    dispatchEvent(new Event("storage"));
    expect(offer()).toEqual(["or"]);
    running.abort();
    boot();
    expect(offer()).toEqual([]);
  });

  it("is not made on a page already in the preferred language", () => {
    browserLanguages(["hi-IN"]);
    boot("hi");
    expect(offer()).toEqual([]);
    expect(localStorage.getItem("language-offered")).toBeNull();
  });

  it("is not counted as made while the page is only prerendered, and is once shown", () => {
    browserLanguages(["hi-IN"]);
    prerendering(true);
    boot("or");
    expect(offer()).toEqual(["hi"]);
    expect(localStorage.getItem("language-offered")).toBeNull();
    prerendering(false);
    document.dispatchEvent(new Event("prerenderingchange"));
    expect(offer()).toEqual(["hi"]);
    expect(localStorage.getItem("language-offered")).toBe("1");
  });

  it("proposes the language chosen before, until declined for this visit", () => {
    localStorage.setItem("language", "hi");
    boot();
    expect(offer()).toEqual(["hi"]);
    $<HTMLButtonElement>("[data-offer=hi] button").click();
    expect(offer()).toEqual([]);
    expect(sessionStorage.getItem("language-declined")).toBe("1");
    running.abort();
    boot();
    expect(offer()).toEqual([]);
  });

  it("is closed once accepted", () => {
    localStorage.setItem("language", "or");
    boot("hi");
    const accept = $<HTMLAnchorElement>("[data-offer=or] a");
    accept.addEventListener("click", (event) => event.preventDefault());
    accept.click();
    expect(offer()).toEqual([]);
  });

  it("is not made for the page's own language", () => {
    localStorage.setItem("language", "or");
    boot("or");
    expect(offer()).toEqual([]);
  });
});

describe("the page's state is read again", () => {
  it.each([
    ["another tab's change", () => dispatchEvent(new Event("storage"))],
    ["a page back from the back-forward cache", () => dispatchEvent(new Event("pageshow"))],
    ["a prerendered page shown", () => document.dispatchEvent(new Event("prerenderingchange"))],
    ["this tab's own change", () => dispatchEvent(new Event("site-state"))],
  ])("on %s", (_, event) => {
    boot();
    localStorage.setItem("account-shop", "Maa Tarini");
    localStorage.setItem("order-list", list(3));
    localStorage.setItem("language", "hi");
    expect(shown("[data-signed-in]")).toEqual([]);
    event();
    expect(shown("[data-signed-in]")).toHaveLength(3);
    expect($("[data-shop]").textContent).toBe("Maa Tarini");
    expect($("[data-count]").textContent).toBe("3");
    expect(offer()).toEqual(["hi"]);
  });

  it("when the site's own modules change the lists or the shop", async () => {
    const { rememberShop } = await import("#app/customers/account-session.ts");
    boot();
    rememberShop("Maa Tarini");
    expect($("[data-shop]").textContent).toBe("Maa Tarini");
    const { keepOrderList } = await import("#app/catalogue/enquiry-list.ts");
    keepOrderList([{ itemId: "a", quantity: 2 }]);
    expect($("[data-count]").textContent).toBe("1");
    expect(badge().hidden).toBe(false);
  });
});
