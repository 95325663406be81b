import { useEffect, useState } from "react";
import { createPortal, flushSync } from "react-dom";
import { WhatsAppIcon } from "#app/components/icons.tsx";
import { Button, buttonClass } from "#app/components/ui/button.tsx";
import { linkClass } from "#app/components/ui/link-class.ts";
import { orderSummaryText, readOrder, readOrders } from "#app/lib/customer-orders.ts";
import { usePageLocation } from "#app/lib/site-link.tsx";
import { useSiteText, type FrameSite } from "#app/lib/site-text.tsx";
import { phoneHref, whatsappHref } from "#shared/phone-links.ts";
import { formatMoment } from "#shared/dates.ts";
import { goingOut, shortBy, withGst } from "#shared/order-terms.ts";
import type { Order, OrderStatus } from "#shared/schemas/orders.ts";
import { around, fill, formatNumber, formatRupees, plural } from "#shared/text-format.ts";
import { Terms, type OrdersPageText } from "./order-list-panel";

// "My orders" on the account page (docs/product.md#orders): each order with its status and
// history, its lines with what was supplied, the staff's note and the estimate; order again,
// print (only the order goes on paper) and share on WhatsApp. `/account?order=<id>` opens one.

const statusClass: Record<OrderStatus, string> = {
  received: "bg-amber-50 text-amber-900",
  accepted: "bg-brand-50 text-brand-800",
  dispatched: "bg-brand-50 text-brand-800",
  delivered: "bg-leaf-600/10 text-leaf-700",
  cancelled: "bg-slate-100 text-slate-700",
};

type Orders =
  | { state: "loading" }
  | { state: "failed" }
  | { state: "ready"; orders: Order[]; total: number; page: number };

/** The order a link opened (`?order=<id>`), kept first and open. */
type Opened = { state: "none" } | { state: "found"; order: Order } | { state: "missing" };

/** The company's address on one line, as a printed order heads it. */
const companyAddress = ({ address }: FrameSite) =>
  [address.street, address.locality, `${address.city} ${address.postalCode}`].join(", ");

/** An estimate: before GST, GST, and the two together. */
function Estimate({
  total,
  gst,
  text,
}: {
  total: number;
  gst: number;
  text: OrdersPageText["estimate"];
}) {
  return (
    <dl className="grid max-w-md grid-cols-[1fr_auto] gap-x-4 gap-y-1">
      {[
        [text.total, total],
        [text.gst, gst],
        [text.withGst, withGst({ total, gst })],
      ].map(([label, value], index) => (
        <div key={index} className={`contents ${index === 2 ? "font-bold" : ""}`}>
          <dt className="text-slate-700">{label}</dt>
          <dd className="text-right text-slate-900 tabular-nums">{formatRupees(Number(value))}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The estimate of an order as it was placed, and of what is supplied once staff set it. */
function OrderEstimate({ order, text }: { order: Order; text: OrdersPageText["estimate"] }) {
  if (order.suppliedTotal === null || order.suppliedGst === null)
    return <Estimate total={order.total} gst={order.gst} text={text} />;
  return (
    <div className="flex flex-col gap-3">
      <Estimate total={order.total} gst={order.gst} text={text} />
      <div>
        <p className="font-semibold text-brand-900">{text.suppliedHeading}</p>
        <Estimate total={order.suppliedTotal} gst={order.suppliedGst} text={text} />
      </div>
    </div>
  );
}

/** What goes on paper when the customer prints an order: the summary, and nothing else. */
function PrintedOrder({ order, shop, text }: { order: Order; shop: string; text: OrdersPageText }) {
  const { locale, site } = useSiteText();
  const { summary, mine } = text;
  const supplied = order.lines.some((line) => line.supplied !== null);
  return (
    <div data-print-only className="hidden bg-white p-6 text-black print:block">
      <p className="text-xl font-bold">{site.name}</p>
      <p className="text-sm">
        {companyAddress(site)} · {site.phones[0]}
      </p>
      <h1 className="mt-4 text-2xl font-bold">{fill(summary.title, { number: order.number })}</h1>
      <p>{fill(summary.shop, { shop })}</p>
      <p>{fill(summary.placedOn, { date: formatMoment(locale, order.createdAt) })}</p>
      <table className="mt-4 w-full border-collapse text-left text-sm">
        <thead>
          <tr className="border-b-2 border-black">
            <th className="py-1 pr-2">{summary.item}</th>
            <th className="py-1 pr-2">{summary.pack}</th>
            <th className="py-1 pr-2">{summary.company}</th>
            <th className="py-1 pr-2 text-right">{mine.ordered}</th>
            <th className="py-1 pr-2 text-right">{mine.free}</th>
            {supplied && <th className="py-1 pr-2 text-right">{mine.supplied}</th>}
            <th className="py-1 pr-2 text-right">{mine.rate}</th>
            <th className="py-1 text-right">{mine.amount}</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line, index) => (
            <tr key={index} className="border-b border-slate-400">
              <td className="py-1 pr-2">{line.name}</td>
              <td className="py-1 pr-2">{line.pack}</td>
              <td className="py-1 pr-2">{line.manufacturer}</td>
              <td className="py-1 pr-2 text-right">{formatNumber(line.quantity)}</td>
              <td className="py-1 pr-2 text-right">{formatNumber(line.free)}</td>
              {supplied && <td className="py-1 pr-2 text-right">{line.supplied ?? ""}</td>}
              <td className="py-1 pr-2 text-right">
                {line.rate === null ? text.terms.noRate : formatRupees(line.rate)}
              </td>
              <td className="py-1 text-right">
                {line.amount === null ? "" : formatRupees(line.amount)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="mt-4">
        <OrderEstimate order={order} text={text.estimate} />
      </div>
    </div>
  );
}

function OrderCard({
  order,
  open,
  shop,
  text,
  onOrderAgain,
  onPrint,
}: {
  order: Order;
  open: boolean;
  shop: string;
  text: OrdersPageText;
  onOrderAgain: (order: Order) => Promise<void>;
  onPrint: (order: Order) => void;
}) {
  const { locale, site } = useSiteText();
  const { mine, terms } = text;
  const [again, setAgain] = useState(false);
  const number = { number: order.number };
  const unpriced = order.lines.filter((line) => line.rate === null).length;
  const share = orderSummaryText(order, {
    company: site.name,
    shop,
    locale,
    text: { ...text, noRate: terms.noRate },
  });
  return (
    <details
      open={open || undefined}
      className="rounded-2xl bg-white ring-1 ring-slate-200 open:ring-brand-600"
    >
      <summary className="flex min-h-11 cursor-pointer flex-wrap items-center gap-x-4 gap-y-1 p-4">
        <h3 className="text-xl font-bold text-brand-900">{fill(mine.order, number)}</h3>
        <span className="text-slate-700">
          {fill(mine.placedOn, { date: formatMoment(locale, order.createdAt) })}
        </span>
        <span
          className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${statusClass[order.status]}`}
        >
          {mine.statuses[order.status]}
        </span>
        <span className="font-semibold text-slate-900 tabular-nums sm:ml-auto">
          {formatRupees(withGst(order))}
        </span>
      </summary>
      <div className="flex flex-col gap-4 border-t border-slate-200 p-4">
        <div>
          <p className="font-medium text-slate-900">{mine.statusNotes[order.status]}</p>
          <h4 className="mt-3 font-semibold text-brand-900">{mine.history}</h4>
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            {order.history.map((step) => (
              <div key={step.status} className="contents">
                <dt className="text-slate-700">{mine.statuses[step.status]}</dt>
                <dd className="text-slate-900">
                  <time dateTime={step.at}>{formatMoment(locale, step.at, true)}</time>
                </dd>
              </div>
            ))}
          </dl>
        </div>

        <div>
          <h4 className="font-semibold text-brand-900">{mine.lines}</h4>
          <ul className="mt-1 divide-y divide-slate-200">
            {order.lines.map((line, index) => {
              const short = shortBy(line);
              const shown: [string, string][] = [[mine.ordered, formatNumber(line.quantity)]];
              if (line.free > 0) shown.push([mine.free, formatNumber(line.free)]);
              shown.push([mine.rate, line.rate === null ? terms.noRate : formatRupees(line.rate)]);
              if (line.amount !== null) shown.push([mine.amount, formatRupees(line.amount)]);
              const withFree = (quantity: number, free: number) =>
                free > 0
                  ? fill(mine.withFree, {
                      quantity: formatNumber(quantity),
                      free: formatNumber(free),
                    })
                  : formatNumber(quantity);
              const out = goingOut(line);
              return (
                <li key={index} className="flex flex-col gap-1 py-3">
                  <p className="font-semibold [overflow-wrap:anywhere] text-slate-900">
                    {line.name}
                  </p>
                  <p className="text-sm text-slate-600">
                    {[line.pack, line.manufacturer].filter(Boolean).join(" · ")}
                  </p>
                  <Terms terms={shown} />
                  {line.supplied !== null && (
                    <p className="text-sm text-slate-900">
                      {fill(mine.suppliedOf, {
                        supplied: withFree(out.billed, out.free),
                        ordered: withFree(line.quantity, line.free),
                      })}
                    </p>
                  )}
                  {short > 0 && (
                    <p className="self-start rounded-lg bg-amber-50 px-3 py-1 text-sm font-semibold text-amber-900">
                      {fill(mine.short, { count: short })}
                    </p>
                  )}
                </li>
              );
            })}
          </ul>
        </div>

        <div>
          <OrderEstimate order={order} text={text.estimate} />
          <p className="mt-2 text-sm text-slate-700">{text.estimate.note}</p>
          {unpriced > 0 && (
            <p className="mt-1 text-sm font-semibold text-slate-900">
              {plural(locale, text.estimate.unpriced, unpriced)}
            </p>
          )}
        </div>

        {(order.note || order.staffNote) && (
          <dl className="grid gap-2">
            {order.note && (
              <div>
                <dt className="font-semibold text-slate-800">{mine.yourNote}</dt>
                <dd className="whitespace-pre-line [overflow-wrap:anywhere] text-slate-700">
                  {order.note}
                </dd>
              </div>
            )}
            {order.staffNote && (
              <div className="rounded-xl bg-brand-50 p-3">
                <dt className="font-semibold text-brand-900">{mine.staffNote}</dt>
                <dd className="whitespace-pre-line [overflow-wrap:anywhere] text-slate-800">
                  {order.staffNote}
                </dd>
              </div>
            )}
          </dl>
        )}

        <div className="flex flex-wrap gap-3">
          <Button
            size="md"
            pending={again}
            aria-label={fill(mine.againLabel, number)}
            onClick={() => {
              setAgain(true);
              void onOrderAgain(order).finally(() => setAgain(false));
            }}
          >
            {mine.again}
          </Button>
          <Button
            variant="outline"
            size="md"
            aria-label={fill(mine.printLabel, number)}
            onClick={() => onPrint(order)}
          >
            {mine.print}
          </Button>
          <a
            href={whatsappHref("", share)}
            aria-label={fill(mine.shareLabel, number)}
            className={buttonClass("outline", "md")}
          >
            <WhatsAppIcon /> {mine.share}
          </a>
        </div>
      </div>
    </details>
  );
}

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
  const { site } = useSiteText();
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
  const [beforePhone, afterPhone] = around(mine.noCancel, "phone");

  return (
    <section id="orders" aria-labelledby="orders-heading" className="mt-12">
      <h2 id="orders-heading" className="text-3xl font-bold text-brand-900">
        {mine.heading}
      </h2>
      <p className="mt-2 max-w-prose text-slate-700">
        {beforePhone}
        <a href={phoneHref(site.phones[0])} className={`${linkClass} whitespace-nowrap`}>
          {site.phones[0]}
        </a>
        {afterPhone}
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
              <OrderCard
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
