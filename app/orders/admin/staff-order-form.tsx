import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { FocusHeading } from "#app/admin/focus-heading.tsx";
import { ActionFeedback } from "#app/admin/action-feedback.tsx";
import { CustomerPicker } from "#app/customers/admin/customer-picker.tsx";
import { ItemPicker } from "./item-picker";
import { MessagePaste } from "./message-paste";
import { StaffOrderLines } from "./staff-order-lines";
import { Button, buttonClass } from "#app/ui/button.tsx";
import { controlClass } from "#app/ui/search-bar.tsx";
import { quantityOf } from "#app/ui/quantity-input.tsx";
import { RadioGroup } from "#app/ui/radio-group.tsx";
import { placeStaffOrder, withLines, type StaffLine } from "#app/orders/admin/staff-orders.ts";
import { MAX_ORDER_LINES, MAX_ORDER_NOTE_LENGTH } from "#shared/limits.ts";
import type { CustomerRow } from "#shared/schemas/customers.ts";
import { orderChannelLabels, orderChannels, type OrderChannel } from "#shared/schemas/orders.ts";
import { paths } from "#shared/site-paths.ts";

// Staff take an order for a customer (/admin/orders/new): the customer, the items with the
// terms that customer sees, how the order came, a note, and one press that places it. The key
// is made when the form opens: pressing twice, or again after a lost answer, places one order.

type Placed = { id: string; number: number; shopName: string };

const sectionClass = "flex flex-col gap-3 rounded-2xl bg-white p-4 ring-2 ring-brand-200 sm:p-6";
const headingClass = "text-xl font-bold text-brand-900";

export function StaffOrderForm() {
  const id = useId();
  const [customer, setCustomer] = useState<CustomerRow | null>(null);
  const [lines, setLines] = useState<StaffLine[]>([]);
  const [channel, setChannel] = useState<OrderChannel>("phone");
  const [note, setNote] = useState("");
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [pending, setPending] = useState(false);
  const [error, setError] = useState("");
  const [placed, setPlaced] = useState<Placed | null>(null);
  const placedRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (placed) placedRef.current?.focus();
  }, [placed]);

  /** Lines for the order, from the catalogue search or a pasted message. */
  const addLines = (added: Parameters<typeof withLines>[1]) =>
    setLines((current) => withLines(current, added));

  /** What stops the order being placed as it stands, said in one sentence; "" when nothing. */
  function problem() {
    if (!customer) return "Choose the customer first.";
    if (lines.length === 0) return "Add at least one item.";
    if (lines.length > MAX_ORDER_LINES) return `An order holds up to ${MAX_ORDER_LINES} lines.`;
    if (lines.some((line) => quantityOf(line.typed) === null))
      return "Check the quantities marked in the lines.";
    if (note.length > MAX_ORDER_NOTE_LENGTH)
      return `The note may hold up to ${MAX_ORDER_NOTE_LENGTH} characters.`;
    return "";
  }

  async function place(event: React.FormEvent) {
    event.preventDefault();
    if (pending) return;
    const found = problem();
    setError(found);
    if (found || !customer) return;
    setPending(true);
    const outcome = await placeStaffOrder({
      customerId: customer.id,
      lines: lines.map(({ item, typed }) => ({ item, quantity: quantityOf(typed)! })),
      channel,
      note,
      idempotencyKey: key,
    });
    setPending(false);
    if (!outcome) return;
    if ("refusal" in outcome) return setError(outcome.refusal.error);
    setPlaced({ ...outcome.answer, shopName: customer.shopName });
  }

  function startAgain() {
    setCustomer(null);
    setLines([]);
    setChannel("phone");
    setNote("");
    setKey(crypto.randomUUID());
    setError("");
    setPlaced(null);
  }

  if (placed)
    return (
      <section aria-labelledby={`${id}-placed`} className={sectionClass}>
        <FocusHeading id={`${id}-placed`} ref={placedRef} className={headingClass}>
          Order {placed.number} is placed for {placed.shopName}
        </FocusHeading>
        <p className="text-slate-700">
          It is in the orders as received, marked as taken by you. An active customer is mailed that
          we received it; they see it on My orders as placed for them by our staff.
        </p>
        <div className="flex flex-wrap gap-3">
          <Link
            to={`${paths.adminOrders}?id=${placed.id}`}
            className={buttonClass("primary", "md")}
          >
            Open order {placed.number}
          </Link>
          <Button variant="outline" size="md" onClick={startAgain}>
            Take another order
          </Button>
        </div>
      </section>
    );

  return (
    <div className="flex flex-col gap-5">
      <section aria-labelledby={`${id}-customer`} className={sectionClass}>
        <h2 id={`${id}-customer`} className={headingClass}>
          1. Customer
        </h2>
        <CustomerPicker chosen={customer} onChoose={setCustomer} />
      </section>

      <section aria-labelledby={`${id}-items`} className={sectionClass}>
        <h2 id={`${id}-items`} className={headingClass}>
          2. Items
        </h2>
        <MessagePaste customerId={customer?.id ?? null} onAdd={addLines} />
        <ItemPicker onAdd={(item, quantity) => addLines([{ item, quantity }])} />
        <h3 className="mt-2 text-lg font-semibold text-brand-900">In the order</h3>
        <StaffOrderLines lines={lines} onLines={setLines} />
      </section>

      <form
        aria-labelledby={`${id}-place`}
        onSubmit={(event) => void place(event)}
        noValidate
        className={sectionClass}
      >
        <h2 id={`${id}-place`} className={headingClass}>
          3. Place the order
        </h2>
        <RadioGroup
          legend="How did the order come?"
          name="channel"
          options={orderChannels}
          value={channel}
          onChange={setChannel}
          labelOf={(option) => orderChannelLabels[option]}
          className="flex flex-col gap-2"
          legendClass="font-medium"
          labelClass="inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-400 px-3 has-checked:border-brand-700 has-checked:bg-brand-50"
        />
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-note`} className="font-medium">
            Note from the customer (optional)
          </label>
          <textarea
            id={`${id}-note`}
            value={note}
            maxLength={MAX_ORDER_NOTE_LENGTH}
            rows={3}
            onChange={(event) => setNote(event.target.value)}
            className={`${controlClass} py-2`}
          />
        </div>
        <ActionFeedback outcome={error ? { error } : null} focus />
        <Button
          type="submit"
          size="md"
          pending={pending}
          pendingLabel="Placing…"
          className="self-start"
        >
          {customer ? `Place the order for ${customer.shopName}` : "Place the order"}
        </Button>
      </form>
    </div>
  );
}
