import { useId, useState } from "react";
import { TradeTerms } from "#app/catalogue/medicine-results.tsx";
import { Button } from "#app/ui/button.tsx";
import { inputClass } from "#app/ui/input-class.ts";
import { QuantityInput } from "#app/ui/quantity-input.tsx";
import type { OrdersPageText } from "#app/orders/customer-orders.ts";
import { findMedicines } from "#app/catalogue/find-medicines.ts";
import type { PastedItem } from "#shared/schemas/order-message.ts";
import { fill } from "#shared/text-format.ts";

// One line read from a message, to check: what was written, the item found (or another of
// those offered, or one searched for), its quantity, and whether it goes into the order.

/** A line as the customer checks it. */
export type ReviewedLine = {
  key: string;
  line: number;
  text: string;
  /** null: the box holds no quantity. */
  quantity: number | null;
  quantityWritten: boolean;
  offered: PastedItem[];
  /** The id of the item chosen, "" for none. */
  chosen: string;
  keep: boolean;
};

/** How many items a search offers a line. */
const SEARCH_OFFERS = 5;

export function OrderPasteLine({
  line,
  text,
  onChange,
}: {
  line: ReviewedLine;
  text: OrdersPageText;
  onChange: (change: Partial<ReviewedLine>) => void;
}) {
  const id = useId();
  const t = text.message.review;
  const [search, setSearch] = useState("");
  const [searching, setSearching] = useState(false);
  const [found, setFound] = useState<"none" | "failed" | null>(null);
  const chosen = line.offered.find((item) => item.id === line.chosen);
  const describe = (item: PastedItem) =>
    [item.name, item.pack, item.manufacturer].filter(Boolean).join(" · ");

  async function find(event: React.FormEvent) {
    event.preventDefault();
    const q = search.trim();
    if (!q || searching) return;
    setSearching(true);
    setFound(null);
    try {
      const answer = await findMedicines({ q, category: "", manufacturer: "" }, 1);
      const offered = answer.items.slice(0, SEARCH_OFFERS).map((item) => ({
        ...item,
        mrp: item.mrp ?? null,
        rate: item.rate ?? null,
        scheme: item.scheme ?? "",
        availability: item.availability ?? null,
      }));
      if (offered.length === 0) setFound("none");
      else onChange({ offered, chosen: offered[0]!.id, keep: true });
    } catch {
      setFound("failed");
    } finally {
      setSearching(false);
    }
  }

  return (
    <li className="flex flex-col gap-3 py-4">
      <div>
        <h4 className="font-semibold text-brand-900">{fill(t.line, { line: line.line })}</h4>
        <p className="[overflow-wrap:anywhere] text-slate-700">
          {fill(t.written, { text: line.text })}
        </p>
      </div>
      {line.offered.length > 0 ? (
        <div>
          <label htmlFor={`${id}-item`} className="block font-medium text-slate-800">
            {fill(t.item, { line: line.line })}
          </label>
          <select
            id={`${id}-item`}
            value={line.chosen}
            onChange={(event) =>
              onChange({ chosen: event.target.value, keep: event.target.value !== "" })
            }
            className={`${inputClass} mt-1`}
          >
            {line.offered.map((item) => (
              <option key={item.id} value={item.id}>
                {describe(item)}
              </option>
            ))}
            <option value="">{t.noItem}</option>
          </select>
          {chosen && (
            <div className="mt-2">
              <TradeTerms item={chosen} terms={{ ...text.terms, order: text.add }} />
            </div>
          )}
        </div>
      ) : (
        <p className="font-semibold text-red-800">{t.notFound}</p>
      )}
      <form onSubmit={(event) => void find(event)} className="flex flex-wrap items-end gap-2">
        <label htmlFor={`${id}-search`} className="block w-full text-sm font-medium text-slate-800">
          {fill(t.search, { line: line.line })}
        </label>
        <input
          id={`${id}-search`}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className={`${inputClass} min-w-0 flex-1`}
        />
        <Button
          type="submit"
          variant="outline"
          size="md"
          pending={searching}
          pendingLabel={t.searching}
        >
          {t.searchButton}
        </Button>
        <p role="status" className="w-full text-sm text-slate-700">
          {found === "none" ? t.noResults : found === "failed" ? text.message.paste.failed : ""}
        </p>
      </form>
      <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
        <div>
          <label htmlFor={`${id}-quantity`} className="block text-sm font-medium text-slate-800">
            {fill(t.quantity, { line: line.line })}
          </label>
          <QuantityInput
            id={`${id}-quantity`}
            value={line.quantity ?? 1}
            onChange={(quantity) => onChange({ quantity })}
          />
          {!line.quantityWritten && (
            <p className="mt-1 text-sm font-semibold text-amber-900">{t.noQuantity}</p>
          )}
        </div>
        <p className="flex items-center gap-2">
          <input
            id={`${id}-keep`}
            type="checkbox"
            checked={line.keep && line.chosen !== ""}
            disabled={line.chosen === ""}
            onChange={(event) => onChange({ keep: event.target.checked })}
            className="size-5"
          />
          <label htmlFor={`${id}-keep`}>{fill(t.keep, { line: line.line })}</label>
        </p>
      </div>
    </li>
  );
}
