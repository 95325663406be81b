import { describe, expect, it } from "vitest";
import { islandNames } from "#app/render/island.tsx";
import type { HydrateIsland } from "./hydrate";

// Each island the renderer marks has its browser entry, app/islands/entries/<name>.tsx, which
// the island runtime imports; each takes all it shows from its props and the page's frame.

const entries = import.meta.glob<{ hydrate: HydrateIsland }>("./entries/*.tsx");
const entryOf = (name: string) => entries[`./entries/${name}.tsx`];

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
