import { describe, expect, it } from "vitest";
import { partners, specialties } from "#shared/content/partners.ts";
import { filterPartners } from "./partner-filter";

describe("filterPartners", () => {
  it("returns all partners for an empty query and 'All'", () => {
    expect(filterPartners(partners, "  ", "All")).toHaveLength(partners.length);
  });

  it("matches a substring of the name regardless of case", () => {
    const name = partners[3]!.name;
    const result = filterPartners(partners, name.slice(1, 6).toUpperCase(), "All");
    expect(result.map((p) => p.name)).toContain(name);
    for (const p of result) expect(p.name.toLowerCase()).toContain(name.slice(1, 6).toLowerCase());
  });

  it("returns nothing when nothing matches", () => {
    expect(filterPartners(partners, "no such company", "All")).toEqual([]);
  });

  it("narrows to one specialty", () => {
    for (const specialty of specialties) {
      const result = filterPartners(partners, "", specialty);
      expect(result.length).toBeGreaterThan(0);
      expect(result.every((p) => p.specialties.includes(specialty))).toBe(true);
    }
  });
});

describe("partner content", () => {
  it("has about 63 uniquely named partners", () => {
    expect(partners).toHaveLength(63);
    expect(new Set(partners.map((p) => p.name)).size).toBe(63);
  });
});
