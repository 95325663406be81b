import { useId } from "react";
import { ItemRow, QuantityBox } from "./staff-item";
import { Button } from "#app/ui/button.tsx";
import { quantityOf } from "#app/ui/quantity-input.tsx";
import type { StaffLine } from "#app/orders/admin/staff-orders.ts";
import { MAX_ITEM_QUANTITY } from "#shared/limits.ts";
import { lineAmount, orderEstimate } from "#shared/order-terms.ts";
import { formatNumber, formatRupees } from "#shared/text-format.ts";

// The lines of the order being taken, each with its quantity to change and its amount at the
// customer's terms, and the estimate before GST (the bill adds GST, which staff read on the order).

export function StaffOrderLines({
  lines,
  onLines,
}: {
  lines: StaffLine[];
  onLines: (lines: StaffLine[]) => void;
}) {
  const id = useId();
  if (lines.length === 0)
    return <p className="text-slate-700">No items yet: search the catalogue and add them.</p>;
  const priced = lines.flatMap(({ item, typed }) => {
    const quantity = quantityOf(typed);
    return quantity === null ? [] : [{ rate: item.rate, scheme: item.scheme, quantity, gst: null }];
  });
  const estimate = orderEstimate(priced);
  const change = (index: number, typed: string) =>
    onLines(lines.map((line, at) => (at === index ? { ...line, typed } : line)));

  return (
    <div className="flex flex-col gap-3">
      <ol aria-label="Lines of the order" className="flex flex-col gap-2">
        {lines.map(({ item, typed }, index) => {
          const boxId = `${id}-${index}`;
          const quantity = quantityOf(typed);
          const amount = quantity === null ? null : lineAmount(item.rate, quantity, item.scheme);
          return (
            <ItemRow key={item.id} item={item}>
              <span className="flex flex-wrap items-end gap-3">
                <QuantityBox
                  id={boxId}
                  item={item}
                  typed={typed}
                  invalid={quantity === null}
                  problemId={`${boxId}-error`}
                  onType={(text) => change(index, text)}
                />
                <span className="min-w-24 text-right font-semibold tabular-nums">
                  {amount === null ? "" : formatRupees(amount)}
                </span>
                <Button
                  variant="danger"
                  size="md"
                  aria-label={`Remove ${item.name}`}
                  onClick={() => onLines(lines.filter((_, at) => at !== index))}
                >
                  Remove
                </Button>
              </span>
              {quantity === null && (
                <span id={`${boxId}-error`} className="w-full text-sm font-medium text-red-800">
                  Give a whole number from 1 to {formatNumber(MAX_ITEM_QUANTITY)}.
                </span>
              )}
            </ItemRow>
          );
        })}
      </ol>
      <p className="font-semibold text-brand-900">
        Estimate: {formatRupees(estimate.total)} before GST
        {estimate.unpriced > 0 &&
          ` (${estimate.unpriced} ${estimate.unpriced === 1 ? "line has" : "lines have"} no rate)`}
      </p>
    </div>
  );
}
