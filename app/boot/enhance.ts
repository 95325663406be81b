// The enhance script: inline, without React, after the footer and before ./islands.ts. What the
// public pages' frame did through React, on static HTML:
//
// - `[data-solid]` (the header): "true" once the page has scrolled past the threshold, or
//   while a popover that is the header's own child (the menu) is open; "false" otherwise.
// - popovers outside islands (`[popover]` opened by `[popovertarget]` buttons): each button's
//   `aria-expanded` follows its panel; a panel closes when keyboard focus leaves the nearest
//   element holding both button and panel, and when a link in it is followed; where the
//   browser has no popovers, the buttons toggle `.popover-fallback-open` (app.css shows it),
//   and Escape or a press outside closes it. Islands' popovers are their own.
// - language links (`a[data-language="or"]`, the switcher's and the offer's): on a click, the
//   choice is remembered (the `language` key, which ./state.ts reads for the offer), the page's
//   query and fragment go with it, and the drafts of the page's `form[data-draft]` (and whether
//   the chat is open) are kept for the page in the new language (app/submissions/drafts.ts), which puts
//   them back here, before its islands hydrate; the chat's island (the one holding
//   `[data-chat-launcher]`) then starts at `load`, to open again.
// - `[data-year]` (the footer's): the visitor's year, not the build's.
// - `[data-slideshow]` (the home page's slides): turned by ./slideshow.ts.
// - `[data-set-password]` (the page an invitation or reset link opens): the link's token read
//   from the fragment into its form, and what the server says of the link, by
//   app/customers/set-password-link.ts.

import { setPasswordLink } from "#app/customers/set-password-link.ts";
import { chatLeftOpen, restoreDrafts, saveDrafts } from "#app/submissions/drafts.ts";
import { HEADER_SCROLL_THRESHOLD_PX } from "#shared/constants.ts";
import { LANGUAGE_KEY } from "#app/site/storage-keys.ts";
import { slideshows } from "./slideshow";

export function enhance(signal?: AbortSignal) {
  const d = document;
  const on = (
    target: EventTarget,
    type: string,
    listener: (event: Event) => void,
    capture?: boolean,
  ) => target.addEventListener(type, listener, { signal, capture, passive: type === "scroll" });

  // Once the page is parsed and its islands are armed (./islands.ts, after this script): the
  // fields put back start their island, and a search run again waits for it.
  if (d.readyState === "loading")
    d.addEventListener("DOMContentLoaded", () => restoreDrafts(d), { once: true, signal });
  else restoreDrafts(d);
  // A chat left open there opens again here: its island starts at once, not on a first tap.
  const chat = d.querySelector("[data-chat-launcher]")?.closest<HTMLElement>("[data-island]");
  if (chat && chatLeftOpen(window)) chat.dataset.when = "load";

  for (const year of d.querySelectorAll("[data-year]"))
    year.textContent = String(new Date().getFullYear());
  slideshows(d, signal);
  setPasswordLink(d);

  const withQuery = (link: HTMLAnchorElement) =>
    (link.href = link.pathname + location.search + location.hash);
  for (const link of d.querySelectorAll<HTMLAnchorElement>("a[data-language]")) withQuery(link);

  const supported = Object.hasOwn(HTMLElement.prototype, "popover");
  const panels = () =>
    [...d.querySelectorAll<HTMLElement>("[popover]")].filter(
      (panel) => !panel.closest("[data-island]"),
    );
  const isOpen = (panel: Element) =>
    supported ? panel.matches(":popover-open") : panel.classList.contains("popover-fallback-open");
  const buttonsOf = (panel: HTMLElement) =>
    d.querySelectorAll<HTMLElement>(`[popovertarget="${panel.id}"]`);
  const scopeOf = (panel: HTMLElement) => {
    let scope = buttonsOf(panel)[0]?.parentElement;
    while (scope && !scope.contains(panel)) scope = scope.parentElement;
    return scope ?? panel;
  };

  const header = d.querySelector<HTMLElement>("[data-solid]");
  const solid = () =>
    header?.setAttribute(
      "data-solid",
      String(
        window.scrollY > HEADER_SCROLL_THRESHOLD_PX ||
          [...header.children].some((child) => child.hasAttribute("popover") && isOpen(child)),
      ),
    );

  const follow = (panel: HTMLElement) => {
    for (const button of buttonsOf(panel))
      button.setAttribute("aria-expanded", String(isOpen(panel)));
    solid();
  };
  const show = (panel: HTMLElement, open: boolean) => {
    if (supported) panel.togglePopover(open);
    else {
      panel.classList.toggle("popover-fallback-open", open);
      follow(panel);
    }
  };
  for (const panel of panels()) follow(panel);

  on(window, "scroll", solid);
  // `toggle` does not bubble: heard on its way down.
  on(
    d,
    "toggle",
    (event) => {
      const panel = event.target as HTMLElement;
      if (panels().includes(panel)) follow(panel);
    },
    true,
  );
  on(d, "focusout", (event) => {
    const { target, relatedTarget } = event as FocusEvent;
    for (const panel of panels()) {
      const scope = scopeOf(panel);
      if (
        isOpen(panel) &&
        scope.contains(target as Node) &&
        !scope.contains(relatedTarget as Node | null)
      )
        show(panel, false);
    }
  });
  on(d, "click", (event) => {
    const target = event.target as Element;
    const language = target.closest<HTMLAnchorElement>("a[data-language]");
    if (language) {
      try {
        localStorage.setItem(LANGUAGE_KEY, language.dataset.language!);
      } catch {
        // Storage off: not remembered.
      }
      saveDrafts(d);
      withQuery(language);
    }
    for (const panel of panels()) {
      const opener = target.closest(`[popovertarget="${panel.id}"]`);
      if (opener && !supported) show(panel, !isOpen(panel));
      else if (isOpen(panel) && panel.contains(target.closest("a"))) show(panel, false);
    }
  });
  if (!supported) {
    on(d, "keydown", (event) => {
      if ((event as KeyboardEvent).key !== "Escape") return;
      for (const panel of panels())
        if (isOpen(panel)) {
          show(panel, false);
          buttonsOf(panel)[0]?.focus();
        }
    });
    on(d, "pointerdown", (event) => {
      for (const panel of panels())
        if (isOpen(panel) && !scopeOf(panel).contains(event.target as Node)) show(panel, false);
    });
  }
  solid();
}
