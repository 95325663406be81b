// Runs after `react-router build`: writes icons, the social card, sitemap, robots.txt, web
// manifest and the inline-script hashes for the CSP, and for static hosting the product list PDF
// (the server makes its own from the published catalogue); pre-compresses every text asset with
// brotli and gzip; and stamps the build so `npm start` knows it is current.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { writeStaticCatalogue } from "./static-catalogue";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import sharp from "sharp";
import { paths } from "#shared/site-paths.ts";
import { renderProductList } from "#server/catalogue/product-list-pdf.server.ts";
import { readSampleCatalogue } from "#server/catalogue/sample-catalogue.server.ts";
import { writeBuildStamp } from "#server/build-stamp.server.ts";
import { socialImage, writeSiteFiles } from "./site-files";
import { buildDir, sampleCatalogueDate } from "./build-inputs";

const clientDir = path.join(buildDir, "client");
/** The width of the priority image's file that a phone 360–412 px wide at 1.75–2× picks. */
const PHONE_IMAGE_WIDTH = 800;

const assets = new Map<string, Buffer>();
/** A built asset ("/assets/…"), read once however many pages use it. */
function asset(href: string): Buffer {
  let bytes = assets.get(href);
  if (!bytes) assets.set(href, (bytes = readFileSync(path.join(clientDir, href))));
  return bytes;
}
// A static host has no server and no database: the build ships the sample list's PDF, which the
// Products page offers under the name productListFileName(sampleCatalogueDate()).
const staticMode = process.env.VITE_STATIC_MODE === "1";
if (staticMode)
  writeFileSync(
    path.join(clientDir, paths.productList.slice(1)),
    await renderProductList({
      items: await readSampleCatalogue(),
      publishedAt: sampleCatalogueDate(),
      sample: true,
    }),
  );

// Icons for browsers and phones that ask for them by their conventional names.
const logoMark = readFileSync("art/logo-mark.svg");
const png32 = await sharp(logoMark, { density: 300 }).resize(32, 32).png().toBuffer();
writeFileSync(path.join(clientDir, "favicon.ico"), pngIco(png32, 32));
await sharp(logoMark, { density: 600 })
  .resize(180, 180)
  .flatten({ background: "#0b5e7a" })
  .png()
  .toFile(path.join(clientDir, "apple-touch-icon.png"));
await sharp(logoMark, { density: 1200 })
  .resize(512, 512)
  .flatten({ background: "#0b5e7a" })
  .png()
  .toFile(path.join(clientDir, "icon-512.png"));
writeFileSync(path.join(clientDir, "og-image.png"), await socialImage(logoMark));
rewritePages([scriptsAfterFirstPaint, inlineStylesheet, inlinePhonePriorityImage]);
if (process.env.VITE_STATIC_MODE === "1") await writeStaticCatalogue(clientDir);
writeSiteFiles(clientDir, buildDir);

const compressible = new Set([
  ".html",
  ".css",
  ".js",
  ".svg",
  ".json",
  ".xml",
  ".txt",
  ".webmanifest",
  ".data",
]);
let count = 0;
for (const entry of readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
  const file = path.join(entry.parentPath, entry.name);
  if (!entry.isFile() || !compressible.has(path.extname(file))) continue;
  const body = readFileSync(file);
  if (body.length < 256) continue;
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  );
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  count += 1;
}
writeBuildStamp(buildDir);
console.log(
  `build-assets: ${staticMode ? `${paths.productList} written, ` : ""}${count} files pre-compressed`,
);

/** An ICO file holding one PNG image (valid since Windows Vista and in every browser). */
function pngIco(png: Buffer, size: number) {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18); // the image follows this header
  return Buffer.concat([header, png]);
}

/**
 * On every pre-rendered page the scripts start after the first paint, all at once:
 * - React Router's module script (which imports the route modules, then the entry that hydrates)
 *   first waits for the first contentful paint or, on a page with a priority image (the home
 *   page's hero), for that image's paint (its Element Timing entry). Performance entries and
 *   events, not timers, which the tests' fake clock would hold. The visitor reaching for the page
 *   (a tap, a key, a scroll) starts them at once, and so does the page's `load` event when the
 *   image will not be painted (failed, or scrolled out of view). The `load` event alone comes
 *   before the paint, so it does not start them: scripts that ran ahead would hold that
 *   paint back, and Lighthouse counts every script fetched before the largest element as its
 *   cost. The page is complete without scripts and its controls work natively meanwhile.
 * - React Router's <link rel="modulepreload"> tags move into that script, which adds them after
 *   the paint, the largest first: every script of the page is then fetched at once, instead of
 *   a chain of round trips (route module, then framework, then entry) on a slow phone.
 */
function scriptsAfterFirstPaint(html: string, file: string) {
  // The SPA fallback (the admin's pages) has nothing to paint before its scripts render it.
  if (!html.includes("<main")) return html;
  const preloads: string[] = [];
  return html
    .replace(/<link rel="modulepreload" href="([^"]+)"\/>/g, (_, href: string) => {
      preloads.push(href);
      return "";
    })
    .replace(/(<script type="module" async="">)([\s\S]*?)(<\/script>)/, (_, open, body, close) =>
      [open, afterFirstPaint(body, largestFirst(preloads), file), close].join(""),
    );
}

/**
 * The largest script (the shell) is asked for first: a browser opens six connections to a server
 * at most, and the page's lazy images below the first screen may hold some of them.
 */
function largestFirst(hrefs: string[]) {
  return hrefs.toSorted((a, b) => asset(b).length - asset(a).length);
}

/** React Router's module script, rewritten to fetch and import everything after the first paint. */
function afterFirstPaint(script: string, preloads: string[], file: string) {
  const shape =
    /^import "([^"]+)";\n((?:import \* as route\d+ from "[^"]+";\n)*)\s*(window\.__reactRouterRouteModules = \{[^}]*\};)\s*import\("([^"]+)"\);$/;
  const match = shape.exec(script);
  if (!match)
    throw new Error(`${file}: React Router's module script has an unknown shape:\n${script}`);
  const [, manifest, routeImports, register, entry] = match as unknown as string[];
  const routes = [...routeImports!.matchAll(/import \* as (route\d+) from "([^"]+)";/g)];
  const modules = [manifest, ...routes.map(([, , url]) => url)].map((url) => `import("${url}")`);
  return `new Promise((ready) => {
  const types = PerformanceObserver.supportedEntryTypes ?? [];
  if (!types.includes("paint") || document.visibilityState !== "visible") return ready();
  const image = types.includes("element") && document.querySelector("img[elementtiming]");
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntries().some((entry) => image ? entry.element === image : entry.name === "first-contentful-paint")) done();
  });
  const inputs = ["pointerdown", "keydown", "scroll"];
  const done = () => {
    observer.disconnect();
    for (const type of inputs) removeEventListener(type, done, true);
    ready();
  };
  observer.observe({ type: image ? "element" : "paint", buffered: true });
  for (const type of inputs) addEventListener(type, done, { capture: true, passive: true });
  if (image) addEventListener("load", () => {
    const box = image.getBoundingClientRect();
    if (!image.naturalWidth || box.bottom <= 0 || box.top >= innerHeight) done();
  });
})
  .then(() => {
    for (const href of ${JSON.stringify(preloads)})
      document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));
    return Promise.all([${modules.join(", ")}]);
  })
  .then(([, ${routes.map(([, name]) => name).join(", ")}]) => {
    ${register}
    return import("${entry}");
  });`;
}

/**
 * Puts the stylesheet into every pre-rendered page: on a slow phone the page is painted from its
 * HTML alone, a round trip sooner, and its scripts (which wait for that paint) start sooner too.
 * The <link> React Router rendered stays, for React to find when it hydrates the head, but
 * `disabled`: not fetched, not waited for. (React does not touch attributes it did not render.)
 * A page viewed again costs nothing: its HTML is answered 304 while unchanged.
 */
function inlineStylesheet(html: string) {
  return html.replace(
    /<link rel="stylesheet" href="(\/assets\/[^"#]+\.css)(#?)"\/>/,
    (_, href: string, fragment: string) => {
      const css = asset(href).toString("utf8");
      if (css.includes("</style")) throw new Error(`${href} cannot be inlined`);
      return `<style>${css}</style><link rel="stylesheet" href="${href}${fragment}" disabled=""/>`;
    },
  );
}

/**
 * Puts the file of the priority image (the home page's first slide) that a phone picks into the
 * page, as a data URL among the AVIF candidates: on Slow 4G its own request costs a round trip
 * before the largest paint, and the page's scripts wait for that paint. It costs ~11 KB of HTML;
 * wider screens still fetch their larger file. React does not touch the attribute on hydration.
 */
function inlinePhonePriorityImage(html: string, file: string) {
  const picture =
    /<picture>((?:(?!<\/picture>).)*elementtiming="priority-image"(?:(?!<\/picture>).)*)<\/picture>/s.exec(
      html,
    );
  if (!picture) return html;
  const candidate = new RegExp(`srcSet="[^"]*?(/assets/[^" ,]+\\.avif) ${PHONE_IMAGE_WIDTH}w`).exec(
    picture[1]!,
  );
  if (!candidate)
    throw new Error(`${file}: the priority image has no ${PHONE_IMAGE_WIDTH}w AVIF file`);
  const url = candidate[1]!;
  const data = `data:image/avif;base64,${asset(url).toString("base64")}`;
  const inlined = picture[0].replace(
    `${url} ${PHONE_IMAGE_WIDTH}w`,
    `${data} ${PHONE_IMAGE_WIDTH}w`,
  );
  return html.replace(picture[0], inlined);
}

/** Each pre-rendered page read once, rewritten by each step in turn, and written once. */
function rewritePages(steps: ((html: string, file: string) => string)[]) {
  for (const entry of readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".html")) continue;
    const file = path.join(entry.parentPath, entry.name);
    const html = readFileSync(file, "utf8");
    const rewritten = steps.reduce((page, step) => step(page, file), html);
    if (rewritten !== html) writeFileSync(file, rewritten);
  }
}
