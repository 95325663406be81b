import { execFileSync } from "node:child_process";
import { pino } from "pino";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { site } from "#shared/content/site.ts";
import { productListFileName } from "#shared/site-paths.ts";
import { readSampleCatalogue } from "#server/catalogue/sample-catalogue.server.ts";
import type { Db } from "#server/db/database.server.ts";
import { fixture } from "#tests/support/fixtures.ts";
import { until } from "#tests/support/until.ts";
import { workerThreadCount } from "#tests/support/worker-threads.ts";
import { adminCookie, adminEnv } from "#tests/support/sample-submissions.ts";
import { call } from "#tests/support/customers.ts";
import type { ContentDocument } from "#shared/content/document.ts";
import {
  dialects,
  freshDatabase,
  startTestServer,
  type TestServer,
} from "#tests/support/test-server.ts";

// /items.pdf (docs/product.md#public-api): generated at run time from the published catalogue,
// stored once per version, served by every instance byte for byte, with a dated download name.

const newList = [
  "Item Name,Company,Composition,Packing",
  "Deltaprofen 200,Kalinga Remedies,Ibuprofen 200 mg,15 tablets",
  "Epsilomox 500,Kalinga Remedies,Amoxicillin 500 mg,10 capsules",
  "Zetacold,Anandvan Oncolabs,Paracetamol 500 mg + Cetirizine 5 mg,10 tablets",
].join("\n");

async function publish(url: string, csv: string) {
  const form = new FormData();
  form.set("file", new Blob([csv]), "items.csv");
  const response = await fetch(`${url}/api/admin/catalogue`, {
    method: "POST",
    headers: { cookie: await adminCookie(url), origin: url },
    body: form,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { version: number }).version;
}

async function download(url: string) {
  const response = await fetch(`${url}/items.pdf`);
  expect(response.status).toBe(200);
  return { headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

async function textOf(bytes: Buffer) {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), {
    mergePages: true,
  });
  return text.replace(/\s+/g, " ");
}

const liveVersion = (db: Db) =>
  db
    .selectFrom("catalogue_versions")
    .select(["version", "published_at"])
    .where("current", "=", 1)
    .executeTakeFirstOrThrow();

const storedLists = (db: Db) =>
  db.selectFrom("product_lists").select(["version", "pdf"]).orderBy("version").execute();

describe.each(dialects)("the product list PDF on %s", (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ ...(await freshDatabase(dialect)), env: adminEnv });
    // The shipped sample, as if published on an earlier day than the list published below.
    await server.database.db
      .updateTable("catalogue_versions")
      .set({ published_at: "2026-01-14T20:30:00.000Z" })
      .execute();
  });
  afterAll(() => server.stop());

  it("lists the shipped sample by company, marked as sample, named with its publish date", async () => {
    const { version } = await liveVersion(server.database.db);
    const { headers, bytes } = await download(server.url);
    expect(headers.get("content-type")).toBe("application/pdf");
    expect(headers.get("content-disposition")).toBe(
      'attachment; filename="Mahanadi-Pharma-product-list-2026-01-15.pdf"',
    );
    expect(headers.get("cache-control")).toBe("no-cache");
    expect(headers.get("etag")).toMatch(new RegExp(`^"catalogue-${version}-[0-9a-f]{16}"$`));
    expect(headers.get("content-length")).toBe(String(bytes.length));

    const text = await textOf(bytes);
    const sample = await readSampleCatalogue();
    expect(text).toContain("Published 15 January 2026.");
    const companies = new Set(sample.map((item) => item.manufacturer)).size;
    expect(text).toContain(
      `${sample.length.toLocaleString("en-IN")} items from ${companies} companies`,
    );
    expect(text).toContain("Sample content");
    for (const item of [sample[0]!, sample.at(-1)!])
      expect(text).toContain(`${item.name} ${item.composition} ${item.pack}`);
  });

  it("answers HEAD and a revalidation without the body", async () => {
    const head = await fetch(`${server.url}/items.pdf`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toBe("application/pdf");
    expect(Number(head.headers.get("content-length"))).toBeGreaterThan(10_000);
    expect(await head.text()).toBe("");
    const etag = head.headers.get("etag")!;
    const again = await fetch(`${server.url}/items.pdf`, { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(etag);
  });

  it("renders a version once, stores it, and serves the stored bytes", async () => {
    const { version } = await liveVersion(server.database.db);
    const [stored] = await storedLists(server.database.db);
    expect(stored?.version).toBe(version);
    // Whatever is stored is what every instance serves: no render happens again.
    const marker = fixture("resume.pdf");
    await server.database.db
      .updateTable("product_lists")
      .set({ pdf: marker })
      .where("version", "=", version)
      .execute();
    expect((await download(server.url)).bytes.equals(marker)).toBe(true);
    await server.database.db.deleteFrom("product_lists").execute();
  });

  it("follows a publish: the new items and not the old, under the new date", async () => {
    const sampleItem = (await readSampleCatalogue())[0]!;
    const version = await publish(server.url, newList);
    const { published_at } = await liveVersion(server.database.db);
    // A burst of downloads right after a publish: one version, one stored PDF, the same bytes.
    const burst = await Promise.all([1, 2, 3, 4].map(() => download(server.url)));
    for (const { bytes } of burst) expect(bytes.equals(burst[0]!.bytes)).toBe(true);
    const { headers, bytes } = burst[0]!;
    expect(headers.get("etag")).toMatch(new RegExp(`^"catalogue-${version}-[0-9a-f]{16}"$`));
    expect(headers.get("content-disposition")).toBe(
      `attachment; filename="${productListFileName(site.shortName, published_at)}"`,
    );
    expect(productListFileName(site.shortName, published_at)).not.toContain("2026-01-15");

    const text = await textOf(bytes);
    expect(text).toContain("3 items from 2 companies");
    expect(text).not.toContain("Sample content");
    expect(text).not.toContain(sampleItem.name);
    const anandvan = text.indexOf("Anandvan Oncolabs 1 item");
    const kalinga = text.indexOf("Kalinga Remedies 2 items");
    expect(anandvan).toBeGreaterThan(-1);
    expect(kalinga).toBeGreaterThan(anandvan);
    expect(text).toContain("Zetacold Paracetamol 500 mg + Cetirizine 5 mg 10 tablets");
    expect(text.indexOf("Deltaprofen 200 Ibuprofen 200 mg 15 tablets")).toBeGreaterThan(kalinga);
    expect(text).toContain("Epsilomox 500 Amoxicillin 500 mg 10 capsules");

    const stored = await storedLists(server.database.db);
    expect(stored.map((row) => row.version)).toEqual([version]);
    expect(Buffer.from(stored[0]!.pdf).equals(bytes)).toBe(true);
  });

  it("is rendered as soon as a catalogue is published, before anyone asks for it", async () => {
    const version = await publish(server.url, newList.replace("Deltaprofen", "Thetaprofen"));
    const stored = await until("the new version's PDF", async () =>
      (await storedLists(server.database.db)).find((row) => row.version === version),
    );
    expect(await textOf(Buffer.from(stored.pdf))).toContain("Thetaprofen 200");
  });

  it("prints the company's facts as published: a publish of new ones makes it anew within 60 s", async () => {
    const { version } = await liveVersion(server.database.db);
    const before = await download(server.url);
    const admin = await adminCookie(server.url);
    const live = (await (await call(`${server.url}/api/admin/content`, "GET", admin)).json()) as {
      version: number;
      content: ContentDocument;
    };
    const phone = "+91 94370 55555";
    (live.content.site.phones as unknown as string[])[1] = phone;
    (live.content.site as { name: string; shortName: string }).shortName = "Mahanadi Medicines";
    const published = await call(`${server.url}/api/admin/content`, "PUT", admin, {
      baseVersion: live.version,
      content: live.content,
    });
    expect(published.status).toBe(200);
    // Made before anyone asks, stored for every instance.
    const stored = await until(
      "the list under the new letterhead",
      async () =>
        (
          await server.database.db
            .selectFrom("product_lists")
            .select(["version", "pdf", "letterhead"])
            .where("version", "=", version)
            .executeTakeFirst()
        )?.letterhead.includes(phone) && true,
      60_000,
    );
    expect(stored).toBe(true);
    const after = await download(server.url);
    expect(after.headers.get("etag")).not.toBe(before.headers.get("etag"));
    expect(after.headers.get("content-disposition")).toContain("Mahanadi-Medicines");
    const text = await textOf(after.bytes);
    expect(text).toContain(phone);
    expect(await textOf(before.bytes)).not.toContain(phone);
  }, 90_000);

  it("is not found while no catalogue is published", async () => {
    await server.database.db.deleteFrom("catalogue_versions").execute();
    expect((await fetch(`${server.url}/items.pdf`)).status).toBe(404);
  });
});

describe("several instances on one PostgreSQL database", () => {
  it.runIf(dialects.includes("postgres"))(
    "serve byte-identical product lists, stored once",
    async () => {
      const database = await freshDatabase("postgres");
      const a = await startTestServer({ ...database, env: adminEnv });
      const b = await startTestServer({ ...database, env: adminEnv });
      try {
        const version = await publish(a.url, newList);
        // Both are asked at once: each may render, one stores, both serve the stored copy.
        const [fromA, fromB] = await Promise.all([download(a.url), download(b.url)]);
        expect(fromA.bytes.equals(fromB.bytes)).toBe(true);
        expect(fromA.headers.get("etag")).toMatch(new RegExp(`^"catalogue-${version}-`));
        expect(fromB.headers.get("etag")).toBe(fromA.headers.get("etag"));
        expect(fromB.headers.get("content-disposition")).toBe(
          fromA.headers.get("content-disposition"),
        );
        // One stored copy of the new version.
        const stored = (await storedLists(a.database.db)).filter((row) => row.version === version);
        expect(stored).toHaveLength(1);
        expect(Buffer.from(stored[0]!.pdf).equals(fromA.bytes)).toBe(true);
        expect((await download(b.url)).bytes.equals(fromA.bytes)).toBe(true);
      } finally {
        await a.stop();
        await b.stop();
      }
    },
  );
});

describe.each(dialects)("setting a large product list on %s", (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ ...(await freshDatabase(dialect)), env: adminEnv });
  });
  afterAll(() => server.stop());

  it("answers requests while the new list is set (in a worker thread)", async () => {
    const rows = Array.from(
      { length: 5000 },
      (_, n) => `Brand${n} ${(n % 9) * 50 + 10},Company ${n % 60},Molecule ${n} mg,10 tablets`,
    );
    await publish(server.url, ["Item Name,Company,Composition,Packing", ...rows].join("\n"));
    // The publish has started setting the list; asking for it waits for that render.
    let listSet = false;
    const list = download(server.url).then((answer) => ((listSet = true), answer));
    const asked = performance.now();
    const health = await fetch(`${server.url}/api/health`);
    const tookMs = performance.now() - asked;
    expect(health.status).toBe(200);
    expect(listSet).toBe(false);
    expect(tookMs).toBeLessThan(1000);
    expect(await textOf((await list).bytes)).toMatch(/Published .* items from 60 companies/);
  });
});

describe("a server stopped while it sets the list", () => {
  it("ends the list's thread with it, and logs no error", async () => {
    const lines: { level: number; msg: string }[] = [];
    const log = pino(
      { level: "info" },
      { write: (line: string) => void lines.push(JSON.parse(line)) },
    );
    const threadsBefore = workerThreadCount();
    const server = await startTestServer({
      ...(await freshDatabase("sqlite")),
      env: adminEnv,
      log,
    });
    const rows = Array.from(
      { length: 20_000 },
      (_, n) => `Brand${n} ${(n % 9) * 50 + 10},Company ${n % 60},Molecule ${n} mg,10 tablets`,
    );
    await publish(server.url, ["Item Name,Company,Composition,Packing", ...rows].join("\n"));
    await until("the list's thread to start", () => workerThreadCount() > threadsBefore);
    await server.stop();
    // Its thread ended with the server (left running, it would store the list in a closed database).
    expect(workerThreadCount()).toBe(threadsBefore);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
  });
});

it("sets the list of 50,000 items within 128 MB of memory", () => {
  // Every page was once kept open to the end, for "Page n of N": 580 MB for 50,000 items, and a
  // small server ran out of memory rendering the list right after the publish. Then pdfkit's
  // layouts of every word set were kept to the end: over 160 MB.
  const output = execFileSync(
    process.execPath,
    ["--max-old-space-size=128", "--import", "tsx", "tests/support/large-product-list.ts", "50000"],
    { encoding: "utf8" },
  );
  expect(output).toMatch(/^50000 items, \d+ bytes/);
  // A child process setting 50,000 items: about 12 s alone, several times that on a busy machine.
}, 120_000);
