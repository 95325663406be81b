// `tsx scripts/render-pages.ts --check`, run by `npm run build` after `react-router build`:
// builds the site's renderer (vite.islands.config.ts, into build/render/), renders every public
// page in every language with it and compares each with React Router's pre-rendered page in
// build/client/ (scripts/page-parity.ts says what is compared). A difference fails the build.
// Temporary: React Router's pages are the ones served until the renderer's replace them; then
// this script writes the renderer's pages instead, and the check goes.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createBuilder } from "vite";
import type * as Renderer from "#app/render/entry.server.ts";
import { buildDir } from "./build-inputs";
import { pageParts, partDifferences } from "./page-parity";

if (!process.argv.includes("--check")) {
  console.error("render-pages: only --check exists while React Router's pages are served");
  process.exit(2);
}

const clientDir = path.join(buildDir, "client");
const started = performance.now();
const builder = await createBuilder({ configFile: "vite.islands.config.ts", logLevel: "warn" });
await builder.build(builder.environments.ssr!);
const built = performance.now();
const { islandNames, renderSite, seedContent } = (await import(
  pathToFileURL(path.join(buildDir, "render", "entry.server.js")).href
)) as typeof Renderer;

const reactRouterPage = (pathname: string) =>
  readFileSync(path.join(clientDir, pathname, "index.html"), "utf8");

// React Router's stylesheet, which the renderer inlines.
const stylesheet = /<link rel="stylesheet" href="(\/assets\/[^"#]+\.css)#?"/.exec(
  reactRouterPage("/"),
)?.[1];
if (!stylesheet) throw new Error("render-pages: no stylesheet on React Router's home page");

// Placeholders until the islands' browser build exists: its manifest will give these.
const islands = {} as Renderer.IslandAssets;
for (const name of islandNames) islands[name] = { src: `/assets/${name}.js`, preload: [] };

const loaded = performance.now();
const { pages } = renderSite({
  content: seedContent(),
  assets: { css: readFileSync(path.join(clientDir, stylesheet), "utf8"), islands },
  staticMode: process.env.VITE_STATIC_MODE === "1",
});
const rendered = performance.now();

const failures: string[] = [];
for (const [pathname, html] of pages) {
  const differences = partDifferences(pageParts(html), pageParts(reactRouterPage(pathname)));
  if (differences.length > 0) failures.push(`${pathname}\n${differences.join("\n")}`);
}
// The pictures the renderer's pages show, by the names React Router's build gave the same files.
const pictures = path.join(buildDir, "render", "assets");
for (const file of existsSync(pictures) ? readdirSync(pictures) : [])
  if (!existsSync(path.join(clientDir, "assets", file)))
    failures.push(`/assets/${file}: made by the renderer's build, not by React Router's`);

if (failures.length > 0) {
  console.error(
    `render-pages: the renderer's pages differ from React Router's:\n${failures.join("\n")}`,
  );
  process.exit(1);
}
const ms = (from: number, to: number) => `${Math.round(to - from)} ms`;
console.log(
  `render-pages: ${pages.size} pages the same as React Router's (renderer built in ${ms(started, built)}, loaded in ${ms(built, loaded)}, pages rendered in ${ms(loaded, rendered)}, compared in ${ms(rendered, performance.now())})`,
);
