import { describe, expect, it } from "vitest";
import type { Specialty } from "#shared/content/partners.ts";
import type { CatalogueItem } from "#shared/schemas/catalogue-items.ts";
import { buildIndex, buildIndexInSteps } from "./catalogue-search";
import { allAtOnce } from "./steps";

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
        { name: "Anandvan Oncolabs", aliases: [] },
        { name: "Kalinga Lifesciences", aliases: ["KLS Marketing Division"] },
        { name: "Aranyak Biotech", aliases: [] },
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

    // A publish of other partners: Aranyak now goes by the name the billing software uses for
    // Somebody Else, and Kalinga lost its alias. The items' words stay indexed.
    const republished = allAtOnce(
      catalogue.withPartners([
        { name: "Kalinga Lifesciences", aliases: [] },
        { name: "Aranyak Biotech", aliases: ["Somebody Else"] },
      ]),
    );
    expect(republished.partnersWithItems).toEqual(["Kalinga Lifesciences", "Aranyak Biotech"]);
    const now = (manufacturer: string) =>
      republished
        .search({ q: "", manufacturer, page: 1, pageSize: 50 })
        .items.map((found) => found.id);
    expect(now("Aranyak Biotech")).toEqual(["T5"]);
    expect(now("Kalinga Lifesciences")).toEqual(["T3"]);
    expect(now("KLS Marketing Division")).toEqual(["T4"]);
    expect(republished.search({ q: "kls", page: 1, pageSize: 50 }).total).toBe(1);
  });

  it("says what the Products page shows of a billing export: its companies, partners, categories", () => {
    const item = (n: number, manufacturer: string, category = "") => ({
      id: `T${n}`,
      name: `Item ${n}`,
      manufacturer,
      composition: "",
      pack: "",
      category,
    });
    const partners = [
      { name: "Micro Labs", aliases: [] },
      { name: "Aranyak Biotech", aliases: [] },
    ];
    const report = buildIndex(
      [
        item(1, "MICRO LABS"),
        item(2, "MICRO LABS LTD."),
        item(3, "ALEMBIC"),
        item(4, "FDC"),
        item(5, "FDC"),
        item(6, "FDC Limited"),
      ],
      1,
      partners,
    );
    expect(report.facts).toEqual({
      companies: [
        { name: "ALEMBIC", items: 1 },
        { name: "FDC", items: 3 },
        { name: "Micro Labs", items: 2 },
      ],
      partnersWithItems: ["Micro Labs"],
      categories: false,
    });
    // A company chosen by its name as listed, or by its start as typed.
    const ids = (manufacturer: string) =>
      report.search({ q: "", manufacturer, page: 1, pageSize: 50 }).items.map((found) => found.id);
    expect(ids("FDC")).toEqual(["T4", "T5", "T6"]);
    expect(ids("micro")).toEqual(["T1", "T2"]);
    expect(ids("Aranyak Biotech")).toEqual([]);
    expect(buildIndex([item(1, "FDC", "OTC")], 1, partners).facts.categories).toBe(true);
  });

  describe("short searches and bare numbers", () => {
    const item = (n: number, name: string, manufacturer: string, composition = "", pack = "") => ({
      id: `T${n}`,
      name,
      manufacturer,
      composition,
      pack,
      category: n % 2 ? "Oncology" : "",
    });
    const catalogue = buildIndex(
      [
        item(1, "Paracip 500", "Abbott India", "Paracetamol 650 mg", "10 tablets"),
        item(2, "Amlokind 5", "Mankind Pharma", "Amlodipine 5 mg", "15 tablets"),
        item(3, "Abzorb powder", "Zydus", "Clotrimazole", "100 g"),
        item(4, "Mox 250", "Sun Pharma", "Amoxicillin 250 mg", "10 capsules"),
        item(5, "Dolo 650", "Micro Labs", "Paracetamol 650 mg", "15 tablets"),
        item(6, "Bromhexine", "Alkem", "Bromhexine 8 mg", "100 ml"),
        item(7, "Calpol 650", "GSK", "Paracetamol 650 mg", "15 tablets"),
        item(8, "Azee 500", "Cipla", "Azithromycin 500 mg", "3 tablets"),
      ],
      1,
    );
    const names = (q: string, page = 1, pageSize = 50) =>
      catalogue.search({ q, page, pageSize }).items.map((found) => found.name);

    it("lists for one or two letters the names that start with them, then the companies", () => {
      // Names in name order, then the items of companies that start with it (Abbott, Alkem),
      // in name order: no composition (Amoxicillin, Amlodipine, Azithromycin) counts.
      expect(names("a")).toEqual([
        "Abzorb powder",
        "Amlokind 5",
        "Azee 500",
        "Bromhexine",
        "Paracip 500",
      ]);
      expect(names("AB")).toEqual(["Abzorb powder", "Paracip 500"]);
      expect(names("am")).toEqual(["Amlokind 5"]);
      expect(names("mo")).toEqual(["Mox 250"]);
      expect(names("cl")).toEqual([]);
    });

    it("pages and filters a short search, with its total", () => {
      expect(catalogue.search({ q: "a", page: 2, pageSize: 2 })).toMatchObject({
        total: 5,
        items: [{ name: "Azee 500" }, { name: "Bromhexine" }],
      });
      const oncology = catalogue.search({ q: "a", category: "Oncology", page: 1, pageSize: 50 });
      expect(oncology.total).toBe(2);
      expect(oncology.items.map((found) => found.name)).toEqual(["Abzorb powder", "Paracip 500"]);
      const ofAlkem = catalogue.search({
        q: "a",
        manufacturer: "Alkem Ltd",
        page: 1,
        pageSize: 50,
      });
      expect(ofAlkem.items.map((found) => found.name)).toEqual(["Bromhexine"]);
    });

    it("lists for a bare number the items whose name or pack has it, in name order", () => {
      // Paracip's composition says 650 mg: a composition does not count.
      expect(names("650")).toEqual(["Calpol 650", "Dolo 650"]);
      // A number being typed finds what it starts.
      expect(names("65")).toEqual(["Calpol 650", "Dolo 650"]);
      expect(names("15")).toEqual(["Amlokind 5", "Calpol 650", "Dolo 650"]);
      expect(names("100")).toEqual(["Abzorb powder", "Bromhexine"]);
      expect(names("7")).toEqual([]);
      expect(catalogue.search({ q: "500", page: 1, pageSize: 1 })).toMatchObject({
        total: 2,
        items: [{ name: "Azee 500" }],
      });
    });

    it("still ranks the brand typed exactly first once a search is longer", () => {
      expect(names("dolo 6")).toEqual(["Dolo 650"]);
      expect(names("azee")[0]).toBe("Azee 500");
      expect(names("paracitamol").sort()).toEqual(["Calpol 650", "Dolo 650", "Paracip 500"]);
    });
  });

  describe("the cache of recent answers", () => {
    const searched = (cache: boolean) => {
      const catalogue = buildIndex(largeCatalogue(200), 1, undefined, { cache });
      catalogue.search({ q: "azithro", page: 1, pageSize: 20 });
      const again = catalogue.search({ q: "azithro", page: 2, pageSize: 20 });
      catalogue.strongMatches("azithromycin");
      catalogue.strongMatches("azithromycin");
      return { again, cache: catalogue.cache() };
    };

    it("answers a search made before without searching again", () => {
      const { again, cache } = searched(true);
      expect(cache.searches).toMatchObject({ entries: 1, hits: 1 });
      expect(cache.matches).toMatchObject({ entries: 1, hits: 1 });
      expect(again.total).toBe(50);
    });

    it("can be switched off: every search is worked out", () => {
      const { again, cache } = searched(false);
      expect(cache.searches).toEqual({ entries: 0, bytes: 0, hits: 0 });
      expect(cache.matches).toEqual({ entries: 0, bytes: 0, hits: 0 });
      expect(again.total).toBe(50);
    });

    it("keeps at most 500 answers, whatever is searched", () => {
      const catalogue = buildIndex(largeCatalogue(2000), 1);
      for (let n = 0; n < 700; n++) catalogue.search({ q: `cura ${n}`, page: 1, pageSize: 20 });
      expect(catalogue.cache().searches.entries).toBe(500);
      expect(catalogue.cache().searches.bytes).toBeLessThanOrEqual(4 * 1024 * 1024);
    });
  });
});

describe("searching in the page's own script", () => {
  const item = (id: string, name: string, composition: string) => ({
    id,
    name,
    manufacturer: "Micro Labs",
    composition,
    pack: "15 tablets",
    category: "",
  });
  const index = buildIndex(
    [
      item("D1", "DOLO 650 TAB", "Paracetamol 650 mg"),
      item("D2", "Dolo 500", "Paracetamol 500 mg"),
      item("C1", "Calpol 500", "Paracetamol 500 mg"),
      item("A1", "Azithral 500", "Azithromycin 500 mg"),
      item("M1", "Metformin 500", "Metformin 500 mg"),
    ],
    1,
  );
  const ids = (q: string) =>
    search(index, q)
      .items.map((found) => found.id)
      .sort();

  it("finds a brand or a composition typed in Odia or Devanagari, as the chat does", () => {
    expect(ids("ପାରାସିଟାମୋଲ")).toEqual(["C1", "D1", "D2"]);
    expect(ids("पेरासिटामोल")).toEqual(["C1", "D1", "D2"]);
    expect(ids("पैरासिटामोल")).toEqual(["C1", "D1", "D2"]);
    expect(ids("डोलो")).toEqual(["D1", "D2"]);
    expect(ids("ଡୋଲୋ")).toEqual(["D1", "D2"]);
    expect(ids("मेटफ़ॉर्मिन")).toEqual(["M1"]);
  });

  it("reads Odia and Devanagari digits as digits", () => {
    expect(ids("୬୫୦")).toEqual(["D1"]);
    expect(ids("ଡୋଲୋ ୬୫୦")).toEqual(["D1"]);
    expect(ids("डोलो ६५०")).toEqual(["D1"]);
    expect(ids("ଡୋଲୋ୬୫୦")).toEqual(["D1"]);
  });

  it("looks up the first 8 words of a query and no more", () => {
    // A ninth word would narrow the search to nothing: it is not read.
    expect(ids(`${"dolo ".repeat(8)}999`)).toEqual(["D1", "D2"]);
    expect(ids(`${"dolo ".repeat(7)}999`)).toEqual([]);
  });
});

describe("strong matches (the chat's item answers)", () => {
  const item = (id: string, name: string, composition: string, pack = "10 tablets") => ({
    id,
    name,
    manufacturer: "Micro Labs",
    composition,
    pack,
    category: "",
  });
  const index = buildIndex(
    [
      item("D1", "Dolo 650", "Paracetamol 650 mg"),
      item("D2", "Dolo 500", "Paracetamol 500 mg"),
      item("C1", "Calpol 500", "Paracetamol 500 mg"),
      item("A1", "Azithral 500", "Azithromycin 500 mg", "3 tablets"),
      item("M1", "Mox 500", "Amoxicillin 500 mg", "10 capsules"),
      item("K1", "Kalinga Care Crepe bandage 10 cm", "", "1 roll"),
      item("P1", "Pan 40", "Pantoprazole 40 mg"),
    ],
    1,
  );
  const ids = (query: string) => index.strongMatches(query).map((found) => found.id);

  it("answers the brand typed, its strength first", () => {
    expect(ids("dolo 650")).toEqual(["D1", "D2"]);
    expect(ids("dolo 500")).toEqual(["D2", "D1"]);
    expect(ids("pan 40")).toEqual(["P1"]);
  });

  it("answers up to 3 items by composition, in name order", () => {
    expect(ids("paracetamol")).toEqual(["C1", "D2", "D1"]);
    expect(index.strongMatches("paracetamol", 1)).toHaveLength(1);
  });

  it("forgives one typo in 6 letters, a start of 5 letters, and Odia or Hindi script", () => {
    expect(ids("paracitamol")).toHaveLength(3);
    expect(ids("azithromicin")).toEqual(["A1"]);
    expect(ids("amoxycillin")).toEqual(["M1"]);
    expect(ids("pantop")).toEqual(["P1"]);
    expect(ids("ପାରାସିଟାମୋଲ")).toHaveLength(3);
    expect(ids("पैरासिटामोल")).toHaveLength(3);
    expect(ids("ଡୋଲୋ 650")).toEqual(["D1", "D2"]);
  });

  it("reads Odia digits as digits", () => {
    expect(ids("ଡୋଲୋ ୬୫୦")).toEqual(["D1", "D2"]);
  });

  it("answers nothing for a near word that is not strong enough", () => {
    expect(ids("dola")).toEqual([]); // 4 letters: no typo allowed
    expect(ids("pant")).toEqual([]); // a start of 4 letters
    expect(ids("bandh")).toEqual([]);
    expect(ids("650")).toEqual([]); // a number alone starts nothing
    expect(ids("kemiti achha")).toEqual([]);
  });
});

describe("making the index in steps (a server answers requests between them)", () => {
  it("pauses at least every 5,000 items of each scored field, and makes the same index", async () => {
    const items = largeCatalogue(20_000);
    let pauses = 0;
    const index = await buildIndexInSteps(items, 1, [], {}, async () => {
      pauses++;
    });
    // Four scored fields of 20,000 items, each read in steps of 5,000: 16 pauses at least
    // there, and the steps before the scoring.
    expect(pauses).toBeGreaterThanOrEqual(16 + 5);
    const whole = buildIndex(items, 1, []);
    for (const q of ["mahadol1", "paracetamol 500", "odapra", "company 7"])
      expect(search(index, q).items.map(({ id }) => id)).toEqual(
        search(whole, q).items.map(({ id }) => id),
      );
  });
});
