import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CatalogueItem } from "#shared/schemas/catalogue-items.ts";
import { adminCookie, adminEnv } from "#tests/support/sample-submissions.ts";
import { customerMadeByStaff } from "#tests/support/customers.ts";
import {
  dialects,
  freshDatabase,
  startTestServer,
  type Dialect,
  type TestServer,
} from "#tests/support/test-server.ts";
import { reportRows, reportXls } from "#tests/fixtures/billing-exports.ts";
import { page, twoInstancesForTests, untilShown } from "#tests/support/live-pages.ts";
import { texts } from "#shared/content/text.ts";
import { localePath, locales, paths, type Locale } from "#shared/site-paths.ts";
import { fill, plural } from "#shared/text-format.ts";

// The catalogue search as visitors reach it (docs/product.md#item-catalogue): in the page's own
// script, over a billing export's companies, and limited per client (docs/product.md#limits).

/** A billing export with compositions: what the searches in Odia and Devanagari look for. */
const exportCsv = [
  "Item Name,Company,Composition,Packing,Item Code",
  "DOLO 650 TAB,MICRO LABS,Paracetamol 650 mg,15S,1000005",
  "DOLO 500 TAB,MICRO LABS,Paracetamol 500 mg,15S,1000004",
  "CALPOL 500 TAB,GSK,Paracetamol 500 mg,15S,1000006",
  "AZITHRAL 500 TAB,ALEMBIC,Azithromycin 500 mg,3'S,1000007",
].join("\r\n");

/** A server of the describe's own, and a publish of `file` as its administrator. */
function searchServer(dialect: Dialect, env: Record<string, string> = {}) {
  let running: TestServer;
  let admin: string;
  beforeAll(async () => {
    running = await startTestServer({
      ...(await freshDatabase(dialect)),
      env: { ...adminEnv, ...env },
    });
    admin = await adminCookie(running.url);
  });
  afterAll(() => running.stop());
  const publish = async (file: Buffer | string, name: string) => {
    const form = new FormData();
    form.set("file", new Blob([typeof file === "string" ? file : new Uint8Array(file)]), name);
    const response = await fetch(`${running.url}/api/admin/catalogue`, {
      method: "POST",
      headers: { cookie: admin, origin: running.url },
      body: form,
    });
    expect(response.status).toBe(201);
  };
  return { server: () => running, admin: () => admin, publish };
}

const names = (items: CatalogueItem[]) => items.map((item) => item.name).sort();

describe.each(dialects)("searching in the page's own script on %s", (dialect) => {
  const { server, publish } = searchServer(dialect);
  beforeAll(() => publish(exportCsv, "stock.csv"));

  const search = async (q: string) =>
    (await (
      await fetch(`${server().url}/api/catalogue/search?q=${encodeURIComponent(q)}`)
    ).json()) as { total: number; items: CatalogueItem[] };

  it("finds the brand and the composition typed in Odia or Devanagari", async () => {
    for (const q of ["ପାରାସିଟାମୋଲ", "पेरासिटामोल", "पैरासिटामोल"])
      expect(names((await search(q)).items)).toEqual([
        "CALPOL 500 TAB",
        "DOLO 500 TAB",
        "DOLO 650 TAB",
      ]);
    const dolo = ["DOLO 500 TAB", "DOLO 650 TAB"];
    expect(names((await search("डोलो")).items)).toEqual(dolo);
    expect(names((await search("ଡୋଲୋ")).items)).toEqual(dolo);
  });

  it("reads Odia and Devanagari digits as digits", async () => {
    expect(names((await search("୬୫୦")).items)).toEqual(["DOLO 650 TAB"]);
    expect(names((await search("पैरासिटामोल ५००")).items)).toEqual([
      "CALPOL 500 TAB",
      "DOLO 500 TAB",
    ]);
  });

  it("answers the chat's item question in Odia script, its strength first", async () => {
    const matches = await fetch(
      `${server().url}/api/catalogue/matches?q=${encodeURIComponent("ଡୋଲୋ ୬୫୦")}`,
    );
    const { items } = (await matches.json()) as { items: CatalogueItem[] };
    expect(items[0]!.name).toBe("DOLO 650 TAB");
  });

  it("answers the no-JavaScript form of the Odia and Hindi pages", async () => {
    const page = async (path: string) => (await fetch(`${server().url}${path}`)).text();
    const odia = await page(`/or/products/search?q=${encodeURIComponent("ପାରାସିଟାମୋଲ")}`);
    expect(odia).toContain("DOLO 650 TAB");
    expect(odia).toContain("CALPOL 500 TAB");
    const hindi = await page(`/hi/products/search?q=${encodeURIComponent("डोलो ६५०")}`);
    expect(hindi).toContain("DOLO 650 TAB");
    expect(hindi).not.toContain("DOLO 500 TAB");
  });
});

describe.each(dialects)("a billing export's companies on %s", (dialect) => {
  const { server, publish } = searchServer(dialect);
  beforeAll(() => publish(reportXls(), "stock.xls"));
  const page = async (query: string) =>
    (await fetch(`${server().url}/products/search?${query}`)).text();

  it("offers the export's companies with their items' count, and no category filter", async () => {
    const html = await page("q=");
    const offered = [...html.matchAll(/<option value="([^"]*)">([^<]*)<\/option>/g)].map(
      ([, value, label]) => `${value} | ${label}`,
    );
    expect(offered).toEqual([
      "ALEMBIC | ALEMBIC: 1 item",
      "FDC | FDC: 1 item",
      "MICRO LABS | MICRO LABS: 1 item",
      "PLANET LABS | PLANET LABS: 1 item",
    ]);
    // A billing export has no categories: a category would find nothing.
    expect(html).not.toContain('name="category"');
  });

  it("finds a company's items by the name listed, or by its start as typed", async () => {
    expect(await page("manufacturer=MICRO%20LABS")).toContain("DOLO 650 TAB");
    const typed = await page("manufacturer=planet");
    expect(typed).toContain("PLANSCAR INJ 2 ML");
    expect(typed).not.toContain("DOLO 650 TAB");
  });
});

describe.each(dialects)("search limits per client on %s", (dialect) => {
  const { server, admin } = searchServer(dialect, {
    RATE_LIMIT: "on",
    TRUST_PROXY: "127.0.0.1",
  });
  const from = (address: string, cookie = "") => ({
    "x-forwarded-for": address,
    ...(cookie ? { cookie } : {}),
  });
  /**
   * Sends 60 searches at once to `path`: their statuses, and the first refusal with its text.
   * 40 go through at once and 20 more a second: a burst of 60 meets the limit.
   */
  async function burst(path: string, headers: Record<string, string>, count = 60) {
    const answers = await Promise.all(
      Array.from({ length: count }, () => fetch(`${server().url}${path}`, { headers })),
    );
    const refusal = answers.find((answer) => answer.status === 429);
    const statuses = answers.map((answer) => answer.status);
    return { statuses, refusal, body: await refusal?.text() };
  }
  const refused = (statuses: number[]) => statuses.filter((status) => status === 429).length;
  const passed = (statuses: number[]) => statuses.filter((status) => status === 200).length;

  it("lets 40 searches through at once, then answers 429 with Retry-After", async () => {
    const { statuses, refusal, body } = await burst(
      "/api/catalogue/search?q=dolo",
      from("203.0.113.10"),
    );
    expect(passed(statuses)).toBeGreaterThanOrEqual(40);
    expect(refused(statuses)).toBeGreaterThan(0);
    expect(passed(statuses) + refused(statuses)).toBe(60);
    expect(Number(refusal!.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(JSON.parse(body!)).toEqual({ success: false, error: expect.stringMatching(/searches/) });
    const matches = await burst("/api/catalogue/matches?q=dolo", from("203.0.113.11"));
    expect(refused(matches.statuses)).toBeGreaterThan(0);
  });

  it("answers a no-JavaScript search with a page in its language, never kept", async () => {
    // A results page takes the renderer milliseconds each: while 60 are written one after another
    // on a busy machine, the limit refills by as many as it refuses. More than it can refill.
    const { refusal, body } = await burst("/or/products/search?q=dolo", from("203.0.113.12"), 200);
    expect(refusal!.headers.get("content-type")).toMatch(/^text\/html/);
    expect(refusal!.headers.get("cache-control")).toBe("no-store");
    expect(Number(refusal!.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(body).toContain('<html lang="or-IN">');
    expect(body).toContain("ଆପଣ କିଛି ସେକେଣ୍ଡ ଭିତରେ ବହୁତ ଥର ଖୋଜିଛନ୍ତି");
  });

  it("counts the addresses of one IPv6 /64 together, another /64 apart", async () => {
    const addresses = Array.from(
      { length: 60 },
      (_, i) => `2001:db8:40:1::${(i + 1).toString(16)}`,
    );
    const answers = await Promise.all(
      addresses.map((address) =>
        fetch(`${server().url}/api/catalogue/search?q=dolo`, { headers: from(address) }),
      ),
    );
    expect(refused(answers.map((answer) => answer.status))).toBeGreaterThan(0);
    const other = await fetch(`${server().url}/api/catalogue/search?q=dolo`, {
      headers: from("2001:db8:40:2::1"),
    });
    expect(other.status).toBe(200);
  });

  it("counts a signed-in customer by their id, wherever they search from", async () => {
    const { cookie } = await customerMadeByStaff(server().url, admin(), {
      shopName: "Limit Medicals",
      contactName: "Test",
      phone: "+91 94370 55501",
    });
    const first = await burst("/api/catalogue/search?q=dolo", from("198.51.100.20", cookie));
    expect(refused(first.statuses)).toBeGreaterThan(0);
    // From another address, the same customer is still held back (a new client would have 40
    // at once); anyone else at the first address is not.
    const elsewhere = await Promise.all(
      Array.from({ length: 30 }, () =>
        fetch(`${server().url}/api/catalogue/search?q=dolo`, {
          headers: from("198.51.100.21", cookie),
        }),
      ),
    );
    expect(refused(elsewhere.map((answer) => answer.status))).toBeGreaterThanOrEqual(10);
    const anonymous = await fetch(`${server().url}/api/catalogue/search?q=dolo`, {
      headers: from("198.51.100.20"),
    });
    expect(anonymous.status).toBe(200);
  });
});

describe("search limits switched off", () => {
  const { server } = searchServer("sqlite", { RATE_LIMIT: "off" });

  it("answers every search when RATE_LIMIT=off", async () => {
    const answers = await Promise.all(
      Array.from({ length: 60 }, () => fetch(`${server().url}/api/catalogue/search?q=dolo`)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(60).fill(200));
  });
});

describe.each(dialects)("caching the no-JavaScript results page on %s", (dialect) => {
  const { server, admin } = searchServer(dialect);

  it("lets anyone's page be kept a minute, and never a customer's, which shows rates", async () => {
    const anyone = await fetch(`${server().url}/products/search?q=paracetamol`);
    expect(anyone.headers.get("cache-control")).toBe("public, max-age=60");
    expect(anyone.headers.get("vary")).toMatch(/cookie/i);
    const { cookie } = await customerMadeByStaff(server().url, admin(), {
      shopName: "Cache Medicals",
      contactName: "Test",
      phone: "+91 94370 55502",
    });
    const customers = await fetch(`${server().url}/products/search?q=paracetamol`, {
      headers: { cookie },
    });
    expect(customers.headers.get("cache-control")).toBe("private, no-store");
    expect(customers.headers.get("vary")).toMatch(/cookie/i);
  });
});

describe.each(dialects)("the Products page after a billing export on %s", (dialect) => {
  const instances = twoInstancesForTests(dialect);
  /**
   * A stock report as billing software exports it (./tests/fixtures/billing-exports.ts): no
   * categories, four companies that are no partner, and a line of one that is.
   */
  const partnerLine = [
    "ZENIMAT 400 TAB",
    "ANANDVAN ONCOLABS PVT. LTD.",
    "10'S",
    "1000009",
    9703,
    7762.4,
    "",
    36,
    { expiry: [2028, 1] as [number, number] },
    "3004",
    12,
  ];
  // Among the items: a row after the report's total is its footer, not an item.
  const total = reportRows.findIndex(([name]) => name === "GRAND TOTAL");
  const stock = reportXls([...reportRows.slice(0, total), partnerLine, ...reportRows.slice(total)]);
  const seeItemsOf = (locale: Locale, company: string) =>
    fill(texts[locale].products.partners.seeItemsOf, { company });

  it("offers its companies with their counts and links only the partners it has items of, on every instance", async () => {
    const { first, second, admin } = instances;
    const before = (await page(second, "/products")).html;
    // The shipped sample has an item of every partner, and categories.
    expect(before).toContain(seeItemsOf("en", "Aranyak Biotech"));
    expect(before).toContain('name="category"');

    const form = new FormData();
    form.set("file", new Blob([new Uint8Array(stock)]), "stock.xls");
    const published = await fetch(`${first.url}/api/admin/catalogue`, {
      method: "POST",
      headers: { cookie: admin, origin: first.url },
      body: form,
    });
    expect(published.status).toBe(201);
    const productsPages = Object.fromEntries(
      locales.map((locale) => [localePath(locale, paths.products), '<option value="FDC">']),
    );
    for (const server of [first, second]) await untilShown(server, productsPages);
    for (const locale of locales) {
      const { html } = await page(second, localePath(locale, paths.products));
      const offered = [...html.matchAll(/<option value="([^"]*)">([^<]*)</g)].map(
        ([, name, label]) => [name, label],
      );
      const companyItems = (company: string, count: number) =>
        plural(locale, texts[locale].products.search.companyItems, count, { company });
      expect(offered).toEqual([
        ["ALEMBIC", companyItems("ALEMBIC", 1)],
        ["Anandvan Oncolabs", companyItems("Anandvan Oncolabs", 1)],
        ["FDC", companyItems("FDC", 1)],
        ["MICRO LABS", companyItems("MICRO LABS", 1)],
        ["PLANET LABS", companyItems("PLANET LABS", 1)],
      ]);
      // A billing export has no categories: no category filter; the partners' pills stay.
      expect(html).not.toContain('<select id="');
      expect(html).toContain(texts[locale].products.partners.filter);
      // The one partner with items links to them; the others promise nothing.
      expect(html).toContain(seeItemsOf(locale, "Anandvan Oncolabs"));
      expect(html).not.toContain(seeItemsOf(locale, "Aranyak Biotech"));
      expect(html.split(`>${texts[locale].products.partners.onRequest}</span>`)).toHaveLength(63);
    }
  });
});
