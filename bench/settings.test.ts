import { describe, expect, it } from "vitest";
import { englishPath, notFoundPath, publicPaths } from "#shared/site-paths.ts";
import { settings } from "./settings";

describe("the bench's routes", () => {
  it("are every public page in every language but the 404 page", () => {
    const expected = publicPaths.filter((path) => englishPath(path) !== notFoundPath);
    expect([...settings.routes].sort()).toEqual([...expected].sort());
    expect(expected).toContain("/or/careers/thank-you");
  });

  it("put each page's three languages one after another", () => {
    const pages = settings.routes.map(englishPath);
    for (let i = 0; i < pages.length; i += 3)
      expect([pages[i + 1], pages[i + 2]]).toEqual([pages[i], pages[i]]);
    expect(settings.routes.slice(0, 3)).toEqual(["/", "/or/", "/hi/"]);
  });
});
