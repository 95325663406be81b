import { useEffect, useState } from "react";
import { createPortal, flushSync } from "react-dom";
import { Button } from "#app/ui/button.tsx";
import { readOrder, readOrders } from "#app/orders/customer-orders.ts";
import { usePageLocation } from "#app/site/site-link.tsx";
import { PhoneInText } from "#app/site/phone-in-text.tsx";
import type { Order } from "#shared/schemas/orders.ts";
import { MyOrderCard } from "./my-order-card";
import type { OrdersPageText } from "#app/orders/customer-orders.ts";
import { PrintedOrder } from "./printed-order";

// "My orders" on the account page (docs/product.md#orders): each order with its status and
// history, its lines with what was supplied, the staff's note and the estimate; order again,
// print (only the order goes on paper) and share on WhatsApp. `/account?order=<id>` opens one.

type Orders =
  | { state: "loading" }
  | { state: "failed" }
  | { state: "ready"; orders: Order[]; total: number; page: number };

/** The order a link opened (`?order=<id>`), kept first and open. */
type Opened = { state: "none" } | { state: "found"; order: Order } | { state: "missing" };

/** "My orders": `version` changes when an order was placed, and the first page is read again. */
export function MyOrders({
  shop,
  text,
  version,
  onOrderAgain,
}: {
  shop: string;
  text: OrdersPageText;
  version: number;
  /** Puts the order's lines into the list; false when it could not. */
  onOrderAgain: (order: Order) => Promise<boolean>;
}) {
  const { mine } = text;
  const [orders, setOrders] = useState<Orders>({ state: "loading" });
  const [opened, setOpened] = useState<Opened>({ state: "none" });
  const [printing, setPrinting] = useState<Order | null>(null);
  const [failed, setFailed] = useState("");

  /** The next page of orders, after those shown. */
  async function more(page: number) {
    setFailed("");
    try {
      const answer = await readOrders(page);
      setOrders((shown) => ({
        state: "ready",
        orders: shown.state === "ready" ? [...shown.orders, ...answer.orders] : answer.orders,
        total: answer.total,
        page,
      }));
    } catch {
      setFailed(mine.failed);
    }
  }

  /** Counts the loads asked for: a retry reads the first page again. */
  const [loads, setLoads] = useState(0);
  useEffect(() => {
    let current = true;
    readOrders(1).then(
      ({ orders: first, total, page }) =>
        current && setOrders({ state: "ready", orders: first, total, page }),
      () => current && setOrders({ state: "failed" }),
    );
    return () => {
      current = false;
    };
  }, [loads, version]);

  // A link to one order (to print or share it from another device) opens it first.
  const linked = new URLSearchParams(usePageLocation().search).get("order");
  useEffect(() => {
    if (!linked) return;
    readOrder(linked).then(
      (order) => {
        setOpened({ state: "found", order });
        setPrinting(order);
      },
      () => setOpened({ state: "missing" }),
    );
  }, [linked]);

  const openedOrder = opened.state === "found" ? opened.order : null;
  useEffect(() => {
    if (openedOrder) document.getElementById(`order-${openedOrder.id}`)?.scrollIntoView();
  }, [openedOrder]);
  const shown =
    orders.state === "ready"
      ? [
          ...(openedOrder ? [openedOrder] : []),
          ...orders.orders.filter((order) => order.id !== openedOrder?.id),
        ]
      : openedOrder
        ? [openedOrder]
        : [];

  return (
    <section id="orders" aria-labelledby="orders-heading" className="mt-12">
      <h2 id="orders-heading" className="text-3xl font-bold text-brand-900">
        {mine.heading}
      </h2>
      <p className="mt-2 max-w-prose text-slate-700">
        <PhoneInText text={mine.noCancel} />
      </p>
      <div role="status" aria-live="polite" className="mt-3">
        {failed && <p className="font-medium text-red-800">{failed}</p>}
      </div>
      {opened.state === "missing" && (
        <p className="mt-3 rounded-xl border border-red-700 bg-red-50 p-4 font-medium text-red-800">
          {mine.notFound}
        </p>
      )}
      {orders.state === "loading" && <p className="mt-3 text-slate-700">{mine.loading}</p>}
      {orders.state === "failed" && (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <p className="text-slate-800">{mine.failed}</p>
          <Button
            variant="outline"
            size="md"
            onClick={() => {
              setOrders({ state: "loading" });
              setLoads((count) => count + 1);
            }}
          >
            {text.list.retry}
          </Button>
        </div>
      )}
      {orders.state === "ready" && shown.length === 0 && (
        <p className="mt-3 text-slate-700">{mine.empty}</p>
      )}
      {shown.length > 0 && (
        <ul className="mt-4 flex flex-col gap-4">
          {shown.map((order) => (
            <li key={order.id} id={`order-${order.id}`}>
              <MyOrderCard
                order={order}
                open={order.id === openedOrder?.id}
                shop={shop}
                text={text}
                onOrderAgain={async (again) => {
                  setFailed("");
                  if (!(await onOrderAgain(again))) setFailed(mine.againFailed);
                }}
                onPrint={(printed) => {
                  // On the page before the print dialog reads it.
                  flushSync(() => setPrinting(printed));
                  window.print();
                }}
              />
            </li>
          ))}
        </ul>
      )}
      {orders.state === "ready" && orders.orders.length < orders.total && (
        <Button
          variant="outline"
          size="md"
          className="mt-4"
          onClick={() => void more(orders.page + 1)}
        >
          {mine.more}
        </Button>
      )}
      {printing &&
        createPortal(<PrintedOrder order={printing} shop={shop} text={text} />, document.body)}
    </section>
  );
}
