import { freeQuantity, lineAmount, orderEstimate, suppliedEstimate } from "#shared/order-terms.ts";
import {
  accountListBodySchema,
  accountListSchema,
  customerOrderSchema,
  customerOrdersSchema,
  orderLineErrorsSchema,
  orderPlacedSchema,
  orderSchema,
  placeOrderSchema,
  type AccountList,
  type Order,
  type OrderHold,
} from "#shared/schemas/orders.ts";
import { jsonAnswer, stubFetch, type SentRequest } from "./component";

// The customer's order routes as the component tests answer them (docs/product.md#orders):
// every body the page sends is read with the contract's schema, and every answer is made to
// pass the contract's schema first, so a page that drifts from the contract fails its tests.

/** An item of the live catalogue with a signed-in customer's terms. */
export type TermsItem = {
  id: string;
  name: string;
  manufacturer: string;
  pack: string;
  mrp: number | null;
  rate: number | null;
  scheme: string;
  gst: number | null;
  availability: "in_stock" | "low" | "out" | null;
};

export const dolo: TermsItem = {
  id: "C1",
  name: "Dolo 650",
  manufacturer: "Micro Labs",
  pack: "15 tablets",
  mrp: 33.6,
  rate: 26.88,
  scheme: "10+1",
  gst: 12,
  availability: "in_stock",
};
export const mox: TermsItem = {
  id: "C2",
  name: "Mox 250",
  manufacturer: "Micro Labs",
  pack: "10 capsules",
  mrp: 120,
  rate: 100,
  scheme: "5%",
  gst: 5,
  availability: "low",
};
/** Out of stock, and without a rate. */
export const pan: TermsItem = {
  id: "C3",
  name: "Pan 40",
  manufacturer: "Alkem",
  pack: "15 tablets",
  mrp: 150,
  rate: null,
  scheme: "",
  gst: 12,
  availability: "out",
};

export const customer = {
  code: "MT-0042",
  shopName: "Maa Tarini Medical Store",
  contactName: "Asha Mohanty",
  phone: "9437011111",
  email: "asha@example.com",
};

/** A line of the stored list: an id, or (an item no longer found) a name alone. */
export type StoredLine = {
  itemId: string | null;
  name: string;
  manufacturer: string;
  pack: string;
  quantity: number;
};

export const stored = (item: TermsItem, quantity: number): StoredLine => ({
  itemId: item.id,
  name: item.name,
  manufacturer: item.manufacturer,
  pack: item.pack,
  quantity,
});

/** The list as the server answers it: each line at today's terms, the gone ones marked. */
export function listAnswer(catalogue: TermsItem[], lines: StoredLine[]): AccountList {
  const items = lines.map((line) => {
    const item = catalogue.find((found) => found.id === line.itemId);
    if (!item)
      return {
        ...line,
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
      ...line,
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
  return accountListSchema.parse({ success: true, items, estimate: orderEstimate(items) });
}

/** An order as the customer reads it, checked against the contract. */
export function orderOf(
  lines: { item: TermsItem; quantity: number; supplied?: number | null }[],
  fields: Partial<Order> & Pick<Order, "id" | "number">,
): Order {
  const orderLines = lines.map(({ item, quantity, supplied = null }) => ({
    itemId: item.id,
    name: item.name,
    manufacturer: item.manufacturer,
    pack: item.pack,
    code: item.id,
    quantity,
    free: freeQuantity(item.scheme, quantity),
    rate: item.rate,
    scheme: item.scheme,
    gst: item.gst,
    amount: lineAmount(item.rate, quantity, item.scheme),
    availability: item.availability,
    supplied,
  }));
  const estimate = orderEstimate(orderLines);
  const supplied = suppliedEstimate(orderLines);
  return orderSchema.parse({
    status: "received",
    createdAt: "2026-11-21T10:15:00.000Z",
    note: "",
    staffNote: "",
    total: estimate.total,
    gst: estimate.gst,
    suppliedTotal: supplied?.total ?? null,
    suppliedGst: supplied?.gst ?? null,
    history: [{ status: "received", at: "2026-11-21T10:15:00.000Z" }],
    placedByStaff: false,
    lines: orderLines,
    hold: null,
    ...fields,
  });
}

/**
 * The account and order routes of one signed-in customer, over `state` (the test changes it as
 * the server would change): the live catalogue, the stored list, the orders, and the placings'
 * keys. `place` may hold or break a placing's answer (a lost answer, a slow one); `otherwise`
 * answers any other route (the search).
 */
export function ordersApi(
  state: {
    catalogue: TermsItem[];
    list: StoredLine[];
    orders: Order[];
    /** The first order's answer for each key: a retry with it places nothing more. */
    keys?: Map<string, object>;
    signedIn?: boolean;
    /** Why the credit rules hold the orders placed (none: placed as received). */
    hold?: OrderHold;
  },
  place?: (request: SentRequest, answer: () => Response) => Response | Promise<Response>,
  otherwise?: (request: SentRequest) => Response,
) {
  const keys = (state.keys ??= new Map());
  let nextNumber = 1042;
  return stubFetch((request) => {
    const { method, url } = request;
    if (url === "/api/account/login" || url === "/api/account/password") {
      state.signedIn = true;
      return jsonAnswer({ success: true, shopName: customer.shopName });
    }
    if (url === "/api/account/link")
      return jsonAnswer({ success: true, shopName: customer.shopName, login: "94•••••222" });
    if (url === "/api/account/logout") {
      state.signedIn = false;
      return jsonAnswer({ success: true });
    }
    if (state.signedIn === false && /^\/api\/(account|orders)/.test(url))
      return jsonAnswer({ success: false, error: "Please sign in to continue." }, 401);
    if (url === "/api/account/me") return jsonAnswer({ success: true, customer });
    if (url === "/api/account/list" && method === "GET")
      return jsonAnswer(listAnswer(state.catalogue, state.list));
    if (url === "/api/account/list" && method === "PUT") {
      const { items } = accountListBodySchema.parse(JSON.parse(String(request.body)));
      const lines: StoredLine[] = [];
      for (const line of items) {
        const item = state.catalogue.find((found) =>
          line.itemId
            ? found.id === line.itemId
            : found.name === line.name && found.manufacturer === line.manufacturer,
        );
        const key = item?.id ?? line.itemId ?? null;
        const same = lines.find((listed) =>
          key ? listed.itemId === key : !listed.itemId && listed.name === line.name,
        );
        if (same) same.quantity += line.quantity;
        else
          lines.push({
            itemId: key,
            name: item?.name ?? line.name ?? "",
            manufacturer: item?.manufacturer ?? line.manufacturer ?? "",
            pack: item?.pack ?? line.pack ?? "",
            quantity: line.quantity,
          });
      }
      state.list = lines;
      return jsonAnswer(listAnswer(state.catalogue, state.list));
    }
    if (url === "/api/orders" && method === "POST") {
      const body = placeOrderSchema.parse(JSON.parse(String(request.body)));
      const answer = () => {
        const earlier = body.idempotencyKey && keys.get(body.idempotencyKey);
        if (earlier) return jsonAnswer(orderPlacedSchema.parse(earlier), 201);
        const errors = body.items.flatMap((line, index) =>
          state.catalogue.some((item) => item.id === line.itemId)
            ? []
            : [{ index, itemId: line.itemId, message: "This item is no longer in our list." }],
        );
        if (errors.length)
          return jsonAnswer(
            orderLineErrorsSchema.parse({
              success: false,
              error: "Some items are no longer in our list.",
              errors,
            }),
            400,
          );
        const number = nextNumber++;
        const order = orderOf(
          body.items.map((line) => ({
            item: state.catalogue.find((item) => item.id === line.itemId)!,
            quantity: line.quantity,
          })),
          {
            id: `order-${number}`,
            number,
            note: body.note,
            createdAt: new Date().toISOString(),
            ...(state.hold && { status: "held", hold: state.hold }),
          },
        );
        state.orders.unshift(order);
        state.list = [];
        const { id, status, hold, total, gst } = order;
        const placed = orderPlacedSchema.parse({
          success: true,
          id,
          number,
          status,
          hold,
          total,
          gst,
        });
        if (body.idempotencyKey) keys.set(body.idempotencyKey, placed);
        return jsonAnswer(placed, 201);
      };
      return place ? place(request, answer) : answer();
    }
    if (url.startsWith("/api/orders?"))
      return jsonAnswer(
        customerOrdersSchema.parse({
          success: true,
          total: state.orders.length,
          page: Number(new URLSearchParams(url.split("?")[1]).get("page") ?? 1),
          orders: state.orders,
        }),
      );
    const one = /^\/api\/orders\/([^/?]+)$/.exec(url);
    if (one) {
      const order = state.orders.find((found) => found.id === decodeURIComponent(one[1]!));
      return order
        ? jsonAnswer(customerOrderSchema.parse({ success: true, order }))
        : jsonAnswer({ success: false, error: "Not found." }, 404);
    }
    return otherwise?.(request) ?? jsonAnswer({ success: false, error: "Not found." }, 404);
  });
}
