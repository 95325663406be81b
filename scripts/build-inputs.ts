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
