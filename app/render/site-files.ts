// Files for search engines and phones, made from the content with the pages (by the build, and by
// the server at each published version): the sitemap, robots.txt, the web manifest and
// security.txt. The social card is a picture: the server's sharp makes it
// (server/content/social-card.server.ts).
import type { Site } from "#shared/site-facts.ts";
import { htmlLang, indexablePaths, localePath, locales, paths } from "#shared/site-paths.ts";
import { siteOrigin } from "#app/site/meta.ts";

/**
 * Every indexable page in every language, each naming all its translations (and English as
 * x-default), as search engines read language versions from a sitemap.
 */
export function sitemapXml(origin: string, date: string) {
  const urls = locales
    .flatMap((locale) => indexablePaths.map((path) => ({ locale, path })))
    .map(({ locale, path }) => {
      const alternates = [
        ...locales.map((other) => ({ lang: htmlLang[other], href: localePath(other, path) })),
        { lang: "x-default", href: path },
      ]
        .map(
          ({ lang, href }) =>
            `    <xhtml:link rel="alternate" hreflang="${lang}" href="${origin}${href}"/>`,
        )
        .join("\n");
      return `  <url>\n    <loc>${origin}${localePath(locale, path)}</loc>\n    <lastmod>${date}</lastmod>\n${alternates}\n  </url>`;
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(origin: string) {
  return [
    "User-agent: *",
    "Allow: /",
    `Disallow: ${paths.admin}`,
    `Disallow: ${paths.adminCards}`,
    "Disallow: /api/",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}

export function webManifest(site: Pick<Site, "name" | "shortName" | "description">) {
  return JSON.stringify(
    {
      name: site.name,
      short_name: site.shortName,
      description: site.description,
      lang: "en-IN",
      start_url: "/",
      scope: "/",
      display: "browser",
      background_color: "#f4f8fa",
      theme_color: "#0b5e7a",
      icons: [
        { src: "/apple-touch-icon.png", sizes: "180x180", type: "image/png" },
        { src: "/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any maskable" },
      ],
    },
    null,
    2,
  );
}

/** RFC 9116: where to report a security problem (the grievance officer's address). */
export function securityTxt(site: Pick<Site, "grievanceOfficer">, origin: string, now: Date) {
  const expires = new Date(now.getTime() + 365 * 86_400_000).toISOString();
  return [
    `Contact: mailto:${site.grievanceOfficer.email}`,
    `Expires: ${expires}`,
    "Preferred-Languages: en, hi, or",
    `Canonical: ${origin}/.well-known/security.txt`,
    "",
  ].join("\n");
}

/** The files of `site`'s facts, by URL path, as of `now`. */
export function siteFiles(site: Site, now: Date) {
  const origin = siteOrigin(site);
  return new Map([
    ["/sitemap.xml", sitemapXml(origin, now.toISOString().slice(0, 10))],
    ["/robots.txt", robotsTxt(origin)],
    ["/manifest.webmanifest", webManifest(site)],
    ["/.well-known/security.txt", securityTxt(site, origin, now)],
  ]);
}
