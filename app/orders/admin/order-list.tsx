import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { DayExport } from "./order-exports";
import { OrderStatusBadge } from "./order-status";
import { listFilter, StatusSearchList } from "#app/admin/searched-list.tsx";
import { Button } from "#app/ui/button.tsx";
import { orderSearch, useAdminOrders, type OrderFilters } from "#app/orders/admin/admin-orders.ts";
import { isRecord } from "#shared/api/public-answers.ts";
import { indiaDateTime } from "#shared/india-time.ts";
import { holdForStaff } from "#shared/order-hold-text.ts";
import { orderStatuses, orderStatusLabels, type AdminOrderRow } from "#shared/schemas/orders.ts";
import { withGst } from "#shared/order-terms.ts";
import { formatRupees } from "#shared/text-format.ts";

/** The id of an order's link in the list, where the focus returns from its view. */
export const orderLinkId = (id: string) => `order-${id}-link`;

const texts = {
  name: "Orders",
  search: "Search order number, party code or shop",
  empty: "No orders found",
};
const statuses = listFilter("status", "Status", "All", orderStatuses, orderStatusLabels);

/** The order a view was left from (the "Back to orders" link says it), if any. */
const cameFrom = (state: unknown) =>
  isRecord(state) && typeof state.fromOrder === "string" ? state.fromOrder : undefined;

/**
 * The orders, new ones first and then the newest, searched and filtered by status and by
 * customer (`?customer=<id>`, from a customer's details), one page at a time; each opens its
 * view. Under them, the day's file for the billing software.
 */
export function OrderList() {
  const list = useAdminOrders();
  const { state, reload, filters, filter } = list;
  const back = cameFrom(useLocation().state);
  const focused = useRef(false);

  // Back from an order's view, the focus returns to that order's link.
  useEffect(() => {
    if (!back || focused.current || state.status !== "ready") return;
    focused.current = true;
    document.getElementById(orderLinkId(back))?.focus();
  }, [back, state.status]);

  const customerRow =
    state.status === "ready"
      ? state.items.find((order) => order.customer.id === filters.customer)
      : undefined;

  return (
    <>
      <section aria-labelledby="order-list" className="mt-8">
        <h2 id="order-list" className="text-xl font-bold text-brand-900">
          Order list
        </h2>
        {filters.customer && (
          <div className="mt-3 flex flex-wrap items-center gap-3 rounded-xl bg-brand-50 p-3">
            <p className="text-brand-900">
              Showing only the orders of{" "}
              {customerRow
                ? `${customerRow.customer.shopName}${customerRow.customer.code ? ` (${customerRow.customer.code})` : ""}`
                : "one customer"}
              .
            </p>
            <Button variant="outline" size="md" onClick={() => filter({ customer: "" })}>
              Show every customer’s orders
            </Button>
          </div>
        )}
        <StatusSearchList texts={texts} statuses={statuses} list={list}>
          {(orders) =>
            orders.map((order) => <OrderItem key={order.id} order={order} filters={filters} />)
          }
        </StatusSearchList>
      </section>
      <DayExport onExported={reload} />
    </>
  );
}

function OrderItem({ order, filters }: { order: AdminOrderRow; filters: OrderFilters }) {
  const { customer } = order;
  return (
    <li className="grid gap-2 py-3 text-sm sm:grid-cols-2 lg:grid-cols-[1fr_2fr_1fr_1fr] lg:items-center">
      <div>
        <h3 className="text-base font-semibold">
          <Link
            id={orderLinkId(order.id)}
            to={orderSearch(filters, order.id)}
            className="inline-flex min-h-11 items-center text-brand-800 underline underline-offset-4 hover:text-brand-900"
          >
            Order {order.number}
          </Link>
        </h3>
        <p className="text-slate-700">{indiaDateTime(order.createdAt)}</p>
      </div>
      <div className="break-words">
        <p className="font-medium text-slate-900">{customer.shopName}</p>
        <p className="text-slate-700">
          {customer.code ? `Party code ${customer.code}` : "No party code"}
        </p>
      </div>
      <div className="text-slate-800">
        <p>
          {order.lineCount} {order.lineCount === 1 ? "line" : "lines"}
        </p>
        <p>{formatRupees(order.total)} before GST</p>
        <p>{formatRupees(withGst(order))} with GST (estimate)</p>
      </div>
      <div className="flex flex-col items-start gap-1">
        <OrderStatusBadge status={order.status} />
        {order.status === "held" && order.hold && (
          <p className="text-red-900">{holdForStaff(order.hold)}</p>
        )}
        {order.exportedAt && (
          <p className="text-slate-700">Exported {indiaDateTime(order.exportedAt)}</p>
        )}
      </div>
    </li>
  );
}
