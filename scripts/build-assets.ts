// Runs after `react-router build`: writes the product list PDF, pre-compresses every text
// asset with brotli and gzip, and stamps the build so `npm start` knows it is current.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { renderProductListPdf } from "./product-list-pdf";
import { buildDir, newestSourceTime, stampFile } from "./build-inputs";

const clientDir = path.join(buildDir, "client");
writeFileSync(path.join(clientDir, "items.pdf"), await renderProductListPdf());

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
writeFileSync(stampFile, String(newestSourceTime()));
console.log(`build-assets: items.pdf written, ${count} files pre-compressed`);
