// A publish reaches the pages without a build (docs/product.md#the-owners-content): two
// instances of the real build share one database; what the owner publishes on one is on the
// other's pre-rendered pages, in every language, within 5 s, with a CSP that still allows
// exactly the page's inline scripts; a restore brings the old text back.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContentDocument } from "#shared/content/document.ts";
import { texts } from "#shared/content/text.ts";
import { inlineHashesOf } from "#server/http/security-headers.server.ts";
import { call } from "#tests/support/customers.ts";
import { adminCookie, adminEnv } from "#tests/support/sample-submissions.ts";
import {
  dialects,
  freshDatabase,
  startTestServer,
  type TestServer,
} from "#tests/support/test-server.ts";

const builtPages = fileURLToPath(new URL("../../build/client", import.meta.url));
const LIVE_WITHIN_MS = 5000;

/** A page's HTML as a browser gets it, with its CSP. */
async function page(server: TestServer, pathname: string) {
  const response = await fetch(`${server.url}${pathname}`);
  return { html: await response.text(), csp: response.headers.get("content-security-policy")! };
}

/** Milliseconds until every page of `server` in `expected` holds its text (or fails at 10 s). */
async function untilShown(server: TestServer, expected: Record<string, string>) {
  const started = performance.now();
  for (;;) {
    const pages = await Promise.all(
      Object.keys(expected).map((pathname) => page(server, pathname)),
    );
    if (pages.every(({ html }, i) => html.includes(Object.values(expected)[i]!)))
      return performance.now() - started;
    if (performance.now() - started > 10_000) {
      const missing = Object.keys(expected).filter(
        (_, i) => !pages[i]!.html.includes(Object.values(expected)[i]!),
      );
      throw new Error(
        `not shown after 10 s on ${missing.join(", ")}: ${missing.map((p) => pages[Object.keys(expected).indexOf(p)]!.html.match(/<title>[^<]*/)?.[0]).join(" / ")}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.each(dialects)("a publish on one instance, on %s", (dialect) => {
  let first: TestServer;
  let second: TestServer;
  let admin: string;

  beforeAll(async () => {
    const database = await freshDatabase(dialect);
    const env = { ...adminEnv, BUILD_DIR: path.resolve(builtPages) };
    first = await startTestServer({ ...database, env });
    second = await startTestServer({ ...database, env });
    admin = await adminCookie(first.url);
  });
  afterAll(async () => {
    await second?.stop();
    await first?.stop();
  });

  it("is on the other's pages in every language within 5 s, and a restore brings the old text back", async () => {
    const live = (await (await call(`${first.url}/api/admin/content`, "GET", admin)).json()) as {
      version: number;
      content: ContentDocument;
    };
    const document = live.content;
    // Titles quote the company's name by its placeholder, filled with the published name.
    const written = {
      "/": "{siteName} — published without a build",
      "/or/": "{siteName} — ନୂଆ ଶୀର୍ଷକ",
      "/hi/": "{siteName} — नया शीर्षक",
      "/contact": "Call or visit us — {siteName}",
    };
    document.texts.en.home.meta.title = written["/"];
    document.texts.or.home.meta.title = written["/or/"];
    document.texts.hi.home.meta.title = written["/hi/"];
    document.texts.en.contact.meta.title = written["/contact"];
    const titles = Object.fromEntries(
      Object.entries(written).map(([path, title]) => [
        path,
        title.replace("{siteName}", document.site.name),
      ]),
    );
    // A new first phone number, shown in every language and in the structured data.
    const phone = "+91 94370 99999";
    (document.site.phones as unknown as string[])[0] = phone;
    const published = await call(`${first.url}/api/admin/content`, "PUT", admin, {
      baseVersion: live.version,
      content: document,
    });
    expect(published.status).toBe(200);

    const escaped = Object.fromEntries(
      Object.entries(titles).map(([pathname, title]) => [pathname, `<title>${title}</title>`]),
    );
    expect(await untilShown(second, escaped)).toBeLessThan(LIVE_WITHIN_MS);
    for (const pathname of ["/", "/or/", "/hi/", "/contact", "/or/contact", "/hi/contact"]) {
      const { html } = await page(second, pathname);
      expect(html, pathname).toContain(phone);
      expect(html, pathname).toContain("tel:+919437099999");
      const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)]
        .map((match) => match[1])
        .join("");
      // The home pages carry the business's structured data.
      if (!pathname.endsWith("contact"))
        expect(jsonLd, pathname).toContain(`"telephone":"+919437099999"`);
    }
    // The publishing instance shows it before it answers.
    for (const [pathname, title] of Object.entries(escaped))
      expect((await page(first, pathname)).html).toContain(title);

    // Every inline script of a re-rendered page is allowed by its hash, and nothing else.
    for (const pathname of Object.keys(titles)) {
      const { html, csp } = await page(second, pathname);
      const scriptSrc = csp.split("; ").find((directive) => directive.startsWith("script-src"))!;
      for (const hash of inlineHashesOf(html).scripts) expect(scriptSrc).toContain(hash);
      expect(scriptSrc).not.toContain("unsafe-inline");
    }

    const restored = await call(`${first.url}/api/admin/content/versions/1/restore`, "POST", admin);
    expect(restored.status).toBe(200);
    expect(
      await untilShown(second, { "/": `<title>${texts.en.home.meta.title}</title>` }),
    ).toBeLessThan(LIVE_WITHIN_MS);
  });

  it("keeps its pages when a newer release has published a shape it does not know", async () => {
    const before = await page(second, "/about");
    const { version } = (await (
      await call(`${first.url}/api/admin/content`, "GET", admin)
    ).json()) as {
      version: number;
    };
    // As a newer instance would store it: a shape version this code has never seen.
    await first.database.db
      .insertInto("content_versions")
      .values({
        version: version + 1,
        schema_version: 99,
        document: JSON.stringify({ schemaVersion: 99 }),
        published_at: new Date().toISOString(),
        published_by: "system",
      })
      .execute();
    await second.content.refresh();
    expect(second.content.version()).toBe(version);
    const told = await call(`${second.url}/api/admin/content`, "GET", admin);
    expect(told.status).toBe(503);
    expect(((await told.json()) as { error: string }).error).toContain("upgrade this instance");
    expect((await page(second, "/about")).html).toBe(before.html);
    await first.database.db
      .deleteFrom("content_versions")
      .where("version", "=", version + 1)
      .execute();
  });

  it("keeps serving 404 pages with status 404 after a publish", async () => {
    const response = await fetch(`${second.url}/or/no-such-page`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('lang="or');
  });
});
