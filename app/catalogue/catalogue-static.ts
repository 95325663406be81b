import type { CatalogueQuery } from "#shared/schemas/catalogue.ts";
import { catalogueItems } from "#shared/api/public-answers.ts";
import type { CatalogueAnswer } from "#shared/schemas/catalogue-items.ts";
import { buildIndex, type CatalogueIndex } from "#shared/catalogue-search.ts";

// The static build has no API: it searches the shipped sample list in the browser. The list
// and the search code load on the first search only (this module is imported lazily).

export const STATIC_CATALOGUE_FILE = "/catalogue.json";

let index: Promise<CatalogueIndex> | undefined;

function loadIndex() {
  index ??= fetch(STATIC_CATALOGUE_FILE)
    .then((response) => {
      if (!response.ok) throw new Error(String(response.status));
      return response.json();
    })
    .then((json: unknown) => {
      const items = catalogueItems.safeParse(json);
      if (!items.success) throw new Error(`${STATIC_CATALOGUE_FILE} is not a list of items.`);
      return items.data;
    })
    .then((items) => buildIndex(items, 0));
  // A failed load is tried again on the next search.
  return index.catch((error: unknown) => {
    index = undefined;
    throw error;
  });
}

export async function searchStatic(query: CatalogueQuery): Promise<CatalogueAnswer> {
  return { success: true, ...(await loadIndex()).search(query) };
}

/** The chat's item lookup: the sample list carries no rates, so its cards show none. */
export async function matchStatic(q: string): Promise<CatalogueAnswer["items"]> {
  return (await loadIndex()).strongMatches(q);
}
