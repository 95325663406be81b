import { useId, useState } from "react";
import { TradeTerms } from "#app/catalogue/medicine-results.tsx";
import { Button } from "#app/ui/button.tsx";
import { inputClass } from "#app/ui/input-class.ts";
import { QuantityInput } from "#app/ui/quantity-input.tsx";
import type { OrdersPageText } from "#app/orders/customer-orders.ts";
import { findMedicines } from "#app/catalogue/find-medicines.ts";
import type { OfferedItem } from "#shared/server-pages.ts";
import { fill } from "#shared/text-format.ts";

// One line read from a message, to check: what was written, the item found (or another of
// those offered, or one searched for), its quantity, and whether it goes into the order.
// Without JavaScript (`form`) the same line is fields of the review page's one form, which the
// server reads back (server/orders/order-paste-routes.server.ts): the search is its submit
// button, and the line travels in hidden fields.

/** A line as the customer checks it. */
export type ReviewedLine = {
  key: string;
  line: number;
  text: string;
  /** null: the box holds no quantity. */
  quantity: number | null;
  quantityWritten: boolean;
  offered: OfferedItem[];
  /** The id of the item chosen, "" for none. */
  chosen: string;
  keep: boolean;
};

/** How many items a search offers a line. */
const SEARCH_OFFERS = 5;

/** A line as the review page without JavaScript posts it: its place in the form, its search. */
export type LineFields = { index: number; search: string };

export function OrderPasteLine({
  line,
  text,
  onChange,
  form,
}: {
  line: ReviewedLine;
  text: OrdersPageText;
  onChange: (change: Partial<ReviewedLine>) => void;
  form?: LineFields;
}) {
  const id = useId();
  const t = text.message.review;
  const [search, setSearch] = useState("");
  const [searching, setSearching] = useState(false);
  const [found, setFound] = useState<"none" | "failed" | null>(null);
  const chosen = line.offered.find((item) => item.id === line.chosen);
  // The page without JavaScript has no panel's headings above its lines.
  const Heading = form ? "h2" : "h4";
  const named = (field: string) => form && { name: `${field}-${form.index}` };
  const describe = (item: OfferedItem) =>
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
        <Heading className="font-semibold text-brand-900">
          {fill(t.line, { line: line.line })}
        </Heading>
        <p className="[overflow-wrap:anywhere] text-slate-700">
          {fill(t.written, { text: line.text })}
        </p>
      </div>
      {form && (
        <>
          <input type="hidden" name={`line-${form.index}`} value={line.line} />
          <input type="hidden" name={`text-${form.index}`} value={line.text} />
          <input
            type="hidden"
            name={`written-${form.index}`}
            value={line.quantityWritten ? "1" : ""}
          />
          <input
            type="hidden"
            name={`offered-${form.index}`}
            value={line.offered.map((item) => item.id).join(" ")}
          />
        </>
      )}
      {line.offered.length > 0 ? (
        <div>
          <label htmlFor={`${id}-item`} className="block font-medium text-slate-800">
            {fill(t.item, { line: line.line })}
          </label>
          <select
            id={`${id}-item`}
            {...named("item")}
            {...(form ? { defaultValue: line.chosen } : { value: line.chosen })}
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
      <SearchLine form={form} onSubmit={(event) => void find(event)}>
        <label htmlFor={`${id}-search`} className="block w-full text-sm font-medium text-slate-800">
          {fill(t.search, { line: line.line })}
        </label>
        <input
          id={`${id}-search`}
          type="search"
          {...named("search")}
          {...(form ? { defaultValue: form.search } : { value: search })}
          onChange={(event) => setSearch(event.target.value)}
          className={`${inputClass} min-w-0 flex-1`}
        />
        <Button
          type="submit"
          variant="outline"
          size="md"
          pending={searching}
          pendingLabel={t.searching}
          {...(form && { name: "action", value: "search" })}
        >
          {t.searchButton}
        </Button>
        <p role="status" className="w-full text-sm text-slate-700">
          {found === "none" || (form?.search && line.offered.length === 0)
            ? t.noResults
            : found === "failed"
              ? text.message.paste.failed
              : ""}
        </p>
      </SearchLine>
      <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
        <div>
          <label htmlFor={`${id}-quantity`} className="block text-sm font-medium text-slate-800">
            {fill(t.quantity, { line: line.line })}
          </label>
          <QuantityInput
            id={`${id}-quantity`}
            name={form && `quantity-${form.index}`}
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
            {...(form
              ? { name: `keep-${form.index}`, value: "1", defaultChecked: line.keep }
              : { checked: line.keep && line.chosen !== "", disabled: line.chosen === "" })}
            onChange={(event) => onChange({ keep: event.target.checked })}
            className="size-5"
          />
          <label htmlFor={`${id}-keep`}>{fill(t.keep, { line: line.line })}</label>
        </p>
      </div>
    </li>
  );
}

/**
 * A line's search: a form of its own with JavaScript; without, part of the page's one form (a
 * form holds no other), its button posting the page with `action=search`.
 */
function SearchLine({
  form,
  onSubmit,
  children,
}: {
  form?: LineFields;
  onSubmit: (event: React.FormEvent) => void;
  children: React.ReactNode;
}) {
  const className = "flex flex-wrap items-end gap-2";
  if (form) return <div className={className}>{children}</div>;
  return (
    <form onSubmit={onSubmit} className={className}>
      {children}
    </form>
  );
}
