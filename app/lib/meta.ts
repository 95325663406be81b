import type { MetaDescriptor } from "react-router";
import { pageMeta } from "#app/content/pages.ts";
import { site } from "#app/content/site.ts";
import { paths } from "#app/site-paths.ts";

type PageKey = keyof typeof pageMeta;

/** Where the site is published: SITE_URL at build time, else the content's address. */
export const siteOrigin = (import.meta.env.VITE_SITE_URL || site.url).replace(/\/$/, "");
export const absoluteUrl = (path: string) => `${siteOrigin}${path}`;
export const socialImagePath = "/og-image.png";

/** The pages with a breadcrumb trail (Home › page), and the page's name in it. */
const breadcrumbNames: Partial<Record<PageKey, string>> = {
  about: "About",
  products: "Products",
  contact: "Contact",
  careers: "Careers",
  privacy: "Privacy Policy",
};

function breadcrumbJsonLd(page: PageKey) {
  const name = breadcrumbNames[page];
  if (!name) return undefined;
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [
      { "@type": "ListItem", position: 1, name: "Home", item: absoluteUrl(paths.home) },
      { "@type": "ListItem", position: 2, name, item: absoluteUrl(paths[page]) },
    ],
  };
}

/**
 * A page's `meta`: title, description, canonical URL (its path in the site's registry), Open
 * Graph and Twitter cards, and the structured data that fits the page.
 */
export function metaFor(page: PageKey, extraJsonLd: object[] = []): MetaDescriptor[] {
  const { title, description } = pageMeta[page];
  const url = absoluteUrl(paths[page]);
  const image = absoluteUrl(socialImagePath);
  const breadcrumb = breadcrumbJsonLd(page);
  const jsonLd = [...(breadcrumb ? [breadcrumb] : []), ...extraJsonLd];
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:locale", content: "en_IN" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:alt", content: `${site.name}: ${site.tagline}` },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    ...jsonLd.map((data) => ({ "script:ld+json": data })),
  ];
}

/** For pages that must not be indexed (thank-you pages, 404). */
export function noindexMetaFor(page: PageKey): MetaDescriptor[] {
  return [
    ...metaFor(page).filter((m) => !("tagName" in m)),
    { name: "robots", content: "noindex" },
  ];
}
