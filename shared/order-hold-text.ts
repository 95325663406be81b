import type { OrdersText } from "#shared/content/en/orders.ts";
import type { OrderHold } from "#shared/schemas/orders.ts";
import { fill, formatNumber, formatRupees } from "#shared/text-format.ts";

/**
 * Why an order is held, in plain words in the customer's language (docs/product.md#credit): what
 * they owe and their limit, or how overdue their oldest bill is, then what to do. The order's
 * answer, My orders, the order page without JavaScript and the mails all say it so.
 */
export function holdSentences(
  text: OrdersText["hold"],
  order: { number: number; hold: OrderHold; amount: number },
) {
  const { hold, number } = order;
  const why =
    hold.reason === "limit"
      ? fill(text.limit, {
          number,
          pending: formatRupees(hold.pending),
          amount: formatRupees(order.amount),
          limit: formatRupees(hold.limit ?? 0),
        })
      : fill(text.overdue, { number, days: formatNumber(hold.overdueDays) });
  return [why, text.next];
}

/** Why an order is held, as staff read it (in English, like the admin). */
export function holdForStaff(hold: OrderHold) {
  return hold.reason === "limit"
    ? `Over the credit limit: owed ${formatRupees(hold.pending)} before this order, limit ${formatRupees(hold.limit ?? 0)}.`
    : `A bill is ${formatNumber(hold.overdueDays)} days overdue, beyond the age allowed.`;
}
