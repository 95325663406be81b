import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { publicItem, type CatalogueItem } from "#shared/schemas/catalogue-items.ts";
import { STATIC_CATALOGUE_FILE } from "#app/lib/catalogue-static.ts";
import { readSheets } from "#server/catalogue/catalogue-file.server.ts";
import { withStableIds } from "#server/catalogue/item-ids.server.ts";
import { checkRows } from "#server/catalogue/catalogue-rows.server.ts";
import { sampleCatalogueFile } from "#server/catalogue/sample-catalogue.server.ts";

/**
 * The static build has no server: it ships the sample item list as JSON for the browser to
 * search (read with the server's own reader, so both see the same items).
 */
export async function writeStaticCatalogue(clientDir: string) {
  const { items, errors } = checkRows(
    await readSheets("sample.csv", readFileSync(sampleCatalogueFile)),
  );
  if (errors.length) throw new Error(`The sample catalogue has ${errors.length} problems.`);
  // Today's six fields only: the static site shows no prices (docs/product.md#trade-fields).
  const searchable: CatalogueItem[] = withStableIds(items).map(publicItem);
  writeFileSync(path.join(clientDir, STATIC_CATALOGUE_FILE.slice(1)), JSON.stringify(searchable));
}
