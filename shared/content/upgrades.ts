// How a stored content document reaches this code's shape: one step per shape version, applied
// whenever a stored version is read (a restore included). A step adds, renames or splits fields;
// what it adds takes the seed's value.
import { LOW_STOCK_THRESHOLD } from "#shared/limits.ts";
import { CONTENT_SCHEMA_VERSION, type ContentDocument } from "./document";

type Stored = Record<string, unknown> & { schemaVersion: number };

const steps: Record<number, (document: Stored) => Stored> = {
  // 1 → 2: notices, closures, job openings, the trade settings and the "reviewed" marks.
  1: (document) => ({
    ...document,
    schemaVersion: 2,
    notices: [],
    closures: [],
    jobs: [],
    settings: { mrpPublic: false, lowStockThreshold: LOW_STOCK_THRESHOLD },
    reviewed: {},
  }),
};

/** A stored document of shape `schemaVersion` (at most this code's) in this code's shape. */
export function upgradeDocument(document: Stored): ContentDocument {
  let upgraded = document;
  while (upgraded.schemaVersion < CONTENT_SCHEMA_VERSION) {
    const step = steps[upgraded.schemaVersion];
    if (!step) throw new Error(`No upgrade from content shape ${upgraded.schemaVersion}`);
    upgraded = step(upgraded);
  }
  return upgraded as unknown as ContentDocument;
}
