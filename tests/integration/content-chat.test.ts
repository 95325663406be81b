// The chat's texts are the owner's content (docs/product.md#the-owners-content): every page names
// the content version it shows, and the server answers that version's chat texts, as shown, at
// /content/<version>/chat-<locale>.json, immutable. A publish on one instance is, within 5 s, a
// new version on the other's pages, whose chat texts carry the change; the files of the last few
// versions stay, for pages opened before it.
import { describe, expect, it } from "vitest";
import type { ChatTexts } from "#app/chat/chat.ts";
import { texts } from "#shared/content/text.ts";
import { chatTextsPath } from "#shared/site-paths.ts";
import { call } from "#tests/support/customers.ts";
import {
  LIVE_WITHIN_MS,
  page,
  publishedContent,
  twoInstancesForTests,
} from "#tests/support/live-pages.ts";
import { dialects, type TestServer } from "#tests/support/test-server.ts";

/** The content version a page of `server` names in its frame data. */
async function versionShown(server: TestServer, pathname: string) {
  const { html } = await page(server, pathname);
  const version = /"contentVersion":"([^"]+)"/.exec(html)?.[1];
  if (!version) throw new Error(`${pathname} names no content version`);
  return version;
}

// On SQLite: the database does not change what a publish renders (content-live.test.ts publishes
// on both).
describe.each(dialects.filter((dialect) => dialect === "sqlite"))(
  "the chat's texts, on %s",
  (dialect) => {
    const instances = twoInstancesForTests(dialect);

    it("are the published version's, immutable, and a publish elsewhere names a new one within 5 s", async () => {
      const { first, second, admin } = instances;
      const before = await versionShown(second, "/about");
      const oldFile = `${second.url}${chatTextsPath(before, "en")}`;
      const old = await fetch(oldFile);
      expect(old.status).toBe(200);
      expect(old.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const shipped = (await old.json()) as ChatTexts;
      expect(shipped.chat).toEqual(texts.en.chat);
      expect(shipped.cards.search).toEqual(texts.en.products.search);
      expect((await fetch(`${second.url}${chatTextsPath(before, "xx" as "en")}`)).status).toBe(404);

      const live = await publishedContent(first, admin);
      const document = live.content;
      document.texts.en.chat.replies.hours = "We answer from 8 in the morning: {hours}.";
      const [, ...partners] = document.partners;
      document.partners = partners;
      const published = await call(`${first.url}/api/admin/content`, "PUT", admin, {
        baseVersion: live.version,
        content: document,
      });
      expect(published.status).toBe(200);
      const { version } = (await published.json()) as { version: number };

      const started = performance.now();
      while ((await versionShown(second, "/or/about")) !== String(version)) {
        expect(performance.now() - started).toBeLessThan(LIVE_WITHIN_MS);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const english = (await (
        await fetch(`${second.url}${chatTextsPath(String(version), "en")}`)
      ).json()) as ChatTexts;
      expect(english.chat.replies.hours).toBe(
        `We answer from 8 in the morning: ${texts.en.common.hours}.`,
      );
      expect(english.chat.replies.products).toContain(`from ${partners.length} partner`);
      // Every language counts the partners the content lists.
      const odia = (await (
        await fetch(`${second.url}${chatTextsPath(String(version), "or")}`)
      ).json()) as ChatTexts;
      expect(odia.chat.replies.products).toContain(`${partners.length}ଟି`);
      // A page opened before the publish still finds its own version's texts, unchanged, on both
      // instances.
      expect((await (await fetch(oldFile)).json()) as ChatTexts).toEqual(shipped);
      expect((await fetch(`${first.url}${chatTextsPath(before, "en")}`)).status).toBe(200);
    });
  },
);
