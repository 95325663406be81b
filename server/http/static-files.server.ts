import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { contentVersionFiles } from "#shared/site-paths.ts";

/** One encoding of a file, with its whole header list (flat: name, value, …) made at start. */
export type Encoded = { body: Buffer; head: string[] };

export type StaticFile = {
  body: Buffer;
  contentType: string;
  etag: string;
  cacheControl: string;
  /** Every header but the encoding and length, worked out once at start. */
  headers: Record<string, string>;
  /** The answers the server sends, headers included, so a request allocates nothing. */
  identity: Encoded;
  brotli?: Encoded;
  gzip?: Encoded;
  notModifiedHead: string[];
};

function encoded(body: Buffer, headers: Record<string, string>, encoding?: string): Encoded {
  const head = Object.entries(headers).flat();
  head.push("content-length", String(body.length));
  if (encoding) head.push("content-encoding", encoding);
  return { body, head };
}

export const HTML_TYPE = "text/html; charset=utf-8";

const contentTypes: Record<string, string> = {
  ".html": HTML_TYPE,
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

/** A file's type by its name's extension. */
export const contentTypeOf = (name: string) =>
  contentTypes[path.extname(name)] ?? "application/octet-stream";

/**
 * Files whose names carry a content hash (Vite's output) or a content version (the chat's texts)
 * never change: cache them for a year.
 */
const IMMUTABLE = "public, max-age=31536000, immutable";
const neverChanges = (urlPath: string) =>
  urlPath.startsWith("/assets/") || urlPath.startsWith(contentVersionFiles);
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

/** A file's answers, made once: its headers and each encoding given. */
export function staticFile(
  urlPath: string,
  body: Buffer,
  contentType: string,
  encodings: { brotli?: Buffer; gzip?: Buffer },
  headersFor: (urlPath: string, contentType: string) => Record<string, string>,
): StaticFile {
  const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
  const cacheControl = neverChanges(urlPath) ? IMMUTABLE : REVALIDATE;
  const headers = {
    "content-type": contentType,
    "cache-control": cacheControl,
    etag,
    vary: "Accept-Encoding",
    ...headersFor(urlPath, contentType),
  };
  return {
    body,
    contentType,
    etag,
    cacheControl,
    headers,
    identity: encoded(body, headers),
    brotli: encodings.brotli && encoded(encodings.brotli, headers, "br"),
    gzip: encodings.gzip && encoded(encodings.gzip, headers, "gzip"),
    notModifiedHead: Object.entries(headers).flat(),
  };
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
    const urlPath = urlPathFor(path.relative(buildDir, file));
    const contentType = contentTypeOf(file);
    const encodings = { brotli: read(`${file}.br`), gzip: read(`${file}.gz`) };
    files.set(urlPath, staticFile(urlPath, readFileSync(file), contentType, encodings, headersFor));
  }
  return files;
}

/**
 * The site's stylesheet (the islands' build manifest, build/islands-manifest.json, beside the
 * client's files in `buildDir`): a hashed asset the bench fetches as a browser would.
 */
export function builtStylesheet(buildDir: string): string | undefined {
  const manifest = path.join(buildDir, "..", "islands-manifest.json");
  if (!existsSync(manifest)) return undefined;
  const entries = JSON.parse(readFileSync(manifest, "utf8")) as Record<string, { file: string }>;
  const stylesheet = entries["app/app.css"];
  return stylesheet && `/${stylesheet.file}`;
}
