import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { OrderCustomerFacts } from "./order-customer-facts";
import { OrderExports } from "./order-exports";
import { OrderLinesSection } from "./order-lines-section";
import { suppliedChanges, suppliedInputId, type SuppliedDrafts } from "./order-lines";
import { OrderNoteForm } from "./order-note-form";
import { OrderStatusBadge } from "./order-status";
import { OrderStatusSection } from "./order-status-section";
import { headingClass, sectionClass, type Feedback, type OrderSection } from "./order-view-frame";
import { FocusHeading } from "#app/admin/focus-heading.tsx";
import { ListStates } from "#app/admin/paged-list.tsx";
import { buttonClass } from "#app/ui/button.tsx";
import {
  changeOrder,
  listSearch,
  orderSearch,
  useAdminOrder,
  type ChangeOutcome,
  type OrderFilters,
} from "#app/orders/admin/admin-orders.ts";
import { apiSchemas } from "#shared/api/schemas.ts";
import { indiaDateTime } from "#shared/india-time.ts";
import { MAX_ORDER_NOTE_LENGTH } from "#shared/limits.ts";
import { withGst } from "#shared/order-terms.ts";
import {
  orderChannelLabels,
  type AdminOrder,
  type OrderStatus,
  type UpdateOrder,
} from "#shared/schemas/orders.ts";
import { formatRupees } from "#shared/text-format.ts";

// One order as staff handle it (/admin/orders?id=…): who placed it and how to reach them, its
// lines with what is supplied, its status one step at a time, a note to the customer, its
// history, and its files for the billing software.

const movedMessages: Record<OrderStatus, string> = {
  held: "",
  received: "Released: the order now waits to be accepted.",
  accepted: "Accepted. Set the supplied quantities, then mark it dispatched.",
  dispatched: "Marked dispatched. The supplied quantities are now frozen.",
  delivered: "Marked delivered.",
  cancelled: "The order is cancelled.",
};
/** A 409: another change reached the order first. */
const CHANGED_MEANWHILE =
  "Someone changed this order meanwhile. It is shown again as it is now: check it and try again.";

export function OrderView({ id, filters }: { id: string; filters: OrderFilters }) {
  const { state, order, reload } = useAdminOrder(id);
  const heading = useRef<HTMLHeadingElement>(null);
  const headingShown = Boolean(order);
  useEffect(() => {
    if (headingShown) heading.current?.focus();
  }, [headingShown]);

  return (
    <div className="mt-4 flex flex-col gap-4">
      <Link
        to={listSearch(filters) || "?"}
        state={{ fromOrder: id }}
        className="inline-flex min-h-11 items-center self-start font-medium text-brand-800 underline underline-offset-4"
      >
        Back to orders
      </Link>
      {order ? (
        <OrderDetails order={order} filters={filters} headingRef={heading} reload={reload} />
      ) : (
        <ListStates state={state} empty="" onRetry={reload}>
          {() => null}
        </ListStates>
      )}
    </div>
  );
}

function OrderDetails({
  order,
  filters,
  headingRef,
  reload,
}: {
  order: AdminOrder;
  filters: OrderFilters;
  headingRef: React.Ref<HTMLHeadingElement>;
  reload: () => void;
}) {
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [drafts, setDrafts] = useState<SuppliedDrafts>({});
  const [note, setNote] = useState(order.staffNote);
  // The boxes start again from what is saved each time the order is read again.
  const [shown, setShown] = useState(order);
  if (shown !== order) {
    setShown(order);
    setDrafts({});
    setNote(order.staffNote);
    setBusy(null);
  }
  const supplied = suppliedChanges(order.lines, drafts);
  const { customer } = order;

  /** Shows what a change came to and reads the order again when it changed (or someone else did). */
  function settle(section: OrderSection, outcome: ChangeOutcome | null, done: string) {
    if (!outcome) return false;
    const focus = section === "status" || !outcome.ok;
    if (outcome.ok) setFeedback({ section, focus, message: done });
    else
      setFeedback({
        section,
        focus,
        error: outcome.status === 409 ? CHANGED_MEANWHILE : outcome.error,
      });
    if (outcome.ok || outcome.status === 409) reload();
    return outcome.ok;
  }

  async function send(action: string, body: UpdateOrder) {
    setBusy(action);
    const outcome = await changeOrder(order.id, body);
    // After a change the buttons stay off until the order is read again: they would act on
    // the order as it was.
    if (!outcome?.ok && outcome?.status !== 409) setBusy(null);
    return outcome;
  }

  /** The supplied boxes' changes; false (the first wrong box focused) when one is wrong. */
  function checkedSupplied() {
    const [first] = Object.keys(supplied.errors);
    if (first === undefined) return supplied.changes;
    setFeedback({ section: "lines", error: "Check the supplied quantities marked in the table." });
    document.getElementById(suppliedInputId(Number(first)))?.focus();
    return false;
  }

  async function saveSupplied() {
    const lines = checkedSupplied();
    if (!lines) return;
    if (lines.length === 0)
      return setFeedback({ section: "lines", message: "No supplied quantity was changed." });
    settle("lines", await send("supplied", { lines }), "Supplied quantities saved.");
  }

  async function move(to: OrderStatus) {
    if (
      to === "cancelled" &&
      !window.confirm(
        `Cancel Order ${order.number} of ${customer.shopName}? ${customer.email ? "The customer is told by email. " : ""}This cannot be undone.`,
      )
    )
      return;
    // What is typed and not saved goes with the move, in one change: the supplied quantities,
    // which the dispatch freezes, and the note, which the customer's mail carries.
    const lines = to === "dispatched" ? checkedSupplied() : [];
    if (!lines) return;
    const typedNote = note === order.staffNote ? undefined : checkedNote();
    if (typedNote === false) return;
    // A held order's customer is told why it is cancelled: the note carries it.
    if (to === "cancelled" && order.status === "held" && !(typedNote ?? order.staffNote))
      return setFeedback({
        section: "status",
        focus: true,
        error: "Write why in the note to the customer below, then cancel: their mail carries it.",
      });
    const outcome = await send(to, {
      status: to,
      ...(lines.length > 0 && { lines }),
      ...(typedNote !== undefined && { note: typedNote }),
    });
    const mail = customer.email
      ? ` A mail tells the customer at ${customer.email}.`
      : " The customer has no email: tell them by phone or WhatsApp.";
    settle("status", outcome, `${movedMessages[to]}${mail}`);
  }

  /** The note as typed, checked; false (said beside the note) when it cannot be saved. */
  function checkedNote() {
    const body = apiSchemas.updateOrder.body.safeParse({ note });
    if (body.success && body.data.note !== undefined) return body.data.note;
    setFeedback({
      section: "note",
      error: `The note may hold up to ${MAX_ORDER_NOTE_LENGTH} characters of text.`,
    });
    return false;
  }

  async function saveNote(event: React.FormEvent) {
    event.preventDefault();
    const typed = checkedNote();
    if (typed === false) return;
    settle("note", await send("note", { note: typed }), "Note saved. It sends no mail.");
  }

  const feedbackOf = (section: OrderSection) => (feedback?.section === section ? feedback : null);

  return (
    <section
      aria-labelledby="order-heading"
      className="flex flex-col gap-5 rounded-2xl bg-white p-4 ring-2 ring-brand-200 sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <FocusHeading
            id="order-heading"
            ref={headingRef}
            className="text-2xl font-bold text-brand-900"
          >
            Order {order.number}
          </FocusHeading>
          <p className="flex flex-wrap items-center gap-2 text-slate-700">
            <OrderStatusBadge status={order.status} />
            Placed {indiaDateTime(order.createdAt)} · {formatRupees(order.total)} before GST,{" "}
            {formatRupees(withGst(order))} with GST (estimate)
          </p>
          {order.takenBy && order.channel && (
            <p className="text-slate-700">
              Taken for the customer by {order.takenBy} ({orderChannelLabels[order.channel]}). The
              customer sees “placed for you by our staff”.
            </p>
          )}
        </div>
        <Link
          to={orderSearch(filters, order.id, "pick-list")}
          className={buttonClass("soft", "md")}
        >
          Print pick list
        </Link>
      </div>

      <section aria-labelledby="order-customer" className={sectionClass}>
        <h3 id="order-customer" className={headingClass}>
          Customer
        </h3>
        <OrderCustomerFacts order={order} />
        {order.note && (
          <div className="rounded-xl bg-sun-400/15 p-3">
            <p className="text-sm font-semibold text-brand-900">The customer’s note</p>
            <p className="whitespace-pre-line text-slate-900">{order.note}</p>
          </div>
        )}
      </section>

      <OrderLinesSection
        order={order}
        drafts={drafts}
        errors={supplied.errors}
        onDrafts={setDrafts}
        busy={busy}
        onSave={() => void saveSupplied()}
        feedback={feedbackOf("lines")}
      />

      <OrderStatusSection
        order={order}
        busy={busy}
        onMove={(to) => void move(to)}
        feedback={feedbackOf("status")}
      />

      <OrderNoteForm
        note={note}
        onNote={setNote}
        onSave={saveNote}
        busy={busy}
        feedback={feedbackOf("note")}
      />

      <section aria-labelledby="order-billing" className={sectionClass}>
        <h3 id="order-billing" className={headingClass}>
          Into the billing software
        </h3>
        <OrderExports order={order} onExported={reload} />
      </section>
    </section>
  );
}
