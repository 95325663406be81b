import { site } from "#shared/content/site.ts";
import { registrationDetails } from "#shared/site-facts.ts";
import { texts } from "#shared/content/text.ts";
import { localePath, locales } from "#shared/site-paths.ts";
import { englishPageMeta as pageMeta, expect, test } from "./fixtures";

const origin = site.url;
const routes = [
  { path: "/", key: "home" },
  { path: "/about", key: "about" },
  { path: "/products", key: "products" },
  { path: "/contact", key: "contact" },
  { path: "/careers", key: "careers" },
  { path: "/privacy", key: "privacy" },
] as const;

const unescapeHtml = (text: string) =>
  text
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
const attr = (html: string, pattern: RegExp) => {
  const value = pattern.exec(html)?.[1];
  return value === undefined ? undefined : unescapeHtml(value);
};
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );

for (const { path, key } of routes) {
  test(`${path} has its own title, description, canonical URL and social cards`, async ({
    request,
  }) => {
    const html = await (await request.get(path)).text();
    const { title, description } = pageMeta[key];
    const url = `${origin}${path}`;
    expect(attr(html, /<title>([^<]*)<\/title>/)).toBe(title);
    expect(attr(html, /<meta name="description" content="([^"]*)"/)).toBe(description);
    expect(attr(html, /<link rel="canonical" href="([^"]*)"/)).toBe(url);
    expect(attr(html, /<meta property="og:title" content="([^"]*)"/)).toBe(title);
    expect(attr(html, /<meta property="og:description" content="([^"]*)"/)).toBe(description);
    expect(attr(html, /<meta property="og:url" content="([^"]*)"/)).toBe(url);
    expect(attr(html, /<meta property="og:image" content="([^"]*)"/)).toBe(
      `${origin}/og-image.png`,
    );
    expect(attr(html, /<meta name="twitter:card" content="([^"]*)"/)).toBe("summary_large_image");
    expect(html).not.toContain('name="robots" content="noindex');
    const breadcrumb = jsonLd(html).find((data) => data["@type"] === "BreadcrumbList");
    if (path === "/") expect(breadcrumb).toBeUndefined();
    else
      expect(breadcrumb).toMatchObject({
        itemListElement: [
          { position: 1, item: `${origin}/` },
          { position: 2, item: url },
        ],
      });
  });
}

test("titles and descriptions differ from page to page", () => {
  const titles = new Set(routes.map((r) => pageMeta[r.key].title));
  const descriptions = new Set(routes.map((r) => pageMeta[r.key].description));
  expect(titles.size).toBe(routes.length);
  expect(descriptions.size).toBe(routes.length);
});

test("the home page describes the company as an Organization and WholesaleStore", async ({
  request,
}) => {
  const html = await (await request.get("/")).text();
  const company = jsonLd(html).find((data) => Array.isArray(data["@type"]));
  expect(company?.["@type"]).toEqual(["Organization", "WholesaleStore"]);
  expect(company).toMatchObject({
    "@context": "https://schema.org",
    name: site.name,
    url: `${origin}/`,
    email: site.email,
    telephone: site.phones[0].replace(/\s/g, ""),
    address: {
      "@type": "PostalAddress",
      addressLocality: "Cuttack",
      addressRegion: "Odisha",
      addressCountry: "IN",
      postalCode: site.address.postalCode,
    },
    geo: { "@type": "GeoCoordinates", latitude: site.geo.latitude, longitude: site.geo.longitude },
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
        opens: "10:00",
        closes: "21:00",
      },
    ],
  });
  expect((company?.areaServed as unknown[]).length).toBeGreaterThan(0);
});

test("the registered name, GSTIN and drug licences are in the footer, on About and in the structured data", async ({
  page,
  request,
}) => {
  const { registration } = site;
  const details = registrationDetails(site, texts.en.common.registration);
  expect(details.map((detail) => detail.value)).toEqual([
    registration.registeredName,
    registration.gstin,
    ...registration.drugLicences.map((licence) => licence.number),
  ]);
  await page.goto("/about");
  const box = page.getByRole("region", { name: "Licences and registration" });
  const footer = page.getByRole("contentinfo");
  for (const { label, value } of details) {
    await expect(box.getByRole("definition").filter({ hasText: value })).toBeVisible();
    await expect(box.getByRole("term").filter({ hasText: label })).toBeVisible();
    await expect(footer.getByRole("definition").filter({ hasText: value })).toBeVisible();
  }
  await expect(box).toContainText(registration.licensingAuthority);

  const html = await (await request.get("/")).text();
  const company = jsonLd(html).find((data) => Array.isArray(data["@type"]));
  expect(company).toMatchObject({
    legalName: registration.registeredName,
    taxID: registration.gstin,
    vatID: registration.gstin,
  });
  for (const licence of registration.drugLicences) {
    expect(company?.hasCredential).toContainEqual(
      expect.objectContaining({
        credentialCategory: "license",
        identifier: licence.number,
        recognizedBy: expect.objectContaining({ name: registration.licensingAuthority }),
      }),
    );
  }
});

test("the About page carries its FAQ as FAQPage structured data", async ({ request }) => {
  const html = await (await request.get("/about")).text();
  const page = jsonLd(html).find((data) => data["@type"] === "FAQPage");
  expect(page?.mainEntity).toEqual(
    texts.en.about.faq.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  );
});

test("the sitemap lists the public pages and nothing private", async ({ request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.headers()["content-type"]).toContain("application/xml");
  const xml = await response.text();
  const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(locations).toEqual(
    locales.flatMap((locale) => routes.map((r) => `${origin}${localePath(locale, r.path)}`)),
  );
  expect(xml).not.toMatch(/admin|thank-you|404/);
  // Each page names its translations and English as the default.
  const about = /<url>\s*<loc>[^<]*\/or\/about<\/loc>[\s\S]*?<\/url>/.exec(xml)![0];
  expect(
    [...about.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
      (m) => [m[1], m[2]],
    ),
  ).toEqual([
    ["en-IN", `${origin}/about`],
    ["or-IN", `${origin}/or/about`],
    ["hi-IN", `${origin}/hi/about`],
    ["x-default", `${origin}/about`],
  ]);
});

test("robots.txt keeps crawlers out of the admin and points to the sitemap", async ({
  request,
}) => {
  const text = await (await request.get("/robots.txt")).text();
  expect(text).toMatch(/^User-agent: \*$/m);
  expect(text).toMatch(/^Disallow: \/admin$/m);
  expect(text).toMatch(/^Disallow: \/admin-view$/m);
  expect(text).toMatch(/^Disallow: \/api\/$/m);
  expect(text).toContain(`Sitemap: ${origin}/sitemap.xml`);
});

test("security.txt says where to report a security problem", async ({ request }) => {
  const text = await (await request.get("/.well-known/security.txt")).text();
  expect(text).toContain(`Contact: mailto:${site.grievanceOfficer.email}`);
  expect(new Date(/^Expires: (.+)$/m.exec(text)![1]!).getTime()).toBeGreaterThan(Date.now());
});

test("admin pages and thank-you pages are not indexed", async ({ page, request }) => {
  const shell = await request.get("/admin/login");
  expect(shell.headers()["x-robots-tag"]).toBe("noindex");
  await page.goto("/admin/login");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  const thanks = await (await request.get("/contact/thank-you")).text();
  expect(thanks).toContain('<meta name="robots" content="noindex"/>');
});

test("favicon, apple-touch icon, social image and web manifest are served", async ({ request }) => {
  const favicon = await request.get("/favicon.ico");
  expect(favicon.headers()["content-type"]).toBe("image/x-icon");
  const touch = await request.get("/apple-touch-icon.png");
  expect(touch.headers()["content-type"]).toBe("image/png");
  const social = await request.get("/og-image.png");
  expect((await social.body()).readUInt32BE(16)).toBe(1200);
  expect((await social.body()).readUInt32BE(20)).toBe(630);
  const manifest = (await (await request.get("/manifest.webmanifest")).json()) as {
    name: string;
    icons: { src: string }[];
  };
  expect(manifest.name).toBe(site.name);
  for (const icon of manifest.icons) expect((await request.get(icon.src)).status()).toBe(200);
  const html = await (await request.get("/")).text();
  expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest"/>');
});

test.describe("serving", () => {
  test("pages are pre-compressed with brotli or gzip and revalidated with their ETag (304)", async ({
    request,
  }) => {
    const br = await request.get("/about", { headers: { "accept-encoding": "br" } });
    expect(br.headers()["content-encoding"]).toBe("br");
    expect(br.headers()["vary"]).toBe("Accept-Encoding");
    expect(br.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");
    const etag = br.headers()["etag"]!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const gzip = await request.get("/about", { headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers()["content-encoding"]).toBe("gzip");
    const again = await request.get("/about", { headers: { "if-none-match": etag } });
    expect(again.status()).toBe(304);
    expect(await again.body()).toHaveLength(0);
    const changed = await request.get("/about", {
      headers: { "if-none-match": '"something-else"' },
    });
    expect(changed.status()).toBe(200);
  });

  test("hashed assets are cached for a year, immutable; the connection is kept alive", async ({
    request,
  }) => {
    const html = await (await request.get("/")).text();
    // React, which every island shares (small entries are not compressed).
    const script = /(\/assets\/react-[^"&]+\.js)/.exec(html)![1]!;
    // The public pages carry the stylesheet inline; the admin's page links it.
    const admin = await (await request.get("/admin/login")).text();
    const stylesheet = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/.exec(admin)![1]!;
    const image = /<img src="(\/assets\/slide-1-[^"]+)"/.exec(html)![1]!;
    for (const asset of [script, stylesheet, image]) {
      const response = await request.get(asset, { headers: { "accept-encoding": "br, gzip" } });
      expect(response.headers()["cache-control"], asset).toBe(
        "public, max-age=31536000, immutable",
      );
    }
    const js = await request.get(script, { headers: { "accept-encoding": "br" } });
    expect(js.headers()["content-encoding"]).toBe("br");
    expect(js.headers()["connection"] ?? "keep-alive").toBe("keep-alive");
  });

  test("pages paint from HTML and CSS alone: no script is loaded or preloaded ahead of them", async ({
    request,
  }) => {
    for (const path of ["/", "/contact"]) {
      const html = await (await request.get(path)).text();
      expect(html, path).not.toContain('rel="modulepreload"');
      expect(html, path).not.toMatch(/<script[^>]* src=/);
      // Their islands' scripts are named for the island runtime to fetch when needed.
      expect(html, path).toMatch(
        /<div class="contents" data-island="chat"[^>]* data-src="\/assets\//,
      );
    }
  });

  test("the hero's first image is responsive AVIF/WebP with width, height, srcset and sizes", async ({
    request,
  }) => {
    const html = await (await request.get("/")).text();
    const picture = /<picture>([\s\S]*?)<\/picture>/.exec(html)![1]!;
    expect(picture).toMatch(
      /<source type="image\/avif" srcSet="[^"]+ 480w, [^"]+ 800w, [^"]+ 1200w, [^"]+ 1600w" sizes="100vw"/,
    );
    expect(picture).toMatch(/<source type="image\/webp" srcSet="[^"]+"/);
    expect(picture).toMatch(
      /<img src="[^"]+" width="1600" height="900"[^>]*loading="eager"[^>]*fetchPriority="high"/,
    );
  });
});
