import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { STATIC_CATALOGUE_FILE } from "#app/catalogue/catalogue-static.ts";
import { writeStaticCatalogue } from "./static-catalogue";

// The static build's catalogue.json: the sample list for the browser to search, with today's six
// fields only, although the sample carries MRPs, rates, schemes and stock (docs/product.md#trade-fields).

describe("the static build's item list", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "static-catalogue-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("holds every sample item with its stable id and nothing a visitor may not see", async () => {
    await writeStaticCatalogue(dir);
    const items = JSON.parse(
      readFileSync(path.join(dir, STATIC_CATALOGUE_FILE.slice(1)), "utf8"),
    ) as Record<string, unknown>[];
    expect(items.length).toBeGreaterThan(2000);
    for (const item of items)
      expect(Object.keys(item).sort()).toEqual([
        "category",
        "composition",
        "id",
        "manufacturer",
        "name",
        "pack",
      ]);
    // The sample's billing codes are unique: each is its item's id.
    expect(items[0]!.id).toMatch(/^S\d+$/);
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
  });
});
