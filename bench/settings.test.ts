import { describe, expect, it } from "vitest";
import { englishPath, notFoundPath, publicPaths } from "#shared/site-paths.ts";
import type { RunFigures } from "./lighthouse";
import { checkRoute, settings } from "./settings";

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

describe("the bench's checks", () => {
  const figures = (seo: number, js = 0): RunFigures => ({
    scores: { performance: 100, accessibility: 100, "best-practices": 100, seo },
    metrics: { lcpMs: 900, tbtMs: 0, cls: 0, fcpMs: 800, speedIndexMs: 800 },
    bytes: { html: 1, css: 0, js, images: 0, other: 0, total: 1 },
  });

  it("judge SEO on the indexed pages only (the others are noindex on purpose)", () => {
    expect(checkRoute("/or/products", figures(92)).seo).toBe(false);
    expect(checkRoute("/or/products", figures(100)).seo).toBe(true);
    expect(checkRoute("/or/contact/thank-you", figures(66)).seo).toBeUndefined();
  });

  it("hold every page to the script ceiling of 64 KB, the set-password page too", () => {
    for (const route of ["/hi/account/password", "/hi/account/forgot"]) {
      expect(checkRoute(route, figures(100, 64 * 1024)).js).toBe(true);
      expect(checkRoute(route, figures(100, 65 * 1024)).js).toBe(false);
    }
  });
});
