import { useSyncExternalStore } from "react";
import { MAX_ENQUIRY_ITEMS, MAX_ITEM_QUANTITY } from "#shared/limits.ts";
import { itemLine, type EnquiryItem } from "#shared/schemas/catalogue-items.ts";

// The visitor's enquiry list: items from the catalogue with a quantity each, kept on their
// device (it survives a reload and is shared by open tabs) until they send it.

const KEY = "enquiry-list";
const listeners = new Set<() => void>();
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

function write(items: EnquiryItem[]) {
  const raw = JSON.stringify(items.slice(0, MAX_ENQUIRY_ITEMS));
  cached = { raw, items: JSON.parse(raw) as EnquiryItem[] };
  try {
    window.localStorage.setItem(KEY, raw);
  } catch {
    // Kept in memory for this page (see read).
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
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
    /** Adds an item, or adds to its quantity when it is already listed. */
    add(item: EnquiryItem) {
      const current = read();
      const at = current.findIndex((listed) => sameItem(listed, item));
      if (at === -1) write([...current, item]);
      else
        write(
          current.map((listed, i) =>
            i === at
              ? {
                  ...listed,
                  quantity: Math.min(MAX_ITEM_QUANTITY, listed.quantity + item.quantity),
                }
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

/** The list as a WhatsApp message: the page language's first line, then one line per item. */
export const enquiryListText = (items: EnquiryItem[], firstLine: string) =>
  `${firstLine}\n${items.map(itemLine).join("\n")}`;
