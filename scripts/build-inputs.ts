import { statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildState } from "#server/build-stamp.server.ts";

const projectRoot = fileURLToPath(new URL("..", import.meta.url));

/** build/, or build-static/ for `npm run build:static` (VITE_STATIC_MODE=1). */
export const buildDir = path.join(
  projectRoot,
  process.env.VITE_STATIC_MODE === "1" ? "build-static" : "build",
);

/**
 * The static build's product list is made from the shipped sample list and dated with that
 * file's last change. Vite bakes the date into the pages (the link's download name) and
 * build-assets prints it on the PDF: both read it here, so they cannot disagree.
 */
export const sampleCatalogueDate = () =>
  statSync(path.join(projectRoot, "shared/content/sample-catalogue.csv")).mtime;

/** True when there is a build and it was made from the sources as they are now. */
export const buildIsCurrent = (dir = buildDir) => buildState(dir) === "current";

/** What Vite writes into every bundle of the site, the same in each of its builds. */
export const siteDefines = () => ({
  // The year the pages were pre-rendered, so hydration matches before showing the visitor's year.
  "import.meta.env.VITE_BUILD_YEAR": JSON.stringify(String(new Date().getFullYear())),
  // Canonical URLs, the sitemap and social cards: SITE_URL when given, else the content.
  "import.meta.env.VITE_SITE_URL": JSON.stringify(process.env.SITE_URL ?? ""),
  // The date of the product list the static build ships, for its link's download name.
  "import.meta.env.VITE_PRODUCT_LIST_DATE": JSON.stringify(sampleCatalogueDate().toISOString()),
});

/**
 * Artwork (SVG) and owner photos (JPEG/PNG) imported with width directives become hashed,
 * responsive AVIF and WebP files with their intrinsic sizes (vite-imagetools, sharp under the
 * hood).
 */
export const pictureImports = /^[^?]+\.(svg|jpe?g|png|webp)\?(.*&)?w=/;
