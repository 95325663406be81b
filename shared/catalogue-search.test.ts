import { describe, expect, it } from "vitest";
import type { Specialty } from "#shared/content/partners.ts";
import type { CatalogueItem } from "#shared/schemas/catalogue-items.ts";
import { buildIndex } from "./catalogue-search";

const generics = [
  ["Paracetamol 500 mg", "10 tablets"],
  ["Amoxicillin 250 mg", "10 capsules"],
  ["Azithromycin 500 mg", "3 tablets"],
  ["Cough syrup", "100 ml bottle"],
] as const;

/** A large list, as a big distributor's looks: brands written with a number, many tablets. */
function largeCatalogue(size: number): CatalogueItem[] {
  return Array.from({ length: size }, (_, i) => {
    const [composition, pack] = generics[i % generics.length]!;
    return {
      id: `T${i + 1}`,
      name: `${["Curameth", "Mahadol", "Odapara", "Sunazit"][i % 4]}${i}`,
      manufacturer: `Company ${i % 40}`,
      composition,
      pack,
      category: i % 2 ? "Oncology" : "",
    };
  });
}

const search = (index: ReturnType<typeof buildIndex>, q: string, category?: Specialty) =>
  index.search({ q, category, manufacturer: undefined, page: 1, pageSize: 50 });

describe("catalogue search", () => {
  const index = buildIndex(largeCatalogue(12_000), 1);

  it("reads a brand written with its strength as its parts", () => {
    const small = buildIndex(
      [
        {
          id: "T1",
          name: "DOLO650",
          manufacturer: "Micro",
          composition: "",
          pack: "",
          category: "",
        },
        {
          id: "T2",
          name: "Dolo 500",
          manufacturer: "Micro",
          composition: "",
          pack: "",
          category: "",
        },
      ],
      1,
    );
    expect(search(small, "dolo 650").items.map((item) => item.id)).toEqual(["T1"]);
    expect(search(small, "dolo650").items.map((item) => item.id)).toEqual(["T1"]);
    expect(search(small, "dolo").total).toBe(2);
  });

  it("lets a word found in thousands of items narrow the search, in name order", () => {
    const tablets = search(index, "tab");
    expect(tablets.total).toBe(6000);
    expect(tablets.items.every((item) => item.pack.endsWith("tablets"))).toBe(true);
    const names = tablets.items.map((item) => item.name);
    expect(names).toEqual([...names].sort(new Intl.Collator("en").compare));

    const paracetamol = search(index, "paracitamol tab", "Oncology");
    expect(paracetamol.total).toBe(0); // every paracetamol item is on an even row: no category
    const anyCategory = search(index, "paracitamol tab");
    expect(anyCategory.total).toBe(3000);
    expect(anyCategory.items.every((item) => item.composition.startsWith("Paracetamol"))).toBe(
      true,
    );
  });

  it("finds a brand from its start and a number, never seen before", () => {
    const { items } = search(index, "cura 102");
    expect(items.map((item) => item.name)).toContain("Curameth1020");
    expect(items.every((item) => /^Curameth102/.test(item.name))).toBe(true);
  });

  it("still forgives typos and ranks the brand typed exactly first", () => {
    expect(search(index, "amoxycilin").total).toBe(3000);
    expect(search(index, "azithro").items[0]!.composition).toMatch(/^Azithromycin/);
    expect(search(index, "odapara2").items[0]!.name).toBe("Odapara2");
  });

  it("knows a company however the billing software writes it, and a partner by its aliases", () => {
    const item = (n: number, manufacturer: string) => ({
      id: `T${n}`,
      name: `Item ${n}`,
      manufacturer,
      composition: "",
      pack: "",
      category: "",
    });
    const catalogue = buildIndex(
      [
        item(1, "ANANDVAN ONCOLABS PVT. LTD."),
        item(2, "Anandvan Oncolabs Private Limited"),
        item(3, "Kalinga Lifesciences LLP"),
        item(4, "KLS Marketing Division"),
        item(5, "Somebody Else Ltd"),
      ],
      1,
      [
        { name: "Anandvan Oncolabs" },
        { name: "Kalinga Lifesciences", aliases: ["KLS Marketing Division"] },
        { name: "Aranyak Biotech" },
      ],
    );
    expect(catalogue.partnersWithItems).toEqual(["Anandvan Oncolabs", "Kalinga Lifesciences"]);
    const ids = (manufacturer: string) =>
      catalogue
        .search({ q: "", manufacturer, page: 1, pageSize: 50 })
        .items.map((found) => found.id);
    expect(ids("Anandvan Oncolabs")).toEqual(["T1", "T2"]);
    expect(ids("Kalinga Lifesciences")).toEqual(["T3", "T4"]);
    expect(ids("somebody else")).toEqual(["T5"]);
    expect(ids("Aranyak Biotech")).toEqual([]);
  });
});
