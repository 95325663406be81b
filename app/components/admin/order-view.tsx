import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { ContactLinks } from "./contact-links";
import { FactList } from "./fact-list";
import { OrderExports } from "./order-exports";
import {
  OrderLinesTable,
  suppliedChanges,
  suppliedInputId,
  type SuppliedDrafts,
} from "./order-lines";
import { ActionFeedback, type ActionOutcome } from "./action-feedback";
import { OrderStatusBadge } from "./order-status";
import { ListStates } from "./paged-list";
import { Button, buttonClass } from "#app/components/ui/button.tsx";
import { mostSupplied, withGst } from "#shared/order-terms.ts";
import { controlClass } from "#app/components/ui/search-bar.tsx";
import {
  changeOrder,
  listSearch,
  orderSearch,
  useAdminOrder,
  type ChangeOutcome,
  type OrderFilters,
} from "#app/lib/admin-orders.ts";
import { apiSchemas } from "#shared/api/schemas.ts";
import { indiaDateTime } from "#shared/india-time.ts";
import { MAX_ORDER_NOTE_LENGTH } from "#shared/limits.ts";
import {
  canMoveOrder,
  canSetSupplied,
  nextOrderStatus,
  orderStatusLabels,
  type AdminOrder,
  type OrderStatus,
  type UpdateOrder,
} from "#shared/schemas/orders.ts";
import { formatRupees } from "#shared/text-format.ts";

// One order as staff handle it (/admin/orders?id=…): who placed it and how to reach them, its
// lines with what is supplied, its status one step at a time, a note to the customer, its
// history, and its files for the billing software.

/** The one step forward, as its button says it. */
const moveLabels: Partial<Record<OrderStatus, string>> = {
  accepted: "Accept",
  dispatched: "Mark dispatched",
  delivered: "Mark delivered",
};
const movedMessages: Record<OrderStatus, string> = {
  received: "",
  accepted: "Accepted. Set the supplied quantities, then mark it dispatched.",
  dispatched: "Marked dispatched. The supplied quantities are now frozen.",
  delivered: "Marked delivered.",
  cancelled: "The order is cancelled.",
};
/** A 409: another change reached the order first. */
const CHANGED_MEANWHILE =
  "Someone changed this order meanwhile. It is shown again as it is now: check it and try again.";

type Section = "lines" | "status" | "note";
/**
 * The last action's result, shown (and read out) in the section it came from; `focus` takes
 * the focus to it, when the action changed the buttons or was refused.
 */
type Feedback = { section: Section; focus?: boolean } & ActionOutcome;

const sectionClass = "flex flex-col gap-3 border-t border-slate-200 pt-5";
const headingClass = "text-lg font-bold text-brand-900";

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
  function settle(section: Section, outcome: ChangeOutcome | null, done: string) {
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

  const next = nextOrderStatus[order.status];
  const nextLabel = next && canMoveOrder(order.status, next) ? moveLabels[next] : undefined;
  const feedbackOf = (section: Section) => (feedback?.section === section ? feedback : null);

  return (
    <section
      aria-labelledby="order-heading"
      className="flex flex-col gap-5 rounded-2xl bg-white p-4 ring-2 ring-brand-200 sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h2
            id="order-heading"
            ref={headingRef}
            tabIndex={-1}
            className="text-2xl font-bold text-brand-900 outline-none"
          >
            Order {order.number}
          </h2>
          <p className="flex flex-wrap items-center gap-2 text-slate-700">
            <OrderStatusBadge status={order.status} />
            Placed {indiaDateTime(order.createdAt)} · {formatRupees(order.total)} before GST,{" "}
            {formatRupees(withGst(order))} with GST (estimate)
          </p>
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
        <CustomerFacts order={order} />
        {order.note && (
          <div className="rounded-xl bg-sun-400/15 p-3">
            <p className="text-sm font-semibold text-brand-900">The customer’s note</p>
            <p className="whitespace-pre-line text-slate-900">{order.note}</p>
          </div>
        )}
      </section>

      <section aria-labelledby="order-lines" className={sectionClass}>
        <h3 id="order-lines" className={headingClass}>
          Lines ({order.lines.length})
        </h3>
        <p className="max-w-prose text-sm text-slate-700">
          {order.status === "received"
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
          errors={supplied.errors}
          onDraft={(index, text) => setDrafts({ ...drafts, [index]: text })}
        />
        {canSetSupplied(order.status) && (
          <div className="flex flex-wrap gap-3">
            <Button
              size="md"
              disabled={busy !== null}
              pending={busy === "supplied"}
              pendingLabel="Saving…"
              onClick={() => void saveSupplied()}
            >
              Save supplied quantities
            </Button>
            <Button
              variant="outline"
              size="md"
              disabled={busy !== null}
              onClick={() =>
                setDrafts(
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
        <ActionFeedback outcome={feedbackOf("lines")} focus={feedbackOf("lines")?.focus} />
      </section>

      <section aria-labelledby="order-status" className={sectionClass}>
        <h3 id="order-status" className={headingClass}>
          Status: {orderStatusLabels[order.status]}
        </h3>
        {(nextLabel || canMoveOrder(order.status, "cancelled")) && (
          <div className="flex flex-wrap gap-3">
            {next && nextLabel && (
              <Button
                size="md"
                disabled={busy !== null}
                pending={busy === next}
                pendingLabel="Saving…"
                onClick={() => void move(next)}
              >
                {nextLabel}
              </Button>
            )}
            {canMoveOrder(order.status, "cancelled") && (
              <Button
                variant="danger"
                size="md"
                disabled={busy !== null}
                pending={busy === "cancelled"}
                pendingLabel="Cancelling…"
                onClick={() => void move("cancelled")}
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
        <ActionFeedback outcome={feedbackOf("status")} focus={feedbackOf("status")?.focus} />
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

      <NoteForm
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

/** Who placed the order and how to reach them. */
function CustomerFacts({ order }: { order: AdminOrder }) {
  const { customer } = order;
  const facts: [string, React.ReactNode][] = [
    ["Shop", customer.shopName],
    ["Party code", customer.code || "None"],
    ["Contact", customer.contactName || "None"],
    [
      "Reach them",
      customer.phone || customer.email ? (
        <span className="flex flex-col gap-1">
          <ContactLinks
            name={customer.contactName || customer.shopName}
            email={customer.email}
            phone={customer.phone}
            about={`your order ${order.number}`}
            touch
          />
        </span>
      ) : (
        "No phone or email kept"
      ),
    ],
    ["Address", customer.address || "None"],
    ["GSTIN", customer.gstin || "None"],
    ["Drug licence", customer.drugLicence || "None"],
  ];
  return (
    <>
      <FactList facts={facts} />
      <Link
        to={listSearch({ q: "", status: "", customer: customer.id, page: 1 })}
        className="inline-flex min-h-11 items-center self-start font-medium text-brand-800 underline underline-offset-4"
      >
        Every order of {customer.shopName}
      </Link>
    </>
  );
}

function NoteForm({
  note,
  onNote,
  onSave,
  busy,
  feedback,
}: {
  note: string;
  onNote: (note: string) => void;
  onSave: (event: React.FormEvent) => void;
  busy: string | null;
  feedback: Feedback | null;
}) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-heading`} className={sectionClass}>
      <h3 id={`${id}-heading`} className={headingClass}>
        Note to the customer
      </h3>
      <form onSubmit={onSave} className="flex flex-col gap-2" noValidate>
        <label htmlFor={`${id}-note`} className="text-sm font-medium">
          Note to the customer
        </label>
        <p id={`${id}-hint`} className="max-w-prose text-sm text-slate-700">
          The customer reads it with the order on their account. Saving a note alone sends no mail;
          only a status change mails the customer.
        </p>
        <textarea
          id={`${id}-note`}
          value={note}
          maxLength={MAX_ORDER_NOTE_LENGTH}
          rows={3}
          onChange={(event) => onNote(event.target.value)}
          aria-describedby={`${id}-hint`}
          className={`${controlClass} py-2`}
        />
        <Button
          type="submit"
          size="md"
          className="self-start"
          disabled={busy !== null}
          pending={busy === "note"}
          pendingLabel="Saving…"
        >
          Save note
        </Button>
      </form>
      <ActionFeedback outcome={feedback} focus={feedback?.focus} />
    </section>
  );
}
