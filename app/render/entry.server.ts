// The site renderer's bundle (vite.islands.config.ts): what the build (scripts/render-pages.ts)
// and the server (server/content/site-pages.server.ts) call to render the public pages from the
// owner's content.
import { seedDocument, textsToShow, type ContentDocument } from "#shared/content/document.ts";
import { mediaPicture, type MediaImage } from "#shared/media.ts";
import { inlinePhonePriorityImage } from "./priority-image";
import { siteFiles } from "./site-files";
import { renderPage, renderSite, type SiteAssets, type SiteContent } from "./render-site";

export { islandNames } from "./island";
export { renderPage, renderSite, type IslandAssets, type SiteAssets } from "./render-site";

/**
 * What the pages show of a content document: its facts, and its texts with every empty
 * translation filled in English.
 */
export const contentToShow = (
  document: ContentDocument,
  media: ReadonlyMap<string, MediaImage> = new Map(),
): SiteContent => ({
  texts: textsToShow(document),
  site: document.site,
  slidePhotos: document.slides.map(({ photo }) => {
    const image = photo && media.get(photo);
    return image ? mediaPicture(image) : null;
  }),
});

/** The content the site ships with: the repository's content modules. */
export const seedContent = (): SiteContent => contentToShow(seedDocument());

/**
 * Every public page in every language from a content document, as a build or a server serves
 * them: the phone's priority image inlined (`readAsset` gives a built file by its URL).
 */
export function renderContent({
  document,
  media,
  assets,
  staticMode,
  readAsset,
}: {
  document: ContentDocument;
  /** The uploaded photos the document shows, by id. */
  media?: ReadonlyMap<string, MediaImage>;
  assets: SiteAssets;
  staticMode: boolean;
  readAsset: (href: string) => Uint8Array;
}) {
  const { pages, files } = renderSite({
    content: contentToShow(document, media),
    assets,
    staticMode,
  });
  for (const [pathname, body] of siteFiles(document.site, new Date())) files.set(pathname, body);
  for (const [pathname, html] of pages)
    pages.set(pathname, inlinePhonePriorityImage(html, pathname, readAsset));
  return { pages, files };
}

/** One public page of a content document, as `renderContent` renders it: the editor's preview. */
export function renderContentPage({
  document,
  media,
  pathname,
  assets,
  readAsset,
}: {
  document: ContentDocument;
  media?: ReadonlyMap<string, MediaImage>;
  pathname: string;
  assets: SiteAssets;
  readAsset: (href: string) => Uint8Array;
}) {
  const html = renderPage(pathname, {
    content: contentToShow(document, media),
    assets,
    staticMode: false,
  });
  return inlinePhonePriorityImage(html, pathname, readAsset);
}
