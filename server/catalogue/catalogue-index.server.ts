import { setImmediate } from "node:timers/promises";
import { buildIndex, buildIndexInSteps } from "#shared/catalogue-search.ts";
import { stepByStep } from "#shared/steps.ts";
import {
  availabilityOf,
  publicItem,
  type Availability,
  type CatalogueItem,
  type CustomerTerms,
} from "#shared/schemas/catalogue-items.ts";
import type { ContentSettings } from "#shared/content/announcements.ts";
import { seedDocument } from "#shared/content/document.ts";
import type { Partner } from "#shared/content/partners.ts";
import type { Db } from "#server/db/database.server.ts";
import { currentVersion, forEachItemOf, type StoredItem } from "./catalogue-store.server";

/** What an order line takes from the live catalogue (never shown to anyone but its customer). */
export type OrderableItem = Pick<
  StoredItem,
  "id" | "name" | "manufacturer" | "pack" | "code" | "mrp" | "rate" | "scheme" | "gst"
> & { availability: Availability | null };

/** What the index keeps of an item beside it: the count stays here, only availability leaves. */
type TradeItem = Omit<OrderableItem, "availability"> & Pick<StoredItem, "stock" | "stockYesNo">;

// Each instance keeps the live catalogue in a search index (shared/catalogue-search.ts) and
// rebuilds it when another instance publishes a catalogue, or content with other partners (their
// names and aliases say which items are theirs): it looks every few seconds.

/**
 * The live catalogue's index for this instance. `refresh` rebuilds it when the published
 * version changed (here or on another instance sharing the database), or the partners did.
 * `cache: false` keeps no recent answers (CATALOGUE_SEARCH_CACHE=off).
 */
export function catalogueSearch(
  db: Db,
  options: {
    cache?: boolean;
    /** The owner's settings as published: the low-stock threshold, whether MRP is public. */
    settings?: () => ContentSettings;
    /** The partner companies as published. */
    partners?: () => Partner[];
    /** Told each time the index is rebuilt or re-linked (what the Products page shows may change). */
    changed?: () => void;
  } = {},
) {
  const settings = options.settings ?? (() => seedDocument().settings);
  const partners = options.partners ?? (() => seedDocument().partners);
  /** The partners the index was built with: a new published list is a new array. */
  let builtFor = partners();
  let index = buildIndex([], undefined, builtFor, options);
  // What a signed-in customer also sees of each item, by id: kept beside the index, never in it.
  let orderable = new Map<string, TradeItem>();
  /** An item's terms with its availability under the owner's threshold of the moment. */
  const withAvailability = ({ stock, stockYesNo, ...item }: TradeItem): OrderableItem => ({
    ...item,
    availability: availabilityOf({ stock, stockYesNo }, settings().lowStockThreshold),
  });
  let queue: Promise<void> = Promise.resolve();

  async function rebuild() {
    const live = await currentVersion(db);
    const partnersNow = partners();
    if (live?.version === index.version) {
      // Other partners, the same items: their words stay indexed.
      if (partnersNow === builtFor) return;
      index = await stepByStep(index.withPartners(partnersNow), () => setImmediate());
      builtFor = partnersNow;
      options.changed?.();
      return;
    }
    // The index holds only what anyone may see: prices and stock cannot leak from a search.
    // What a signed-in customer also sees is kept beside it. Both are made in steps, requests
    // answered in between (the live index serves them until it is done).
    const publicItems: CatalogueItem[] = [];
    const nextOrderable = new Map<string, TradeItem>();
    if (live)
      await forEachItemOf(db, live.version, (item) => {
        publicItems.push(publicItem(item));
        nextOrderable.set(item.id, {
          id: item.id,
          name: item.name,
          manufacturer: item.manufacturer,
          pack: item.pack,
          code: item.code,
          mrp: item.mrp,
          rate: item.rate,
          scheme: item.scheme,
          gst: item.gst,
          stock: item.stock,
          stockYesNo: item.stockYesNo,
        });
      });
    const built = await buildIndexInSteps(publicItems, live?.version, partnersNow, options, () =>
      setImmediate(),
    );
    builtFor = partnersNow;
    orderable = nextOrderable;
    index = built;
    options.changed?.();
  }

  return {
    current: () => index,
    /** An item's rate, MRP, scheme and availability, for a signed-in customer only. */
    termsOf(id: string): CustomerTerms {
      const stored = orderable.get(id);
      if (!stored) return { mrp: null, rate: null, scheme: "", availability: null };
      const item = withAvailability(stored);
      return {
        mrp: item.mrp,
        rate: item.rate,
        scheme: item.scheme,
        availability: item.availability,
      };
    },
    /** An item's MRP for anyone, when the owner shows MRP to everyone; else undefined. */
    publicMrp(id: string): number | null | undefined {
      return settings().mrpPublic ? (orderable.get(id)?.mrp ?? null) : undefined;
    },
    /** A live item by its stable id, for an order line (its customer's eyes only). */
    orderable(id: string): OrderableItem | undefined {
      const item = orderable.get(id);
      return item && withAvailability(item);
    },
    /** Every live item, for looking up lines that name an item by name, company and pack. */
    *orderableItems(): Iterable<OrderableItem> {
      for (const item of orderable.values()) yield withAvailability(item);
    },
    /** Brings the index up to the published version (one look, and rebuild, at a time). */
    refresh() {
      queue = queue.catch(() => {}).then(rebuild);
      return queue;
    },
    /** Once the looks asked for so far are over, however they ended (before the database closes). */
    settled: () => queue.catch(() => {}),
  };
}

export type CatalogueSearch = ReturnType<typeof catalogueSearch>;
