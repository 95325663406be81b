import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { indiaDay } from "#shared/content/announcements.ts";
import type { ContentDocument } from "#shared/content/document.ts";
import type { MediaImage } from "#shared/media.ts";
import type { CatalogueFacts } from "#shared/schemas/catalogue-items.ts";
import { socialImagePath } from "#shared/site-paths.ts";
import type { ServerPageRequest } from "#shared/server-pages.ts";
import { careersWithCategories } from "./careers-choice.server";
import { socialCard } from "./social-card.server";
import {
  contentTypeOf,
  HTML_TYPE,
  staticFile,
  urlPathFor,
  type StaticFile,
} from "#server/http/static-files.server.ts";

// The public pages, rendered by this server from the owner's published content (no build): the
// site renderer's bundle (build/render/, made by `npm run build`) and the assets it was built
// with (build/render/site-assets.json) turn a content document into every page's HTML, which
// replaces the pages served from memory.

/** What the server calls of the renderer's bundle (app/render/entry.server.ts). */
type Renderer = {
  renderContent(options: {
    document: ContentDocument;
    version: string;
    media: ReadonlyMap<string, MediaImage>;
    catalogue?: CatalogueFacts;
    assets: unknown;
    staticMode: false;
    readAsset: (href: string) => Uint8Array;
    today: string;
  }): { pages: Map<string, string>; files: Map<string, string> };
  renderContentPage(options: {
    document: ContentDocument;
    version: string;
    media: ReadonlyMap<string, MediaImage>;
    catalogue?: CatalogueFacts;
    pathname: string;
    assets: unknown;
    readAsset: (href: string) => Uint8Array;
    today: string;
  }): string;
  renderContentServerPage(options: {
    document: ContentDocument;
    version: string;
    assets: unknown;
    today: string;
    request: ServerPageRequest;
  }): string;
};

export type SitePages = Awaited<ReturnType<typeof loadSitePages>>;

/**
 * What the public pages show: a content version on a day (India's), with its photos, and what
 * the Products page shows of the live catalogue.
 */
export type ShownPages = {
  document: ContentDocument;
  version: string;
  media: ReadonlyMap<string, MediaImage>;
  today: string;
  catalogue: CatalogueFacts;
};

/** The headers of a file served at `urlPath` (its CSP hashes from its body, for a page). */
type HeadersFor = (urlPath: string, contentType: string, body: string) => Record<string, string>;

/** A text file ready to serve from memory, compressed once, here. */
function servedFile(urlPath: string, text: string, contentType: string, headersFor: HeadersFor) {
  const body = Buffer.from(text);
  // Compressed here, at each publish: quick settings (the build's are slower and ~5% smaller).
  const encodings = {
    brotli: brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 6,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip: gzipSync(body, { level: 6 }),
  };
  return staticFile(urlPath, body, contentType, encodings, (url, type) =>
    headersFor(url, type, text),
  );
}

/** Where a public page is served: where the build writes it (<pathname>/index.html). */
const pageUrlPath = (pathname: string) => urlPathFor(path.join(pathname.slice(1), "index.html"));
export type PreviewPage = (
  document: ContentDocument,
  pathname: string,
) => Promise<{ html: string; headers: Record<string, string> }>;

/**
 * The renderer of the build in `clientDir` (build/client), or undefined when that build has none
 * (a folder of files without a renderer: the pages it holds are served as they are). The tests'
 * servers, which serve no build, name the real build's renderer (`renderDir`) for the pages the
 * server writes.
 */
export async function loadSitePages(
  clientDir: string,
  renderDir = path.join(clientDir, "..", "render"),
) {
  const entry = path.join(renderDir, "entry.server.js");
  const assetsFile = path.join(renderDir, "site-assets.json");
  if (!existsSync(entry) || !existsSync(assetsFile)) return undefined;
  const renderer = (await import(pathToFileURL(entry).href)) as Renderer;
  const assets: unknown = JSON.parse(readFileSync(assetsFile, "utf8"));
  const read = new Map<string, Buffer>();
  /** A built asset ("/assets/…"), read once. */
  const readAsset = (href: string) => {
    let bytes = read.get(href);
    if (!bytes) read.set(href, (bytes = readFileSync(path.join(clientDir, href))));
    return bytes;
  };

  /**
   * Every public page of what is shown (`shown`) and the files made with them (sitemap,
   * manifest, the chat's texts…), ready to serve, by URL path.
   */
  function renderAll(shown: ShownPages, headersFor: HeadersFor): Map<string, StaticFile> {
    const { pages, files } = renderer.renderContent({
      ...shown,
      assets,
      staticMode: false,
      readAsset,
    });
    const served = new Map<string, StaticFile>();
    const serve = (urlPath: string, text: string, contentType: string) =>
      served.set(urlPath, servedFile(urlPath, text, contentType, headersFor));
    // Served where the build writes it (<pathname>/index.html): "/or/" is "/or".
    for (const [pathname, html] of pages) serve(pageUrlPath(pathname), html, HTML_TYPE);
    // Served for their address, path and query (see the site server's lookup).
    for (const [address, html] of careersWithCategories(pages)) serve(address, html, HTML_TYPE);
    for (const [urlPath, text] of files) serve(urlPath, text, contentTypeOf(urlPath));
    return served;
  }

  /**
   * Some public pages (`/or/products`…) of what is shown, ready to serve, by URL path: those a
   * change of the live catalogue changes.
   */
  function renderSome(shown: ShownPages, pathnames: string[], headersFor: HeadersFor) {
    return new Map(
      pathnames.map((pathname) => {
        const html = renderer.renderContentPage({ ...shown, pathname, assets, readAsset });
        const urlPath = pageUrlPath(pathname);
        return [urlPath, servedFile(urlPath, html, HTML_TYPE, headersFor)];
      }),
    );
  }

  /**
   * One public page (`/or/careers`) of `document`: a preview of it before it is published, as
   * it shows today in India (its chat answers as `version`, the one shown, does), with the live
   * catalogue's companies.
   */
  function renderOne(
    document: ContentDocument,
    version: string,
    media: ReadonlyMap<string, MediaImage>,
    pathname: string,
    catalogue?: CatalogueFacts,
  ) {
    return renderer.renderContentPage({
      document,
      version,
      media,
      catalogue,
      pathname,
      assets,
      readAsset,
      today: indiaDay(),
    });
  }

  const logoMark = path.join(renderDir, "logo-mark.svg");
  /** The social card of `document` (/og-image.png): its name, tagline, city and phone. */
  async function renderCard(document: ContentDocument, headers: Record<string, string>) {
    const png = await socialCard(document.site, readFileSync(logoMark));
    const file = staticFile(
      socialImagePath,
      png,
      contentTypeOf(socialImagePath),
      {},
      () => headers,
    );
    return { urlPath: socialImagePath, file };
  }

  /** A page the server writes per request (`request`), with what is shown today. */
  function renderServerPage(
    shown: { document: ContentDocument; version: string; today: string },
    request: ServerPageRequest,
  ) {
    return renderer.renderContentServerPage({ ...shown, assets, request });
  }

  return { renderAll, renderSome, renderOne, renderCard, renderServerPage };
}
