import { fireEvent, waitFor, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HeroSlideshow } from "#app/components/hero-slideshow.tsx";
import { islandNames } from "#app/render/island.tsx";
import { seedVersion } from "#shared/content/document.ts";
import { site } from "#shared/content/site.ts";
import { texts } from "#shared/content/text.ts";
import type { HydrateIsland } from "./hydrate";
import { IslandRoot, type SiteFrame } from "./root";

// Each island the renderer marks has its browser entry, app/islands/entries/<name>.tsx, which
// the island runtime imports; each takes all it shows from its props and the page's frame.

const entries = import.meta.glob<{ hydrate: HydrateIsland }>("./entries/*.tsx");
const entryOf = (name: string) => entries[`./entries/${name}.tsx`];

const frame: SiteFrame = {
  locale: "en",
  common: texts.en.common,
  account: texts.en.account.frame,
  site,
  closed: [],
  contentVersion: seedVersion,
  pathname: "/",
};

let consoleError: ReturnType<typeof vi.spyOn>;
// React schedules its work as in the browser (not in act()'s queue): hydrate resolves on its own.
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeEach(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  vi.restoreAllMocks();
  document.body.innerHTML = "";
});

describe("the islands' entries", () => {
  it("are one per island, no more", () => {
    expect(Object.keys(entries).sort()).toEqual(
      islandNames.map((name) => `./entries/${name}.tsx`).sort(),
    );
  });

  it.each(islandNames)("%s exports its hydrate function", async (name) => {
    const entry = await entryOf(name)!();
    expect(entry.hydrate).toBeTypeOf("function");
  });
});

describe("the hero", () => {
  it("hydrates from its entry with the pictures it was given", async () => {
    const { slideshow, slides } = texts.en.home;
    const pictures = slides.map((_, index) => ({
      sources: { avif: `/assets/s${index}.avif 800w`, webp: `/assets/s${index}.webp 800w` },
      img: { src: `/assets/s${index}.webp`, w: 800, h: 450 },
    }));
    const props = { text: slideshow, slides, pictures };
    const container = document.createElement("div");
    container.innerHTML = renderToString(
      <IslandRoot frame={frame}>
        <HeroSlideshow {...props} />
      </IslandRoot>,
      { identifierPrefix: "hero0-" },
    );
    document.body.append(container);
    expect(container.querySelector("img")?.getAttribute("src")).toBe("/assets/s0.webp");

    const { hydrate } = await entryOf("hero")!();
    await hydrate(container, props, frame, "hero0");
    expect(consoleError).not.toHaveBeenCalled();
    fireEvent.click(within(container).getByRole("button", { name: slideshow.next }));
    await waitFor(() => expect(container.querySelectorAll("img")).toHaveLength(3));
    expect([...container.querySelectorAll("img")].map((img) => img.getAttribute("src"))).toEqual([
      "/assets/s0.webp",
      "/assets/s1.webp",
      "/assets/s2.webp",
    ]);
  });
});
