// How a stored content document reaches this code's shape: one step per shape version, applied
// whenever a stored version is read (a restore included). A step adds, renames or splits fields;
// what it adds takes the seed's value.
import { CONTENT_SCHEMA_VERSION, seedDocument, type ContentDocument } from "./document";

type SiteTextsByLocale = { en: { home: { slides: unknown } } };
type Stored = Record<string, unknown> & { schemaVersion: number };

const steps: Record<number, (document: Stored) => Stored> = {
  // 1 → 2: notices, closures, job openings, the trade settings, the "reviewed" marks and the
  // slides' photos (the shipped artwork).
  1: (document) => ({
    ...document,
    schemaVersion: 2,
    notices: [],
    closures: [],
    jobs: [],
    // The settings had been the shipped limits.
    settings: seedDocument().settings,
    reviewed: {},
    slides: ((document.texts as SiteTextsByLocale).en.home.slides as unknown[]).map(() => ({
      photo: null,
    })),
  }),
  // 2 → 3: the partner companies, until then the code's (the seed's).
  2: (document) => ({ ...document, schemaVersion: 3, partners: seedDocument().partners }),
  // 3 → 4: how customers pay and the credit terms, empty (no pay link, no credit check), and
  // UPI links up to the shipped amount.
  3: (document) => {
    const seed = seedDocument();
    const site = document.site as Record<string, unknown>;
    const settings = document.settings as Record<string, unknown>;
    return {
      ...document,
      schemaVersion: 4,
      site: { ...site, payments: seed.site.payments },
      settings: { ...settings, credit: seed.settings.credit, payments: seed.settings.payments },
    };
  },
  // 4 → 5: the return window, unset (returns are taken and left unmarked).
  4: (document) => ({
    ...document,
    schemaVersion: 5,
    settings: {
      ...(document.settings as Record<string, unknown>),
      returns: seedDocument().settings.returns,
    },
  }),
};

/**
 * A stored document of shape `schemaVersion` (at most this code's) in this code's shape, with the
 * facts, texts and settings a later release added taking the seed's value.
 */
export function upgradeDocument(document: Stored): ContentDocument {
  let upgraded = document;
  while (upgraded.schemaVersion < CONTENT_SCHEMA_VERSION) {
    const step = steps[upgraded.schemaVersion];
    if (!step) throw new Error(`No upgrade from content shape ${upgraded.schemaVersion}`);
    upgraded = step(upgraded);
  }
  const seed = seedDocument();
  return {
    ...(upgraded as unknown as ContentDocument),
    site: shapedLikeSeed(upgraded.site, seed.site),
    texts: shapedLikeSeed(upgraded.texts, seed.texts),
    settings: shapedLikeSeed(upgraded.settings, seed.settings),
  };
}

/**
 * `stored` with the groups' keys of `seed`: a key the code added takes the seed's value, a key it
 * dropped goes. Lists are the owner's as they are (an entry's shape changes with a shape version).
 */
function shapedLikeSeed<T>(stored: unknown, seed: T): T {
  // A fact or setting one side leaves empty (null) keeps the owner's value: only a nullable
  // one was published so.
  if (seed === null || stored === null) return (stored === undefined ? seed : stored) as T;
  if (typeof seed !== "object" || Array.isArray(seed))
    return (stored === undefined || typeof stored !== typeof seed ? seed : stored) as T;
  const group = (stored ?? {}) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(seed).map(([key, value]) => [key, shapedLikeSeed(group[key], value)]),
  ) as T;
}
