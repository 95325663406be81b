// Files for search engines, phones and social networks, made from the content at build time.
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import type { CspHashes } from "#server/http/security-headers.server.ts";
import { urlPathFor } from "#server/http/static-files.server.ts";
import { site } from "#shared/content/site.ts";
import {
  htmlLang,
  indexablePaths,
  localePath,
  locales,
  paths,
  speculationRulesPath,
} from "#shared/site-paths.ts";

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

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

/**
 * The SHA-256 hashes of every inline script and style in each pre-rendered page, for a
 * Content-Security-Policy that allows exactly those (no 'unsafe-inline').
 * JSON blocks (JSON-LD, the islands' props, the page's frame) are data, not scripts, so they need
 * none.
 */
export function inlineCspHashes(clientDir: string) {
  const hashes: Record<string, CspHashes> = {};
  for (const entry of readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".html")) continue;
    const file = path.join(entry.parentPath, entry.name);
    const html = readFileSync(file, "utf8");
    const scripts = new Set<string>();
    for (const match of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
      if (/type="application\/(ld\+)?json"/.test(match[1] ?? "") || !match[2]) continue;
      scripts.add(sha256(match[2]));
    }
    const styles = new Set(
      [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => sha256(m[1]!)),
    );
    hashes[urlPathFor(path.relative(clientDir, file))] = {
      scripts: [...scripts],
      styles: [...styles],
    };
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

/**
 * The browser prerenders a public page a visitor is about to open (on a hover, or a touch that
 * starts), so that leaving a page by a plain link feels instant. Never a page that holds a
 * session's data or acts: the admin, a customer's pages, the API, the server's search results,
 * the product list download, or a link marked so.
 */
export function speculationRules() {
  const inEveryLanguage = (path: string) => locales.map((locale) => localePath(locale, path));
  const never = [
    paths.admin,
    `${paths.admin}/*`,
    paths.adminCards,
    ...inEveryLanguage(paths.account),
    ...inEveryLanguage(`${paths.account}/*`),
    ...inEveryLanguage(paths.productSearch),
    "/api/*",
    "/items.pdf",
  ];
  return {
    prerender: [
      {
        source: "document",
        eagerness: "moderate",
        where: {
          and: [
            { href_matches: "/*" },
            { not: { href_matches: never } },
            { not: { selector_matches: "[download], [target=_blank], [data-no-prerender]" } },
          ],
        },
      },
    ],
  };
}

export function writeSiteFiles(clientDir: string, buildDir: string) {
  const today = new Date().toISOString().slice(0, 10);
  mkdirSync(path.join(clientDir, ".well-known"), { recursive: true });
  writeFileSync(path.join(clientDir, ".well-known", "security.txt"), securityTxt(new Date()));
  writeFileSync(path.join(clientDir, "sitemap.xml"), sitemapXml(today));
  writeFileSync(path.join(clientDir, "robots.txt"), robotsTxt());
  writeFileSync(path.join(clientDir, "manifest.webmanifest"), webManifest());
  writeFileSync(
    path.join(clientDir, speculationRulesPath.slice(1)),
    JSON.stringify(speculationRules()),
  );
  writeFileSync(
    path.join(buildDir, "csp-hashes.json"),
    JSON.stringify(inlineCspHashes(clientDir), null, 2),
  );
}
