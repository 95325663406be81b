import { apiRoutes, apiUrl } from "#shared/api/routes.ts";
import { apiSchemas } from "#shared/api/schemas.ts";
import type { AccountText } from "#shared/content/en/account.ts";
import type { OrdersText } from "#shared/content/en/orders.ts";
import type { OrderMessageText } from "#shared/content/en/order-message.ts";
import { withGst, type LargeLine } from "#shared/order-terms.ts";
import {
  needsConfirmSchema,
  orderLineErrorsSchema,
  type Order,
  type OrderHold,
  type PlaceOrder,
} from "#shared/schemas/orders.ts";
import { formatMoment } from "#shared/dates.ts";
import type { Locale } from "#shared/site-paths.ts";
import { fill, formatRupees } from "#shared/text-format.ts";
import { forgetShop } from "#app/customers/account-session.ts";
import { callApi, getAnswer, SignedOut } from "#app/lib/api-client.ts";

// A signed-in customer's orders (docs/product.md#orders): placing one, reading them, and the
// words an order is told in (its date in India, its summary for WhatsApp).

/** The words of the account page's order sections: the orders' texts and the terms' names. */
export type OrdersPageText = OrdersText & {
  terms: AccountText["terms"];
  /** Orders from a message or an indent. */
  message: OrderMessageText;
};

/** What a placing came to. `status` 0: the server could not be reached. */
export type PlaceOutcome =
  /** Placed; held (`hold` says why) when it broke the credit rules; `amount` with GST. */
  | { kind: "placed"; id: string; number: number; hold: OrderHold | null; amount: number }
  | { kind: "lines"; errors: { index: number; itemId: string }[] }
  /** Large lines to confirm (shared/order-terms.ts): nothing is placed yet. */
  | { kind: "confirm"; lines: LargeLine[] }
  | { kind: "refused"; status: number; error?: string }
  | { kind: "signed-out" };

/**
 * Places the order. A retry with the same `idempotencyKey` (after an answer that was lost)
 * places nothing twice: the server answers the first order again.
 */
export async function placeOrder(body: PlaceOrder): Promise<PlaceOutcome> {
  let response: Response;
  try {
    response = await callApi(apiRoutes.placeOrder, { body });
  } catch {
    return { kind: "refused", status: 0 };
  }
  if (response.status === 401) {
    forgetShop();
    return { kind: "signed-out" };
  }
  const json: unknown = await response.json().catch(() => undefined);
  const placed = apiSchemas.placeOrder.response.safeParse(json);
  if (response.ok && placed.success) {
    const { id, number, hold } = placed.data;
    return { kind: "placed", id, number, hold, amount: withGst(placed.data) };
  }
  const lines = orderLineErrorsSchema.safeParse(json);
  if (response.status === 400 && lines.success && lines.data.errors.length)
    return { kind: "lines", errors: lines.data.errors };
  const large = needsConfirmSchema.safeParse(json);
  if (response.status === 409 && large.success)
    return { kind: "confirm", lines: large.data.needsConfirm };
  const error =
    typeof json === "object" && json && "error" in json && typeof json.error === "string"
      ? json.error
      : undefined;
  return { kind: "refused", status: response.status, error };
}

/** A read that needs the session: a 401 makes the device forget the shop, and the page follows. */
async function withSession<T>(reading: Promise<T>): Promise<T> {
  try {
    return await reading;
  } catch (error) {
    if (error instanceof SignedOut) forgetShop();
    throw error;
  }
}

/** One page of the customer's orders, newest first. */
export const readOrders = (page: number) =>
  withSession(
    getAnswer(
      apiUrl(apiRoutes.customerOrders, { query: { page } }),
      apiSchemas.customerOrders.response,
    ),
  );

/** One of the customer's orders (an UnexpectedAnswer 404 for anyone else's). */
export const readOrder = (id: string) =>
  withSession(
    getAnswer(
      apiUrl(apiRoutes.customerOrder, { params: { id } }),
      apiSchemas.customerOrder.response,
    ),
  ).then((answer) => answer.order);

export type SummaryText = Pick<OrdersText, "summary" | "mine" | "estimate"> & {
  noRate: string;
};

/** An item as the enquiry list's WhatsApp message names it: "Dolo 650 (Micro Labs, 15 tablets)". */
function itemName(line: { name: string; manufacturer: string; pack: string }) {
  const details = [line.manufacturer, line.pack].filter(Boolean).join(", ");
  return details ? `${line.name} (${details})` : line.name;
}

/**
 * The order as a plain message, for WhatsApp: company (`company`, its name), order, shop, date
 * and status, one line per item, and the estimate.
 */
export function orderSummaryText(
  order: Order,
  {
    company,
    shop,
    locale,
    text,
  }: { company: string; shop: string; locale: Locale; text: SummaryText },
) {
  const lines = order.lines.map((line) => {
    const values = {
      quantity: line.quantity,
      free: line.free,
      item: itemName(line),
      amount: line.amount === null ? text.noRate : formatRupees(line.amount),
    };
    return line.free > 0
      ? fill(text.summary.lineWithFree, values)
      : `${values.quantity} × ${values.item}: ${values.amount}`;
  });
  return [
    company,
    fill(text.summary.title, { number: order.number }),
    fill(text.summary.shop, { shop }),
    fill(text.summary.placedOn, { date: formatMoment(locale, order.createdAt) }),
    `${text.mine.status}: ${text.mine.statuses[order.status]}`,
    "",
    ...lines,
    "",
    `${text.estimate.total}: ${formatRupees(order.total)}`,
    `${text.estimate.gst}: ${formatRupees(order.gst)}`,
    `${text.estimate.withGst}: ${formatRupees(withGst(order))}`,
  ].join("\n");
}
