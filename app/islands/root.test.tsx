import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { useEffect, useId, useState } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { partnerBanner } from "#shared/content/home.ts";
import { seedVersion } from "#shared/content/document.ts";
import { site } from "#shared/content/site.ts";
import { texts } from "#shared/content/text.ts";
import { locales, type Locale } from "#shared/site-paths.ts";
import { formatNumber } from "#shared/text-format.ts";
import { chatTextsAnswer } from "#tests/support/chat-texts.ts";
import { jsonAnswer, stubFetch } from "#tests/support/component.tsx";
import { hydrator } from "./hydrate";
import { IslandRoot, type SiteFrame } from "./root";
import { hydrate as hydrateChat } from "./entries/chat";
import { hydrate as hydrateCounters } from "./entries/counters";

// Islands as the page has them: rendered alone on the server inside IslandRoot with their own
// prefix, then each hydrated on a root of its own, as the island runtime does.

const frameIn = (locale: Locale): SiteFrame => ({
  locale,
  common: texts[locale].common,
  account: texts[locale].account.frame,
  site,
  closed: [],
  contentVersion: seedVersion,
  pathname: locale === "en" ? "/" : `/${locale}/`,
});

/** An island's container on the page, with the server's HTML of `element` in it. */
function serverRendered(id: string, element: React.ReactNode, frame = frameIn("en")) {
  const container = document.createElement("div");
  container.dataset.island = id.replace(/\d+$/, "");
  container.innerHTML = renderToString(<IslandRoot frame={frame}>{element}</IslandRoot>, {
    identifierPrefix: `${id}-`,
  });
  document.body.append(container);
  return container;
}

/** Hydrates like the island runtime, and waits for the commit. */
const hydrated = (
  hydrate: ReturnType<typeof hydrator>,
  container: HTMLElement,
  props: unknown,
  frame = frameIn("en"),
) => hydrate(container, props, frame, `${container.dataset.island}0`);

function Counter({ label }: { label: string }) {
  const id = useId();
  const [count, setCount] = useState(0);
  return (
    <p>
      <button type="button" id={id} onClick={() => setCount(count + 1)}>
        {label}
      </button>
      <output htmlFor={id}>{count}</output>
      <span>{id}</span>
    </p>
  );
}

/** Fine on the server; in the browser, it throws once `failing` says so. */
let failing = false;
function Fragile() {
  if (failing) throw new Error("This island broke.");
  return <p>Fragile</p>;
}

let consoleError: ReturnType<typeof vi.spyOn>;
// React schedules its work as in the browser (not in act()'s queue): hydrate resolves on its own.
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeEach(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  failing = false;
  consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  vi.restoreAllMocks();
  document.body.innerHTML = "";
});

describe("an island", () => {
  it("hydrates the server's HTML with its own prefix: useId agrees, nothing rendered again", async () => {
    const container = serverRendered("counter0", <Counter label="Add" />);
    const button = within(container).getByRole("button");
    await hydrated(hydrator(Counter), container, { label: "Add" });
    expect(consoleError).not.toHaveBeenCalled();
    expect(within(container).getByRole("button")).toBe(button);
    expect(button.id).toContain("counter0-");
    fireEvent.click(button);
    await waitFor(() => expect(container.querySelector("output")!.textContent).toBe("1"));
  });

  it("is committed, its effects run, when hydrate resolves", async () => {
    const seen: string[] = [];
    function Effectful() {
      useEffect(() => void seen.push("effect"), []);
      return null;
    }
    const container = serverRendered("effectful0", <Effectful />);
    await hydrator(Effectful)(container, {}, frameIn("en"), "effectful0").then(() =>
      seen.push("resolved"),
    );
    expect(seen).toEqual(["effect", "resolved"]);
  });

  it("cannot start without the page's frame: hydrate rejects", async () => {
    const container = serverRendered("counter0", <Counter label="Add" />);
    await expect(
      hydrator(Counter)(container, { label: "Add" }, {} as SiteFrame, "counter0"),
    ).rejects.toThrow();
    expect(consoleError).toHaveBeenCalledWith(
      "The counter island could not start:",
      expect.any(TypeError),
    );
  });
});

describe("a failing island", () => {
  it.each(locales)(
    "shows, in its own box, the error's title and a reload link in %s",
    async (locale) => {
      const container = serverRendered("fragile0", <Fragile />, frameIn(locale));
      failing = true;
      await hydrated(hydrator(Fragile), container, {}, frameIn(locale));
      const alert = within(container).getByRole("alert");
      expect(within(alert).getByRole("heading", { level: 2 }).textContent).toBe(
        texts[locale].common.error.title,
      );
      const reload = within(alert).getByRole("link", { name: texts[locale].common.error.reload });
      expect(reload.getAttribute("href")).toBe(frameIn(locale).pathname);
      expect(consoleError).toHaveBeenCalledWith(
        "The fragile island failed:",
        expect.objectContaining({ message: "This island broke." }),
        expect.any(String),
      );
    },
  );

  it("leaves the other islands working", async () => {
    const counter = serverRendered("counter0", <Counter label="Add" />);
    const fragile = serverRendered("fragile0", <Fragile />);
    failing = true;
    await hydrated(hydrator(Fragile), fragile, {});
    await hydrated(hydrator(Counter), counter, { label: "Add" });
    expect(screen.getAllByRole("alert")).toHaveLength(1);
    fireEvent.click(within(counter).getByRole("button", { name: "Add" }));
    await waitFor(() => expect(counter.querySelector("output")!.textContent).toBe("1"));
  });
});

describe("the home page's counters", () => {
  it("hydrate from the entry module, showing the final figures first", async () => {
    const text = texts.en.home.partnerBanner;
    const { PartnerCounters } = await import("#app/content/partner-counters.tsx");
    const container = serverRendered("counters0", <PartnerCounters text={text} />);
    expect(container.textContent).toContain(`${formatNumber(partnerBanner.clientsTarget)}+`);
    await hydrated(hydrateCounters, container, { text });
    expect(consoleError).not.toHaveBeenCalled();
    expect(container.textContent).toContain(text.clients);
  });
});

describe("the chat", () => {
  it("hydrates from the entry module and takes over its launcher", async () => {
    stubFetch(({ url }) => chatTextsAnswer(url) ?? jsonAnswer({}, 404));
    const { ChatWidget } = await import("#app/chat/chat-widget.tsx");
    const container = serverRendered("chat0", <ChatWidget />);
    const launcher = within(container).getByRole("button", { name: texts.en.common.chat.open });
    expect(launcher.hasAttribute("aria-expanded")).toBe(false);
    await hydrated(hydrateChat, container, {});
    expect(consoleError).not.toHaveBeenCalled();
    expect(launcher.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(launcher);
    await waitFor(() => expect(launcher.getAttribute("aria-expanded")).toBe("true"));
    // Its words, fetched from the content version the page shows.
    await waitFor(() => expect(container.textContent).toContain(texts.en.chat.greeting));
  });

  it("says so when its words cannot be fetched, its quick links still there", async () => {
    const sent = stubFetch(() => Promise.reject(new TypeError("Failed to fetch")));
    const { ChatWidget } = await import("#app/chat/chat-widget.tsx");
    const container = serverRendered("chat0", <ChatWidget />);
    await hydrated(hydrateChat, container, {});
    fireEvent.click(within(container).getByRole("button", { name: texts.en.common.chat.open }));
    const dialog = await within(container).findByRole("dialog");
    await waitFor(() => expect(dialog.textContent).toContain(texts.en.common.chat.unavailable));
    expect(sent.map((request) => request.url)).toEqual([`/content/${seedVersion}/chat-en.json`]);
    expect(within(dialog).getByRole("link", { name: texts.en.common.chat.enquire })).toBeTruthy();
  });
});
