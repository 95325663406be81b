import { useId, type ReactNode } from "react";
import { Button } from "#app/ui/button.tsx";
import { QuantityInput } from "#app/ui/quantity-input.tsx";
import type { ListLine } from "#shared/schemas/orders.ts";
import { freeQuantity, lineAmount } from "#shared/order-terms.ts";
import { fill, formatNumber, formatRupees } from "#shared/text-format.ts";

import { Terms } from "#app/orders/term-list.tsx";
import type { OrdersPageText } from "#app/orders/customer-orders.ts";

// One line of the customer's list: the item, its terms, free goods and amount at the quantity
// typed, and why it is marked when the catalogue or the server does not take it.

const availabilityClass = {
  in_stock: "bg-leaf-600/10 text-leaf-700",
  low: "bg-amber-50 text-amber-900",
  out: "bg-red-50 text-red-800",
} as const;
const markClass = "rounded-lg bg-red-50 px-3 py-2 text-sm font-semibold text-red-800";

export function OrderListLine({
  line,
  refused,
  text,
  controls,
}: {
  line: ListLine;
  /** The server refused this line when the order was placed. */
  refused: boolean;
  text: OrdersPageText;
  /** Its quantity box and "Remove": the page's own (JavaScript, or forms that post). */
  controls: ReactNode;
}) {
  const { terms, list } = text;
  const free = freeQuantity(line.scheme, line.quantity);
  const amount = lineAmount(line.rate, line.quantity, line.scheme);
  const shown: [string, string][] = [];
  if (line.rate !== null) shown.push([terms.rate, formatRupees(line.rate)]);
  if (line.mrp !== null) shown.push([terms.mrp, formatRupees(line.mrp)]);
  if (line.scheme) shown.push([terms.scheme, line.scheme]);
  if (free > 0) shown.push([list.free, formatNumber(free)]);
  if (amount !== null) shown.push([list.amount, formatRupees(amount)]);
  return (
    <li
      className="flex flex-col gap-2 py-4"
      data-marked={!line.inCatalogue || refused || undefined}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <div className="min-w-0">
          <p className="font-semibold [overflow-wrap:anywhere] text-brand-900">{line.name}</p>
          <p className="text-sm text-slate-600">
            {[line.pack, line.manufacturer].filter(Boolean).join(" · ")}
          </p>
        </div>
        {line.availability && (
          <p
            className={`rounded-full px-2.5 py-0.5 text-sm font-medium ${availabilityClass[line.availability]}`}
          >
            {terms.availability[line.availability]}
          </p>
        )}
      </div>
      {line.inCatalogue ? (
        <>
          {shown.length > 0 && <Terms terms={shown} />}
          {line.rate === null && (
            <p className="text-sm font-semibold text-slate-900">
              {terms.noRate}: {list.notCounted}
            </p>
          )}
        </>
      ) : (
        <p className={markClass}>{list.notInCatalogue}</p>
      )}
      {refused && line.inCatalogue && <p className={markClass}>{text.place.lineError}</p>}
      {controls}
    </li>
  );
}

/** A line's quantity box, saved as it is typed, and its "Remove", with JavaScript. */
export function LineControls({
  line,
  text,
  onQuantity,
  onRemove,
}: {
  line: ListLine;
  text: OrdersPageText;
  /** null: the box holds no quantity (it says so beside it). */
  onQuantity: (quantity: number | null) => void;
  onRemove: () => void;
}) {
  const quantityId = useId();
  const { list } = text;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <label htmlFor={quantityId} className="sr-only">
        {fill(list.quantityOf, { item: line.name })}
      </label>
      <QuantityInput id={quantityId} value={line.quantity} onChange={onQuantity} />
      <RemoveButton line={line} text={text} onClick={onRemove} />
    </div>
  );
}

/** A line's "Remove": a button of the page's script, or one that posts its form. */
export function RemoveButton({
  line,
  text,
  onClick,
}: {
  line: ListLine;
  text: OrdersPageText;
  onClick?: () => void;
}) {
  return (
    <Button
      type={onClick ? "button" : "submit"}
      variant="danger"
      size="sm"
      className="min-h-11"
      aria-label={fill(text.list.removeLabel, { item: line.name })}
      onClick={onClick}
    >
      {text.list.remove}
    </Button>
  );
}
