// The site's renderer: every public page in every language, as HTML, without React Router
// (docs/decisions/0022-public-pages-as-islands.md). Pure: content, assets and mode in, strings
// out. The build calls it (scripts/render-pages.ts); a server can call it as well.
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { staticMode as builtForStaticHosting } from "#app/site/static-mode.ts";
import type { Announcements } from "#shared/content/announcements.ts";
import type { SiteTexts } from "#shared/content/text.ts";
import type { Partner } from "#shared/content/partners.ts";
import type { CatalogueFacts } from "#shared/schemas/catalogue-items.ts";
import type { MediaPicture } from "#shared/media.ts";
import type { Site } from "#shared/site-facts.ts";
import { htmlLang, localeOfPath, paths, publicPaths, type Locale } from "#shared/site-paths.ts";
import { StaticAdminNotice } from "#app/site/static-admin-notice.tsx";
import { IslandRoot, type SiteFrame } from "#app/islands/root.tsx";
import { Document, type InlineScripts } from "./document";
import { IslandPlace, jsonData, type IslandMet, type IslandName } from "./island";
import { chatTextsFiles } from "./chat-texts";
import { frameData, type PageContext } from "./page-data";
import { pageKeyOf, pages, type RenderedPage } from "./pages";

/**
 * What the pages say: the texts of each language, the business facts, the day being rendered
 * (India's `YYYY-MM-DD`) and what the owner announces as each language shows it that day.
 */
export type SiteContent = {
  /** The content version: a published one's number, or the seed's label (the build's). */
  version: string;
  texts: Record<Locale, SiteTexts>;
  site: Site;
  /** Each slide's uploaded photo, or null where the slide shows the shipped artwork. */
  slidePhotos: (MediaPicture | null)[];
  /** The partner companies, in the order the Products page lists them. */
  partners: Partner[];
  /**
   * What the Products page shows of the live catalogue (its companies, which partners have
   * items, whether it has categories); unknown to a build, which has no catalogue.
   */
  catalogue?: CatalogueFacts;
  today: string;
  announcements: Record<Locale, Announcements>;
};

/** An island's browser entry (`data-src`) and the modules it imports (`data-preload`). */
export type IslandAssets = Record<IslandName, { src: string; preload: string[] }>;

export type SiteAssets = {
  /** The site's stylesheet, inlined into every page. */
  css: string;
  islands: IslandAssets;
  scripts: InlineScripts;
};

export type RenderedSite = {
  /** Each public path's HTML. */
  pages: Map<string, string>;
  /** Files the pages need besides themselves, by path: the chat's texts of this version. */
  files: Map<string, string>;
};

/** Every public page in every language. */
export function renderSite({
  content,
  assets,
  staticMode,
}: {
  content: SiteContent;
  assets: SiteAssets;
  /** For static hosting: the components read it at build time, so it must match this build. */
  staticMode: boolean;
}): RenderedSite {
  if (staticMode !== builtForStaticHosting)
    throw new Error(
      `This renderer was built ${builtForStaticHosting ? "with" : "without"} VITE_STATIC_MODE=1: it cannot render the ${staticMode ? "static" : "server"} build's pages`,
    );
  if (assets.css.includes("</style"))
    throw new Error("The stylesheet cannot be inlined: it holds </style");
  const rendered = new Map<string, string>();
  for (const pathname of publicPaths)
    rendered.set(pathname, renderPage(pathname, { content, assets, staticMode }));
  // A static host has no server, so no admin: its addresses say so.
  if (staticMode)
    for (const pathname of [paths.admin, paths.adminCards])
      rendered.set(pathname, staticAdminPage(assets.css));
  return { pages: rendered, files: chatTextsFiles(content) };
}

/** The static build's /admin and /admin-view: the admin needs the server. */
function staticAdminPage(css: string) {
  return `<!DOCTYPE html>${renderToString(
    <html lang={htmlLang.en}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>Admin</title>
        <style dangerouslySetInnerHTML={{ __html: css }} />
      </head>
      <body>
        <StaticAdminNotice />
      </body>
    </html>,
  )}`;
}

/** One public page, at its path in any language. */
export function renderPage(
  pathname: string,
  options: { content: SiteContent; assets: SiteAssets; staticMode: boolean },
) {
  return renderInFrame(pathname, options, (context) =>
    pages[pageKeyOf(pathname)](context, pathname),
  );
}

/**
 * A page at `pathname` in the site's frame (the Document, its header and footer in the path's
 * language, the owner's notices of the day): the public pages, and those the server writes.
 */
export function renderInFrame(
  pathname: string,
  {
    content,
    assets,
    staticMode,
  }: { content: SiteContent; assets: SiteAssets; staticMode: boolean },
  page: (context: PageContext) => RenderedPage,
) {
  const locale = localeOfPath(pathname);
  const announcements = content.announcements[locale];
  const context: PageContext = {
    locale,
    texts: content.texts[locale],
    site: content.site,
    slidePhotos: content.slidePhotos,
    partners: content.partners,
    catalogue: content.catalogue,
    announcements,
    contentVersion: content.version,
    staticMode,
  };
  const frame: SiteFrame = { ...frameData(context), pathname };
  const { head, content: main } = page(context);
  return renderWithIslands(
    <Document
      frame={frame}
      site={content.site}
      announcements={announcements}
      head={head}
      css={assets.css}
      scripts={assets.scripts}
    >
      {main}
    </Document>,
    frame,
    assets.islands,
  );
}

/** An island of the page being rendered, and its id: `<name><n>`, its `useId` prefix too. */
type IslandSlot = IslandMet & { id: string };

const islandSlotMarker = (id: string) => `<template data-island-slot="${id}"></template>`;

/**
 * A whole document in two passes. The first renders the page with a marker where each island
 * goes; the second renders each island alone, inside its root and with its own `useId` prefix,
 * as its browser root will hydrate it, then puts it in its container in place of the marker,
 * followed by its props.
 */
export function renderWithIslands(
  document: ReactElement,
  frame: SiteFrame,
  islandAssets: IslandAssets,
) {
  const slots: IslandSlot[] = [];
  const place = (island: IslandMet) => {
    const id = `${island.name}${slots.filter((slot) => slot.name === island.name).length}`;
    slots.push({ ...island, id });
    return <template data-island-slot={id} />;
  };
  let html = renderOrExplain(
    () => renderToString(<IslandPlace value={place}>{document}</IslandPlace>),
    frame.pathname,
  );
  for (const slot of slots) {
    const marker = islandSlotMarker(slot.id);
    if (!html.includes(marker))
      throw new Error(`${frame.pathname}: no place for island ${slot.id}`);
    html = html.replace(marker, () => islandHtml(slot, frame, islandAssets));
  }
  return `<!DOCTYPE html>${html}`;
}

function islandHtml(slot: IslandSlot, frame: SiteFrame, islandAssets: IslandAssets) {
  const entry = islandAssets[slot.name];
  if (!entry) throw new Error(`No browser entry for the island ${slot.name}`);
  const inner = renderOrExplain(
    () =>
      renderToString(<IslandRoot frame={frame}>{slot.element}</IslandRoot>, {
        identifierPrefix: `${slot.id}-`,
      }),
    `${frame.pathname}, island ${slot.id}`,
  );
  return (
    `<div class="contents" data-island="${slot.name}" data-island-id="${slot.id}"` +
    ` data-when="${slot.when}"${slot.sooner ? ` data-when-${slot.sooner}="load"` : ""}` +
    ` data-src="${escapeAttribute(entry.src)}"` +
    ` data-preload="${escapeAttribute(JSON.stringify(entry.preload))}">` +
    `${inner}</div>` +
    `<script type="application/json" data-island-props="${slot.id}">${jsonData(slot.props)}</script>`
  );
}

/**
 * A rendering whose failure names where it happened. React renders a part that throws outside
 * a Suspense boundary as nothing and throws; inside one, it leaves the boundary for the browser
 * to render (`<!--$!-->`): a page shipped so would show an empty box, so that is a failure too.
 */
function renderOrExplain(render: () => string, where: string) {
  let html: string;
  try {
    html = render();
  } catch (error) {
    throw new Error(
      `${where} failed to render: ${error instanceof Error ? error.message : error}`,
      {
        cause: error,
      },
    );
  }
  if (html.includes("<!--$!-->"))
    throw new Error(`${where} failed to render: a part of it was left to the browser`);
  return html;
}

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");
