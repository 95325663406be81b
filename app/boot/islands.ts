// The island runtime: inline, at the end of the body, without React. Each island the renderer
// left in the page,
//
//   <div class="contents" data-island="chat" data-island-id="chat0" data-when="interaction"
//        data-src="/assets/chat-….js" data-preload='["/assets/react-….js", …]'>…</div>
//   <script type="application/json" data-island-props="chat0">{…}</script>
//
// hydrates on a root of its own when its moment comes: `load` after the first paint, `visible`
// once one of its elements is on screen, `interaction` at the first press, focus, key or input
// inside it. Its entry module's `hydrate(container, props, frame, id)` resolves once React has
// committed it. The container's `data-state` says how far it got: loading, hydrated or failed.
//
// What was typed into an island's fields before it hydrated is told to React once it has. While
// an island is loading, a click on one of its buttons (not a popover's: those work natively;
// not a submit button: its form's submission is held instead), on a link it acts on itself once
// live (`a[data-hold]`; other links work natively) and a submission of one of its forms are
// held, then replayed once React has committed; if the island failed, held links and
// submissions go where they would without scripts. `<html data-hydrated>` and `performance.mark("hydrated")`
// come once the last island that started without input (`load`, `visible` in view at first)
// has committed or failed, or at the first paint on a page with none.

import { ACCOUNT_SHOP_KEY, ENQUIRY_LIST_KEY } from "#app/site/storage-keys.ts";

type Entry = {
  hydrate(container: HTMLElement, props: unknown, frame: unknown, id: string): Promise<void>;
};

/**
 * Resolves at the first paint that matters: the hero picture's, on a page with one
 * (`img[elementtiming]`), else the first contentful paint; at once in a browser that cannot
 * tell, or on a page not shown (a prerender, a background tab), and at the first press, key or
 * scroll, which means the visitor is there. When the hero will not paint (no picture, or out of
 * view), the page's `load` event stands for it.
 */
export function firstPaint() {
  return new Promise<void>((painted) => {
    const types = PerformanceObserver.supportedEntryTypes ?? [];
    if (!types.includes("paint") || document.visibilityState !== "visible") return painted();
    const image =
      types.includes("element") && document.querySelector<HTMLImageElement>("img[elementtiming]");
    const inputs = ["pointerdown", "keydown", "scroll"];
    const done = () => {
      observer.disconnect();
      for (const type of inputs) removeEventListener(type, done, true);
      painted();
    };
    const observer = new PerformanceObserver((list) => {
      if (
        list
          .getEntries()
          .some((entry) =>
            image
              ? (entry as PerformanceEntry & { element?: Element }).element === image
              : entry.name === "first-contentful-paint",
          )
      )
        done();
    });
    observer.observe({ type: image ? "element" : "paint", buffered: true });
    for (const type of inputs) addEventListener(type, done, { capture: true, passive: true });
    if (image)
      addEventListener("load", () => {
        const box = image.getBoundingClientRect();
        if (!image.naturalWidth || box.bottom <= 0 || box.top >= innerHeight) done();
      });
  });
}

/**
 * What the visitor typed or picked in an island before it hydrated is in the page but not in
 * React's state, and React, which notes each field's value as it hydrates, would never hear of
 * it. Each field changed from its server value is told again, as typing it would: React's note
 * is set back to the server value, the page's value put back past it, and the event sent.
 */
export function announceEarlyInput(island: HTMLElement) {
  type Field = HTMLInputElement & HTMLSelectElement;
  for (const field of island.querySelectorAll<Field>("input, textarea, select")) {
    // A picked file is read from the field when the form is sent, not from React's state, and
    // its name may not be set by a script: emptying it to tell again would lose the file.
    if ((field.type as string) === "file") continue;
    const box = /^(checkbox|radio)$/.test(field.type);
    const key = box ? "checked" : "value";
    const server = box
      ? field.defaultChecked
      : field.options
        ? ([...field.options].find((option) => option.defaultSelected) ?? field.options[0])?.value
        : field.defaultValue;
    const now = field[key];
    // A radio left unchecked is the consequence of the one checked in its group: that one tells.
    if (now === server || ((field.type as string) === "radio" && !now)) continue;
    (field as unknown as Record<string, unknown>)[key] = server;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), key)!.set!.call(field, now);
    field.dispatchEvent(
      new Event(box ? "click" : field.options ? "change" : "input", { bubbles: true }),
    );
  }
}

/** Whether the device holds what makes an island start at once (`data-when-listed`, …). */
function holds(key: string) {
  try {
    const value = localStorage.getItem(key);
    return key === ACCOUNT_SHOP_KEY ? !!value : (JSON.parse(value ?? "[]") as unknown[]).length > 0;
  } catch {
    return false;
  }
}

/**
 * An island that waits for input starts after the first paint instead when the device holds
 * items on the enquiry list (`data-when-listed`) or a signed-in shop (`data-when-signed-in`), or
 * when the address asks it something (`data-when-queried`: /products?manufacturer=…): what it
 * shows then is wanted at once.
 */
const soonerWhen = ({ dataset }: HTMLElement) =>
  (dataset.whenListed && holds(ENQUIRY_LIST_KEY) && dataset.whenListed) ||
  (dataset.whenSignedIn && holds(ACCOUNT_SHOP_KEY) && dataset.whenSignedIn) ||
  (dataset.whenQueried && location.search.length > 1 && dataset.whenQueried) ||
  undefined;

export function startIslands({
  load = (src) => import(/* @vite-ignore */ src),
  painted = firstPaint(),
  signal,
}: {
  /** Imports an island's entry module (tests answer it themselves). */
  load?: (src: string) => Promise<Entry>;
  painted?: Promise<void>;
  signal?: AbortSignal;
} = {}) {
  const d = document;
  const islands = [...d.querySelectorAll<HTMLElement>("[data-island]")];
  const preloaded = new Set<string>();
  let frame: unknown;

  // The islands that start without input; `data-hydrated` waits for them.
  let eager = 0;
  const settled = () => {
    if (--eager > 0 || d.documentElement.dataset.hydrated) return;
    d.documentElement.dataset.hydrated = "true";
    performance.mark("hydrated");
  };

  for (const island of islands) {
    const { islandId: id } = island.dataset;
    const when = soonerWhen(island) ?? island.dataset.when;
    const replays: (() => void)[] = [];
    // Whether `data-hydrated` still waits for this island.
    let awaited = when === "load" || when === "visible";
    if (awaited) eager++;
    const release = () => {
      if (awaited) settled();
      awaited = false;
    };
    const state = (value?: string) =>
      value ? (island.dataset.state = value) : island.dataset.state;

    const start = () => {
      if (state()) return;
      state("loading");
      for (const href of JSON.parse(island.dataset.preload ?? "[]") as string[])
        if (!preloaded.has(href)) {
          preloaded.add(href);
          d.head.append(Object.assign(d.createElement("link"), { rel: "modulepreload", href }));
        }
      const json = (element: Element | null) => JSON.parse(element!.textContent!) as unknown;
      void Promise.resolve()
        .then(() => {
          frame ??= json(d.getElementById("site-frame"));
          const props = json(d.querySelector(`[data-island-props="${id}"]`));
          return load(island.dataset.src!).then((entry) =>
            entry.hydrate(island, props, frame, id!),
          );
        })
        .then(
          () => {
            state("hydrated");
            announceEarlyInput(island);
          },
          (error: unknown) => {
            state("failed");
            console.warn(`The ${island.dataset.island} island failed to start:`, error);
          },
        )
        .then(() => {
          for (const replay of replays) replay();
          release();
        });
    };

    /** Keeps an event that arrived before React could take it, to be replayed after. */
    const hold = (event: Event, replay: () => void) => {
      if (state() === "hydrated" || state() === "failed") return;
      event.preventDefault();
      event.stopImmediatePropagation();
      replays.push(replay);
      start();
    };
    const listen = (type: string, listener: (event: Event) => void, once?: boolean) =>
      island.addEventListener(type, listener, { capture: true, once, signal });

    for (const type of ["pointerdown", "focusin", "keydown", "input"]) listen(type, start, true);
    listen("click", (event) => {
      const button = (event.target as Element).closest("button");
      if (button && button.type !== "submit" && !button.hasAttribute("popovertarget"))
        hold(event, () => state() === "hydrated" && button.isConnected && button.click());
      // A link the island acts on itself once live (`data-hold`): followed if the island failed.
      const link = (event.target as Element).closest<HTMLAnchorElement>("a[data-hold]");
      if (link)
        hold(event, () =>
          state() === "hydrated" ? link.isConnected && link.click() : location.assign(link.href),
        );
    });
    listen("submit", (event) => {
      const form = event.target as HTMLFormElement;
      const { submitter } = event as SubmitEvent;
      // Once failed, the submission is no longer held: it goes out as without scripts.
      hold(
        event,
        () => form.isConnected && form.requestSubmit(submitter?.isConnected ? submitter : null),
      );
    });

    if (when === "load") void painted.then(start);
    else if (when === "visible") {
      // The container has no box of its own (`display: contents`), so an observer may never
      // see it: its elements are watched instead, and the first of them in view starts it. (One
      // with none to see starts at once.)
      const parts = [...island.children];
      if (typeof IntersectionObserver === "undefined" || !parts.length) start();
      else {
        const reported = new Set<Element>();
        const observer = new IntersectionObserver(
          (entries) => {
            if (entries.some((entry) => entry.isIntersecting)) {
              observer.disconnect();
              return start();
            }
            // Out of view at first, it waits for a scroll: an input, so not for `data-hydrated`.
            for (const entry of entries) reported.add(entry.target);
            if (reported.size === parts.length) release();
            // Near the screen: what it changes as it starts (the counters go back to 0 to count
            // up) is done before it is seen.
          },
          { rootMargin: "200px 0px" },
        );
        for (const part of parts) observer.observe(part);
        signal?.addEventListener("abort", () => observer.disconnect());
      }
    }
  }
  // A page with no island to wait for is hydrated at its first paint.
  eager++;
  void painted.then(settled);
}
