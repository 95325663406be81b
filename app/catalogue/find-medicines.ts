import { getAnswer } from "#app/lib/api-client.ts";
import { catalogueAnswer, matchesAnswer } from "#shared/api/public-answers.ts";
import { apiRoutes, apiUrl } from "#shared/api/routes.ts";
import type { CatalogueQuery } from "#shared/schemas/catalogue.ts";
import type { CatalogueAnswer } from "#shared/schemas/catalogue-items.ts";
import { SEARCH_PAGE_SIZE } from "#shared/limits.ts";

// Where the Products page's medicine search gets its results: the API, or in the static build
// the sample list searched in the browser.

/** What the visitor searches for: words, a specialty, a company ("" for any). */
export type Search = { q: string; category: string; manufacturer: string };

/** One page of results, best match first. */
export async function findMedicines(search: Search, page: number): Promise<CatalogueAnswer> {
  // The static build has no API: it searches the sample list in the browser (loaded lazily).
  if (import.meta.env.VITE_STATIC_MODE === "1")
    return import("#app/catalogue/catalogue-static.ts").then((module) =>
      module.searchStatic({
        q: search.q,
        category: (search.category || undefined) as CatalogueQuery["category"],
        manufacturer: search.manufacturer || undefined,
        page,
        pageSize: SEARCH_PAGE_SIZE,
      }),
    );
  const query = { ...search, page, pageSize: SEARCH_PAGE_SIZE };
  return getAnswer(apiUrl(apiRoutes.catalogueSearch, { query }), catalogueAnswer);
}

/**
 * The few items that match a chat question strongly (`q`: the question less its chat words),
 * with a signed-in customer's terms as their search shows them.
 */
export async function matchMedicines(q: string): Promise<CatalogueAnswer["items"]> {
  if (import.meta.env.VITE_STATIC_MODE === "1")
    return import("#app/catalogue/catalogue-static.ts").then((module) => module.matchStatic(q));
  const answer = await getAnswer(
    apiUrl(apiRoutes.catalogueMatches, { query: { q } }),
    matchesAnswer,
  );
  return answer.items;
}
