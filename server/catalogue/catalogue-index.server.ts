import { buildIndex } from "#shared/catalogue-search.ts";
import { availabilityOf, publicItem, type CustomerTerms } from "#shared/schemas/catalogue-items.ts";
import type { Db } from "#server/db/database.server.ts";
import { currentVersion, itemsOf } from "./catalogue-store.server";

// Each instance keeps the live catalogue in a search index (shared/catalogue-search.ts) and
// rebuilds it when another instance publishes: it looks every few seconds.

/**
 * The live catalogue's index for this instance. `refresh` rebuilds it when the published
 * version changed (here or on another instance sharing the database). `cache: false` keeps no
 * recent answers (CATALOGUE_SEARCH_CACHE=off).
 */
export function catalogueSearch(db: Db, options: { cache?: boolean } = {}) {
  let index = buildIndex([], undefined, undefined, options);
  // What a signed-in customer also sees of each item, by id: kept beside the index, never in it.
  let terms = new Map<string, CustomerTerms>();
  let queue: Promise<void> = Promise.resolve();

  async function rebuild() {
    const live = await currentVersion(db);
    if (live?.version === index.version) return;
    const items = live ? await itemsOf(db, live.version) : [];
    // The index holds only what anyone may see: prices and stock cannot leak from a search.
    const built = buildIndex(items.map(publicItem), live?.version, undefined, options);
    terms = new Map(
      items.map((item) => [
        item.id,
        {
          mrp: item.mrp,
          rate: item.rate,
          scheme: item.scheme,
          availability: availabilityOf(item),
        },
      ]),
    );
    index = built;
  }

  return {
    current: () => index,
    /** An item's rate, MRP, scheme and availability, for a signed-in customer only. */
    termsOf: (id: string): CustomerTerms =>
      terms.get(id) ?? { mrp: null, rate: null, scheme: "", availability: null },
    /** Brings the index up to the published version (one look, and rebuild, at a time). */
    refresh() {
      queue = queue.catch(() => {}).then(rebuild);
      return queue;
    },
  };
}

export type CatalogueSearch = ReturnType<typeof catalogueSearch>;
