// The arithmetic of an order line (docs/product.md#orders), shared by the server that stores
// and exports orders and the pages that show the estimate as quantities change: what a scheme
// gives free, what a line costs, and the order's estimate with GST as the billing adds it.
import { LARGE_LINE_RUPEES, LARGE_LINE_TIMES, LARGE_ORDER_RUPEES } from "#shared/limits.ts";

/** What a scheme as written in the billing export gives: free goods, or a discount. */
export type SchemeTerms =
  | { kind: "free"; buy: number; get: number }
  | { kind: "discount"; percent: number }
  | { kind: "none" };

/** "10+1" (also "10 + 1") is one free for every ten; "5%" a 5 % discount; anything else neither. */
export function schemeTerms(scheme: string): SchemeTerms {
  const free = /^\s*(\d{1,6})\s*\+\s*(\d{1,6})\s*$/.exec(scheme);
  if (free) {
    const buy = Number(free[1]);
    const get = Number(free[2]);
    return buy > 0 && get > 0 ? { kind: "free", buy, get } : { kind: "none" };
  }
  const discount = /^\s*(\d{1,2}(?:\.\d{1,2})?)\s*%\s*$/.exec(scheme);
  if (discount) {
    const percent = Number(discount[1]);
    return percent > 0 && percent < 100 ? { kind: "discount", percent } : { kind: "none" };
  }
  return { kind: "none" };
}

/** `a+b` gives floor(quantity ÷ a) × b free: "10+1" and 25 ordered → 2 free. */
export function freeQuantity(scheme: string, quantity: number): number {
  const terms = schemeTerms(scheme);
  return terms.kind === "free" ? Math.floor(quantity / terms.buy) * terms.get : 0;
}

/** A scheme's discount in %, or 0. */
export function schemeDiscount(scheme: string): number {
  const terms = schemeTerms(scheme);
  return terms.kind === "discount" ? terms.percent : 0;
}

/** Rupees to whole paise, and back: sums are made in paise so that they add up exactly. */
const toPaise = (rupees: number) => Math.round(rupees * 100);
const toRupees = (paise: number) => paise / 100;

/** An estimate's amount before GST and its GST, added exactly: the total with GST. */
export const withGst = ({ total, gst }: { total: number; gst: number }) =>
  toRupees(toPaise(total) + toPaise(gst));

/**
 * A line's amount before GST: rate × quantity × (1 − discount/100), rounded to the paisa;
 * null when the item has no rate (the line is then left out of the total and marked).
 */
export function lineAmount(rate: number | null, quantity: number, scheme: string): number | null {
  if (rate === null) return null;
  return toRupees(Math.round((toPaise(rate) * quantity * (100 - schemeDiscount(scheme))) / 100));
}

export type EstimateLine = {
  rate: number | null;
  quantity: number;
  scheme: string;
  gst: number | null;
};

/**
 * The order's estimate: `total` is the sum of the priced lines' amounts before GST, `gst` each
 * line's GST % of its amount added separately (lines without a GST % add none and are counted
 * in `gstUnknown`), `unpriced` the lines without a rate. The bill may differ: it is an estimate.
 */
export function orderEstimate(lines: EstimateLine[]) {
  let total = 0;
  let gst = 0;
  let unpriced = 0;
  let gstUnknown = 0;
  for (const line of lines) {
    const amount = lineAmount(line.rate, line.quantity, line.scheme);
    if (amount === null) {
      unpriced++;
      continue;
    }
    total += toPaise(amount);
    if (line.gst === null) gstUnknown++;
    else gst += Math.round((toPaise(amount) * line.gst) / 100);
  }
  return {
    total: toRupees(total),
    gst: toRupees(gst),
    withGst: toRupees(total + gst),
    unpriced,
    gstUnknown,
  };
}
export type OrderEstimate = ReturnType<typeof orderEstimate>;

// ---- Supplied and free, one meaning everywhere ---------------------------------------------
// `quantity` and `free` are what was ordered; `supplied` counts billed units only, from 0 to the
// quantity (null until staff set it: the line then goes out as ordered); the free goods going
// out are worked out again from what is billed, by the line's scheme: "10+1" and 20 supplied
// give 2 free. The admin, the pick list, the exports, My orders and the mails all read this.

type SuppliedLine = { quantity: number; scheme: string; supplied: number | null };

/** The most of a line staff may supply: the quantity ordered (its free goods follow). */
export const mostSupplied = (line: { quantity: number }) => line.quantity;

/** What goes out for a line: the billed quantity and the free goods its scheme gives on it. */
export function goingOut(line: SuppliedLine) {
  const billed = line.supplied ?? line.quantity;
  return { billed, free: freeQuantity(line.scheme, billed) };
}

/** How many fewer billed units go out than were ordered (0 until supplied is set). */
export const shortBy = (line: SuppliedLine) =>
  line.supplied === null ? 0 : line.quantity - line.supplied;

/**
 * The estimate of what goes out, once staff have set any supplied quantity (null before): each
 * line at its billed quantity, as the export bills it.
 */
export function suppliedEstimate(lines: (EstimateLine & SuppliedLine)[]): OrderEstimate | null {
  if (lines.every((line) => line.supplied === null)) return null;
  return orderEstimate(lines.map((line) => ({ ...line, quantity: goingOut(line).billed })));
}

// ---- Large orders ---------------------------------------------------------------------------

/** Why a line (or, with `index` null, the whole order) asks the customer to confirm. */
export type LargeLine =
  | { index: number; reason: "usual"; usual: number }
  | { index: number; reason: "line"; amount: number }
  | { index: null; reason: "order"; amount: number };

/** The middle of a customer's past quantities of an item (the mean of the two middle ones). */
export function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * The lines of an order that a customer confirms before it is placed, each with its reason
 * (LARGE_LINE_TIMES and the rest, shared/limits.ts). `usual` is the customer's past quantities
 * of each line's item, newest first (at most USUAL_ORDERS); amounts compare with GST, as the
 * customer sees the estimate. Stock is never used.
 */
export function largeLines(lines: (EstimateLine & { index: number; usual: number[] })[]) {
  const large: LargeLine[] = [];
  for (const line of lines) {
    if (line.usual.length >= 2) {
      const usual = median(line.usual);
      if (line.quantity > LARGE_LINE_TIMES * usual) {
        large.push({ index: line.index, reason: "usual", usual });
        continue;
      }
    }
    const amount = orderEstimate([line]).withGst;
    if (amount > LARGE_LINE_RUPEES) large.push({ index: line.index, reason: "line", amount });
  }
  const total = orderEstimate(lines).withGst;
  if (total > LARGE_ORDER_RUPEES) large.push({ index: null, reason: "order", amount: total });
  return large;
}
