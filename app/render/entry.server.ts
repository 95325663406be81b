// The site renderer's bundle (vite.islands.config.ts): what the build (scripts/render-pages.ts)
// and the server (server/content/site-pages.server.ts) call to render the public pages from the
// owner's content.
import type { ContentDocument } from "#shared/content/document.ts";
import type { MediaImage } from "#shared/media.ts";
import type { CatalogueFacts } from "#shared/schemas/catalogue-items.ts";
import { contentToShow } from "./content";
import { inlinePhonePriorityImage } from "./priority-image";
import { siteFiles } from "./site-files";
import { renderPage, renderSite, type SiteAssets } from "./render-site";

export { contentToShow, seedContent } from "./content";
export { chatTextsFiles } from "./chat-texts";
export { islandNames } from "./island";
export { renderPage, renderSite, type IslandAssets, type SiteAssets } from "./render-site";

/**
 * Every public page in every language from a content document, as a build or a server serves
 * them: the phone's priority image inlined (`readAsset` gives a built file by its URL).
 */
export function renderContent({
  document,
  version,
  media,
  catalogue,
  assets,
  staticMode,
  readAsset,
  today,
}: {
  document: ContentDocument;
  /** Its version, which names the files made with the pages (a published one's number, or the seed's). */
  version: string;
  /** The uploaded photos the document shows, by id. */
  media?: ReadonlyMap<string, MediaImage>;
  /** What the Products page shows of the live catalogue (none for a build). */
  catalogue?: CatalogueFacts;
  assets: SiteAssets;
  staticMode: boolean;
  readAsset: (href: string) => Uint8Array;
  /** The day the pages are for, India's `YYYY-MM-DD`: its notices show, its closure says so. */
  today: string;
}) {
  const { pages, files } = renderSite({
    content: contentToShow(document, { version, today }, media, catalogue),
    assets,
    staticMode,
  });
  for (const [pathname, body] of siteFiles(document.site, new Date())) files.set(pathname, body);
  for (const [pathname, html] of pages)
    pages.set(pathname, inlinePhonePriorityImage(html, pathname, readAsset));
  return { pages, files };
}

/**
 * One public page of a content document, as `renderContent` renders it: the editor's preview (its
 * chat fetches the texts of `version`, the one shown, as the draft has no files of its own).
 */
export function renderContentPage({
  document,
  version,
  media,
  catalogue,
  pathname,
  assets,
  readAsset,
  today,
}: {
  document: ContentDocument;
  version: string;
  media?: ReadonlyMap<string, MediaImage>;
  catalogue?: CatalogueFacts;
  pathname: string;
  assets: SiteAssets;
  readAsset: (href: string) => Uint8Array;
  today: string;
}) {
  const html = renderPage(pathname, {
    content: contentToShow(document, { version, today }, media, catalogue),
    assets,
    staticMode: false,
  });
  return inlinePhonePriorityImage(html, pathname, readAsset);
}
