import { useSyncExternalStore } from "react";
import { MAX_ENQUIRY_ITEMS, MAX_ITEM_QUANTITY } from "#shared/limits.ts";
import { itemLine, type EnquiryItem } from "#shared/schemas/catalogue-items.ts";
import { ENQUIRY_LIST_KEY, ORDER_LIST_KEY } from "#app/site/storage-keys.ts";

// The visitor's enquiry list: items from the catalogue with a quantity each, kept on their
// device (it survives a reload and is shared by open tabs) until they send it or, at a sign-in,
// it joins the customer's order list on the server. While a customer is signed in, the device
// also keeps that order list's ids and quantities (never a rate), for the header's badge, which
// the boot script (app/boot/state.ts) counts.

const KEY = ENQUIRY_LIST_KEY;
const ORDER_KEY = ORDER_LIST_KEY;
/**
 * The event this page's writes to the device's lists and shop send (on `window`): components
 * and the boot script (app/boot/state.ts) read them again; other tabs hear `storage`.
 */
export const SITE_STATE = "site-state";
let cached: { raw: string | null; items: EnquiryItem[] } = { raw: null, items: [] };

function read(): EnquiryItem[] {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(KEY);
  } catch {
    // Storage can be off (private mode, a strict browser): the list then lives in this page only.
    return cached.items;
  }
  if (raw !== cached.raw) {
    let items: EnquiryItem[] = [];
    try {
      const parsed = JSON.parse(raw ?? "[]") as unknown;
      if (Array.isArray(parsed)) items = parsed as EnquiryItem[];
    } catch {
      items = [];
    }
    cached = { raw, items };
  }
  return cached.items;
}

/** Keeps a list under `key` (an empty one is removed) and tells this page's listeners. */
function store(key: string, items: unknown[]) {
  try {
    if (items.length) window.localStorage.setItem(key, JSON.stringify(items));
    else window.localStorage.removeItem(key);
  } catch {
    // The enquiry list stays in memory for this page (see read); the order's count is lost.
  }
  window.dispatchEvent(new Event(SITE_STATE));
}

function write(items: EnquiryItem[]) {
  items = items.slice(0, MAX_ENQUIRY_ITEMS);
  cached = { raw: items.length ? JSON.stringify(items) : null, items };
  store(KEY, items);
}

function subscribe(listener: () => void) {
  window.addEventListener(SITE_STATE, listener);
  // Another tab changed the list (a null key: it cleared the whole storage).
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(SITE_STATE, listener);
    window.removeEventListener("storage", onStorage);
  };
}

const sameItem = (a: EnquiryItem, b: EnquiryItem) =>
  a.name === b.name &&
  (a.manufacturer ?? "") === (b.manufacturer ?? "") &&
  (a.pack ?? "") === (b.pack ?? "");

const empty: EnquiryItem[] = [];

/** The list (empty while pre-rendering) and what can be done to it. */
export function useEnquiryList() {
  const items = useSyncExternalStore(subscribe, read, () => empty);
  return {
    items,
    /** Adds an item, or adds to its quantity when it is already listed (it learns the id). */
    add(item: EnquiryItem) {
      const current = read();
      const at = current.findIndex((listed) => sameItem(listed, item));
      if (at === -1) write([...current, item]);
      else
        write(
          current.map((listed, i) =>
            i === at
              ? { ...item, quantity: Math.min(MAX_ITEM_QUANTITY, listed.quantity + item.quantity) }
              : listed,
          ),
        );
    },
    setQuantity(index: number, quantity: number) {
      write(read().map((item, i) => (i === index ? { ...item, quantity } : item)));
    },
    remove(index: number) {
      write(read().filter((_, i) => i !== index));
    },
    clear() {
      write([]);
    },
  };
}

/** The enquiry list as it is now, outside a component (a sign-in merges it). */
export const deviceEnquiryList = read;
/** Empties the enquiry list (once the server has its lines, or at sign-out). */
export const clearEnquiryList = () => write([]);

/** Keeps the ids and quantities of the customer's order list, as the server answered it. */
export const keepOrderList = (lines: { itemId?: string; quantity: number }[]) =>
  store(
    ORDER_KEY,
    lines.map(({ itemId, quantity }) => ({ itemId, quantity })),
  );

/** The list as a WhatsApp message: the page language's first line, then one line per item. */
export const enquiryListText = (items: EnquiryItem[], firstLine: string) =>
  `${firstLine}\n${items.map(itemLine).join("\n")}`;
