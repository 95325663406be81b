import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { contentVersionFiles, localePath, locales, notFoundPath } from "#shared/site-paths.ts";
import type { NotFoundPages } from "#server/app/app.server.ts";
import type { Env } from "#server/env.server.ts";
import {
  type CspHashes,
  baseSecurityHeaders,
  contentSecurityPolicy,
} from "#server/http/security-headers.server.ts";
import { loadStaticFiles, type StaticFile } from "#server/http/static-files.server.ts";

/** The inline script and style hashes the build computed for each page (build/csp-hashes.json). */
function readCspHashes(buildDir: string): Record<string, CspHashes> {
  const file = path.join(buildDir, "..", "csp-hashes.json");
  return existsSync(file)
    ? (JSON.parse(readFileSync(file, "utf8")) as Record<string, CspHashes>)
    : {};
}

/** Content versions whose files (the chat's texts) an instance keeps serving, the newest. */
const KEPT_CONTENT_VERSIONS = 10;

/**
 * The files this instance serves: the build's, with their security headers, and the pages
 * rendered from the owner's content, which `servePages` puts in place as each version is shown.
 */
export function servedFiles(env: Env) {
  const https = env.SITE_ORIGIN.startsWith("https://");
  const baseHeaders = baseSecurityHeaders(env);
  const cspHashes = readCspHashes(env.buildDir);
  const pageHeaders = (urlPath: string, hashes: Partial<CspHashes>) => ({
    ...baseHeaders,
    "content-security-policy": contentSecurityPolicy(hashes, https),
  });
  const staticFiles = loadStaticFiles(env.buildDir, (urlPath, contentType) =>
    contentType.startsWith("text/html")
      ? pageHeaders(urlPath, cspHashes[urlPath] ?? {})
      : baseHeaders,
  );
  // Each language's 404 page is served with status 404 for unknown paths in that language,
  // never as a 200 at its own URL.
  const notFoundPages = {} as NotFoundPages;
  // The files of the last few content versions shown (the chat's texts) stay: a page opened
  // before a publish still finds its own, and the versions before those go.
  const keptVersions: string[] = [];
  const versionOf = (urlPath: string) =>
    urlPath.startsWith(contentVersionFiles)
      ? urlPath.slice(contentVersionFiles.length).split("/")[0]
      : undefined;
  const servePages = (pages: Map<string, StaticFile>) => {
    for (const urlPath of pages.keys()) {
      const version = versionOf(urlPath);
      if (version !== undefined && !keptVersions.includes(version)) keptVersions.push(version);
    }
    const gone = new Set(keptVersions.splice(0, keptVersions.length - KEPT_CONTENT_VERSIONS));
    if (gone.size)
      for (const urlPath of staticFiles.keys())
        if (gone.has(versionOf(urlPath) ?? "")) staticFiles.delete(urlPath);
    for (const [urlPath, page] of pages) staticFiles.set(urlPath, page);
    for (const locale of locales) {
      const path = localePath(locale, notFoundPath);
      notFoundPages[locale] = staticFiles.get(path) ?? notFoundPages[locale];
      staticFiles.delete(path);
    }
  };
  servePages(new Map());
  const adminShell = staticFiles.get("/__spa-fallback.html");
  staticFiles.delete("/__spa-fallback.html");
  return {
    https,
    baseHeaders,
    pageHeaders,
    staticFiles,
    notFoundPages,
    servePages,
    adminShell,
  };
}
