import type { CatalogueQuery } from "#shared/schemas/catalogue.ts";
import type { CatalogueAnswer, CatalogueItem } from "#shared/schemas/catalogue-items.ts";
import { buildIndex, type CatalogueIndex } from "#shared/catalogue-search.ts";

// The static build has no API: it searches the shipped sample list in the browser. The list
// and the search code load on the first search only (this module is imported lazily).

export const STATIC_CATALOGUE_FILE = "/catalogue.json";

let index: Promise<CatalogueIndex> | undefined;

export async function searchStatic(query: CatalogueQuery): Promise<CatalogueAnswer> {
  index ??= fetch(STATIC_CATALOGUE_FILE)
    .then((response) => {
      if (!response.ok) throw new Error(String(response.status));
      return response.json() as Promise<CatalogueItem[]>;
    })
    .then((items) => buildIndex(items, 0));
  // A failed load is tried again on the next search.
  const loaded = await index.catch((error: unknown) => {
    index = undefined;
    throw error;
  });
  return { success: true, ...loaded.search(query) };
}
