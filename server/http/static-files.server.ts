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
  /** Every header but the encoding and length, worked out once at start. */
  headers: Record<string, string>;
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
  // A page's data for navigation in the browser (React Router's pre-rendered loader data).
  ".data": "text/x-script",
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
export function loadStaticFiles(
  buildDir: string,
  headersFor: (urlPath: string, contentType: string) => Record<string, string> = () => ({}),
): Map<string, StaticFile> {
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
    const urlPath = urlPathFor(relative);
    const contentType = contentTypes[ext] ?? "application/octet-stream";
    const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
    const cacheControl = relative.startsWith(`assets${path.sep}`) ? IMMUTABLE : REVALIDATE;
    files.set(urlPath, {
      body,
      brotli: read(`${file}.br`),
      gzip: read(`${file}.gz`),
      contentType,
      etag,
      cacheControl,
      headers: {
        "content-type": contentType,
        "cache-control": cacheControl,
        etag,
        vary: "Accept-Encoding",
        ...headersFor(urlPath, contentType),
      },
    });
  }
  return files;
}
