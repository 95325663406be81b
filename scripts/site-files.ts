// Files for search engines, phones and social networks, made from the content at build time.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { inlineHashesOf, type CspHashes } from "#server/http/security-headers.server.ts";
import { urlPathFor } from "#server/http/static-files.server.ts";
import { site } from "#shared/content/site.ts";
import { htmlLang, indexablePaths, localePath, locales, paths } from "#shared/site-paths.ts";

const origin = (process.env.SITE_URL || site.url).replace(/\/$/, "");

/**
 * Every indexable page in every language, each naming all its translations (and English as
 * x-default), as search engines read language versions from a sitemap.
 */
export function sitemapXml(date: string) {
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

export function robotsTxt() {
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

export function webManifest() {
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

const escapeXml = (text: string) => text.replace(/[<>&"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The 1200×630 card shown when a page is shared: logo, name, tagline, phone. */
export async function socialImage(logoMark: Buffer) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="#094a60"/>
  <rect y="600" width="1200" height="30" fill="#f2a541"/>
  <text x="80" y="330" font-family="sans-serif" font-size="56" font-weight="700" fill="#ffffff">${escapeXml(site.name)}</text>
  <text x="80" y="400" font-family="sans-serif" font-size="32" fill="#d5e9ef">${escapeXml(site.tagline)}</text>
  <text x="80" y="500" font-family="sans-serif" font-size="30" font-weight="700" fill="#f2a541">${escapeXml(`${site.address.city}, ${site.address.region} · ${site.phones[0]}`)}</text>
</svg>`;
  const logo = await sharp(logoMark, { density: 600 }).resize(140, 140).png().toBuffer();
  return sharp(Buffer.from(svg))
    .composite([{ input: logo, left: 80, top: 110 }])
    .png()
    .toBuffer();
}

/** Each pre-rendered page's inline-script and style hashes, by its URL path. */
export function inlineCspHashes(clientDir: string) {
  const hashes: Record<string, CspHashes> = {};
  for (const entry of readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".html")) continue;
    const file = path.join(entry.parentPath, entry.name);
    hashes[urlPathFor(path.relative(clientDir, file))] = inlineHashesOf(readFileSync(file, "utf8"));
  }
  return hashes;
}

/** RFC 9116: where to report a security problem. */
export function securityTxt(now: Date) {
  const expires = new Date(now.getTime() + 365 * 86_400_000).toISOString();
  return [
    `Contact: mailto:${site.grievanceOfficer.email}`,
    `Expires: ${expires}`,
    "Preferred-Languages: en, hi, or",
    `Canonical: ${origin}/.well-known/security.txt`,
    "",
  ].join("\n");
}

export function writeSiteFiles(clientDir: string, buildDir: string) {
  const today = new Date().toISOString().slice(0, 10);
  mkdirSync(path.join(clientDir, ".well-known"), { recursive: true });
  writeFileSync(path.join(clientDir, ".well-known", "security.txt"), securityTxt(new Date()));
  writeFileSync(path.join(clientDir, "sitemap.xml"), sitemapXml(today));
  writeFileSync(path.join(clientDir, "robots.txt"), robotsTxt());
  writeFileSync(path.join(clientDir, "manifest.webmanifest"), webManifest());
  writeFileSync(
    path.join(buildDir, "csp-hashes.json"),
    JSON.stringify(inlineCspHashes(clientDir), null, 2),
  );
}
