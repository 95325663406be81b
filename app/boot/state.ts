// The boot script (docs/product.md#performance): inline, without React, placed right after the
// header and the hidden language offers so that it runs before the first paint of what it
// changes. From the device alone it shows the signed-in shop with Sign out, the list badge and
// the language offer, and shows them again whenever they may have changed: another tab
// (`storage`), a page back from the back-forward cache (`pageshow`), a prerendered page now
// shown (`prerenderingchange`), this tab's own scripts (`site-state`, sent by
// app/customers/account-session.ts and app/catalogue/enquiry-list.ts after each write).
//
// The markup it acts on (the page renderer emits it; every part may appear several times):
//
// - `[data-signed-out]`: shown while no shop is signed in (the sign-in link); rendered visible.
// - `[data-signed-in]`: shown while one is (the account link, Sign out); rendered `hidden`.
// - `[data-shop]`: rendered empty; gets the shop's name, as text only.
// - `[data-title="Your account: {shop}"]`: gets `title` and `aria-label`, the message with
//   {shop} filled in, while signed in; neither otherwise. (Where room is short the link shows
//   the shop's name alone; its name read out is the whole message, with its space.)
// - `button[data-sign-out="/api/account/logout"]`: signs out (POST to that URL, then forgets the
//   shop and both lists on this device, as app/customers/account-session.ts does).
// - `a[data-badge]`, rendered `hidden`, with `data-enquiry` and `data-order` (the link while
//   signed out and signed in), `data-enquiry-text` and `data-order-text` (the plural forms as
//   JSON, `{"one":"…{count}…","other":"…{count}…"}`), and inside it `[data-count]` (the bare
//   number) and `[data-count-text]` (the message read out). Shown when the list counted (the
//   order list while signed in, else the enquiry list) has lines.
// - `section[data-offer="or"]` (one per language other than the page's), rendered `hidden`, with
//   an accept link and a dismiss button: at most one is shown. The accept link is a language
//   link (`a[data-language]`, see ./enhance.ts), which remembers the choice; the button declines
//   the offer for this visit.

import {
  ACCOUNT_SHOP_KEY,
  ENQUIRY_LIST_KEY,
  LANGUAGE_DECLINED_KEY,
  LANGUAGE_KEY,
  LANGUAGE_OFFERED_KEY,
  ORDER_LIST_KEY,
} from "#app/site/storage-keys.ts";

const LANGUAGES = ["en", "or", "hi"];

type Forms = { one: string; other: string };

/**
 * The boot script's start, from the page's `<head>`: runs `bootState` once the parser has put
 * `<main>` in (so the header and the offers before it are there), in that same parser task, so
 * before the browser can paint them: a mutation observer's callback runs before the task ends.
 * Placed after the header as a script, it made Chrome paint the header alone first and the rest
 * later, which put off the page's largest paint by about 0.1 s on Lighthouse's phone.
 */
export function bootStateWhenFramed(signal?: AbortSignal) {
  const d = document;
  if (d.getElementById("main")) return bootState(signal);
  const observer = new MutationObserver(() => {
    if (!d.getElementById("main")) return;
    observer.disconnect();
    bootState(signal);
  });
  observer.observe(d.documentElement, { childList: true, subtree: true });
  signal?.addEventListener("abort", () => observer.disconnect());
}

export function bootState(signal?: AbortSignal) {
  const d = document;
  const page = d.documentElement.lang.slice(0, 2);
  const plural = new Intl.PluralRules(d.documentElement.lang);
  const number = new Intl.NumberFormat("en-IN");
  // Storage can be off (private mode, a strict browser): then nothing is remembered.
  const get = (store: () => Storage, key: string) => {
    try {
      return store().getItem(key);
    } catch {
      return null;
    }
  };
  const set = (store: () => Storage, key: string, value?: string) => {
    try {
      if (value) store().setItem(key, value);
      else store().removeItem(key);
    } catch {
      // Not remembered.
    }
  };
  const local = () => localStorage;
  const session = () => sessionStorage;
  const count = (key: string) => {
    try {
      const list: unknown = JSON.parse(get(local, key) ?? "[]");
      return Array.isArray(list) ? list.length : 0;
    } catch {
      return 0;
    }
  };
  const all = (selector: string) => d.querySelectorAll<HTMLElement>(selector);

  // The offer the browser's languages asked for on this page, decided once: kept shown until
  // answered, though `language-offered` now says it was made.
  let preferred: string | undefined;
  let answered = false;
  function offer() {
    if (answered) return;
    const chosen = get(local, LANGUAGE_KEY);
    if (chosen && LANGUAGES.includes(chosen))
      return chosen !== page && !get(session, LANGUAGE_DECLINED_KEY) ? chosen : undefined;
    if (preferred) return preferred;
    if (get(local, LANGUAGE_OFFERED_KEY)) return;
    for (const tag of navigator.languages) {
      const language = tag.toLowerCase().split("-")[0]!;
      if (language === "en") return;
      if (LANGUAGES.includes(language)) {
        if (language === page) return;
        // Once ever, and a page only prerendered was not seen: decided again when shown.
        if (!(d as { prerendering?: boolean }).prerendering) {
          set(local, LANGUAGE_OFFERED_KEY, "1");
          preferred = language;
        }
        return language;
      }
    }
  }

  function apply() {
    const shop = get(local, ACCOUNT_SHOP_KEY);
    for (const element of all("[data-signed-in]")) element.hidden = !shop;
    for (const element of all("[data-signed-out]")) element.hidden = !!shop;
    for (const element of all("[data-shop]")) element.textContent = shop;
    for (const element of all("[data-title]")) {
      const said = shop ? element.dataset.title!.replace("{shop}", shop) : "";
      for (const attribute of ["title", "aria-label"])
        if (said) element.setAttribute(attribute, said);
        else element.removeAttribute(attribute);
    }

    const kind = shop ? "order" : "enquiry";
    const listed = count(`${kind}-list`);
    for (const badge of all("[data-badge]")) {
      const forms = JSON.parse(badge.dataset[`${kind}Text`]!) as Forms;
      badge.hidden = !listed;
      badge.setAttribute("href", badge.dataset[kind]!);
      badge.querySelector("[data-count]")!.textContent = String(listed);
      badge.querySelector("[data-count-text]")!.textContent = (
        plural.select(listed) === "one" ? forms.one : forms.other
      ).replace("{count}", number.format(listed));
    }

    const offered = offer();
    for (const section of all("[data-offer]")) section.hidden = section.dataset.offer !== offered;
  }

  d.addEventListener(
    "click",
    (event) => {
      const target = (event.target as Element).closest<HTMLElement>(
        "[data-sign-out],[data-offer] a,[data-offer] button",
      );
      if (!target) return;
      if (target.dataset.signOut) {
        // Forgotten even when the server cannot be reached: the visitor asked to leave.
        void fetch(target.dataset.signOut, {
          method: "POST",
          headers: { accept: "application/json" },
        })
          .catch(() => undefined)
          .then(() => {
            for (const key of [ACCOUNT_SHOP_KEY, ENQUIRY_LIST_KEY, ORDER_LIST_KEY]) set(local, key);
            dispatchEvent(new Event("site-state"));
          });
        return;
      }
      if (target.tagName === "BUTTON") set(session, LANGUAGE_DECLINED_KEY, "1");
      answered = true;
      apply();
    },
    { signal },
  );
  for (const type of ["storage", "pageshow", "site-state"])
    addEventListener(type, apply, { signal });
  d.addEventListener("prerenderingchange", apply, { signal });
  apply();
}
