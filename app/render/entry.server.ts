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
import { renderServerPage } from "./server-pages";
import type { ServerPageRequest } from "#shared/server-pages.ts";

export { contentToShow, seedContent } from "./content";
export { chatTextsFiles } from "./chat-texts";
export { islandNames } from "./island";
export { renderPage, renderSite, type IslandAssets, type SiteAssets } from "./render-site";

/** A content document to render, and what its pages show with it. */
type ContentToRender = {
  document: ContentDocument;
  /** Its version, which names the files made with the pages (a published one's number, or the seed's). */
  version: string;
  /** The uploaded photos the document shows, by id. */
  media?: ReadonlyMap<string, MediaImage>;
  /** What the Products page shows of the live catalogue (none for a build). */
  catalogue?: CatalogueFacts;
  assets: SiteAssets;
  readAsset: (href: string) => Uint8Array;
  /** The day the pages are for, India's `YYYY-MM-DD`: its notices show, its closure says so. */
  today: string;
};

const contentOf = ({
  document,
  version,
  today,
  media,
  catalogue,
}: Omit<ContentToRender, "readAsset">) =>
  contentToShow(document, { version, today }, media, catalogue);

/**
 * Every public page in every language from a content document, as a build or a server serves
 * them: the phone's priority image inlined (`readAsset` gives a built file by its URL).
 */
export function renderContent(options: ContentToRender & { staticMode: boolean }) {
  const { pages, files } = renderSite({
    content: contentOf(options),
    assets: options.assets,
    staticMode: options.staticMode,
  });
  for (const [pathname, body] of siteFiles(options.document.site, new Date()))
    files.set(pathname, body);
  for (const [pathname, html] of pages)
    pages.set(pathname, inlinePhonePriorityImage(html, pathname, options.readAsset));
  return { pages, files };
}

/**
 * One public page of a content document, as `renderContent` renders it: the editor's preview (its
 * chat fetches the texts of `version`, the one shown, as the draft has no files of its own).
 */
export function renderContentPage(options: ContentToRender & { pathname: string }) {
  const { pathname } = options;
  const html = renderPage(pathname, {
    content: contentOf(options),
    assets: options.assets,
    staticMode: false,
  });
  return inlinePhonePriorityImage(html, pathname, options.readAsset);
}

/**
 * A page the server writes per request (the order page without JavaScript…): `request` names
 * it and gives its data, rendered in the site's frame with the published content.
 */
export function renderContentServerPage(
  options: Omit<ContentToRender, "readAsset"> & { request: ServerPageRequest },
) {
  return renderServerPage(options.request, {
    content: shownContent(options),
    assets: options.assets,
  });
}

/**
 * The content the server's pages show, made again only when the document, its version or the day
 * changes: made per request, it was about a third of the time such a page took to write.
 */
let lastShown: { made: Omit<ContentToRender, "readAsset">; content: ReturnType<typeof contentOf> };
function shownContent(options: Omit<ContentToRender, "readAsset">) {
  const same = (["document", "version", "today", "media", "catalogue"] as const).every(
    (part) => lastShown?.made[part] === options[part],
  );
  if (!same) lastShown = { made: options, content: contentOf(options) };
  return lastShown.content;
}
