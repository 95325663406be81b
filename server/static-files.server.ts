import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

export type StaticFile = {
  body: Buffer;
  brotli?: Buffer;
  gzip?: Buffer;
  contentType: string;
  etag: string;
  cacheControl: string;
};

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".pdf": "application/pdf",
  ".png": "image/png",
  ".avif": "image/avif",
  ".webp": "image/webp",
  ".jpg": "image/jpeg",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
};

/** Files whose names carry a content hash (Vite's output) never change: cache them for a year. */
const IMMUTABLE = "public, max-age=31536000, immutable";
/** Everything else is revalidated with its ETag on each use. */
const REVALIDATE = "public, max-age=0, must-revalidate";

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

/** The URL path a file answers: `about/index.html` → `/about`, `assets/x.js` → `/assets/x.js`. */
export function urlPathFor(relative: string): string {
  const posix = `/${relative.split(path.sep).join("/")}`;
  if (posix === "/index.html") return "/";
  return posix.endsWith("/index.html") ? posix.slice(0, -"/index.html".length) : posix;
}

/**
 * Loads the whole client build into memory once (it is small), with the brotli and gzip
 * variants the build wrote beside each file, so a page request is a map lookup.
 */
export function loadStaticFiles(buildDir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  const read = (file: string) => {
    try {
      return statSync(file).isFile() ? readFileSync(file) : undefined;
    } catch {
      return undefined;
    }
  };
  for (const file of walk(buildDir)) {
    const ext = path.extname(file);
    if (ext === ".br" || ext === ".gz") continue;
    const body = readFileSync(file);
    const relative = path.relative(buildDir, file);
    files.set(urlPathFor(relative), {
      body,
      brotli: read(`${file}.br`),
      gzip: read(`${file}.gz`),
      contentType: contentTypes[ext] ?? "application/octet-stream",
      etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`,
      cacheControl: relative.startsWith(`assets${path.sep}`) ? IMMUTABLE : REVALIDATE,
    });
  }
  return files;
}
