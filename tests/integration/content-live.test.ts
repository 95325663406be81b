// A publish reaches the pages without a build (docs/product.md#the-owners-content): two
// instances of the real build share one database; what the owner publishes on one is on the
// other's pre-rendered pages, in every language, within 5 s, with a CSP that still allows
// exactly the page's inline scripts; a restore brings the old text back.
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContentDocument } from "#shared/content/document.ts";
import { texts } from "#shared/content/text.ts";
import { fill } from "#shared/text-format.ts";
import type { Locale } from "#shared/site-paths.ts";
import { inlineHashesOf } from "#server/http/security-headers.server.ts";
import { watchContent } from "#server/content/live-content.server.ts";
import { currentVersion } from "#server/catalogue/catalogue-store.server.ts";
import { itemsOf } from "#tests/support/catalogue-items.ts";
import type { Logger } from "#server/log.server.ts";
import { call, loggedMail, newChemist, signedInCustomer } from "#tests/support/customers.ts";
import { LIVE_WITHIN_MS, page, twoInstances, untilShown } from "#tests/support/live-pages.ts";
import { dialects, type TestServer } from "#tests/support/test-server.ts";

describe.each(dialects)("a publish on one instance, on %s", (dialect) => {
  let first: TestServer;
  let second: TestServer;
  let admin: string;

  // Measured as the owner would see it: with a distributor's whole catalogue live. Loading it
  // costs a minute; the database does not change what a publish renders, so SQLite carries it.
  beforeAll(
    async () =>
      ({ first, second, admin } = await twoInstances(dialect, {
        catalogueItems: dialect === "sqlite" ? 50_000 : 0,
      })),
    120_000,
  );
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
    // Facts the files beside the pages carry: the manifest, security.txt, the sitemap.
    const facts = document.site as unknown as Record<string, unknown>;
    facts.shortName = "Mahanadi Medicines";
    facts.url = "https://www.mahanadi-pharma.example";
    facts.grievanceOfficer = { ...document.site.grievanceOfficer, email: "dpo@mahanadi.example" };
    const cardBefore = await fetch(`${second.url}/og-image.png`);
    const published = await call(`${first.url}/api/admin/content`, "PUT", admin, {
      baseVersion: live.version,
      content: document,
    });
    expect(published.status).toBe(200);

    const escaped = Object.fromEntries(
      Object.entries(titles).map(([pathname, title]) => [pathname, `<title>${title}</title>`]),
    );
    expect(
      await untilShown(second, {
        ...escaped,
        "/manifest.webmanifest": `"short_name": "Mahanadi Medicines"`,
        "/.well-known/security.txt": "Contact: mailto:dpo@mahanadi.example",
        "/sitemap.xml": "<loc>https://www.mahanadi-pharma.example/or/careers</loc>",
      }),
    ).toBeLessThan(LIVE_WITHIN_MS);
    // The social card is made again too (a picture: within a minute).
    let card = await fetch(`${second.url}/og-image.png`);
    for (
      let waited = 0;
      card.headers.get("etag") === cardBefore.headers.get("etag");
      waited += 250
    ) {
      expect(waited).toBeLessThan(60_000);
      await new Promise((resolve) => setTimeout(resolve, 250));
      card = await fetch(`${second.url}/og-image.png`);
    }
    expect(card.headers.get("content-type")).toBe("image/png");
    expect(card.headers.get("x-content-type-options")).toBe("nosniff");
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
    // The pages the server writes itself, for browsers without JavaScript: search results (a match
    // and none) and the answer to a form it cannot accept.
    for (const pathname of ["/products/search?q=paracetamol", "/or/products/search?q=xyzzy"])
      expect((await page(second, pathname)).html, pathname).toContain(phone);
    const refused = await fetch(`${second.url}/api/enquiries`, {
      method: "POST",
      headers: {
        origin: second.url,
        accept: "text/html",
        "content-type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({ locale: "hi", name: "" }),
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(phone);
    // Mail queued after the publish is signed with it: a customer's password reset link.
    const chemist = newChemist("or");
    await signedInCustomer(second.url, chemist, "P-7001", admin);
    expect(
      (await call(`${second.url}/api/account/reset`, "POST", "", { login: chemist.email })).status,
    ).toBe(202);
    const [mail] = await loggedMail(second.dataDir, "account-reset");
    expect(mail).toContain("Mahanadi Medicines");
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

  it("previews a page of unpublished edits, as JSON asked or as the editor's form posts it", async () => {
    const { version, content } = (await (
      await call(`${first.url}/api/admin/content`, "GET", admin)
    ).json()) as { version: number; content: ContentDocument };
    // Its placeholders kept, as a publish would need.
    content.texts.or.careers.meta.title = `ପ୍ରିଭ୍ୟୁ — ${content.texts.or.careers.meta.title}`;
    const asked = await call(`${first.url}/api/admin/content/preview`, "POST", admin, {
      content,
      path: "/or/careers",
    });
    expect(asked.status).toBe(200);
    expect(asked.headers.get("cache-control")).toBe("no-store");
    expect(asked.headers.get("x-robots-tag")).toBe("noindex");
    const html = await asked.text();
    expect(html).toMatch(/<title>ପ୍ରିଭ୍ୟୁ — [^<{]+<\/title>/);
    const scriptSrc = asked.headers
      .get("content-security-policy")!
      .split("; ")
      .find((directive) => directive.startsWith("script-src"))!;
    for (const hash of inlineHashesOf(html).scripts) expect(scriptSrc).toContain(hash);

    const form = new FormData();
    form.set("content", JSON.stringify(content));
    form.set("path", "/or/careers");
    const posted = await fetch(`${first.url}/api/admin/content/preview`, {
      method: "POST",
      headers: { origin: first.url, cookie: admin },
      body: form,
    });
    expect(posted.status).toBe(200);
    expect(await posted.text()).toContain("<title>ପ୍ରିଭ୍ୟୁ — ");

    // Nothing was published.
    expect((await page(first, "/or/careers")).html).not.toContain("ପ୍ରିଭ୍ୟୁ");
    const versions = (await (
      await call(`${first.url}/api/admin/content/versions`, "GET", admin)
    ).json()) as { versions: { version: number }[] };
    expect(versions.versions[0]!.version).toBe(version);

    // Refused in words: a page that does not exist, a field that is wrong, no sign-in.
    const nowhere = await call(`${first.url}/api/admin/content/preview`, "POST", admin, {
      content,
      path: "/etc/passwd",
    });
    expect(nowhere.status).toBe(400);
    content.texts.en.careers.meta.title = "<script>alert(1)</script>";
    const wrong = await call(`${first.url}/api/admin/content/preview`, "POST", admin, {
      content,
      path: "/careers",
    });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { fieldErrors: object }).fieldErrors).toHaveProperty([
      "texts.en.careers.meta.title",
    ]);
    form.set("content", JSON.stringify(content));
    const wrongForm = await fetch(`${first.url}/api/admin/content/preview`, {
      method: "POST",
      headers: { origin: first.url, cookie: admin },
      body: form,
    });
    expect(wrongForm.status).toBe(400);
    expect(await wrongForm.text()).toContain("texts.en.careers.meta.title");
    const anonymous = await call(`${first.url}/api/admin/content/preview`, "POST", "", {
      content,
      path: "/careers",
    });
    expect(anonymous.status).toBe(401);
  });

  it("shows a slide's uploaded photo on the other's home pages within 5 s, and refuses an unknown one", async () => {
    const photo = await sharp({
      create: { width: 1600, height: 900, channels: 3, background: { r: 20, g: 110, b: 140 } },
    })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.set("file", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "warehouse.jpg");
    const uploaded = await fetch(`${first.url}/api/admin/content/images`, {
      method: "POST",
      headers: { origin: first.url, cookie: admin },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const { id } = (await uploaded.json()) as { id: string };

    const live = (await (await call(`${first.url}/api/admin/content`, "GET", admin)).json()) as {
      version: number;
      content: ContentDocument;
    };
    const unknown = structuredClone(live.content);
    unknown.slides[1] = { photo: "0".repeat(64) };
    const refused = await call(`${first.url}/api/admin/content`, "PUT", admin, {
      baseVersion: live.version,
      content: unknown,
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { fieldErrors: object }).fieldErrors).toEqual({
      "slides.1.photo": ["Not a photo uploaded here: upload it again."],
    });

    live.content.slides[0] = { photo: id };
    const published = await call(`${first.url}/api/admin/content`, "PUT", admin, {
      baseVersion: live.version,
      content: live.content,
    });
    expect(published.status).toBe(200);
    const srcset = `/media/${id}-800.avif 800w`;
    expect(await untilShown(second, { "/": srcset, "/or/": srcset, "/hi/": srcset })).toBeLessThan(
      LIVE_WITHIN_MS,
    );
    const served = await fetch(`${second.url}/media/${id}-800.avif`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/avif");
  });

  it("links a new partner's card to the items of its alias on the other instance within 5 s", async () => {
    // A company of the live catalogue, which the new partner's alias names.
    const { db } = first.database;
    const [item] = await itemsOf(db, (await currentVersion(db))!.version);
    const alias = item!.manufacturer;
    const live = (await (await call(`${first.url}/api/admin/content`, "GET", admin)).json()) as {
      version: number;
      content: ContentDocument;
    };
    const partner = "Cuttack Biologics";
    live.content.partners = [
      ...live.content.partners.filter(({ name }) => name !== alias),
      { name: partner, specialties: ["Oncology"], aliases: [alias] },
    ];
    const published = await call(`${first.url}/api/admin/content`, "PUT", admin, {
      baseVersion: live.version,
      content: live.content,
    });
    expect(published.status).toBe(200);

    const started = performance.now();
    // Its card on the Products page, in every language, linked to its alias's items, and its
    // name among the search's companies.
    const link = (locale: Locale) =>
      `aria-label="${fill(texts[locale].products.partners.seeItemsOf, { company: partner })}"`;
    await untilShown(second, {
      "/products": link("en"),
      "/or/products": link("or"),
      "/hi/products": link("hi"),
    });
    const companies = await page(second, "/products");
    expect(companies.html).toContain(`<option value="${partner}">`);
    // The other instance's index knows the alias: the card links to the alias's items.
    let withItems: string[] = [];
    while (performance.now() - started < 10_000 && !withItems.includes(partner)) {
      withItems = (
        (await (await fetch(`${second.url}/api/catalogue/partners`)).json()) as {
          partners: string[];
        }
      ).partners;
    }
    expect(performance.now() - started).toBeLessThan(LIVE_WITHIN_MS);
    expect(withItems).toContain(partner);
    const found = (await (
      await fetch(
        `${second.url}/api/catalogue/search?${new URLSearchParams({ q: "", page: "1", manufacturer: partner })}`,
      )
    ).json()) as { total: number; items: { manufacturer: string }[] };
    expect(found.total).toBeGreaterThan(0);
    expect(new Set(found.items.map((item) => item.manufacturer))).toEqual(new Set([alias]));
  });

  it("keeps serving 404 pages with status 404 after a publish", async () => {
    const response = await fetch(`${second.url}/or/no-such-page`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('lang="or');
  });

  // Last: the instances stay behind the newer shape from here on.
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
    // An instance says so once, not at every look.
    const errors: unknown[] = [];
    const watch = watchContent(second.database.db, () => undefined, {
      error: (...args: unknown[]) => errors.push(args),
    } as unknown as Logger);
    for (let look = 0; look < 3; look++) await watch.refresh();
    expect(errors).toHaveLength(1);
    const told = await call(`${second.url}/api/admin/content`, "GET", admin);
    expect(told.status).toBe(503);
    expect(((await told.json()) as { error: string }).error).toContain("upgrade this instance");
    expect((await page(second, "/about")).html).toBe(before.html);
  });
});
