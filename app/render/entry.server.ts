// The site renderer's bundle (vite.islands.config.ts): what a build step, or a server, needs to
// render the public pages.
import { texts } from "#shared/content/text.ts";
import type { SiteContent } from "./render-site";

export { islandNames } from "./island";
export { renderPage, renderSite, type IslandAssets, type SiteAssets } from "./render-site";

/** The content the site ships with: today's texts modules. */
export const seedContent = (): SiteContent => ({ texts });
