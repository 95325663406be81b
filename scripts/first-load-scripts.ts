// The scripts a public page loads before any interaction (docs/product.md#performance): its
// inline scripts (boot, enhance, the island runtime), and for each island that starts after the
// first paint (`data-when="load"`) its entry and every file the entry imports, as the page's HTML
// names them (`data-src`, `data-preload`). Islands that start on first input (the chat, the
// forms) or when scrolled into view (the home page's counters, far below the first screen) are
// not counted here; the browser test (tests/e2e/islands.spec.ts) measures what a phone and a
// desktop really fetch before any input. Read by the script-size test and by the benchmark.
import { readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";

/**
 * The most a public page may load before any interaction, in bytes of brotli (issue [6/7] of
 * round three: React's own runtime is about 58 KiB of it, on the pages that need it at once).
 */
export const FIRST_LOAD_BUDGET_BYTES = 64 * 1024;
/** The target the benchmark shows beside each page's figure. */
export const FIRST_LOAD_TARGET_BYTES = FIRST_LOAD_BUDGET_BYTES;

export type FirstLoad = { path: string; files: { file: string; brotliBytes: number }[] };

export const totalBytes = (load: FirstLoad) =>
  load.files.reduce((sum, { brotliBytes }) => sum + brotliBytes, 0);

const brotliOf = (bytes: Buffer) =>
  brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** Each file is compressed once: at the highest quality that takes a while, and pages share most. */
const brotliSizes = new Map<string, number>();
function brotli(file: string) {
  let size = brotliSizes.get(file);
  if (size === undefined) brotliSizes.set(file, (size = brotliOf(readFileSync(file))));
  return size;
}

const attribute = (tag: string, name: string) =>
  new RegExp(`\\b${name}=(?:"([^"]*)"|'([^']*)')`)
    .exec(tag)
    ?.slice(1)
    .find((v) => v !== undefined);

/** What one page's HTML loads before any input. */
export function pageFirstLoad(clientDir: string, pagePath: string, html: string): FirstLoad {
  const files: FirstLoad["files"] = [];
  let inline = 0;
  for (const [, open, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    // Data blocks (JSON, JSON-LD, Speculation Rules) are not run: not script to count.
    if (/\btype="(application\/(ld\+)?json|speculationrules)"/.test(open!) || /\bsrc=/.test(open!))
      continue;
    files.push({ file: `inline script ${++inline}`, brotliBytes: brotliOf(Buffer.from(body!)) });
  }
  for (const file of islandFiles(html))
    files.push({ file, brotliBytes: brotli(path.join(clientDir, file)) });
  return { path: pagePath, files };
}

/**
 * The script files of a page's islands that `starts` picks by their `data-when` (by default,
 * those that start after the first paint): each one's entry and every file it imports.
 */
export function islandFiles(
  html: string,
  starts: (when: string | undefined) => boolean = (when) => when === "load",
) {
  const files = new Set<string>();
  for (const [tag] of html.matchAll(/<[a-z]+\b[^>]*\bdata-island="[^"]*"[^>]*>/g)) {
    if (!starts(attribute(tag, "data-when"))) continue;
    files.add(attribute(tag, "data-src")!);
    const preload = attribute(tag, "data-preload")?.replace(/&quot;/g, '"') ?? "[]";
    for (const file of JSON.parse(preload) as string[]) files.add(file);
  }
  return files;
}

export function firstLoadScripts(clientDir: string, pagePaths: readonly string[]): FirstLoad[] {
  return pagePaths.map((pagePath) =>
    pageFirstLoad(
      clientDir,
      pagePath,
      readFileSync(path.join(clientDir, pagePath, "index.html"), "utf8"),
    ),
  );
}
