import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { pageData, type PageData } from "#app/render/page-data.ts";
import { noAnnouncements } from "#shared/content/announcements.ts";
import { site } from "#shared/content/site.ts";
import { texts } from "#shared/content/text.ts";
import { RETENTION_DAYS } from "#shared/limits.ts";
import { locales, type Locale } from "#shared/site-paths.ts";
import { eraseExpired } from "#server/submissions/erasure.server.ts";
import type { ContentDocument } from "#shared/content/document.ts";
import { call } from "#tests/support/customers.ts";
import { adminCookie, adminEnv, enquiry, postEnquiry } from "#tests/support/sample-submissions.ts";
import { killAllServers, spawnServer } from "#tests/support/server-process.ts";
import {
  dialects,
  freshDatabase,
  startTestServer,
  type TestServer,
} from "#tests/support/test-server.ts";

// One retention period (docs/product.md#privacy-and-retention): what the privacy page and the
// consent notices promise is what the deletion does, and a server told another number in
// RETENTION_DAYS refuses to start rather than break the promise.

const DAY_MS = 86_400_000;
const dataDir = () => mkdtempSync(path.join(tmpdir(), "site-data-"));

describe("RETENTION_DAYS in the environment", () => {
  afterAll(killAllServers);

  it("set to another number than the notices promise, stops the start with a sentence naming both", async () => {
    expect(RETENTION_DAYS).not.toBe(90);
    const start = spawnServer({ dataDir: dataDir(), env: { RETENTION_DAYS: "90" } });
    await expect(start).rejects.toThrow(/^The server exited \(code 1, /);
    await expect(start).rejects.toThrow(
      `RETENTION_DAYS: is 90, but the privacy notice and the consent notices promise ${RETENTION_DAYS} days, the owner's setting`,
    );
  });

  it("set to the promised number, lets the server start", async () => {
    const server = await spawnServer({
      dataDir: dataDir(),
      env: { RETENTION_DAYS: String(RETENTION_DAYS) },
    });
    expect((await server.stop()).code).toBe(0);
  });
});

/** What the server build's renderer gives a page in a language. */
const serverPage = <Key extends keyof typeof pageData>(key: Key, locale: Locale) =>
  pageData[key]({
    locale,
    texts: texts[locale],
    site,
    slidePhotos: [],
    partners: [],
    announcements: noAnnouncements(),
    contentVersion: "1",
    staticMode: false,
  }) as PageData<Key>;

describe("the promised period", () => {
  it("is what the privacy page and the three consent notices say, in every language", () => {
    const english = serverPage("privacy", "en").text.sections.flatMap(
      (section) => section.paragraphs,
    );
    expect(english).toContain(
      `Enquiries and job applications, including any resume, are deleted automatically ${RETENTION_DAYS} days after they are submitted.`,
    );
    expect(english).toContain(
      `A request we turn down, or leave unanswered, is deleted ${RETENTION_DAYS} days after it was sent.`,
    );
    for (const locale of locales) {
      const privacy = serverPage("privacy", locale).text;
      const promises = privacy.sections
        .flatMap((section) => section.paragraphs)
        .filter((paragraph) => paragraph.includes(String(RETENTION_DAYS)));
      // The forms' promise, and the account requests'.
      expect(promises, locale).toHaveLength(2);
      const consents = [
        serverPage("contact", locale).form.fields.consent,
        serverPage("careers", locale).form.fields.consent,
        serverPage("accountRequest", locale).form.fields.consent,
      ];
      for (const consent of consents) expect(consent, locale).toContain(String(RETENTION_DAYS));
    }
  });
});

describe.each(dialects)("the deletion on %s", (dialect) => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.stop();
    server = undefined;
  });

  /** Posts an enquiry, then dates it `ageMs` before `now`; answers its id. */
  async function enquiryAged(running: TestServer, n: number, ageMs: number, now = Date.now()) {
    const answer = await postEnquiry(running, enquiry(n));
    expect(answer.status).toBe(201);
    const { id } = (await answer.json()) as { id: string };
    await running.database.db
      .updateTable("enquiries")
      .set({ created_at: new Date(now - ageMs).toISOString() })
      .where("id", "=", id)
      .execute();
    return id;
  }

  const enquiryIds = async (running: TestServer) =>
    (await running.database.db.selectFrom("enquiries").select("id").execute()).map(({ id }) => id);

  it("happens at exactly the promised age, at start and whenever it runs", async () => {
    const database = await freshDatabase(dialect);
    server = await startTestServer(database);
    const promised = RETENTION_DAYS * DAY_MS;
    const past = await enquiryAged(server, 1, promised + 60_000);
    const within = await enquiryAged(server, 2, promised - 60_000);
    await server.stop();

    // The job runs when the server starts, RETENTION_DAYS unset.
    server = await startTestServer(database);
    expect(await enquiryIds(server)).toEqual([within]);
    expect(await enquiryIds(server)).not.toContain(past);

    // To the millisecond: older than the promise goes, the promised age itself stays.
    const now = Date.now();
    const justPast = await enquiryAged(server, 3, promised + 1, now);
    const justAt = await enquiryAged(server, 4, promised, now);
    const store = { database: server.database, dataDir: server.dataDir };
    expect(await eraseExpired(store, RETENTION_DAYS, now)).toEqual({
      applications: 0,
      enquiries: 1,
    });
    expect((await enquiryIds(server)).sort()).toEqual([within, justAt].sort());
    expect(await enquiryIds(server)).not.toContain(justPast);
  });

  it("follows the owner's published period, and each enquiry's own promise when that was shorter", async () => {
    server = await startTestServer({ ...(await freshDatabase(dialect)), env: adminEnv });
    const admin = await adminCookie(server.url);
    const publishDays = async (retentionDays: number) => {
      const live = (await (
        await call(`${server!.url}/api/admin/content`, "GET", admin)
      ).json()) as { version: number; content: ContentDocument };
      const published = await call(`${server!.url}/api/admin/content`, "PUT", admin, {
        baseVersion: live.version,
        content: { ...live.content, settings: { ...live.content.settings, retentionDays } },
      });
      expect(published.status).toBe(200);
    };
    await publishDays(60);
    const now = Date.now();
    const promised60 = await enquiryAged(server, 1, 61 * DAY_MS, now);
    const stored = await server.database.db
      .selectFrom("enquiries")
      .select("retention_days")
      .where("id", "=", promised60)
      .executeTakeFirstOrThrow();
    expect(stored.retention_days).toBe(60);
    await publishDays(400);
    const promised400 = await enquiryAged(server, 2, 61 * DAY_MS, now);
    const store = { database: server.database, dataDir: server.dataDir };
    // The owner's period is now 400 days: the enquiry promised 60 goes at 60 all the same.
    expect(await eraseExpired(store, 400, now)).toEqual({ applications: 0, enquiries: 1 });
    expect(await enquiryIds(server)).toEqual([promised400]);
    // Lowered again, it applies to every enquiry, whatever each was promised.
    expect(await eraseExpired(store, 60, now)).toEqual({ applications: 0, enquiries: 1 });
  });
});
