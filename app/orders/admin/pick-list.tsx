import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { ListStates } from "#app/admin/paged-list.tsx";
import { Button } from "#app/ui/button.tsx";
import { orderSearch, useAdminOrder, type OrderFilters } from "#app/orders/admin/admin-orders.ts";
import { indiaDateTime } from "#shared/india-time.ts";
import { goingOut } from "#shared/order-terms.ts";
import type { AdminOrder, OrderLine } from "#shared/schemas/orders.ts";

// An order's pick list, to print for whoever takes the goods off the shelves: its lines
// grouped by company, each with what to pick (the billed quantity and the free goods on it,
// shared/order-terms.ts) and a box to tick. Only the pick list prints: the
// admin's frame and this page's buttons are hidden from print.

/** The pick list's column titles, the counts' right-aligned. */
const columns = [
  { title: "Item", className: "py-2 pr-3 font-semibold" },
  { title: "Pack", className: "py-2 pr-3 font-semibold" },
  { title: "Qty", className: "py-2 pr-3 text-right font-semibold" },
  { title: "Free", className: "py-2 pr-3 text-right font-semibold" },
  { title: "Picked", className: "w-16 py-2 text-center font-semibold" },
];

const collator = new Intl.Collator("en", { sensitivity: "base", numeric: true });

/**
 * The lines with something to pick, by company in name order (spellings that differ only in
 * case are one company, headed as its first line writes it), each company's by item and pack.
 */
export function pickListGroups(lines: OrderLine[]) {
  const sorted = lines
    .filter((line) => goingOut(line).billed > 0)
    .sort(
      (a, b) =>
        collator.compare(a.manufacturer, b.manufacturer) ||
        collator.compare(a.name, b.name) ||
        collator.compare(a.pack, b.pack),
    );
  const groups: { company: string; lines: OrderLine[] }[] = [];
  for (const line of sorted) {
    const last = groups.at(-1);
    if (last && collator.compare(last.company, line.manufacturer) === 0) last.lines.push(line);
    else groups.push({ company: line.manufacturer, lines: [line] });
  }
  return groups;
}

function PickList({ order }: { order: AdminOrder }) {
  const groups = pickListGroups(order.lines);
  const left = order.lines.length - groups.reduce((sum, group) => sum + group.lines.length, 0);
  const { customer } = order;
  return (
    <article
      aria-labelledby="pick-list-heading"
      className="flex flex-col gap-4 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:p-6 print:p-0 print:ring-0"
    >
      <header className="flex flex-col gap-1">
        <h1 id="pick-list-heading" className="text-2xl font-bold text-brand-900 print:text-black">
          Pick list: Order {order.number}
        </h1>
        <p className="font-medium">
          {customer.shopName}
          {customer.code && ` (${customer.code})`}
        </p>
        <p className="text-slate-700 print:text-black">Placed {indiaDateTime(order.createdAt)}</p>
        {left > 0 && (
          <p className="text-sm text-slate-700 print:text-black">
            {left === 1
              ? "1 line supplied as 0 is left out."
              : `${left} lines supplied as 0 are left out.`}
          </p>
        )}
      </header>
      {groups.map((group, index) => (
        <section key={group.company} aria-labelledby={`pick-company-${index}`}>
          <h2
            id={`pick-company-${index}`}
            className="border-b-2 border-slate-800 pb-1 text-lg font-bold break-after-avoid"
          >
            {group.company}
          </h2>
          <table className="w-full border-collapse text-left text-sm">
            <thead>
              <tr className="border-b border-slate-300">
                {columns.map(({ title, className }) => (
                  <th key={title} scope="col" className={className}>
                    {title}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {group.lines.map((line, row) => {
                const out = goingOut(line);
                return (
                  <tr key={row} className="break-inside-avoid border-b border-slate-200">
                    <th scope="row" className="py-2 pr-3 font-medium">
                      {line.name}
                    </th>
                    <td className="py-2 pr-3">{line.pack}</td>
                    {(["billed", "free"] as const).map((count) => (
                      <td
                        key={count}
                        className="py-2 pr-3 text-right text-base font-bold tabular-nums"
                      >
                        {out[count]}
                      </td>
                    ))}
                    <td className="text-center">
                      {/* The label is the 44 px target around a box that prints small. */}
                      <label className="inline-flex size-11 items-center justify-center">
                        <input type="checkbox" className="size-6" />
                        <span className="sr-only">
                          Picked {line.name} {line.pack}
                        </span>
                      </label>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </section>
      ))}
    </article>
  );
}

/** The print view of an order's pick list (/admin/orders?id=…&view=pick-list). */
export function PickListView({ id, filters }: { id: string; filters: OrderFilters }) {
  const { state, order, reload } = useAdminOrder(id);
  const printButton = useRef<HTMLButtonElement>(null);
  const ready = Boolean(order);
  useEffect(() => {
    if (ready) printButton.current?.focus();
  }, [ready]);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap gap-3 print:hidden">
        <Button ref={printButton} size="md" disabled={!order} onClick={() => window.print()}>
          Print
        </Button>
        <Link
          to={orderSearch(filters, id)}
          className="inline-flex min-h-11 items-center font-medium text-brand-800 underline underline-offset-4"
        >
          Back to the order
        </Link>
      </div>
      {order ? (
        <PickList order={order} />
      ) : (
        <ListStates state={state} empty="" onRetry={reload}>
          {() => null}
        </ListStates>
      )}
    </div>
  );
}
