import { buildIndex } from "#shared/catalogue-search.ts";
import {
  availabilityOf,
  publicItem,
  type Availability,
  type CustomerTerms,
} from "#shared/schemas/catalogue-items.ts";
import type { Db } from "#server/db/database.server.ts";
import { currentVersion, itemsOf, type StoredItem } from "./catalogue-store.server";

/** What an order line takes from the live catalogue (never shown to anyone but its customer). */
export type OrderableItem = Pick<
  StoredItem,
  "id" | "name" | "manufacturer" | "pack" | "code" | "mrp" | "rate" | "scheme" | "gst"
> & { availability: Availability | null };

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
  let orderable = new Map<string, OrderableItem>();
  let queue: Promise<void> = Promise.resolve();

  async function rebuild() {
    const live = await currentVersion(db);
    if (live?.version === index.version) return;
    const items = live ? await itemsOf(db, live.version) : [];
    // The index holds only what anyone may see: prices and stock cannot leak from a search.
    const built = buildIndex(items.map(publicItem), live?.version, undefined, options);
    orderable = new Map(
      items.map((item) => [
        item.id,
        {
          id: item.id,
          name: item.name,
          manufacturer: item.manufacturer,
          pack: item.pack,
          code: item.code,
          mrp: item.mrp,
          rate: item.rate,
          scheme: item.scheme,
          gst: item.gst,
          availability: availabilityOf(item),
        },
      ]),
    );
    index = built;
  }

  return {
    current: () => index,
    /** An item's rate, MRP, scheme and availability, for a signed-in customer only. */
    termsOf(id: string): CustomerTerms {
      const item = orderable.get(id);
      return item
        ? { mrp: item.mrp, rate: item.rate, scheme: item.scheme, availability: item.availability }
        : { mrp: null, rate: null, scheme: "", availability: null };
    },
    /** A live item by its stable id, for an order line (its customer's eyes only). */
    orderable: (id: string): OrderableItem | undefined => orderable.get(id),
    /** Every live item, for looking up lines that name an item by name, company and pack. */
    orderableItems: (): Iterable<OrderableItem> => orderable.values(),
    /** Brings the index up to the published version (one look, and rebuild, at a time). */
    refresh() {
      queue = queue.catch(() => {}).then(rebuild);
      return queue;
    },
  };
}

export type CatalogueSearch = ReturnType<typeof catalogueSearch>;
