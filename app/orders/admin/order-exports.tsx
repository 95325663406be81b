import { useId, useState } from "react";
import { buttonClass } from "#app/ui/button.tsx";
import { controlClass } from "#app/ui/search-bar.tsx";
import { downloadExport } from "#app/orders/admin/admin-orders.ts";
import { apiRoutes, apiUrl } from "#shared/api/routes.ts";
import { indiaCalendarDate, indiaDateTime } from "#shared/india-time.ts";
import { billingColumns, dayExportColumns } from "#shared/schemas/orders.ts";

// Orders into the billing software: one order, or every order accepted on a day, as CSV or
// Excel, with the columns the billing software imports.

const formats = [
  { format: "csv", label: "Download CSV" },
  { format: "xlsx", label: "Download Excel (.xlsx)" },
] as const;
type Format = (typeof formats)[number]["format"];

/** What the files hold, from the contract's own column lists. */
export function BillingColumnsNote() {
  const dayOnly = dayExportColumns.filter((column) => !billingColumns.some((c) => c === column));
  return (
    <p className="max-w-prose text-sm text-slate-700">
      The files have the billing software’s import columns: {billingColumns.join(", ")} (a day’s
      file puts {dayOnly.join(", ")} before them). Qty is the supplied quantity once it is set, else
      the quantity ordered, and Free follows the scheme on that Qty.
    </p>
  );
}

/**
 * The download links of one export. Each is a real link to the file; a click fetches it, so
 * that the page hears when the server has marked the orders exported and can say why not.
 */
function ExportLinks({
  urlOf,
  fileName,
  about,
  onSaved,
}: {
  urlOf: (format: Format) => string;
  /** The file's name (without extension) when the server gives none. */
  fileName: string;
  /** What the links read as to a screen reader after their label, e.g. " of Order 1042". */
  about: string;
  onSaved: () => void;
}) {
  const [busy, setBusy] = useState<Format | null>(null);
  const [result, setResult] = useState<{ message: string } | { error: string } | null>(null);

  async function download(event: React.MouseEvent, format: Format) {
    event.preventDefault();
    if (busy) return;
    setBusy(format);
    setResult(null);
    const outcome = await downloadExport(urlOf(format), `${fileName}.${format}`);
    setBusy(null);
    if (!outcome) return;
    setResult("error" in outcome ? outcome : { message: `Downloaded ${outcome.saved}.` });
    if ("saved" in outcome) onSaved();
  }

  return (
    <>
      <div className="flex flex-wrap gap-3">
        {formats.map(({ format, label }) => (
          <a
            key={format}
            href={urlOf(format)}
            download
            aria-disabled={busy !== null || undefined}
            onClick={(event) => void download(event, format)}
            className={buttonClass("outline", "md")}
          >
            {busy === format ? "Downloading…" : label}
            <span className="sr-only">{about}</span>
          </a>
        ))}
      </div>
      <p role="status" className="text-sm font-medium text-leaf-700 empty:hidden">
        {result && "message" in result ? result.message : ""}
      </p>
      <p role="alert" className="text-sm font-medium text-red-800 empty:hidden">
        {result && "error" in result ? result.error : ""}
      </p>
    </>
  );
}

/** One order's files, and when it was last exported. */
export function OrderExports({
  order,
  onExported,
}: {
  order: { id: string; number: number; exportedAt: string | null };
  onExported: () => void;
}) {
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-800">
        {order.exportedAt ? `Exported ${indiaDateTime(order.exportedAt)}.` : "Not exported yet."}
      </p>
      <ExportLinks
        urlOf={(format) =>
          apiUrl(apiRoutes.exportOrder, { params: { id: order.id }, query: { format } })
        }
        fileName={`order-${order.number}`}
        about={` of Order ${order.number}`}
        onSaved={onExported}
      />
      <BillingColumnsNote />
    </div>
  );
}

/** Every order accepted on a day (India), in one file; the day is today unless changed. */
export function DayExport({ onExported }: { onExported: () => void }) {
  const id = useId();
  const [date, setDate] = useState(() => indiaCalendarDate(new Date()));
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="mt-8 flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id={`${id}-heading`} className="text-xl font-bold text-brand-900">
        Into the billing software
      </h2>
      <p className="max-w-prose text-slate-700">
        One file with every order accepted on a day, to import instead of typing it. Each order has
        its own files too, in its view.
      </p>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-date`} className="text-sm font-medium">
          Orders accepted on (India time)
        </label>
        <input
          id={`${id}-date`}
          type="date"
          required
          value={date}
          onChange={(event) => setDate(event.target.value)}
          className={`${controlClass} w-48`}
        />
      </div>
      <ExportLinks
        urlOf={(format) => apiUrl(apiRoutes.exportOrdersOfDay, { query: { date, format } })}
        fileName={`orders-${date}`}
        about={` of the orders accepted on ${date}`}
        onSaved={onExported}
      />
      <BillingColumnsNote />
    </section>
  );
}
