import type { HttpBindings } from "@hono/node-server";
import { Hono } from "hono";
import { apiRoutes } from "#shared/api/routes.ts";
import { ORDERS_PAGE_SIZE } from "#shared/limits.ts";
import { accountListBodySchema, customerOrdersQuerySchema } from "#shared/schemas/orders.ts";
import { localePath, locales, paths } from "#shared/site-paths.ts";
import { readInput } from "#server/forms/form-submission.server.ts";
import { refuseCrossSite, validate } from "#server/forms/form-post.server.ts";
import { Refusal } from "#server/forms/refusal.server.ts";
import { mountNoJsOrderPages } from "./order-forms.server";
import {
  orderBodyLimit,
  orderRouteKit,
  privately,
  isJson,
  type OrderDeps,
} from "./order-route-kit.server";
import { mountPlaceOrder } from "./place-order-route.server";
import { mountOrderPaste } from "./order-paste-routes.server";
import { pricedList, readList, replaceList } from "./list-store.server";
import { customerView, orderById, ordersOf } from "./order-read.server";

// A signed-in customer's orders (docs/product.md#orders): the order list kept on the server,
// placing an order, and the customer's own orders; and, for a browser without JavaScript, the
// list's forms (`/account/list`) and the order page (`/account/order`). Every answer is the
// customer's alone: no browser or proxy may keep it.

export function orderRoutes(deps: OrderDeps) {
  const api = new Hono<{ Bindings: HttpBindings }>();
  const { database, catalogue } = deps;
  const { db } = database;
  const kit = orderRouteKit(deps);
  const { customer, answer } = kit;
  const r = apiRoutes;

  for (const path of [
    r.accountList.path,
    r.placeOrder.path,
    r.customerOrder.path,
    ...locales.flatMap((locale) => [
      localePath(locale, paths.accountOrder),
      localePath(locale, paths.accountListForm),
    ]),
  ])
    api.use(path, privately);

  api.on(
    r.accountList.method,
    r.accountList.path,
    answer(async (c) => {
      const who = await customer(c);
      return c.json({ success: true, ...pricedList(catalogue, await readList(db, who.id)) });
    }),
  );

  api.on(
    r.saveAccountList.method,
    r.saveAccountList.path,
    orderBodyLimit,
    answer(async (c) => {
      refuseCrossSite(deps, c);
      const who = await customer(c);
      if (!isJson(c)) throw new Refusal(415, "server.refusals.wrongContentType");
      const { items } = validate(accountListBodySchema, await readInput(c));
      const stored = await replaceList(database, catalogue, who.id, items);
      return c.json({ success: true, ...pricedList(catalogue, stored) });
    }),
  );

  mountPlaceOrder(api, deps, kit);
  mountOrderPaste(api, deps, kit);

  api.on(
    r.customerOrders.method,
    r.customerOrders.path,
    answer(async (c) => {
      const who = await customer(c);
      const query = validate(customerOrdersQuerySchema, c.req.query());
      const { total, orders } = await ordersOf(db, who.id, query.page, ORDERS_PAGE_SIZE);
      return c.json({ success: true, total, page: query.page, orders: orders.map(customerView) });
    }),
  );

  api.on(
    r.customerOrder.method,
    r.customerOrder.path,
    answer(async (c) => {
      const who = await customer(c);
      const order = await orderById(db, c.req.param("id") ?? "");
      // Another customer's order is answered as one that does not exist.
      if (!order || order.customerId !== who.id)
        throw new Refusal(404, "orderMail.answers.notFound");
      return c.json({ success: true, order: customerView(order) });
    }),
  );

  mountNoJsOrderPages(api, deps, kit);
  return api;
}
