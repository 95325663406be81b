import { useId } from "react";
import type { ListLine } from "#shared/schemas/orders.ts";
import { useSiteText } from "#app/site/site-text.tsx";
import type { OrdersText } from "#shared/content/en/orders.ts";
import { orderEstimate, withGst } from "#shared/order-terms.ts";
import type { Order } from "#shared/schemas/orders.ts";
import { formatRupees, plural } from "#shared/text-format.ts";

// The estimate of a customer's order: before GST, GST and the two together, for the list being
// written and for an order as placed and as supplied.

type EstimateText = OrdersText["estimate"];

/** Before GST, GST, and the two together (in bold); `spaced` puts a gap above. */
function EstimateFigures({
  total,
  gst,
  text,
  spaced = false,
}: {
  total: number;
  gst: number;
  text: EstimateText;
  spaced?: boolean;
}) {
  return (
    <dl className={`${spaced ? "mt-2 " : ""}grid max-w-md grid-cols-[1fr_auto] gap-x-4 gap-y-1`}>
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
export function OrderEstimate({ order, text }: { order: Order; text: EstimateText }) {
  if (order.suppliedTotal === null || order.suppliedGst === null)
    return <EstimateFigures total={order.total} gst={order.gst} text={text} />;
  return (
    <div className="flex flex-col gap-3">
      <EstimateFigures total={order.total} gst={order.gst} text={text} />
      <div>
        <p className="font-semibold text-brand-900">{text.suppliedHeading}</p>
        <EstimateFigures total={order.suppliedTotal} gst={order.suppliedGst} text={text} />
      </div>
    </div>
  );
}

/** The estimate, as the bill adds GST line by line: worked out again at every change. */
export function ListEstimate({ lines, text }: { lines: ListLine[]; text: EstimateText }) {
  const { locale } = useSiteText();
  const estimate = orderEstimate(lines);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-4 rounded-xl bg-brand-50 p-4">
      <h3 id={headingId} className="text-lg font-bold text-brand-900">
        {text.heading}
      </h3>
      <EstimateFigures total={estimate.total} gst={estimate.gst} text={text} spaced />
      <p className="mt-2 text-sm text-slate-700">{text.note}</p>
      {estimate.unpriced > 0 && (
        <p className="mt-1 text-sm font-semibold text-slate-900">
          {plural(locale, text.unpriced, estimate.unpriced)}
        </p>
      )}
      {estimate.gstUnknown > 0 && (
        <p className="mt-1 text-sm text-slate-700">
          {plural(locale, text.gstUnknown, estimate.gstUnknown)}
        </p>
      )}
    </section>
  );
}
