import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HEADER_SCROLL_THRESHOLD_PX } from "#shared/constants.ts";
import { languageNames } from "#shared/content/languages.ts";
import { englishPath, localePath, locales, type Locale } from "#shared/site-paths.ts";
import { enhance } from "./enhance";

// The enhance script on static markup as the renderer emits it: the header's solid state, the
// popovers outside islands, the language links with the drafts they carry, the footer's year.

/** A page at `url` with the frame's parts enhance acts on and an enquiry form. */
function page(url: string, locale: Locale = "en") {
  history.replaceState(null, "", url);
  const path = englishPath(new URL(url, location.origin).pathname);
  document.body.innerHTML = `
    <header data-solid="false">
      <div class="bar">
        <div id="call-scope">
          <button type="button" popovertarget="call" id="call-button">Call us</button>
          <div id="call" popover="auto"><a href="tel:+911234567890" id="call-link">Call</a></div>
        </div>
        <button type="button" popovertarget="mobile-menu" id="menu-button">Menu</button>
      </div>
      <div id="mobile-menu" popover="auto">
        <a href="/about" id="menu-link">About</a>
        <nav aria-label="Languages">
          ${locales
            .map(
              (target) =>
                `<a href="${localePath(target, path)}" data-language="${target}">${languageNames[target]}</a>`,
            )
            .join("")}
        </nav>
      </div>
    </header>
    <main>
      <a href="#main" id="outside">Elsewhere</a>
      <form data-draft="enquiry" lang="${locale}">
        <input name="name" />
        <input name="phone" type="tel" />
        <textarea name="message"></textarea>
        <select name="kind"><option value="">–</option><option value="shop">Shop</option><option value="clinic">Clinic</option></select>
        <input type="radio" name="contact" value="call" /><input type="radio" name="contact" value="whatsapp" />
        <input type="checkbox" name="topics" value="cancer" /><input type="checkbox" name="topics" value="generic" />
        <input type="password" name="password" />
        <input type="file" name="resume" />
        <input type="hidden" name="language" value="${locale}" />
        <input type="text" name="website" tabindex="-1" />
        <input type="checkbox" name="consent" value="on" />
      </form>
      <form id="other"><input name="name" /></form>
      <div data-island="chat" data-when="interaction">
        <button type="button" popovertarget="chat-panel" id="chat-button" data-chat-launcher>Chat</button>
        <div id="chat-panel" popover="auto"></div>
      </div>
    </main>
    <footer><p>© <span data-year>2020</span> Company</p></footer>`;
}

const $ = <T extends HTMLElement = HTMLElement>(selector: string) =>
  document.querySelector<T>(selector)!;
const field = (name: string, value?: string) =>
  document.querySelector<HTMLInputElement>(
    `form[data-draft] [name=${name}]${value ? `[value=${value}]` : ""}`,
  )!;

/** The typing a visitor did on the enquiry form. */
function fillForm() {
  field("name").value = "Asha Mohanty";
  field("phone").value = "98765 43210";
  $<HTMLTextAreaElement>("[name=message]").value = "Two lines\nof text";
  $<HTMLSelectElement>("[name=kind]").value = "clinic";
  field("contact", "whatsapp").checked = true;
  field("topics", "cancer").checked = true;
  field("topics", "generic").checked = true;
  field("password").value = "secret";
  field("website").value = "spam.example";
  field("consent").checked = true;
  $<HTMLInputElement>("#other [name=name]").value = "not a draft";
}

/** What the enquiry form would send, but its (empty) file. */
const formValues = () =>
  [...new FormData($<HTMLFormElement>("form[data-draft]")).entries()].filter(
    ([, value]) => typeof value === "string",
  );

// happy-dom knows the popover attribute but not the API: the browser's side is played here.
const opened = new WeakSet<Element>();
const nativeMatches = Element.prototype.matches;
function playPopovers() {
  Object.defineProperty(HTMLElement.prototype, "togglePopover", {
    configurable: true,
    value(this: HTMLElement, force?: boolean) {
      const open = force ?? !opened.has(this);
      if (open === opened.has(this)) return open;
      if (open) opened.add(this);
      else opened.delete(this);
      this.dispatchEvent(
        Object.assign(new Event("toggle"), { newState: open ? "open" : "closed" }),
      );
      return open;
    },
  });
  vi.spyOn(Element.prototype, "matches").mockImplementation(function (
    this: Element,
    selector: string,
  ) {
    return selector === ":popover-open" ? opened.has(this) : nativeMatches.call(this, selector);
  });
}
/** A browser from before popovers: the panels are the page's to open. */
function withoutPopovers() {
  const popover = Object.getOwnPropertyDescriptor(HTMLElement.prototype, "popover")!;
  Reflect.deleteProperty(HTMLElement.prototype, "popover");
  return () => Object.defineProperty(HTMLElement.prototype, "popover", popover);
}

let running: AbortController;
const start = () => {
  running = new AbortController();
  enhance(running.signal);
};
const scrollTo = (y: number) => {
  Object.defineProperty(window, "scrollY", { value: y, configurable: true });
  dispatchEvent(new Event("scroll"));
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  playPopovers();
});
afterEach(() => {
  running.abort();
  vi.restoreAllMocks();
  Reflect.deleteProperty(HTMLElement.prototype, "togglePopover");
  Reflect.deleteProperty(window, "scrollY");
});

describe("the header", () => {
  const header = () => $("header");

  it(`turns solid past ${HEADER_SCROLL_THRESHOLD_PX} px of scrolling, and back`, () => {
    page("/");
    start();
    expect(header().dataset.solid).toBe("false");
    scrollTo(HEADER_SCROLL_THRESHOLD_PX);
    expect(header().dataset.solid).toBe("false");
    scrollTo(HEADER_SCROLL_THRESHOLD_PX + 1);
    expect(header().dataset.solid).toBe("true");
    scrollTo(0);
    expect(header().dataset.solid).toBe("false");
  });

  it("is solid on a page opened scrolled down", () => {
    page("/");
    scrollTo(300);
    start();
    expect(header().dataset.solid).toBe("true");
  });

  it("is solid while its menu is open, not while the call menu is", () => {
    page("/");
    start();
    $("#call").togglePopover(true);
    expect(header().dataset.solid).toBe("false");
    $("#call").togglePopover(false);
    $("#mobile-menu").togglePopover(true);
    expect(header().dataset.solid).toBe("true");
    $("#mobile-menu").togglePopover(false);
    expect(header().dataset.solid).toBe("false");
  });
});

describe("popovers", () => {
  it("say whether they are open on their buttons", () => {
    page("/");
    start();
    expect($("#call-button").getAttribute("aria-expanded")).toBe("false");
    expect($("#menu-button").getAttribute("aria-expanded")).toBe("false");
    $("#call").togglePopover(true);
    expect($("#call-button").getAttribute("aria-expanded")).toBe("true");
    $("#call").togglePopover(false);
    expect($("#call-button").getAttribute("aria-expanded")).toBe("false");
  });

  it("are opened by the browser where it can", () => {
    page("/");
    start();
    $("#call-button").click();
    expect(opened.has($("#call"))).toBe(false);
  });

  it("leave an island's popovers to the island", () => {
    page("/");
    start();
    $("#chat-panel").togglePopover(true);
    expect($("#chat-button").hasAttribute("aria-expanded")).toBe(false);
  });

  it("close when keyboard focus leaves the element holding button and panel", () => {
    page("/");
    start();
    $("#call").togglePopover(true);
    const focusMoves = (from: string, to: string) =>
      $(from).dispatchEvent(new FocusEvent("focusout", { bubbles: true, relatedTarget: $(to) }));
    focusMoves("#call-button", "#call-link");
    expect(opened.has($("#call"))).toBe(true);
    focusMoves("#call-link", "#outside");
    expect(opened.has($("#call"))).toBe(false);
  });

  it("close when a link in them is followed", () => {
    page("/");
    start();
    $("#mobile-menu").togglePopover(true);
    $("#menu-link").addEventListener("click", (event) => event.preventDefault());
    $("#menu-link").click();
    expect(opened.has($("#mobile-menu"))).toBe(false);
  });

  describe("in a browser without popovers", () => {
    let restore: () => void;
    beforeEach(() => (restore = withoutPopovers()));
    afterEach(() => restore());

    const isOpen = () => $("#call").classList.contains("popover-fallback-open");

    it("open and close from their buttons", () => {
      page("/");
      start();
      $("#call-button").click();
      expect(isOpen()).toBe(true);
      expect($("#call-button").getAttribute("aria-expanded")).toBe("true");
      $("#call-button").click();
      expect(isOpen()).toBe(false);
      expect($("#call-button").getAttribute("aria-expanded")).toBe("false");
    });

    it("close on Escape, giving the focus back to the button", () => {
      page("/");
      start();
      $("#call-button").click();
      $("#call-link").focus();
      document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape" }));
      expect(isOpen()).toBe(false);
      expect(document.activeElement).toBe($("#call-button"));
    });

    it("close on a press outside, not inside", () => {
      page("/");
      start();
      $("#call-button").click();
      $("#call-link").dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
      expect(isOpen()).toBe(true);
      $("#outside").dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
      expect(isOpen()).toBe(false);
    });
  });
});

describe("the footer", () => {
  it("shows the visitor's year, not the build's", () => {
    vi.useFakeTimers({ now: new Date("2031-03-01T00:00:00+05:30"), toFake: ["Date"] });
    page("/");
    start();
    expect($("[data-year]").textContent).toBe("2031");
  });
});

describe("the language links", () => {
  /** Follows the link to `locale` (the test stops the navigation and returns where it led). */
  function switchTo(locale: Locale) {
    const link = $<HTMLAnchorElement>(`a[data-language=${locale}]`);
    document.addEventListener("click", (event) => event.preventDefault(), { once: true });
    link.click();
    return link.getAttribute("href");
  }

  it("keep the page's query and fragment and remember the choice", () => {
    page("/contact?item=dolo#enquiry");
    start();
    expect($<HTMLAnchorElement>("a[data-language=hi]").getAttribute("href")).toBe(
      "/hi/contact?item=dolo#enquiry",
    );
    history.replaceState(null, "", "/contact?item=dolo#form");
    expect(switchTo("or")).toBe("/or/contact?item=dolo#form");
    expect(localStorage.getItem("language")).toBe("or");
  });

  it("carry what was typed to the page in the other language", () => {
    page("/contact");
    start();
    fillForm();
    switchTo("or");
    running.abort();

    page("/or/contact", "or");
    start();
    expect(formValues()).toEqual([
      ["name", "Asha Mohanty"],
      ["phone", "98765 43210"],
      ["message", "Two lines\nof text"],
      ["kind", "clinic"],
      ["contact", "whatsapp"],
      ["topics", "cancer"],
      ["topics", "generic"],
      ["password", ""],
      ["language", "or"],
      ["website", ""],
    ]);
    expect($<HTMLInputElement>("#other [name=name]").value).toBe("");
  });

  it("never keep a password, a file, a hidden field, the honeypot or the consent", () => {
    page("/contact");
    start();
    fillForm();
    switchTo("hi");
    const kept = sessionStorage.getItem("draft:/contact")!;
    expect(kept).toContain("Asha Mohanty");
    for (const secret of ["secret", "spam.example", "consent", "password", "resume", '"en"'])
      expect(kept).not.toContain(secret);
  });

  it("carry an open chat, whose island then starts at once", () => {
    page("/about");
    start();
    switchTo("or");
    running.abort();
    page("/or/about", "or");
    start();
    expect($("[data-island=chat]").dataset.when).toBe("interaction");
    running.abort();

    page("/or/about", "or");
    start();
    $("#chat-button").setAttribute("aria-expanded", "true");
    switchTo("hi");
    running.abort();
    page("/hi/about", "hi");
    start();
    expect($("[data-island=chat]").dataset.when).toBe("load");
  });

  it("leave a draft to one page load only, and only to the same page", () => {
    page("/contact");
    start();
    fillForm();
    switchTo("hi");
    running.abort();
    page("/hi/about", "hi");
    start();
    expect(field("name").value).toBe("");
    running.abort();
    page("/hi/contact", "hi");
    start();
    expect(field("name").value).toBe("Asha Mohanty");
    running.abort();
    page("/hi/contact", "hi");
    start();
    expect(field("name").value).toBe("");
  });
});
