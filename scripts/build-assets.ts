// Runs after the pages are written (scripts/render-pages.ts): writes icons, the social card,
// sitemap, robots.txt, web manifest and the inline-script hashes for the CSP, and for static
// hosting the product list PDF (the server makes its own from the published catalogue);
// pre-compresses every text asset with brotli and gzip; and stamps the build so `npm start`
// knows it is current.
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
rewritePages([inlinePhonePriorityImage]);
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
