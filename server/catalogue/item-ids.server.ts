import { createHash } from "node:crypto";

// An item's id stays the same across publishes (docs/product.md#item-catalogue), so that a
// customer's list and an order still find it after the next upload: its billing code when no
// other item of the version has that code, else a hash of its name, company and pack.

type Identified = { code: string; name: string; manufacturer: string; pack: string };

const normalised = (text: string) =>
  text.normalize("NFKC").toLowerCase().replace(/\s+/g, " ").trim();

/**
 * The stable ids of a version's items, given in the order published: first every item's code
 * (`count`), then each item in turn (`idOf`). The items need not be held between the two
 * passes: a 50,000-item version is read a page at a time, twice.
 */
export function stableIds() {
  const codes = new Map<string, number>();
  const taken = new Set<string>();
  return {
    count(code: string) {
      const key = normalised(code);
      if (key) codes.set(key, (codes.get(key) ?? 0) + 1);
    },
    idOf(item: Identified) {
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
      return id;
    },
  };
}

/** `items` with their stable ids (stableIds), all at once: for a list held whole anyway. */
export function withStableIds<T extends Identified>(items: T[]): (T & { id: string })[] {
  const ids = stableIds();
  for (const item of items) ids.count(item.code);
  return items.map((item) => ({ ...item, id: ids.idOf(item) }));
}
