import { quantityBox } from "#app/ui/quantity-input.tsx";
import { controlClass } from "#app/ui/search-bar.tsx";
import { account } from "#shared/content/en/account.ts";
import type { StaffItem } from "#shared/schemas/orders.ts";
import { formatRupees } from "#shared/text-format.ts";

// An item as staff see it while taking an order: the terms the customer sees, its row, its quantity.

/** An item's rate, scheme and availability, as the customer sees them when signed in. */
export function ItemTerms({ item }: { item: StaffItem }) {
  const { terms } = account;
  return (
    <span className="flex flex-wrap gap-x-3 text-sm text-slate-700">
      <span>{item.rate === null ? terms.noRate : `${terms.rate} ${formatRupees(item.rate)}`}</span>
      {item.scheme && (
        <span>
          {terms.scheme} {item.scheme}
        </span>
      )}
      {item.availability && (
        <span className={item.availability === "out" ? "font-medium text-red-800" : ""}>
          {terms.availability[item.availability]}
        </span>
      )}
    </span>
  );
}

/** An item as a row of the order page's lists: what it is and its terms, then `children` (its controls). */
export function ItemRow({ item, children }: { item: StaffItem; children: React.ReactNode }) {
  return (
    <li className="flex flex-wrap items-end justify-between gap-3 rounded-xl bg-white p-3 ring-1 ring-slate-200">
      <span className="flex min-w-0 flex-col">
        <span className="font-semibold text-brand-900">{item.name}</span>
        <span className="text-sm text-slate-700">
          {[item.pack, item.manufacturer].filter(Boolean).join(" · ")}
        </span>
        <ItemTerms item={item} />
      </span>
      {children}
    </li>
  );
}

/** How many of an item, as typed: marked when it is not a quantity (`problemId` says why). */
export function QuantityBox({
  id,
  item,
  typed,
  invalid,
  problemId,
  placeholder,
  onType,
}: {
  id: string;
  item: StaffItem;
  typed: string;
  invalid: boolean;
  problemId?: string;
  placeholder?: string;
  onType: (typed: string) => void;
}) {
  return (
    <span className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        Quantity<span className="sr-only"> of {item.name}</span>
      </label>
      <input
        id={id}
        {...quantityBox}
        placeholder={placeholder}
        value={typed}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? problemId : undefined}
        onChange={(event) => onType(event.target.value)}
        className={`${controlClass} w-24 aria-invalid:border-red-700`}
      />
    </span>
  );
}
