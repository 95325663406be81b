import { useCallback, useEffect, useRef, useState } from "react";
import type { ListLine, Order } from "#shared/schemas/orders.ts";
import { entryOf, mergeLines, readList, saveList, type ListEntry } from "./account-list";
import { placeOrder, type PlaceOutcome } from "./customer-orders";
import { keepOrderList } from "#app/catalogue/enquiry-list.ts";

// The signed-in customer's order list as the account page holds it: the server's list, changed
// here (quantities, removals, order again) and saved whole a moment after the last change, and
// placed as an order with a key that makes a retry place nothing twice.

/** A line, with the key the page knows it by (an item without an id, by its name). */
export type OrderLine = ListLine & { key: string };
const keyOf = (line: ListLine) => line.itemId ?? `${line.name}|${line.manufacturer}|${line.pack}`;
const withKeys = (lines: ListLine[]): OrderLine[] =>
  lines.map((line) => ({ ...line, key: keyOf(line) }));

/**
 * A random UUID. `crypto.randomUUID` exists only on secure pages (https, localhost); a page
 * opened over plain http on the shop's network makes one from random bytes.
 */
const newKey = (): string =>
  typeof crypto.randomUUID === "function"
    ? crypto.randomUUID()
    : "10000000-1000-4000-8000-100000000000".replace(/[018]/g, (digit) =>
        (
          Number(digit) ^
          (crypto.getRandomValues(new Uint8Array(1))[0]! & (15 >> (Number(digit) / 4)))
        ).toString(16),
      );

/** Typing 1, 2, 0 in a quantity box saves once, not three times. */
const SAVE_DELAY_MS = 600;

export type OrderListState =
  { state: "loading" } | { state: "failed" } | { state: "ready"; lines: OrderLine[] };

export function useOrderList() {
  const [list, setList] = useState<OrderListState>({ state: "loading" });
  const [saving, setSaving] = useState<"idle" | "saving" | "failed">("idle");
  /** The UUID of this placing, kept until the server answers 201 (decision 12). */
  const [idempotencyKey, setIdempotencyKey] = useState(newKey);
  const lines = useRef<OrderLine[]>([]);
  /** Counts the page's changes: the answer to an older save does not undo a newer change. */
  const changes = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lastSave = useRef<Promise<void>>(Promise.resolve());

  const show = useCallback((shown: ListLine[]) => {
    lines.current = withKeys(shown);
    setList({ state: "ready", lines: lines.current });
  }, []);

  const saveNow = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const change = changes.current;
    setSaving("saving");
    lastSave.current = saveList(lines.current.map(entryOf)).then(
      (saved) => {
        if (changes.current === change) show(saved.items);
        setSaving("idle");
      },
      () => setSaving("failed"),
    );
  }, [show]);

  /** Counts the loads asked for: a retry loads the list again. */
  const [loads, setLoads] = useState(0);
  useEffect(() => {
    let current = true;
    // Lines left on the device (a sign-in whose merge failed) join the list first. (Imported
    // as everywhere else, so that module stays one of its own.)
    import("./account-list-additions")
      .then((additions) => additions.mergeDeviceList())
      .then((merged) => merged ?? readList())
      .then(
        (loaded) => current && show(loaded.items),
        // Also when the session ended: the device then forgets the shop, and the page signs out.
        () => current && setList({ state: "failed" }),
      );
    return () => {
      current = false;
      // A change still waiting when the page goes is saved all the same.
      if (timer.current !== undefined) saveNow();
    };
  }, [loads, show, saveNow]);

  function change(next: OrderLine[]) {
    changes.current++;
    lines.current = next;
    setList({ state: "ready", lines: next });
    clearTimeout(timer.current);
    timer.current = setTimeout(saveNow, SAVE_DELAY_MS);
  }

  /** Waits for the save under way, and takes over a save still waiting (returns whether one was). */
  async function settle() {
    const waiting = timer.current !== undefined;
    clearTimeout(timer.current);
    timer.current = undefined;
    await lastSave.current;
    return waiting;
  }

  async function addLines(added: ListEntry[]) {
    await settle();
    const change = ++changes.current;
    try {
      const base = list.state === "ready" ? lines.current : withKeys((await readList()).items);
      const saved = await saveList(mergeLines(base.map(entryOf), added));
      if (changes.current === change) show(saved.items);
      return true;
    } catch {
      return false;
    }
  }

  return {
    list,
    saving,
    retrySave: saveNow,
    reload() {
      setList({ state: "loading" });
      setLoads((count) => count + 1);
    },
    setQuantity(key: string, quantity: number) {
      change(lines.current.map((line) => (line.key === key ? { ...line, quantity } : line)));
    },
    remove(key: string) {
      change(lines.current.filter((line) => line.key !== key));
    },

    /**
     * Places the list. The lines go with the order itself, so a save still waiting is not sent
     * first; the one under way is awaited, lest it land after the order emptied the list.
     */
    async place(
      note: string,
      confirmLarge?: true,
    ): Promise<{ outcome: PlaceOutcome; placed: OrderLine[] }> {
      const unsaved = await settle();
      const placed = lines.current;
      const outcome = await placeOrder({
        items: placed.map((line) => ({ itemId: line.itemId ?? "", quantity: line.quantity })),
        note,
        idempotencyKey,
        confirmLarge,
      });
      if (outcome.kind === "placed") {
        // The server emptied the list in the order's transaction.
        changes.current++;
        show([]);
        keepOrderList([]);
      } else if (unsaved) saveNow();
      // A new order gets a new key; so does a list whose key an earlier order took (409).
      if (outcome.kind === "placed" || (outcome.kind === "refused" && outcome.status === 409))
        setIdempotencyKey(newKey());
      return { outcome, placed };
    },

    /** Puts an earlier order's lines into the list, at today's rates. */
    orderAgain: (order: Order) => addLines(order.lines.map(entryOf)),
    /** Adds lines (a message's, an earlier order's): an item already listed has them added. */
    addLines,
  };
}

export type OrderList = ReturnType<typeof useOrderList>;
