import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
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
