import { describe, expect, it } from "vitest";
import { isCurrent } from "#app/site/site-link.tsx";

// The header's current page (aria-current) on pages loaded whole, in every language.

describe("the current page of a navigation link", () => {
  it("is the page itself, with or without its directory slash", () => {
    expect(isCurrent("/about", "/about")).toBe(true);
    expect(isCurrent("/or/", "/or/", true)).toBe(true);
    expect(isCurrent("/or", "/or/", true)).toBe(true);
    expect(isCurrent("/hi/about/", "/hi/about")).toBe(true);
  });

  it("includes the pages below it, except for home", () => {
    expect(isCurrent("/contact/thank-you", "/contact")).toBe(true);
    expect(isCurrent("/or/contact/thank-you", "/or/contact")).toBe(true);
    expect(isCurrent("/about", "/", true)).toBe(false);
    expect(isCurrent("/or/about", "/or/", true)).toBe(false);
  });

  it("is not a page whose path merely starts the same", () => {
    expect(isCurrent("/products-old", "/products")).toBe(false);
    expect(isCurrent("/about", "/contact")).toBe(false);
  });
});
