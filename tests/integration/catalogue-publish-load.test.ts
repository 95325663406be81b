import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { itemFields, noTradeFields, type ItemField } from "#shared/schemas/catalogue-items.ts";
import type { ItemRow } from "#server/catalogue/catalogue-rows.server.ts";
import {
  listVersions,
  publishCatalogue,
  restoreCatalogue,
  storedItemColumns,
} from "#server/catalogue/catalogue-store.server.ts";
import { openDatabase } from "#server/db/database.server.ts";
import { workerThreadCount } from "#tests/support/worker-threads.ts";
import { adminCookie, adminEnv } from "#tests/support/sample-submissions.ts";
import {
  dialects,
  freshDatabase,
  startTestServer,
  type TestServer,
} from "#tests/support/test-server.ts";

// A large upload never holds up an answer (docs/product.md#item-catalogue): the list is read and
// checked in a worker thread, its product list PDF is set in another, and a publish writes its
// rows in short batches into a version nobody sees until it goes live. How fast is the bench's
// to measure (point 20: 100 ms for orders during a publish): here, that the server answers while
// the threads work, again and again, each answer well within a second.

/** A list of `rows` items with trade values, as a large distributor's billing software exports it. */
function largeList(rows: number) {
  const lines = ["Item Name,Company,Composition,Packing,Category,Item Code,MRP,Rate,Stock,GST"];
  for (let n = 0; n < rows; n++)
    lines.push(
      `Brand${n} ${n % 9}00,Company ${n % 400},Molecule ${n % 75} ${n % 9}00 mg,10 tablets,Generic,B${n},${20 + (n % 500)}.50,${16 + (n % 400)},${n % 300},${n % 4 ? 5 : 18}`,
    );
  return lines.join("\n");
}

describe("a 50,000-row item list while customers use the site", () => {
  let server: TestServer;
  let cookie: string;
  beforeAll(async () => {
    server = await startTestServer({ ...(await freshDatabase("sqlite")), env: adminEnv });
    cookie = await adminCookie(server.url);
  });
  afterAll(() => server.stop());

  /**
   * `/api/health` asked again and again until `work` settles: how long each answer took that
   * was given while a worker thread of this process was at work (the list's reading and checking,
   * or the product list's setting), and what `work` answered.
   */
  async function answersDuring(work: Promise<Response>) {
    let done = false;
    const settled = work.finally(() => (done = true));
    const answeredMs: number[] = [];
    while (!done) {
      const threadAtWork = workerThreadCount() > 0;
      const asked = performance.now();
      const health = await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(5000) });
      const ms = performance.now() - asked;
      expect(health.status).toBe(200);
      await health.arrayBuffer();
      if (!done && threadAtWork && workerThreadCount() > 0) answeredMs.push(ms);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return { answer: await settled, answeredMs };
  }

  const upload = (dryRun: boolean) => {
    const form = new FormData();
    form.set("file", new Blob([largeList(50_000)]), "items.csv");
    return fetch(`${server.url}/api/admin/catalogue${dryRun ? "?dryRun=1" : ""}`, {
      method: "POST",
      headers: { cookie, origin: server.url },
      body: form,
    });
  };

  it("answers again and again while the list is read and checked in a thread of its own", async () => {
    const { answer, answeredMs } = await answersDuring(upload(true));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ success: true, items: 50_000 });
    // Many answers while the list was read and checked, none of them held up by it.
    expect(answeredMs.length).toBeGreaterThan(5);
    expect(Math.max(...answeredMs)).toBeLessThan(1000);
  });

  it("answers again and again while the published list's PDF is set in a thread of its own", async () => {
    const published = await upload(false);
    expect(published.status).toBe(201);
    // The list the publish set about making: its download waits for it.
    const { answer, answeredMs } = await answersDuring(fetch(`${server.url}/items.pdf`));
    expect(answer.status).toBe(200);
    const pdf = Buffer.from(await answer.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(answeredMs.length).toBeGreaterThan(5);
    expect(Math.max(...answeredMs)).toBeLessThan(1000);
  });
});

describe.each(dialects)("a publish written in batches on %s", (dialect) => {
  const item = (name: string): ItemRow => ({
    ...(Object.fromEntries(itemFields.map((field) => [field, ""])) as Record<ItemField, string>),
    ...noTradeFields,
    name,
    manufacturer: "Test Pharma",
  });

  it("never lists or restores a version still being written, and drops one left long ago", async () => {
    const database = await openDatabase(await freshDatabase(dialect));
    const { db } = database;
    try {
      const live = await publishCatalogue(database, [item("Live 1")], "test");
      // Another instance's publish under way, and one a stopped process left two hours ago.
      const writing = async (publishedAt: string) => {
        const { version } = await db
          .insertInto("catalogue_versions")
          .values({ rows: -1, published_at: publishedAt, published_by: "test", current: 0 })
          .returning("version")
          .executeTakeFirstOrThrow();
        // A copy of the live item, under the half-written version.
        await db
          .insertInto("catalogue_items")
          .columns([...storedItemColumns, "version"])
          .expression(
            db
              .selectFrom("catalogue_items")
              .select([...storedItemColumns, sql.lit(version).as("version")])
              .where("version", "=", live),
          )
          .execute();
        return version;
      };
      const underWay = await writing(new Date().toISOString());
      const left = await writing(new Date(Date.now() - 2 * 3600_000).toISOString());
      expect((await listVersions(db)).map((v) => v.version)).toEqual([live]);
      expect(await restoreCatalogue(database, underWay)).toBe(false);

      const next = await publishCatalogue(database, [item("Live 2")], "test");
      expect((await listVersions(db)).map((v) => v.version)).toEqual([next, live]);
      const remaining = await db.selectFrom("catalogue_versions").select("version").execute();
      expect(remaining.map((v) => v.version).sort((a, b) => a - b)).toEqual(
        [live, underWay, next].sort((a, b) => a - b),
      );
      const leftItems = await db
        .selectFrom("catalogue_items")
        .select("id")
        .where("version", "=", left)
        .execute();
      expect(leftItems).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
