import type { SiteTexts } from "#shared/content/text.ts";
import { holdSentences } from "#shared/order-hold-text.ts";
import { withGst, type OrderEstimate } from "#shared/order-terms.ts";
import type { OrderHold } from "#shared/schemas/orders.ts";
import type { Locale } from "#shared/site-paths.ts";
import { fill, formatNumber, formatRupees, plural } from "#shared/text-format.ts";

// How an order's lines and estimate read in the customer's language (`texts`: that language's
// published texts): the same words on the order page without JavaScript and in the customer's
// mails.

/** A line's terms: "MRP ₹…", "Rate ₹…", "Scheme 10+1", as far as they are known. */
export function termsOfLine(
  texts: SiteTexts,
  line: { mrp?: number | null; rate: number | null; scheme: string },
) {
  const { terms } = texts.account;
  return [
    line.mrp != null ? `${terms.mrp} ${formatRupees(line.mrp)}` : "",
    line.rate !== null ? `${terms.rate} ${formatRupees(line.rate)}` : "",
    line.scheme ? `${terms.scheme} ${line.scheme}` : "",
  ].filter(Boolean);
}

/** "25 + 2 free", or "25" when the scheme gives nothing. */
export const quantityText = (texts: SiteTexts, quantity: number, free: number) =>
  free > 0
    ? fill(texts.orderMail.withFree, { quantity: formatNumber(quantity), free: formatNumber(free) })
    : formatNumber(quantity);

/** The estimate's amounts with their labels, and what the reader should know about them. */
export function estimateLines(locale: Locale, texts: SiteTexts, estimate: OrderEstimate) {
  const t = texts.orderMail.estimate;
  return {
    amounts: [
      [t.beforeGst, formatRupees(estimate.total)],
      [t.gst, formatRupees(estimate.gst)],
      [t.withGst, formatRupees(estimate.withGst)],
    ] as const,
    notes: [
      estimate.unpriced ? plural(locale, t.unpriced, estimate.unpriced) : "",
      t.mayDiffer,
    ].filter(Boolean),
  };
}

/** Why a held order is held and where to pay, as the customer's mail says it ("" when not held). */
export const holdParagraph = (
  texts: SiteTexts,
  order: { number: number; hold: OrderHold | null; total: number; gst: number },
  billsLink: string,
) =>
  order.hold
    ? [
        ...holdSentences(texts.orders.hold, {
          number: order.number,
          hold: order.hold,
          amount: withGst(order),
        }),
        fill(texts.orderMail.payLink, { link: billsLink }),
      ].join("\n")
    : "";
