import { sql, type Transaction } from "kysely";
import { MAX_ITEM_QUANTITY } from "#shared/limits.ts";
import { freeQuantity, lineAmount, orderEstimate } from "#shared/order-terms.ts";
import type { AccountList, ListLine } from "#shared/schemas/orders.ts";
import type { CatalogueSearch, OrderableItem } from "#server/catalogue/public.server.ts";
import type { Database, DatabaseHandle, Db } from "#server/db/database.server.ts";
import type { CustomerListItemTable } from "#server/db/trade-tables.server.ts";

// A signed-in customer's order list, kept on the server (docs/product.md#orders): ids and
// quantities, with the names of lines whose item could not be found. Rates are never stored
// with it: the list is priced from the live catalogue each time it is shown.

/** A line as it is stored, without its customer and position. */
export type StoredListLine = Omit<CustomerListItemTable, "customer_id" | "position">;

/** A line as a client names it: by the item's id, or by name, company and pack. */
export type ListLineInput = {
  itemId?: string;
  name?: string;
  manufacturer?: string;
  pack?: string;
  quantity: number;
};

const normalised = (text = "") => text.normalize("NFKC").toLowerCase().replace(/\s+/g, " ").trim();
const nameKey = (line: { name?: string; manufacturer?: string; pack?: string }) =>
  [line.name, line.manufacturer, line.pack].map(normalised).join("\u0000");

/**
 * The lines to store: each found in the live catalogue by its id or, without one, by its name,
 * company and pack (a line not found is kept, marked by a null id); lines naming the same item
 * are added together, up to the largest quantity a line may have. `previous` (the list as
 * stored) gives a name to an id that has left the catalogue since it was added.
 */
export function resolveLines(
  catalogue: CatalogueSearch,
  lines: ListLineInput[],
  previous: StoredListLine[] = [],
): StoredListLine[] {
  let byName: Map<string, OrderableItem> | undefined;
  const findByName = (line: ListLineInput) => {
    byName ??= new Map(
      [...catalogue.orderableItems()].map((item) => [nameKey(item), item] as const),
    );
    return byName.get(nameKey(line));
  };
  const merged = new Map<string, StoredListLine>();
  for (const line of lines) {
    const item = line.itemId ? catalogue.orderable(line.itemId) : findByName(line);
    const known = line.itemId && previous.find((stored) => stored.item_id === line.itemId);
    const stored: Omit<StoredListLine, "quantity"> = item
      ? { item_id: item.id, name: item.name, manufacturer: item.manufacturer, pack: item.pack }
      : {
          item_id: line.itemId ?? null,
          name: line.name || (known ? known.name : ""),
          manufacturer: line.manufacturer || (known ? known.manufacturer : ""),
          pack: line.pack || (known ? known.pack : ""),
        };
    const key = stored.item_id ? `id:${stored.item_id}` : `name:${nameKey(stored)}`;
    const same = merged.get(key);
    if (same) same.quantity = Math.min(MAX_ITEM_QUANTITY, same.quantity + line.quantity);
    else merged.set(key, { ...stored, quantity: line.quantity });
  }
  return [...merged.values()];
}

/** The customer's list, in its order. */
export function readList(db: Db, customerId: string): Promise<StoredListLine[]> {
  return db
    .selectFrom("customer_list_items")
    .select(["item_id", "name", "manufacturer", "pack", "quantity"])
    .where("customer_id", "=", customerId)
    .orderBy("position")
    .execute();
}

/**
 * Makes changes to one customer's list take turns (within the caller's transaction): two at
 * once (two tabs, an order placed while a line is added) would each rewrite the list they read.
 * SQLite lets one writer in at a time already; PostgreSQL locks the customer's row.
 */
export async function lockCustomer(
  trx: Transaction<Database>,
  dialect: DatabaseHandle["dialect"],
  customerId: string,
) {
  if (dialect === "postgres")
    await sql`select 1 from customers where id = ${customerId} for no key update`.execute(trx);
}

/** A change of one customer's list, taking its turn. */
export function changeList<T>(
  { db, dialect }: Pick<DatabaseHandle, "db" | "dialect">,
  customerId: string,
  change: (trx: Transaction<Database>, list: StoredListLine[]) => Promise<T>,
) {
  return db.transaction().execute(async (trx) => {
    await lockCustomer(trx, dialect, customerId);
    return change(trx, await readList(trx, customerId));
  });
}

/** Replaces the customer's list with `lines` (within the caller's transaction). */
export async function writeList(
  trx: Transaction<Database>,
  customerId: string,
  lines: StoredListLine[],
) {
  await trx.deleteFrom("customer_list_items").where("customer_id", "=", customerId).execute();
  if (lines.length)
    await trx
      .insertInto("customer_list_items")
      .values(lines.map((line, position) => ({ ...line, customer_id: customerId, position })))
      .execute();
}

/** The whole list from a client: looked up, merged and stored; answers the list as stored. */
export function replaceList(
  database: Pick<DatabaseHandle, "db" | "dialect">,
  catalogue: CatalogueSearch,
  customerId: string,
  lines: ListLineInput[],
) {
  return changeList(database, customerId, async (trx, previous) => {
    const resolved = resolveLines(catalogue, lines, previous);
    await writeList(trx, customerId, resolved);
    return resolved;
  });
}

/**
 * The list as the customer sees it: each line with today's terms of the live catalogue, the
 * free quantity and amount they give, and the estimate. A line whose item is not in the live
 * catalogue is kept with no terms, marked, and left out of the estimate.
 */
export function pricedList(
  catalogue: CatalogueSearch,
  lines: StoredListLine[],
): Omit<AccountList, "success"> {
  const items = lines.map((line): ListLine => {
    const item = line.item_id ? catalogue.orderable(line.item_id) : undefined;
    if (!item)
      return {
        itemId: line.item_id,
        name: line.name,
        manufacturer: line.manufacturer,
        pack: line.pack,
        quantity: line.quantity,
        inCatalogue: false,
        mrp: null,
        rate: null,
        scheme: "",
        gst: null,
        availability: null,
        free: 0,
        amount: null,
      };
    return {
      itemId: item.id,
      name: item.name,
      manufacturer: item.manufacturer,
      pack: item.pack,
      quantity: line.quantity,
      inCatalogue: true,
      mrp: item.mrp,
      rate: item.rate,
      scheme: item.scheme,
      gst: item.gst,
      availability: item.availability,
      free: freeQuantity(item.scheme, line.quantity),
      amount: lineAmount(item.rate, line.quantity, item.scheme),
    };
  });
  return { items, estimate: orderEstimate(items.filter((line) => line.inCatalogue)) };
}
