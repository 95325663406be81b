import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { partners } from "#shared/content/partners.ts";
import type { CatalogueItem } from "#shared/schemas/catalogue-items.ts";
import { itemFields, noTradeFields, type ItemField } from "#shared/schemas/catalogue-items.ts";
import type { ItemRow } from "#server/catalogue/catalogue-rows.server.ts";
import { publishCatalogue } from "#server/catalogue/catalogue-store.server.ts";
import { publishSampleIfEmpty } from "#server/catalogue/sample-catalogue.server.ts";
import { openDatabase, type DatabaseHandle } from "#server/db/database.server.ts";
import { adminCookie, adminEnv } from "#tests/support/sample-submissions.ts";
import {
  dialects,
  freshDatabase,
  startTestServer,
  type TestServer,
} from "#tests/support/test-server.ts";
import { until } from "#tests/support/until.ts";
import {
  expected,
  hugeDeclaredXls,
  priceListCsv,
  priceListExpected,
  reportXls,
  reportXlsx,
  wordLikeOle,
} from "#tests/fixtures/billing-exports.ts";

// The item catalogue (docs/product.md#item-catalogue): uploads in every format billing software
// exports, every validation message, publish, versions and restore, hostile files, and search
// that forgives typos.

type Answer = {
  success: boolean;
  error?: string;
  headerRow?: number;
  rows?: number;
  items?: number;
  skipped?: Record<string, number>;
  version?: number;
  errors?: { row: number; column: string; message: string }[];
  warnings?: { row: number; column: string; message: string }[];
  preview?: Record<string, string | number | null>[];
};

const header = ["Item Name", "Company", "Composition", "Packing", "Category", "Item Code"];
const csv = (rows: string[][], delimiter = ",") =>
  [header, ...rows].map((row) => row.join(delimiter)).join("\r\n");

/** The catalogue endpoints of a test server, as the admin's page and the medicine search call them. */
function catalogueApi(server: () => TestServer, cookie: () => string) {
  async function upload(
    file: Buffer | string,
    name: string,
    options: { dryRun?: boolean; mapping?: object } = {},
  ) {
    const { url } = server();
    const form = new FormData();
    form.set("file", new Blob([typeof file === "string" ? file : new Uint8Array(file)]), name);
    if (options.mapping) form.set("mapping", JSON.stringify(options.mapping));
    const response = await fetch(
      `${url}/api/admin/catalogue${options.dryRun === false ? "" : "?dryRun=1"}`,
      { method: "POST", headers: { cookie: cookie(), origin: url }, body: form },
    );
    return { status: response.status, body: (await response.json()) as Answer };
  }
  const search = async (query: string) =>
    (await (await fetch(`${server().url}/api/catalogue/search?${query}`)).json()) as {
      total: number;
      items: CatalogueItem[];
    };
  return { upload, search };
}

/** A test server of the describe's own, signed in as the administrator, and its catalogue API. */
function catalogueServer(dialect: "sqlite" | "postgres") {
  let running: TestServer;
  let session: string;
  beforeAll(async () => {
    running = await startTestServer({ ...(await freshDatabase(dialect)), env: adminEnv });
    session = await adminCookie(running.url);
  });
  afterAll(() => running.stop());
  const server = () => running;
  const cookie = () => session;
  return { server, cookie, ...catalogueApi(server, cookie) };
}

// Reading and checking the files (every format, header and row problem, hostile files) is
// tested without a server in server/catalogue/read-sheets.test.ts; here, what the endpoints
// make of it. Search and the upload's check run in memory, the same whichever database holds
// the catalogue: SQLite only. Publishing, versions and restore run on both.
describe("the catalogue's search and upload check over HTTP", () => {
  const { server, upload, search } = catalogueServer("sqlite");

  describe("search that forgives", () => {
    it.each([
      ["paracitamol", /Paracetamol/],
      ["amoxycilin", /Amoxicillin/],
      ["azithro", /Azithromycin/],
      ["metfromin", /Metformin/],
      ["pantoprazol 40", /Pantoprazole 40 mg/],
      ["cannula 22g", /^$/],
    ])("finds %s in the shipped sample", async (q, composition) => {
      const { total, items } = await search(`q=${encodeURIComponent(q)}`);
      expect(total).toBeGreaterThan(0);
      for (const item of items) expect(item.composition).toMatch(composition);
    });

    it("ranks the brand typed exactly first", async () => {
      const { items: all } = await search("q=tamoxifen&pageSize=50");
      const brand = all.at(-1)!.name;
      const { items } = await search(`q=${encodeURIComponent(brand)}`);
      expect(items[0]!.name).toBe(brand);
    });

    it("searches by company, filters by category and company, and says so when nothing matches", async () => {
      const byCompany = await search("q=anandvan");
      expect(byCompany.total).toBeGreaterThan(10);
      expect(new Set(byCompany.items.map((item) => item.manufacturer))).toEqual(
        new Set(["Anandvan Oncolabs"]),
      );
      const filtered = await search("q=&category=Nephrology&pageSize=50");
      expect(filtered.items.every((item) => item.category === "Nephrology")).toBe(true);
      const company = await search("manufacturer=anandvan%20oncolabs&pageSize=50");
      expect(company.total).toBe(byCompany.total);
      expect(await search("q=xyzzyqq")).toEqual({ success: true, total: 0, items: [] });
    });

    it("says which partners have items: with the shipped sample, every one", async () => {
      const response = await fetch(`${server().url}/api/catalogue/partners`);
      expect(response.headers.get("cache-control")).toBe("no-cache");
      expect(await response.json()).toEqual({
        success: true,
        partners: partners.map((partner) => partner.name),
      });
    });

    it("refuses an over-long query with 400", async () => {
      const response = await fetch(`${server().url}/api/catalogue/search?q=${"a".repeat(101)}`);
      expect(response.status).toBe(400);
    });
  });

  describe("uploads as billing software exports them", () => {
    it("answers a dry run with what it found, and takes a column mapping", async () => {
      const clean = await upload(
        csv([["Parafast 500", "Test Pharma", "Paracetamol 500 mg", "15 tablets", "Generic", "T1"]]),
        "items.csv",
      );
      expect(clean.status, JSON.stringify(clean.body)).toBe(200);
      expect(clean.body).toMatchObject({
        success: true,
        headerRow: 1,
        rows: 1,
        items: 1,
        errors: [],
        warnings: [],
      });
      expect(clean.body.preview![0]).toMatchObject({
        name: "Parafast 500",
        category: "Generic Medicines",
      });
      const odd = "Naam,Leverancier\nOdd 1,Test Pharma\n";
      const unmapped = await upload(odd, "items.csv");
      expect(unmapped.status).toBe(400);
      expect(unmapped.body.errors).toHaveLength(2);
      const mapped = await upload(odd, "items.csv", {
        mapping: { name: "Naam", manufacturer: "Leverancier" },
      });
      expect(mapped.status).toBe(200);
      expect(mapped.body.preview![0]).toMatchObject({ name: "Odd 1", manufacturer: "Test Pharma" });
    });

    it("says how many rows have problems, in a sentence, with the problems and warnings", async () => {
      const file = csv([
        ["", "Test Pharma", "", "", "", ""],
        ["No Company", "", "", "", "", ""],
        ["x".repeat(121), "Test Pharma", "", "", "", ""],
        ["Dup 1", "Test Pharma", "", "10 tablets", "", ""],
        ["DUP  1", "test pharma", "", "10 Tablets", "", ""],
        ["Odd Category", "Test Pharma", "", "", "Cardiology", ""],
      ]);
      const { status, body } = await upload(file, "items.csv");
      expect(status).toBe(400);
      expect(body.error).toBe("The item list has 3 problems to fix before it can be published.");
      expect(body.errors).toHaveLength(3);
      expect(body.warnings).toHaveLength(2);
      expect(body.preview!.map((item) => item.name)).toEqual(["Dup 1", "Odd Category"]);
    });
  });

  describe("hostile and broken files leave the live catalogue alone", () => {
    let before: number;
    beforeAll(async () => {
      before = (await search("q=")).total;
    });
    afterAll(async () => {
      expect((await search("q=")).total).toBe(before);
      expect((await fetch(`${server().url}/api/health`)).status).toBe(200);
    });

    // One of each way a file is refused: unreadable, a row's problem, and the upload's size
    // cap, which stops the file as it streams in.
    it.each([
      ["an empty file", () => Buffer.alloc(0), "items.csv", 400, "The file is empty."],
      [
        "a truncated .xls",
        () => reportXls().subarray(0, 1500),
        "items.xls",
        400,
        /^The old Excel file \(\.xls\) could not be read: it seems damaged\./,
      ],
      [
        "an .xls whose sheet declares 16 million rows",
        hugeDeclaredXls,
        "items.xls",
        413,
        "The file has more than 1,00,000 items. Please split it or remove old items.",
      ],
      [
        "an OLE file that is not a workbook",
        wordLikeOle,
        "items.xls",
        415,
        /^This file is not an Excel workbook/,
      ],
      [
        "a 1 MB cell",
        () => Buffer.from(csv([["x".repeat(1024 * 1024), "Test Pharma", "", "", "", ""]])),
        "items.csv",
        400,
        /problem to fix/,
      ],
      [
        "over 20 MB",
        () => Buffer.alloc(21 * 1024 * 1024, "a"),
        "items.csv",
        413,
        "The file is larger than 20 MB. Please export fewer columns.",
      ],
    ] as const)("refuses %s with a sentence", async (_, make, name, status, error) => {
      const { status: got, body } = await upload(make(), name, { dryRun: false });
      expect(got, JSON.stringify(body).slice(0, 300)).toBe(status);
      expect(body.success).toBe(false);
      expect(body.error).toMatch(
        typeof error === "string" ? new RegExp(`^${error.replace(/[.()]/g, "\\$&")}$`) : error,
      );
    });
  });
});

describe.each(dialects)("billing exports as they really come, on %s", (dialect) => {
  // A server of their own: these publishes would push the other tests' versions out.
  const { server, upload, search } = catalogueServer(dialect);
  it.each([
    ["an .xls stock report", "stock.xls", () => reportXls(), expected],
    ["an .xlsx stock report", "stock.xlsx", () => reportXlsx(), expected],
    ["a CSV price list", "pricelist.csv", () => Buffer.from(priceListCsv), priceListExpected],
  ])(
    "previews and publishes %s: header found, rows skipped and counted, batches merged",
    async (_, name, make, want) => {
      const file = await make();
      const preview = await upload(file, name);
      expect(preview.status, JSON.stringify(preview.body).slice(0, 500)).toBe(200);
      expect(preview.body).toMatchObject({
        headerRow: want.headerRow,
        rows: want.rows,
        items: want.items,
        skipped: want.skipped,
      });
      const published = await upload(file, name, { dryRun: false });
      expect(published.status).toBe(201);
      expect(published.body).toMatchObject({ rows: want.rows, items: want.items });
      const { total } = await search("q=");
      expect(total).toBe(want.items);
    },
  );

  it("stores the merged batch's stock and nearest expiry, and keeps an item's id across publishes", async () => {
    await upload(reportXls(), "stock.xls", { dryRun: false });
    const stored = async () =>
      server()
        .database.db.selectFrom("catalogue_items")
        .innerJoin("catalogue_versions", "catalogue_versions.version", "catalogue_items.version")
        .select([
          "name",
          "code",
          "stock",
          "stock_yes_no",
          "expiry",
          "mrp_paise",
          "rate_paise",
          "scheme",
        ])
        .where("current", "=", 1)
        .where("name", "=", "PLANSCAR INJ 2 ML")
        .execute();
    expect(await stored()).toEqual([
      {
        name: "PLANSCAR INJ 2 ML",
        code: "1002126",
        stock: 12,
        stock_yes_no: 0,
        expiry: "2026-12",
        mrp_paise: 4500,
        rate_paise: 3650,
        scheme: "",
      },
    ]);
    const id = async () => (await search("q=planscar")).items.map((item) => item.id);
    expect(await id()).toEqual(["1002126"]);
    await upload(await reportXlsx(), "stock.xlsx", { dryRun: false });
    expect(await id()).toEqual(["1002126"]);
  });

  it.each([
    ["with", () => reportXls(), "stock.xls"],
    [
      "without",
      () => Buffer.from(csv([["DOLO 650 TAB", "MICRO LABS", "", "15S", "", "1000005"]])),
      "plain.csv",
    ],
  ])(
    "never shows rate, scheme, stock or expiry to the public, %s those columns live",
    async (_, make, name) => {
      expect((await upload(make(), name, { dryRun: false })).status).toBe(201);
      const answer = await fetch(`${server().url}/api/catalogue/search?q=dolo&pageSize=50`);
      const { items } = (await answer.json()) as { items: Record<string, unknown>[] };
      expect(items.length).toBeGreaterThan(0);
      for (const item of items)
        expect(Object.keys(item).sort()).toEqual([
          "category",
          "composition",
          "id",
          "manufacturer",
          "name",
          "pack",
        ]);
      const page = await (await fetch(`${server().url}/products/search?q=dolo`)).text();
      expect(page).toContain("DOLO 650 TAB");
      // The report's DOLO: MRP 33.6, rate 26.9, scheme 10+1, 240 in stock, expiry January 2028.
      for (const trade of ["26.9", "33.6", "10+1", "240", "2028", "Jan-28", "30049099", "in_stock"])
        expect(page, trade).not.toContain(trade);
    },
  );
});

describe.each(dialects)("the catalogue on %s", (dialect) => {
  const { server, cookie, upload, search } = catalogueServer(dialect);

  describe("publishing, versions and restore", () => {
    it("links a partner to its items however the list spells the company", async () => {
      const versions = (await (
        await fetch(`${server().url}/api/admin/catalogue/versions`, {
          headers: { cookie: cookie() },
        })
      ).json()) as { versions: { version: number; current: boolean }[] };
      const live = versions.versions.find((version) => version.current)!;
      const published = await upload(
        csv([
          ["Spellprofen 400", "ANANDVAN ONCOLABS PVT. LTD.", "Ibuprofen 400 mg", "", "", ""],
          ["Otherprofen 400", "Not A Partner Ltd", "Ibuprofen 400 mg", "", "", ""],
        ]),
        "spelling.csv",
        { dryRun: false },
      );
      expect(published.status).toBe(201);
      expect(await (await fetch(`${server().url}/api/catalogue/partners`)).json()).toEqual({
        success: true,
        partners: ["Anandvan Oncolabs"],
      });
      const company = await search("manufacturer=Anandvan%20Oncolabs");
      expect(company.items.map((item) => item.name)).toEqual(["Spellprofen 400"]);
      const restored = await fetch(
        `${server().url}/api/admin/catalogue/versions/${live.version}/restore`,
        { method: "POST", headers: { cookie: cookie(), origin: server().url } },
      );
      expect(restored.status).toBe(200);
    });

    it("publishes, keeps earlier versions, restores one, and search follows", async () => {
      const first = await upload(
        csv([["Alphaprofen 400", "Test Pharma", "Ibuprofen 400 mg", "15 tablets", "", ""]]),
        "a.csv",
        { dryRun: false },
      );
      expect(first.status).toBe(201);
      expect((await search("q=alphaprofen")).items.map((item) => item.name)).toEqual([
        "Alphaprofen 400",
      ]);
      // A dry run publishes nothing.
      await upload(csv([["Betaprofen 400", "Test Pharma", "", "", "", ""]]), "b.csv");
      expect((await search("q=betaprofen")).total).toBe(0);
      const second = await upload(
        csv([["Gammaprofen 400", "Test Pharma", "", "", "", ""]]),
        "c.csv",
        { dryRun: false },
      );
      expect((await search("q=alphaprofen")).total).toBe(0);
      expect((await search("q=gammaprofen")).total).toBe(1);

      const versions = (await (
        await fetch(`${server().url}/api/admin/catalogue/versions`, {
          headers: { cookie: cookie() },
        })
      ).json()) as {
        versions: { version: number; current: boolean; publishedBy: string; rows: number }[];
      };
      expect(versions.versions[0]).toMatchObject({
        version: second.body.version,
        current: true,
        rows: 1,
      });
      expect(versions.versions.map((v) => v.publishedBy)).toContain("system");

      const restore = await fetch(
        `${server().url}/api/admin/catalogue/versions/${first.body.version}/restore`,
        { method: "POST", headers: { cookie: cookie(), origin: server().url } },
      );
      expect(restore.status).toBe(200);
      expect((await search("q=alphaprofen")).total).toBe(1);
      expect(
        (
          await fetch(`${server().url}/api/admin/catalogue/versions/99999/restore`, {
            method: "POST",
            headers: { cookie: cookie(), origin: server().url },
          })
        ).status,
      ).toBe(404);
      const audit = await server()
        .database.db.selectFrom("audit_log")
        .select("action")
        .where("action", "like", "catalogue-%")
        .execute();
      expect(new Set(audit.map((row) => row.action))).toEqual(
        new Set(["catalogue-upload", "catalogue-publish", "catalogue-restore"]),
      );
    });

    it("keeps the five previous versions besides the live one", async () => {
      for (let i = 0; i < 7; i++)
        await upload(csv([[`Keep ${i}`, "Test Pharma", "", "", "", ""]]), "k.csv", {
          dryRun: false,
        });
      const { versions } = (await (
        await fetch(`${server().url}/api/admin/catalogue/versions`, {
          headers: { cookie: cookie() },
        })
      ).json()) as { versions: { current: boolean }[] };
      expect(versions).toHaveLength(6);
      expect(versions.filter((v) => v.current)).toHaveLength(1);
    });

    it("keeps the list that was live until a publish, even an older one restored", async () => {
      const listed = async () =>
        (
          (await (
            await fetch(`${server().url}/api/admin/catalogue/versions`, {
              headers: { cookie: cookie() },
            })
          ).json()) as { versions: { version: number; current: boolean }[] }
        ).versions;
      for (let i = 0; i < 6; i++)
        await upload(csv([[`Older ${i}`, "Test Pharma", "", "", "", ""]]), "o.csv", {
          dryRun: false,
        });
      const oldest = (await listed()).at(-1)!.version;
      const restored = await fetch(
        `${server().url}/api/admin/catalogue/versions/${oldest}/restore`,
        {
          method: "POST",
          headers: { cookie: cookie(), origin: server().url },
        },
      );
      expect(restored.status).toBe(200);
      // This week's list turns out wrong: the one live a moment ago must still be there.
      await upload(csv([["Wrong list", "Test Pharma", "", "", "", ""]]), "w.csv", {
        dryRun: false,
      });
      const versions = await listed();
      expect(versions).toHaveLength(6);
      expect(versions.map((v) => v.version)).toContain(oldest);
      expect(
        (
          await fetch(`${server().url}/api/admin/catalogue/versions/${oldest}/restore`, {
            method: "POST",
            headers: { cookie: cookie(), origin: server().url },
          })
        ).status,
      ).toBe(200);
    });

    it("needs a signed-in administrator from the site's own pages", async () => {
      const form = new FormData();
      form.set("file", new Blob(["Item,Company\nA,B\n"]), "a.csv");
      expect(
        (
          await fetch(`${server().url}/api/admin/catalogue`, {
            method: "POST",
            headers: { origin: server().url },
            body: form,
          })
        ).status,
      ).toBe(401);
      expect(
        (
          await fetch(`${server().url}/api/admin/catalogue`, {
            method: "POST",
            headers: { cookie: cookie(), origin: "https://evil.example" },
            body: form,
          })
        ).status,
      ).toBe(403);
      expect((await fetch(`${server().url}/api/admin/catalogue/versions`)).status).toBe(401);
    });
  });
});

describe("several instances on PostgreSQL", () => {
  it.runIf(dialects.includes("postgres"))(
    "serve a newly published catalogue within 5 s",
    async () => {
      const database = await freshDatabase("postgres");
      const a = await startTestServer({ ...database, env: adminEnv });
      const b = await startTestServer({
        ...database,
        env: { ...adminEnv, CATALOGUE_REFRESH_MS: "2000" },
      });
      try {
        const form = new FormData();
        form.set("file", new Blob(["Item,Company\nDeltaprofen 200,Test Pharma\n"]), "d.csv");
        const published = await fetch(`${a.url}/api/admin/catalogue`, {
          method: "POST",
          headers: { cookie: await adminCookie(a.url), origin: a.url },
          body: form,
        });
        expect(published.status).toBe(201);
        const at = Date.now();
        await until(
          "the other instance to serve the new catalogue",
          async () =>
            (
              (await (await fetch(`${b.url}/api/catalogue/search?q=deltaprofen`)).json()) as {
                total: number;
              }
            ).total === 1,
          5_000,
        );
        expect(Date.now() - at).toBeLessThan(5_000);
      } finally {
        await a.stop();
        await b.stop();
      }
    },
  );
});

describe("searching without JavaScript", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(await freshDatabase("sqlite"));
  });
  afterAll(() => server.stop());

  const page = async (query: string) => {
    const response = await fetch(`${server.url}/products/search?${query}`);
    return { response, html: await response.text() };
  };

  it("answers the Products page's form with a results page in the site's look, not indexed", async () => {
    const { response, html } = await page("q=paracitamol&category=&manufacturer=");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toMatch(/<p role="status" class="[^"]*">\d+ medicines found/);
    expect(html).toContain("Paracetamol 650 mg");
    // The form keeps what was searched, for the next try.
    expect(html).toContain('value="paracitamol"');
  });

  it("says so in words when nothing matches, with the phone, WhatsApp and enquiry", async () => {
    const { html } = await page("q=%3Cscript%3Exyzzy%3C%2Fscript%3E");
    expect(html).toContain("No medicines found for “&lt;script&gt;xyzzy&lt;/script&gt;”.");
    expect(html).not.toContain("<script>xyzzy");
    expect(html).toMatch(/href="tel:\+919437012345"/);
    expect(html).toContain("https://wa.me/");
    expect(html).toContain('href="/contact"');
  });

  it("filters by company, as the partner cards link", async () => {
    const { html } = await page("manufacturer=Anandvan%20Oncolabs");
    expect(html).toMatch(/\d+ medicines found/);
    const details = [...html.matchAll(/<p class="text-sm text-slate-600 mt-1">([^<]*)<\/p>/g)];
    expect(details.length).toBeGreaterThan(10);
    for (const [, line] of details) expect(line).toContain("Anandvan Oncolabs");
  });
});

describe.each(dialects)("catalogue changes at the same moment on %s", (dialect) => {
  const item = (name: string): ItemRow => ({
    ...(Object.fromEntries(itemFields.map((field) => [field, ""])) as Record<ItemField, string>),
    ...noTradeFields,
    name,
    manufacturer: "Test Pharma",
  });
  const liveVersions = async (database: DatabaseHandle) =>
    database.db
      .selectFrom("catalogue_versions")
      .select("version")
      .where("current", "=", 1)
      .execute();

  it("leaves one version live after publishes at once (a double click on Publish)", async () => {
    const database = await openDatabase(await freshDatabase(dialect));
    try {
      const published = await Promise.all(
        [1, 2, 3, 4].map((n) => publishCatalogue(database, [item(`Item ${n}`)], "test")),
      );
      expect(new Set(published).size).toBe(4);
      expect(await liveVersions(database)).toHaveLength(1);
    } finally {
      await database.close();
    }
  });

  it.runIf(dialect === "postgres")(
    "publishes the sample once when instances start together on an empty database",
    async () => {
      const fresh = await freshDatabase(dialect);
      const instances = await Promise.all([openDatabase(fresh), openDatabase(fresh)]);
      try {
        await Promise.all(instances.map((database) => publishSampleIfEmpty(database)));
        const versions = await instances[0]!.db
          .selectFrom("catalogue_versions")
          .select("current")
          .execute();
        expect(versions).toEqual([{ current: 1 }]);
      } finally {
        await Promise.all(instances.map((database) => database.close()));
      }
    },
  );
});
