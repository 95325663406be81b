import { writeFileSync } from "node:fs";
import path from "node:path";
import { publicItem, type CatalogueItem } from "#shared/schemas/catalogue-items.ts";
import { STATIC_CATALOGUE_FILE } from "#app/catalogue/catalogue-static.ts";
import { withStableIds } from "#server/catalogue/item-ids.server.ts";
import { readSampleCatalogue } from "#server/catalogue/sample-catalogue.server.ts";

/**
 * The static build has no server: it ships the sample item list as JSON for the browser to
 * search (read with the server's own reader, so both see the same items).
 */
export async function writeStaticCatalogue(clientDir: string) {
  // Today's six fields only: the static site shows no prices (docs/product.md#trade-fields).
  const searchable: CatalogueItem[] = withStableIds(await readSampleCatalogue()).map(publicItem);
  writeFileSync(path.join(clientDir, STATIC_CATALOGUE_FILE.slice(1)), JSON.stringify(searchable));
}
