import { ActionFeedback } from "#app/admin/action-feedback.tsx";
import { headingClass, sectionClass, type Feedback } from "./order-view-frame";
import { Button, oneAtATime } from "#app/ui/button.tsx";
import { indiaDateTime } from "#shared/india-time.ts";
import { holdForStaff } from "#shared/order-hold-text.ts";
import {
  canMoveOrder,
  nextOrderStatus,
  orderStatusLabels,
  type AdminOrder,
  type OrderStatus,
} from "#shared/schemas/orders.ts";

/** The one step forward, as its button says it. */
const moveLabels: Partial<Record<OrderStatus, string>> = {
  received: "Release",
  accepted: "Accept",
  dispatched: "Mark dispatched",
  delivered: "Mark delivered",
};

/** An order's status: the one step forward, cancelling, and the history of its steps. */
export function OrderStatusSection({
  order,
  busy,
  onMove,
  feedback,
}: {
  order: AdminOrder;
  busy: string | null;
  onMove: (to: OrderStatus) => void;
  feedback: Feedback | null;
}) {
  const { customer } = order;
  const next = nextOrderStatus[order.status];
  const nextLabel = next && canMoveOrder(order.status, next) ? moveLabels[next] : undefined;
  return (
    <section aria-labelledby="order-status" className={sectionClass}>
      <h3 id="order-status" className={headingClass}>
        Status: {orderStatusLabels[order.status]}
      </h3>
      {order.hold && (
        <p className="max-w-prose rounded-xl bg-red-50 p-3 text-red-950">
          {order.status === "held" ? "Held. " : "Was held. "}
          {holdForStaff(order.hold)}
          {order.status === "held" &&
            " Release it to handle it as received, or cancel it with a note saying why."}
        </p>
      )}
      {(nextLabel || canMoveOrder(order.status, "cancelled")) && (
        <div className="flex flex-wrap gap-3">
          {next && nextLabel && (
            <Button
              size="md"
              {...oneAtATime(busy, next)}
              pendingLabel="Saving…"
              onClick={() => onMove(next)}
            >
              {nextLabel}
            </Button>
          )}
          {canMoveOrder(order.status, "cancelled") && (
            <Button
              variant="danger"
              size="md"
              {...oneAtATime(busy, "cancelled")}
              pendingLabel="Cancelling…"
              onClick={() => onMove("cancelled")}
            >
              Cancel order
            </Button>
          )}
        </div>
      )}
      <p className="max-w-prose text-sm text-slate-700">
        {customer.email
          ? `Each status change mails the customer at ${customer.email}, in their language.`
          : "This customer has no email: status changes send no mail, so tell them by phone or WhatsApp."}{" "}
        Customers cannot cancel online; they call.
      </p>
      <ActionFeedback outcome={feedback} focus={feedback?.focus} />
      <h4 className="font-semibold text-brand-900">History</h4>
      <ol className="flex flex-col gap-1 text-sm">
        {order.history.map((event, index) => (
          <li key={index}>
            <span className="font-medium">{orderStatusLabels[event.status]}</span>{" "}
            {indiaDateTime(event.at)}
          </li>
        ))}
      </ol>
    </section>
  );
}
