// The CSP hashes of the built pages' inline scripts and styles, made at build time.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { inlineHashesOf, type CspHashes } from "#server/http/security-headers.server.ts";
import { urlPathFor } from "#server/http/static-files.server.ts";

/** Each pre-rendered page's inline-script and style hashes, by its URL path. */
export function inlineCspHashes(clientDir: string) {
  const hashes: Record<string, CspHashes> = {};
  for (const entry of readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".html")) continue;
    const file = path.join(entry.parentPath, entry.name);
    hashes[urlPathFor(path.relative(clientDir, file))] = inlineHashesOf(readFileSync(file, "utf8"));
  }
  return hashes;
}

export function writeSiteFiles(clientDir: string, buildDir: string) {
  writeFileSync(
    path.join(buildDir, "csp-hashes.json"),
    JSON.stringify(inlineCspHashes(clientDir), null, 2),
  );
}
