import { useState } from "react";
import { WhatsAppIcon } from "#app/ui/icons.tsx";
import { Button, buttonClass } from "#app/ui/button.tsx";
import { orderSummaryText } from "#app/orders/customer-orders.ts";
import { useSiteText } from "#app/site/site-text.tsx";
import { whatsappHref } from "#shared/phone-links.ts";
import { formatMoment } from "#shared/dates.ts";
import { goingOut, shortBy, withGst } from "#shared/order-terms.ts";
import type { Order, OrderStatus } from "#shared/schemas/orders.ts";
import { fill, formatNumber, formatRupees, plural } from "#shared/text-format.ts";
import { Terms } from "#app/orders/term-list.tsx";
import type { OrdersPageText } from "#app/orders/customer-orders.ts";

import { OrderEstimate } from "./order-estimate";
import { SiteLink } from "#app/site/site-link.tsx";
import { holdSentences } from "#shared/order-hold-text.ts";
import { localePath, paths } from "#shared/site-paths.ts";

/** The colours of an order's status badge. */
const statusClass: Record<OrderStatus, string> = {
  held: "bg-red-50 text-red-900",
  received: "bg-amber-50 text-amber-900",
  accepted: "bg-brand-50 text-brand-800",
  dispatched: "bg-brand-50 text-brand-800",
  delivered: "bg-leaf-600/10 text-leaf-700",
  cancelled: "bg-slate-100 text-slate-700",
};

/** One of the customer's orders: its status, history, lines and estimate, and what to do with it. */
export function MyOrderCard({
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
  /** Absent without JavaScript: then only the WhatsApp link, which needs none, is offered. */
  onOrderAgain?: (order: Order) => Promise<void>;
  onPrint?: (order: Order) => void;
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
      open={open || order.status === "held" || undefined}
      className="rounded-2xl bg-white ring-1 ring-slate-200 open:ring-brand-600"
    >
      <summary className="flex min-h-11 cursor-pointer flex-wrap items-center gap-x-4 gap-y-1 p-4">
        <h3 className="text-xl font-bold text-brand-900">{fill(mine.order, number)}</h3>
        <span className="text-slate-700">
          {fill(mine.placedOn, { date: formatMoment(locale, order.createdAt) })}
        </span>
        {order.placedByStaff && (
          <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-semibold text-brand-800">
            {mine.placedByStaff}
          </span>
        )}
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
          {order.status === "held" && order.hold && (
            <div className="mt-2 rounded-xl border border-amber-700 bg-amber-50 p-3 text-amber-950">
              {holdSentences(text.hold, {
                number: order.number,
                hold: order.hold,
                amount: withGst(order),
              }).map((sentence, index) => (
                <p key={index} className={index === 0 ? "font-semibold" : "mt-1"}>
                  {sentence}
                </p>
              ))}
              <p className="mt-2">
                <SiteLink
                  to={localePath(locale, paths.accountBills)}
                  className="font-semibold text-brand-800 underline underline-offset-4"
                >
                  {text.hold.pay}
                </SiteLink>
              </p>
            </div>
          )}
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
          {onOrderAgain && onPrint && (
            <>
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
            </>
          )}
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
