import { useState } from "react";
import { useSiteText } from "#app/site/site-text.tsx";
import { MAX_ITEM_QUANTITY } from "#shared/limits.ts";

/** What makes a box a quantity's: a phone's number pad, 1 to MAX_ITEM_QUANTITY in whole steps. */
export const quantityBox = {
  type: "number",
  inputMode: "numeric",
  min: 1,
  max: MAX_ITEM_QUANTITY,
  step: 1,
} as const;

/** A whole number from 1 to MAX_ITEM_QUANTITY as typed, or null. */
export function quantityOf(text: string) {
  const trimmed = text.trim();
  if (!/^\d{1,7}$/.test(trimmed)) return null;
  const quantity = Number(trimmed);
  return quantity >= 1 && quantity <= MAX_ITEM_QUANTITY ? quantity : null;
}

/**
 * How many of an item. What is typed is never changed: a box holding anything but a whole
 * number from 1 to MAX_ITEM_QUANTITY says so beside it and reports null, and the page acts on
 * nothing until it is put right.
 */
export function QuantityInput({
  id,
  name,
  value,
  onChange,
}: {
  id: string;
  /** The field's name, in a form posted without JavaScript. */
  name?: string;
  value: number;
  onChange: (quantity: number | null) => void;
}) {
  const { common } = useSiteText();
  // What the box holds while it is not a quantity; null: it shows `value`.
  const [typed, setTyped] = useState<string | null>(null);
  const errorId = `${id}-error`;
  return (
    <span className="inline-flex flex-col">
      <input
        id={id}
        name={name}
        {...quantityBox}
        value={typed ?? String(value)}
        onChange={(event) => {
          const quantity = quantityOf(event.target.value);
          setTyped(quantity === null ? event.target.value : null);
          onChange(quantity);
        }}
        aria-invalid={typed !== null || undefined}
        aria-describedby={typed !== null ? errorId : undefined}
        className="min-h-11 w-24 rounded-xl border border-slate-400 px-3 aria-invalid:border-red-700"
      />
      {typed !== null && (
        <span id={errorId} className="mt-1 max-w-48 text-sm font-medium text-red-800">
          {common.quantityInvalid}
        </span>
      )}
    </span>
  );
}
