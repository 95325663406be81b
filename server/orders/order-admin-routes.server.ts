import { Hono } from "hono";
import { apiRoutes } from "#shared/api/routes.ts";
import { MAX_JSON_BYTES } from "#shared/limits.ts";
import {
  isId,
  type AdminContext,
  type AdminDeps,
  type AdminEnv,
  type AdminGuards,
} from "#server/auth/guards.server.ts";
import { mountList } from "#server/auth/list-page.server.ts";
import { mountRoute } from "#server/http/api-route.server.ts";
import { apiError, bodyLimitOf } from "#server/http/api-error.server.ts";
import { adminOrder, changeOrder, listOrders } from "./order-admin-store.server";
import { fileDownload } from "#server/http/sheet-file.server.ts";
import { exportOrder, exportOrdersOfDay } from "./order-exports.server";

// The staff's side of orders (docs/product.md#orders): the list, one order, its changes (status,
// supplied quantities, the note to the customer) and the exports for the billing software. Every
// action is audited naming orders by id and number only: never the customer's details.

const jsonBodyLimit = bodyLimitOf(MAX_JSON_BYTES, "The request is too large.");

export function orderAdminRoutes({ database, outbox }: AdminDeps, guards: AdminGuards) {
  const { db } = database;
  const api = new Hono<AdminEnv>();
  const { sameOrigin, requireAdmin, record } = guards;
  const r = apiRoutes;

  const idOf = (c: AdminContext) => {
    const id = c.req.param("id") ?? "";
    return isId(id) ? id : undefined;
  };
  const noSuchOrder = (c: AdminContext) => apiError(c, 404, "There is no such order.");

  mountList(api, "adminOrders", guards, {
    rows: "orders",
    load: (query) => listOrders(db, query),
    action: "list-orders",
    filters: (query) => [
      ...(query.status ? [query.status] : []),
      ...(query.customer ? [`customer ${query.customer}`] : []),
      ...(query.q ? ["with a search"] : []),
    ],
  });

  // Before the one order's routes, which would take "export" for an order's id.
  const notADay = "Give a day that exists as YYYY-MM-DD, and csv or xlsx.";
  mountRoute(
    api,
    "exportOrdersOfDay",
    { guards: [requireAdmin], refusals: { query: notADay } },
    async (c, { query: { date, format } }) => {
      const file = await exportOrdersOfDay(db, date, format);
      if (!file) return apiError(c, 400, notADay);
      // A day may hold hundreds of orders: their numbers name them.
      const numbers = file.orders.map((order) => order.number).join(", ");
      await record(c, "export-orders-of-day", `${date}: orders ${numbers || "none"}`);
      return fileDownload(c, file);
    },
  );

  api.on(r.adminOrder.method, r.adminOrder.path, requireAdmin, async (c) => {
    const id = idOf(c);
    const order = id && (await adminOrder(db, id));
    if (!order) return noSuchOrder(c);
    await record(c, "view-order", `order ${order.id} (${order.number})`);
    return c.json({ success: true, order });
  });

  mountRoute(
    api,
    "exportOrder",
    { guards: [requireAdmin], refusals: { query: "Choose csv or xlsx." } },
    async (c, { query }) => {
      const id = idOf(c);
      if (!id) return noSuchOrder(c);
      const file = await exportOrder(db, id, query.format);
      if (!file) return noSuchOrder(c);
      await record(c, "export-order", `order ${id} (${file.orders[0]!.number})`);
      return fileDownload(c, file);
    },
  );

  mountRoute(
    api,
    "updateOrder",
    // The limit before the body is read: a body over the cap is its 413, not a 400.
    {
      guards: [sameOrigin, requireAdmin, jsonBodyLimit],
      refusals: { fields: "Please check the change." },
    },
    async (c, { body: change }) => {
      const id = idOf(c);
      if (!id) return noSuchOrder(c);
      const result = await changeOrder(db, id, change);
      if (result.outcome === "missing") return noSuchOrder(c);
      if (result.outcome === "refused") return apiError(c, 400, result.error);
      if (result.outcome === "conflict") return apiError(c, 409, result.error);
      await record(
        c,
        "update-order",
        [
          `order ${id} (${result.number})`,
          ...(result.moved ? [`${result.moved.from} → ${result.moved.to}`] : []),
          ...(change.lines?.length ? [`supplied on ${change.lines.length} lines`] : []),
          ...(change.note !== undefined ? ["note"] : []),
        ].join(", "),
      );
      if (result.mailed) outbox.kick();
      return c.json({ success: true, order: await adminOrder(db, id) });
    },
  );

  return api;
}
