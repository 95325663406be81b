// Runs after the pages are written (scripts/render-pages.ts): writes icons, the social card,
// sitemap, robots.txt, web manifest and the inline-script hashes for the CSP, and for static
// hosting the product list PDF (the server makes its own from the published catalogue);
// pre-compresses every text asset with brotli and gzip; and stamps the build so `npm start`
// knows it is current.
import { copyFileSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { writeStaticCatalogue } from "./static-catalogue";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import sharp from "sharp";
import { paths } from "#shared/site-paths.ts";
import { renderProductList } from "#server/catalogue/product-list-pdf.server.ts";
import { readSampleCatalogue } from "#server/catalogue/sample-catalogue.server.ts";
import { writeBuildStamp } from "#server/build-stamp.server.ts";
import { socialCard } from "#server/content/social-card.server.ts";
import { seedDocument } from "#shared/content/document.ts";
import { writeSiteFiles } from "./site-files";
import { buildDir, sampleCatalogueDate } from "./build-inputs";

const clientDir = path.join(buildDir, "client");
// A static host has no server and no database: the build ships the sample list's PDF, which the
// Products page offers under the name productListFileName(site.shortName, sampleCatalogueDate()).
const staticMode = process.env.VITE_STATIC_MODE === "1";
if (staticMode)
  writeFileSync(
    path.join(clientDir, paths.productList.slice(1)),
    await renderProductList({
      items: await readSampleCatalogue(),
      publishedAt: sampleCatalogueDate(),
      sample: true,
      company: seedDocument().site,
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
writeFileSync(
  path.join(clientDir, "og-image.png"),
  await socialCard(seedDocument().site, logoMark),
);
// The server makes the card again from each published version of the content.
copyFileSync("art/logo-mark.svg", path.join(buildDir, "render", "logo-mark.svg"));
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
