import { MAX_ITEM_QUANTITY } from "#shared/limits.ts";

/** How many of an item: a whole number from 1 to MAX_ITEM_QUANTITY, whatever is typed. */
export function QuantityInput({
  id,
  value,
  onChange,
}: {
  id: string;
  value: number;
  onChange: (quantity: number) => void;
}) {
  return (
    <input
      id={id}
      type="number"
      inputMode="numeric"
      min={1}
      max={MAX_ITEM_QUANTITY}
      value={value}
      onChange={(event) =>
        onChange(
          Math.min(MAX_ITEM_QUANTITY, Math.max(1, Math.floor(Number(event.target.value)) || 1)),
        )
      }
      className="min-h-11 w-24 rounded-xl border border-slate-400 px-3"
    />
  );
}
