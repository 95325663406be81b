import { createHash } from "node:crypto";
import type { Steps } from "#shared/steps.ts";

// An item's id stays the same across publishes (docs/product.md#item-catalogue), so that a
// customer's list and an order still find it after the next upload: its billing code when no
// other item of the version has that code, else a hash of its name, company and pack.

type Identified = { code: string; name: string; manufacturer: string; pack: string };

const normalised = (text: string) =>
  text.normalize("NFKC").toLowerCase().replace(/\s+/g, " ").trim();

/** Items given their ids between two pauses. */
const ITEMS_A_STEP = 2500;

/** `items` with their stable ids, made in steps (#shared/steps.ts). */
export function* withStableIds<T extends Identified>(items: T[]): Steps<(T & { id: string })[]> {
  const codes = new Map<string, number>();
  for (const [at, item] of items.entries()) {
    if (at > 0 && at % ITEMS_A_STEP === 0) yield;
    const code = normalised(item.code);
    if (code) codes.set(code, (codes.get(code) ?? 0) + 1);
  }
  yield;
  const taken = new Set<string>();
  const identified: (T & { id: string })[] = [];
  for (const item of items) {
    if (identified.length > 0 && identified.length % ITEMS_A_STEP === 0) yield;
    const code = item.code.trim();
    let id =
      code && codes.get(normalised(code)) === 1
        ? code
        : `h-${createHash("sha256")
            .update([item.name, item.manufacturer, item.pack].map(normalised).join("\u0000"))
            .digest("base64url")
            .slice(0, 16)}`;
    // Two items alike in every way but their (shared) code: the second is told apart.
    for (let n = 2; taken.has(id); n++) id = `${id.replace(/~\d+$/, "")}~${n}`;
    taken.add(id);
    identified.push({ ...item, id });
  }
  return identified;
}
