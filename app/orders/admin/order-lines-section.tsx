import { ActionFeedback } from "#app/admin/action-feedback.tsx";
import { OrderLinesTable, type SuppliedDrafts } from "./order-lines";
import { headingClass, sectionClass, type Feedback } from "./order-view-frame";
import { Button, oneAtATime } from "#app/ui/button.tsx";
import { mostSupplied } from "#shared/order-terms.ts";
import { canSetSupplied, type AdminOrder } from "#shared/schemas/orders.ts";

/** An order's lines, with the supplied quantity of each as staff set it. */
export function OrderLinesSection({
  order,
  drafts,
  errors,
  onDrafts,
  busy,
  onSave,
  feedback,
}: {
  order: AdminOrder;
  drafts: SuppliedDrafts;
  errors: Record<number, string>;
  onDrafts: (drafts: SuppliedDrafts) => void;
  busy: string | null;
  onSave: () => void;
  feedback: Feedback | null;
}) {
  return (
    <section aria-labelledby="order-lines" className={sectionClass}>
      <h3 id="order-lines" className={headingClass}>
        Lines ({order.lines.length})
      </h3>
      <p className="max-w-prose text-sm text-slate-700">
        {order.status === "held"
          ? "Release the order, then accept it, to set what is supplied of each line."
          : order.status === "received"
            ? "Accept the order to set what is supplied of each line."
            : canSetSupplied(order.status)
              ? "Short supply is normal: set the billed quantity you send of each line, from 0 to the quantity ordered. Its free goods follow from it by the scheme. The customer sees it on their order."
              : order.status === "cancelled"
                ? "The order is cancelled: nothing is supplied."
                : "The supplied quantities are frozen since the dispatch."}
      </p>
      <OrderLinesTable
        order={order}
        drafts={drafts}
        errors={errors}
        onDraft={(index, text) => onDrafts({ ...drafts, [index]: text })}
      />
      {canSetSupplied(order.status) && (
        <div className="flex flex-wrap gap-3">
          <Button
            size="md"
            {...oneAtATime(busy, "supplied")}
            pendingLabel="Saving…"
            onClick={onSave}
          >
            Save supplied quantities
          </Button>
          <Button
            variant="outline"
            size="md"
            disabled={busy !== null}
            onClick={() =>
              onDrafts(
                Object.fromEntries(
                  order.lines.map((line, index) => [index, String(mostSupplied(line))]),
                ),
              )
            }
          >
            Supply all as ordered
          </Button>
        </div>
      )}
      <ActionFeedback outcome={feedback} focus={feedback?.focus} />
    </section>
  );
}
