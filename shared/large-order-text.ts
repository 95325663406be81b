import type { OrdersText } from "#shared/content/en/orders.ts";
import { LARGE_LINE_RUPEES, LARGE_ORDER_RUPEES } from "#shared/limits.ts";
import type { LargeLine } from "#shared/order-terms.ts";
import { fill, formatNumber, formatRupees } from "#shared/text-format.ts";

/**
 * What a customer is asked to check before a large order is placed, a sentence a line (in the
 * page's language), naming each line's item by `lineOf` (the line as the customer posted it).
 * The account page and the order page without JavaScript both say it so.
 */
export function largeLineSentences(
  text: OrdersText["large"],
  large: LargeLine[],
  lineOf: (index: number) => { name: string; quantity: number } | undefined,
) {
  return large.map((line) => {
    if (line.reason === "order")
      return fill(text.order, {
        amount: formatRupees(line.amount),
        limit: formatRupees(LARGE_ORDER_RUPEES),
      });
    const posted = lineOf(line.index);
    const item = posted?.name ?? "";
    if (line.reason === "usual")
      return fill(text.usual, {
        item,
        quantity: formatNumber(posted?.quantity ?? 0),
        usual: formatNumber(line.usual),
      });
    return fill(text.line, {
      item,
      amount: formatRupees(line.amount),
      limit: formatRupees(LARGE_LINE_RUPEES),
    });
  });
}
