import { orderStatusLabels, type OrderStatus } from "#shared/schemas/orders.ts";

const statusStyles: Record<OrderStatus, string> = {
  held: "bg-red-100 text-red-900",
  received: "bg-sun-400 text-brand-900",
  accepted: "bg-brand-100 text-brand-900",
  dispatched: "bg-brand-700 text-white",
  delivered: "bg-leaf-600/10 text-leaf-700",
  cancelled: "bg-slate-200 text-slate-800",
};

/** Where an order stands; a received or held one is new, and says so to a screen reader too. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span
      className={`inline-block rounded-full px-3 py-1 text-xs font-semibold ${statusStyles[status]}`}
    >
      {orderStatusLabels[status]}
      {(status === "received" || status === "held") && <span className="sr-only"> (new)</span>}
    </span>
  );
}
