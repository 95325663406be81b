import { useSiteText, type FrameSite } from "#app/site/site-text.tsx";
import { formatMoment } from "#shared/dates.ts";
import type { Order } from "#shared/schemas/orders.ts";
import { fill, formatNumber, formatRupees } from "#shared/text-format.ts";
import type { OrdersPageText } from "#app/orders/customer-orders.ts";

import { OrderEstimate } from "./order-estimate";

/** The company's address on one line, as a printed order heads it. */
const companyAddress = ({ address }: FrameSite) =>
  [address.street, address.locality, `${address.city} ${address.postalCode}`].join(", ");

/** What goes on paper when the customer prints an order: the summary, and nothing else. */
export function PrintedOrder({
  order,
  shop,
  text,
}: {
  order: Order;
  shop: string;
  text: OrdersPageText;
}) {
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
