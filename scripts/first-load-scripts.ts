// The scripts a pre-rendered page loads before any interaction (docs/product.md#performance):
// React Router's manifest, the client entry and, for each route the page renders, its module
// and every chunk these import statically, as the build's manifest lists them. Chunks loaded on
// first use (the chat, the forms' checks) are dynamic imports and are not counted.
// Read by the script-size test and by the benchmark.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";

/**
 * The most a public page may load before any interaction, in bytes of brotli. Issue [6/7] aims at
 * 100 KB, but React 19 and React Router 8 alone take 90 KiB, so no page that hydrates reaches it
 * (docs/decisions/0018-scripts-on-first-use-and-after-the-paint.md); this holds every page
 * where it is now: at most 118.1 KiB, the contact page, which was 115.9 KiB before trade
 * customers put their sign-in and sign-out in every page's frame and 19 routes in the manifest
 * and the API registry, and 117.6 KiB before orders added the admin's page to the manifest, ten
 * routes to the registry and item ids to the device's list. Issue [6/7] of round three replaces
 * all this with islands (64 KB).
 */
export const FIRST_LOAD_BUDGET_BYTES = 119 * 1024;
/** The target of issue [6/7], shown by the benchmark beside each page's figure. */
export const FIRST_LOAD_TARGET_BYTES = 100 * 1024;

type ManifestEntry = { module: string; imports?: string[] };
type Manifest = { url?: string; entry: ManifestEntry; routes: Record<string, ManifestEntry> };

export type FirstLoad = { path: string; files: { file: string; brotliBytes: number }[] };

export const totalBytes = (load: FirstLoad) =>
  load.files.reduce((sum, { brotliBytes }) => sum + brotliBytes, 0);

function readManifest(clientDir: string): { file: string; manifest: Manifest } {
  const name = readdirSync(path.join(clientDir, "assets")).find((file) =>
    /^manifest-[\w-]+\.js$/.test(file),
  );
  if (!name) throw new Error(`No React Router manifest in ${clientDir}/assets: build first.`);
  const source = readFileSync(path.join(clientDir, "assets", name), "utf8");
  const json = source.slice(source.indexOf("=") + 1).replace(/;\s*$/, "");
  return { file: `/assets/${name}`, manifest: JSON.parse(json) as Manifest };
}

/** The route ids a pre-rendered page hydrates, from its module script. */
function routeIdsOf(clientDir: string, pagePath: string) {
  const html = readFileSync(path.join(clientDir, pagePath, "index.html"), "utf8");
  const modules = /window\.__reactRouterRouteModules = (\{[^}]*\})/.exec(html)?.[1];
  if (!modules) throw new Error(`${pagePath} loads no route modules`);
  return [...modules.matchAll(/"([^"]+)":route\d+/g)].map((match) => match[1]!);
}

/** Each file's size is compressed once: at the highest quality that takes a while, and pages share most files. */
const brotliSizes = new Map<string, number>();
function brotli(file: string) {
  let size = brotliSizes.get(file);
  if (size === undefined) {
    size = brotliCompressSync(readFileSync(file), {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    }).length;
    brotliSizes.set(file, size);
  }
  return size;
}

export function firstLoadScripts(clientDir: string, pagePaths: readonly string[]): FirstLoad[] {
  const { file: manifestFile, manifest } = readManifest(clientDir);
  return pagePaths.map((pagePath) => {
    const files = new Set([manifestFile, manifest.entry.module, ...(manifest.entry.imports ?? [])]);
    for (const id of routeIdsOf(clientDir, pagePath)) {
      const route = manifest.routes[id];
      if (!route) throw new Error(`${pagePath}: route ${id} is not in the manifest`);
      for (const file of [route.module, ...(route.imports ?? [])]) files.add(file);
    }
    return {
      path: pagePath,
      files: [...files].map((file) => ({ file, brotliBytes: brotli(path.join(clientDir, file)) })),
    };
  });
}
