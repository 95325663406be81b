import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/** build/, or build-static/ for `npm run build:static` (VITE_STATIC_MODE=1). */
export const buildDir = path.resolve(
  process.env.VITE_STATIC_MODE === "1" ? "build-static" : "build",
);
export const stampFile = path.join(buildDir, ".source-time");

const inputs = [
  "app",
  "art",
  "scripts",
  // The static build's product list is set by the catalogue's reader and PDF renderer.
  "server/catalogue",
  "react-router.config.ts",
  "vite.config.ts",
  "package-lock.json",
];

/** The newest modification time among the files a build is made from. */
export function newestSourceTime(): number {
  let newest = 0;
  for (const input of inputs) {
    if (!existsSync(input)) continue;
    const stat = statSync(input);
    if (stat.isFile()) newest = Math.max(newest, stat.mtimeMs);
    else
      for (const entry of readdirSync(input, { recursive: true, withFileTypes: true }))
        if (entry.isFile())
          newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return Math.floor(newest);
}

/**
 * The static build's product list is made from the shipped sample list and dated with that
 * file's last change. Vite bakes the date into the pages (the link's download name) and
 * build-assets prints it on the PDF: both read it here, so they cannot disagree.
 */
export const sampleCatalogueDate = () => statSync("app/content/sample-catalogue.csv").mtime;

/** True when there is a build and nothing it was made from has changed since. */
export function buildIsCurrent(): boolean {
  return existsSync(stampFile) && Number(readFileSync(stampFile, "utf8")) >= newestSourceTime();
}
