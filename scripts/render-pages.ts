// `tsx scripts/render-pages.ts`, run by `npm run build` (docs/decisions/
// 0022-public-pages-as-islands.md): builds the islands' browser files and the site's renderer
// (vite.islands.config.ts) and the three inline scripts (./inline-scripts.ts), renders every
// public page in every language, and writes each as build/client/<path>/index.html, with the
// admin's shell and files (React Router's build in build/admin/) beside them.
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createBuilder, type Manifest } from "vite";
import type * as Renderer from "#app/render/entry.server.ts";
import { indiaDay } from "#shared/content/announcements.ts";
import { seedDocument, seedVersion } from "#shared/content/document.ts";
import { buildDir } from "./build-inputs";
import { buildInlineScripts } from "./inline-scripts";

const clientDir = path.join(buildDir, "client");
const started = performance.now();
const builder = await createBuilder({ configFile: "vite.islands.config.ts", logLevel: "warn" });
await builder.build(builder.environments.client!);
const manifestFile = path.join(buildDir, "islands-manifest.json");
renameSync(path.join(clientDir, ".vite", "manifest.json"), manifestFile);
rmSync(path.join(clientDir, ".vite"), { recursive: true });
await builder.build(builder.environments.ssr!);
const scripts = await buildInlineScripts();
const built = performance.now();

const { islandNames, renderContent } = (await import(
  pathToFileURL(path.join(buildDir, "render", "entry.server.js")).href
)) as typeof Renderer;
const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Manifest;

/** A manifest entry's file and, in order, every file it imports (the closure of its static imports). */
function closure(key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`render-pages: ${key} is not in the islands' manifest`);
  if (seen.has(key)) return [];
  seen.add(key);
  return [
    `/${chunk.file}`,
    ...(chunk.imports ?? []).flatMap((imported) => closure(imported, seen)),
  ];
}

const islands = {} as Renderer.IslandAssets;
for (const name of islandNames) {
  const [src, ...preload] = closure(`app/islands/entries/${name}.tsx`);
  islands[name] = { src: src!, preload };
}
const stylesheet = manifest["app/app.css"]?.file;
if (!stylesheet) throw new Error("render-pages: the islands' manifest has no stylesheet");

// Pictures only the server-rendered parts show (the browser's build made the others).
const pictures = path.join(buildDir, "render", "assets");
for (const file of existsSync(pictures) ? readdirSync(pictures) : []) {
  const target = path.join(clientDir, "assets", file);
  if (!existsSync(target)) copyFileSync(path.join(pictures, file), target);
}

const staticMode = process.env.VITE_STATIC_MODE === "1";
const assets: Renderer.SiteAssets = {
  css: readFileSync(path.join(clientDir, stylesheet), "utf8"),
  islands,
  scripts,
};
// The server renders the pages again from each content version the owner publishes.
writeFileSync(path.join(buildDir, "render", "site-assets.json"), JSON.stringify(assets));
const { pages, files } = renderContent({
  document: seedDocument(),
  version: seedVersion,
  assets,
  staticMode,
  readAsset: (href) => readFileSync(path.join(clientDir, href)),
  // The build's day: the server renders its pages again each day (the static build does not).
  today: indiaDay(),
});
for (const [pathname, html] of pages) {
  const dir = path.join(clientDir, pathname);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, "index.html"), html);
}
for (const [pathname, body] of files) {
  mkdirSync(path.dirname(path.join(clientDir, pathname)), { recursive: true });
  writeFileSync(path.join(clientDir, pathname), body);
}

// The admin (React Router's build, in build/admin/, made first): its shell, which the server hands
// out for every admin path, and its files beside the pages'.
const admin = path.join(buildDir, "admin", "client");
if (existsSync(admin)) {
  copyFileSync(path.join(admin, "index.html"), path.join(clientDir, "__spa-fallback.html"));
  cpSync(path.join(admin, "assets"), path.join(clientDir, "assets"), { recursive: true });
}

console.log(
  `render-pages: ${pages.size} pages written (built in ${Math.round(built - started)} ms, rendered in ${Math.round(performance.now() - built)} ms)`,
);
