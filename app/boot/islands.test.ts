import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startIslands } from "./islands";

// The island runtime on islands as the renderer leaves them, with their entry modules played by
// the test: each import and each hydration answers when the test says.

type Hydrate = (container: HTMLElement, props: unknown, frame: unknown, id: string) => void;

function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => ((resolve = ok), (reject = fail)));
  return { promise, resolve, reject };
}
/** Lets every pending promise callback run. */
const settle = () => new Promise((done) => setTimeout(done));

const frame = { locale: "en", common: { error: { title: "Unexpected Application Error!" } } };

/** An island's container and props, with a button, a popover, a link and a form inside. */
const island = (name: string, when: string, props: unknown = { name }) => `
  <div class="contents" data-island="${name}" data-island-id="${name}0" data-when="${when}"
      data-src="/assets/${name}.js" data-preload='["/assets/react.js","/assets/${name}.js"]'>
    <button type="button" class="act">Act</button>
    <button type="button" class="pop" popovertarget="${name}-panel">More</button>
    <div id="${name}-panel" popover="auto"></div>
    <a class="link" href="#${name}">Read</a>
    <form action="/${name}"><input name="q" /><button class="send" name="via" value="send">Send</button></form>
  </div>
  <script type="application/json" data-island-props="${name}0">${JSON.stringify(props)}</script>`;

/** The entry modules, imported and hydrating when the test answers. */
function entries() {
  const imports = new Map<string, ReturnType<typeof deferred<void>>>();
  const hydrations = new Map<string, ReturnType<typeof deferred<void>>>();
  const hydrated = vi.fn<Hydrate>();
  const load = vi.fn((src: string) => {
    const imported = deferred();
    imports.set(src, imported);
    return imported.promise.then(() => ({
      hydrate(...args: Parameters<Hydrate>) {
        hydrated(...args);
        const hydration = deferred();
        hydrations.set(src, hydration);
        return hydration.promise;
      },
    }));
  });
  return {
    load,
    hydrated,
    /** The island's module arrives; resolves once its hydration started. */
    async imported(name: string) {
      await settle();
      imports.get(`/assets/${name}.js`)!.resolve();
      await settle();
    },
    async importFailed(name: string) {
      await settle();
      imports.get(`/assets/${name}.js`)!.reject(new TypeError("Failed to fetch"));
      await settle();
    },
    /** React committed the island. */
    async committed(name: string) {
      hydrations.get(`/assets/${name}.js`)!.resolve();
      await settle();
    },
  };
}

/**
 * IntersectionObserver as the test says: `report([element, inView], …)` answers each observer
 * watching some of those elements, once, with an entry for each (as a browser's first report on
 * elements observed together comes).
 */
function playIntersections() {
  const watching: { element: Element; observer: object; callback: IntersectionObserverCallback }[] =
    [];
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      constructor(private callback: IntersectionObserverCallback) {}
      observe(element: Element) {
        watching.push({ element, observer: this, callback: this.callback });
      }
      disconnect() {
        watching.splice(
          0,
          watching.length,
          ...watching.filter(({ observer }) => observer !== this),
        );
      }
    },
  );
  return {
    /** The elements observed now. */
    watched: () => watching.map(({ element }) => element),
    report(...changes: [Element, boolean][]) {
      const answers = new Map<IntersectionObserverCallback, IntersectionObserverEntry[]>();
      for (const [target, isIntersecting] of changes)
        for (const { element, callback } of watching)
          if (element === target)
            answers.set(callback, [
              ...(answers.get(callback) ?? []),
              { target, isIntersecting } as IntersectionObserverEntry,
            ]);
      for (const [callback, entries] of answers) callback(entries, {} as IntersectionObserver);
    },
  };
}

const $ = <T extends HTMLElement = HTMLElement>(selector: string) =>
  document.querySelector<T>(selector)!;
const state = (name: string) => $(`[data-island=${name}]`).dataset.state;
/** The elements an island's container holds (it has no box of its own). */
const parts = (name: string) => [...$(`[data-island=${name}]`).children];
/** Each of an island's elements, in view or not. */
const partsIn = (name: string, inView: boolean) =>
  parts(name).map((part): [Element, boolean] => [part, inView]);
const hydratedMark = () => document.documentElement.dataset.hydrated;

let running: AbortController;
let paint: ReturnType<typeof deferred<void>>;
let modules: ReturnType<typeof entries>;
function page(...islands: string[]) {
  document.head.innerHTML = "";
  document.body.innerHTML = `${islands.join("")}
    <script type="application/json" id="site-frame">${JSON.stringify(frame)}</script>`;
  running = new AbortController();
  paint = deferred();
  modules = entries();
  startIslands({ load: modules.load, painted: paint.promise, signal: running.signal });
}
/** What reached the page: each click and submission, with the state of its island then. */
let reached: string[];
beforeEach(() => {
  reached = [];
  delete document.documentElement.dataset.hydrated;
  vi.spyOn(performance, "mark");
  document.addEventListener("click", onClick);
  document.addEventListener("submit", onSubmit);
});
afterEach(() => {
  running.abort();
  vi.restoreAllMocks();
  document.removeEventListener("click", onClick);
  document.removeEventListener("submit", onSubmit);
});
function onClick(event: Event) {
  const target = event.target as HTMLElement;
  // A submit button's click is not held: the submission it makes is.
  if (target.matches(".send")) return;
  reached.push(
    `click ${target.className} (${target.closest<HTMLElement>("[data-island]")!.dataset.state})`,
  );
  if (target.matches("a")) event.preventDefault();
}
/** A submission not prevented here is one the browser sends (React would have prevented it). */
function onSubmit(event: Event) {
  const { submitter, target, defaultPrevented } = event as SubmitEvent;
  const island = (target as HTMLElement).closest<HTMLElement>("[data-island]")!;
  reached.push(
    `${defaultPrevented ? "submit" : "native submit"} via ${submitter?.getAttribute("value")} (${island.dataset.state})`,
  );
  event.preventDefault();
}
/** What React does with a submission once it has hydrated the form. */
const reactTakesSubmissions = (name: string) =>
  $(`[data-island=${name}] form`).addEventListener("submit", (event) => event.preventDefault());

describe("an island that loads after the first paint", () => {
  it("waits for the paint, then preloads its modules, imports and hydrates", async () => {
    page(island("hero", "load"));
    await settle();
    expect(modules.load).not.toHaveBeenCalled();
    expect(state("hero")).toBeUndefined();
    paint.resolve();
    await settle();
    expect(state("hero")).toBe("loading");
    expect(modules.load).toHaveBeenCalledWith("/assets/hero.js");
    expect(
      [...document.head.querySelectorAll<HTMLLinkElement>("link[rel=modulepreload]")].map((link) =>
        link.getAttribute("href"),
      ),
    ).toEqual(["/assets/react.js", "/assets/hero.js"]);
    await modules.imported("hero");
    expect(modules.hydrated).toHaveBeenCalledWith(
      $("[data-island=hero]"),
      { name: "hero" },
      frame,
      "hero0",
    );
    expect(state("hero")).toBe("loading");
    await modules.committed("hero");
    expect(state("hero")).toBe("hydrated");
  });

  it("starts at once when tapped before the paint", async () => {
    page(island("hero", "load"));
    $(".act").dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
    await settle();
    expect(modules.load).toHaveBeenCalledOnce();
  });
});

describe("an island that loads once on screen", () => {
  it("watches its elements, not its container, and starts when one of them is in view", async () => {
    const view = playIntersections();
    page(island("counters", "visible"));
    paint.resolve();
    await settle();
    expect(view.watched()).toEqual(parts("counters"));
    view.report(...partsIn("counters", false));
    await settle();
    expect(modules.load).not.toHaveBeenCalled();
    view.report([parts("counters").at(-1)!, true]);
    await settle();
    expect(modules.load).toHaveBeenCalledExactlyOnceWith("/assets/counters.js");
    expect(view.watched()).toEqual([]);
  });

  it("starts at once when it has no element to be seen", async () => {
    const view = playIntersections();
    page(
      `<div class="contents" data-island="counters" data-island-id="counters0" data-when="visible" data-src="/assets/counters.js"></div>
      <script type="application/json" data-island-props="counters0">{}</script>`,
    );
    await settle();
    expect(view.watched()).toEqual([]);
    expect(modules.load).toHaveBeenCalledWith("/assets/counters.js");
  });
});

describe("an island that loads on interaction", () => {
  it.each([
    ["a press", () => new PointerEvent("pointerdown", { bubbles: true })],
    ["focus", () => new FocusEvent("focusin", { bubbles: true })],
    ["a key", () => new KeyboardEvent("keydown", { bubbles: true, key: "a" })],
    ["typing", () => new InputEvent("input", { bubbles: true })],
  ])("starts at %s inside it, once", async (_, event) => {
    page(island("chat", "interaction"), island("search", "interaction"));
    paint.resolve();
    await settle();
    expect(modules.load).not.toHaveBeenCalled();
    $("[data-island=chat] [name=q]").dispatchEvent(event());
    $("[data-island=chat] [name=q]").dispatchEvent(event());
    await settle();
    expect(modules.load.mock.calls).toEqual([["/assets/chat.js"]]);
    expect(state("search")).toBeUndefined();
  });

  it("shares the preloads another island already asked for", async () => {
    page(island("chat", "interaction"), island("search", "interaction"));
    $("[data-island=chat] .act").dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
    $("[data-island=search] .act").dispatchEvent(
      new PointerEvent("pointerdown", { bubbles: true }),
    );
    await settle();
    expect(
      [...document.head.querySelectorAll("link[rel=modulepreload]")].map((link) =>
        link.getAttribute("href"),
      ),
    ).toEqual(["/assets/react.js", "/assets/chat.js", "/assets/search.js"]);
  });
});

describe("an island that starts sooner when the device holds something", () => {
  const sooner = (name: string, attribute: string) =>
    island(name, "interaction").replace(
      'data-when="interaction"',
      `data-when="interaction" ${attribute}="load"`,
    );

  it("waits for input on an empty device", async () => {
    page(sooner("enquiry", "data-when-listed"), sooner("account", "data-when-signed-in"));
    paint.resolve();
    await settle();
    expect(modules.load).not.toHaveBeenCalled();
  });

  it("starts after the first paint when the enquiry list has lines, or a shop is signed in", async () => {
    localStorage.setItem("enquiry-list", JSON.stringify([{ name: "Dolo 650", quantity: 1 }]));
    localStorage.setItem("account-shop", "Maa Tarini Medical Store");
    page(sooner("enquiry", "data-when-listed"), sooner("account", "data-when-signed-in"));
    paint.resolve();
    await settle();
    expect(modules.load.mock.calls).toEqual([["/assets/enquiry.js"], ["/assets/account.js"]]);
    localStorage.clear();
  });

  it("starts after the first paint when the address asks it something", async () => {
    window.history.replaceState(null, "", "/products?manufacturer=Cipla");
    page(sooner("search", "data-when-queried"));
    paint.resolve();
    await settle();
    expect(modules.load.mock.calls).toEqual([["/assets/search.js"]]);
    window.history.replaceState(null, "", "/");
  });
});

describe("what was typed before the island hydrated", () => {
  it("is told to the island once it has, as typing it would", async () => {
    page(island("search", "interaction"));
    const query = $<HTMLInputElement>("[name=q]");
    query.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    query.value = "paracitamol";
    const heard: string[] = [];
    query.addEventListener("input", () => heard.push(query.value));
    await modules.imported("search");
    expect(heard).toEqual([]);
    await modules.committed("search");
    expect(heard).toEqual(["paracitamol"]);
    expect(query.value).toBe("paracitamol");
  });

  it("is told of the radio checked in a group, not of the one that went unchecked", async () => {
    page(
      island("filter", "interaction").replace(
        "<form",
        `<input type="radio" name="kind" value="all" checked><input type="radio" name="kind" value="heart"><form`,
      ),
    );
    const [all, heart] = document.querySelectorAll<HTMLInputElement>("[name=kind]");
    heart!.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    heart!.checked = true;
    const told: string[] = [];
    for (const radio of [all!, heart!])
      radio.addEventListener("click", () => told.push(`${radio.value} ${radio.checked}`));
    await modules.imported("filter");
    await modules.committed("filter");
    expect(told).toEqual(["heart true"]);
    expect(heart!.checked).toBe(true);
  });

  it("is not told again when it is the server's value", async () => {
    page(island("search", "interaction"));
    const query = $<HTMLInputElement>("[name=q]");
    const heard = vi.fn();
    query.addEventListener("input", heard);
    query.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    await modules.imported("search");
    await modules.committed("search");
    expect(heard).not.toHaveBeenCalled();
  });
});

describe("input while an island loads", () => {
  it("holds taps on its buttons and replays them once, after React has committed", async () => {
    page(island("chat", "interaction"));
    $(".act").click();
    $(".act").click();
    await settle();
    expect(state("chat")).toBe("loading");
    await modules.imported("chat");
    expect(reached).toEqual([]);
    await modules.committed("chat");
    expect(reached).toEqual(["click act (hydrated)", "click act (hydrated)"]);
    $(".act").click();
    expect(reached).toHaveLength(3);
  });

  it("holds a submission and replays it once, with its submit button, after the commit", async () => {
    page(island("enquiry", "interaction"));
    const submission = new SubmitEvent("submit", { cancelable: true, submitter: $(".send") });
    $("form").dispatchEvent(submission);
    expect(submission.defaultPrevented, "the browser does not send it").toBe(true);
    await modules.imported("enquiry");
    reactTakesSubmissions("enquiry");
    expect(reached).toEqual([]);
    await modules.committed("enquiry");
    expect(reached).toEqual(["submit via send (hydrated)"]);
  });

  it("holds a link the island acts on itself, and follows it if the island failed", async () => {
    page(island("partners", "interaction").replace('class="link"', 'class="link" data-hold'));
    $(".link").click();
    expect(reached).toEqual([]);
    await modules.imported("partners");
    await modules.committed("partners");
    expect(reached).toEqual(["click link (hydrated)"]);
  });

  it("lets popover buttons and links work natively", async () => {
    page(island("chat", "interaction"));
    $(".act").dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
    $(".pop").click();
    $(".link").click();
    expect(reached).toEqual(["click pop (loading)", "click link (loading)"]);
  });

  it("sends a held submission natively when the island's script failed", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    page(island("enquiry", "interaction"));
    $<HTMLButtonElement>(".send").click();
    $(".act").click();
    await modules.importFailed("enquiry");
    expect(state("enquiry")).toBe("failed");
    expect(reached).toEqual(["native submit via send (failed)"]);
    expect(warn).toHaveBeenCalledWith("The enquiry island failed to start:", expect.any(TypeError));
  });

  it("goes nowhere when the island's form is gone (its error box took its place)", async () => {
    page(island("enquiry", "interaction"));
    $<HTMLButtonElement>(".send").click();
    await modules.imported("enquiry");
    $("[data-island=enquiry]").innerHTML = `<div role="alert"></div>`;
    await modules.committed("enquiry");
    expect(reached).toEqual([]);
  });
});

describe("html[data-hydrated]", () => {
  it("comes at the first paint on a page without an island to wait for", async () => {
    page(island("chat", "interaction"));
    await settle();
    expect(hydratedMark()).toBeUndefined();
    paint.resolve();
    await settle();
    expect(hydratedMark()).toBe("true");
    expect(performance.mark).toHaveBeenCalledExactlyOnceWith("hydrated");
  });

  it("waits for the last island that starts without input, committed or failed", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const view = playIntersections();
    page(island("hero", "load"), island("counters", "visible"), island("chat", "interaction"));
    paint.resolve();
    view.report([parts("counters")[0]!, true]);
    await settle();
    await modules.imported("hero");
    await modules.committed("hero");
    expect(hydratedMark()).toBeUndefined();
    await modules.importFailed("counters");
    expect(hydratedMark()).toBe("true");
    expect(performance.mark).toHaveBeenCalledExactlyOnceWith("hydrated");
    expect(state("chat")).toBeUndefined();
  });

  it("does not count an island started by the visitor", async () => {
    page(island("hero", "load"), island("chat", "interaction"));
    paint.resolve();
    $("[data-island=chat] .act").dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
    await modules.imported("chat");
    await modules.committed("chat");
    expect(hydratedMark()).toBeUndefined();
    await modules.imported("hero");
    await modules.committed("hero");
    expect(hydratedMark()).toBe("true");
  });

  it("does not wait for an island out of view at first", async () => {
    const view = playIntersections();
    page(island("hero", "load"), island("counters", "visible"));
    paint.resolve();
    view.report(...partsIn("counters", false));
    await settle();
    await modules.imported("hero");
    expect(hydratedMark()).toBeUndefined();
    await modules.committed("hero");
    expect(hydratedMark()).toBe("true");
    view.report(...partsIn("counters", true));
    await settle();
    await modules.imported("counters");
    await modules.committed("counters");
    expect(performance.mark).toHaveBeenCalledOnce();
  });

  it("knows an island is out of view once each of its elements has been seen out of it", async () => {
    const view = playIntersections();
    page(island("hero", "load"), island("counters", "visible"));
    paint.resolve();
    const [first, ...others] = partsIn("counters", false);
    view.report(first!);
    await modules.imported("hero");
    await modules.committed("hero");
    expect(hydratedMark()).toBeUndefined();
    view.report(...others);
    await settle();
    expect(hydratedMark()).toBe("true");
  });
});
