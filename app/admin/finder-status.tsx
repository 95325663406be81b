import type { Found } from "#app/orders/admin/staff-orders.ts";

/** What a search on the order page is doing, said as it changes: searching, failed, nothing found. */
export function FinderStatus<T>({
  found,
  query,
  what,
}: {
  found: Found<T>;
  query: string;
  /** What is searched, e.g. "customers". */
  what: string;
}) {
  return (
    <div aria-live="polite">
      {found.status === "searching" && <p className="text-slate-700">Searching…</p>}
      {found.status === "failed" && (
        <p className="font-medium text-red-800">The {what} could not be searched just now.</p>
      )}
      {found.status === "found" && found.rows.length === 0 && (
        <p className="text-slate-700">
          No {what.replace(/s$/, "")} matches “{query}”.
        </p>
      )}
    </div>
  );
}
