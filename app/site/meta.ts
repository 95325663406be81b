import type { CommonText } from "#shared/content/en/common.ts";
import type { Site } from "#shared/site-facts.ts";
import {
  htmlLang,
  type Locale,
  localeOfPath,
  localePath,
  locales,
  paths,
  socialImagePath,
} from "#shared/site-paths.ts";

/** The public pages, by their key in the paths registry. */
export type PageKey =
  | "home"
  | "about"
  | "products"
  | "contact"
  | "careers"
  | "privacy"
  | "notFound"
  | "contactSent"
  | "careersSent"
  | "account"
  | "accountRequest"
  | "accountRequestSent"
  | "accountPassword"
  | "accountForgot"
  | "accountForgotSent";

/** A page's own title and description, from its texts. */
export type PageMeta = { title: string; description: string };

/** Where the site is published: SITE_URL at build time, else the content's address. */
export const siteOrigin = (site: Pick<Site, "url">) =>
  (import.meta.env.VITE_SITE_URL || site.url).replace(/\/$/, "");
export const absoluteUrl = (site: Pick<Site, "url">, path: string) => `${siteOrigin(site)}${path}`;

/** Open Graph writes a locale with an underscore: en_IN. */
const ogLocale = (locale: Locale) => htmlLang[locale].replace("-", "_");

/**
 * One tag of a page's head: its title, a meta or link tag, or its structured data, as React
 * Router's `meta` returns them and the site's renderer (app/render/head.tsx) writes them.
 */
export type MetaDescriptor =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: "link"; rel: string; href: string; hrefLang?: string }
  | { "script:ld+json": object };

/**
 * What a page's tags depend on besides its own texts: its path, the frame's texts and the
 * business facts.
 */
export type PageHeadArgs = { pathname: string; common: CommonText | undefined; site: Site };

/**
 * A page's `meta`: title, description, canonical URL (its path in the site's registry, in the
 * page's language), the same page in every language (hreflang, with English as x-default),
 * Open Graph and Twitter cards, and the structured data that fits the page.
 */
export function metaFor(
  { pathname, common, site }: PageHeadArgs,
  page: PageKey,
  text: { meta: PageMeta; breadcrumb?: string } | undefined,
  options: { jsonLd?: object[]; noindex?: boolean } = {},
): MetaDescriptor[] {
  if (!text) return [];
  const locale = localeOfPath(pathname);
  const { title, description } = text.meta;
  const url = absoluteUrl(site, localePath(locale, paths[page]));
  const image = absoluteUrl(site, socialImagePath);
  const breadcrumb =
    text.breadcrumb && common
      ? {
          "@context": "https://schema.org",
          "@type": "BreadcrumbList",
          itemListElement: [
            {
              "@type": "ListItem",
              position: 1,
              name: common.nav.home,
              item: absoluteUrl(site, localePath(locale, paths.home)),
            },
            { "@type": "ListItem", position: 2, name: text.breadcrumb, item: url },
          ],
        }
      : undefined;
  const jsonLd = [...(breadcrumb ? [breadcrumb] : []), ...(options.jsonLd ?? [])];
  return [
    { title },
    { name: "description", content: description },
    ...(options.noindex
      ? [{ name: "robots", content: "noindex" }]
      : [{ tagName: "link" as const, rel: "canonical", href: url }]),
    ...locales.map((other) => ({
      tagName: "link" as const,
      rel: "alternate",
      hrefLang: htmlLang[other],
      href: absoluteUrl(site, localePath(other, paths[page])),
    })),
    {
      tagName: "link" as const,
      rel: "alternate",
      hrefLang: "x-default",
      href: absoluteUrl(site, paths[page]),
    },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:locale", content: ogLocale(locale) },
    ...locales
      .filter((other) => other !== locale)
      .map((other) => ({ property: "og:locale:alternate", content: ogLocale(other) })),
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:alt", content: `${site.name}: ${common?.tagline ?? site.tagline}` },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    ...jsonLd.map((data) => ({ "script:ld+json": data })),
  ];
}
