import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const projectRoot = fileURLToPath(new URL("..", import.meta.url));

/** build/, or build-static/ for `npm run build:static` (VITE_STATIC_MODE=1). */
export const buildDir = path.join(
  projectRoot,
  process.env.VITE_STATIC_MODE === "1" ? "build-static" : "build",
);
/** Written last by a build: what it was made from. */
const stampName = ".source-hash";
export const stampFile = path.join(buildDir, stampName);

const inputs = [
  "app",
  "shared",
  "art",
  "scripts",
  // The static build's product list is set by the catalogue's reader and PDF renderer.
  "server/catalogue",
  "react-router.config.ts",
  "vite.config.ts",
  "package-lock.json",
];

/**
 * A hash of the files a build is made from, names and contents. Contents rather than times: a
 * copy of the project (an archive, a container image, rsync) changes every file's time but
 * leaves a build made from the same sources current.
 */
export function sourceHash(): string {
  const hash = createHash("sha256");
  const files: string[] = [];
  for (const input of inputs) {
    const full = path.join(projectRoot, input);
    if (!existsSync(full)) continue;
    if (statSync(full).isFile()) files.push(input);
    else
      for (const entry of readdirSync(full, { recursive: true, withFileTypes: true }))
        if (entry.isFile())
          files.push(path.relative(projectRoot, path.join(entry.parentPath, entry.name)));
  }
  for (const file of files.sort()) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(projectRoot, file)));
  }
  return hash.digest("base64url");
}

/**
 * The static build's product list is made from the shipped sample list and dated with that
 * file's last change. Vite bakes the date into the pages (the link's download name) and
 * build-assets prints it on the PDF: both read it here, so they cannot disagree.
 */
export const sampleCatalogueDate = () =>
  statSync(path.join(projectRoot, "shared/content/sample-catalogue.csv")).mtime;

/** Whether the build in `dir` is missing, stale (made from other sources) or current. */
export function buildState(dir = buildDir): "missing" | "stale" | "current" {
  const stamp = path.join(dir, stampName);
  if (!existsSync(stamp)) return "missing";
  return readFileSync(stamp, "utf8") === sourceHash() ? "current" : "stale";
}

/** True when there is a build and it was made from the sources as they are now. */
export const buildIsCurrent = (dir = buildDir) => buildState(dir) === "current";
