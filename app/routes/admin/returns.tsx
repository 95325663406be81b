import { useState } from "react";
import { ReturnList, statusNames } from "#app/components/admin/return-list.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { useAdminList } from "#app/lib/use-admin-list.ts";
import { apiRoutes, apiUrl } from "#shared/api/routes.ts";
import { apiSchemas } from "#shared/api/schemas.ts";
import { indiaCalendarDate } from "#shared/india-time.ts";
import { returnColumns, returnStatuses, type ReturnStatus } from "#shared/schemas/returns.ts";

const selectClass = "min-h-11 rounded-xl border border-slate-400 bg-white px-3 text-slate-900";

/** The returns customers asked for: each approved for pickup, received, credited, or rejected. */
export default function Returns() {
  const [status, setStatus] = useState<ReturnStatus>("requested");
  const { state, reload } = useAdminList(
    apiUrl(apiRoutes.adminReturns, { query: { status } }),
    apiSchemas.adminReturns.response,
    ({ returns, total }) => ({ items: returns, total }),
    "Failed to fetch the returns",
  );
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-900">Returns</h1>
      <p className="mt-3 max-w-prose text-slate-700">
        Goods customers ask to send back: expired, near expiry, broken or sent by mistake. Approve a
        return for pickup, mark it received, then credited with the billing software&apos;s credit
        note, or reject it saying why: the customer is mailed when it is approved, credited or
        rejected. A return outside the company&apos;s window (Content, Company, Return window) is
        marked, never refused.
      </p>
      <p className="mt-6 flex flex-wrap items-center gap-3">
        <label htmlFor="return-status" className="font-medium text-slate-800">
          Show
        </label>
        <select
          id="return-status"
          value={status}
          onChange={(event) => setStatus(event.currentTarget.value as ReturnStatus)}
          className={selectClass}
        >
          {returnStatuses.map((name) => (
            <option key={name} value={name}>
              {statusNames[name]}
            </option>
          ))}
        </select>
      </p>
      <ReturnList state={state} onMoved={reload} />
      <ReturnsExport />
    </>
  );
}

/** The returns of a status between two days, for the billing software's breakage/expiry receipt. */
function ReturnsExport() {
  const today = indiaCalendarDate(new Date());
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(today);
  const [status, setStatus] = useState<ReturnStatus>("received");
  const day = (label: string, value: string, set: (value: string) => void) => (
    <label className="flex flex-col gap-1 font-medium text-slate-800">
      {label}
      <input
        type="date"
        value={value}
        onChange={(event) => set(event.currentTarget.value)}
        className="min-h-11 rounded-xl border border-slate-400 bg-white px-3 font-normal text-slate-900"
      />
    </label>
  );
  return (
    <section aria-labelledby="returns-export-heading" className="mt-10 max-w-prose">
      <h2 id="returns-export-heading" className="text-xl font-bold text-brand-900">
        Returns for the billing software
      </h2>
      <p className="mt-2 text-slate-700">
        The returns that reached a status from one day to another, in the columns{" "}
        {returnColumns.join(", ")}.
      </p>
      <div className="mt-4 flex flex-wrap items-end gap-3">
        {day("First day", from, setFrom)}
        {day("Last day", to, setTo)}
        <label className="flex flex-col gap-1 font-medium text-slate-800">
          Status
          <select
            value={status}
            onChange={(event) => setStatus(event.currentTarget.value as ReturnStatus)}
            className={`${selectClass} font-normal`}
          >
            {returnStatuses.map((name) => (
              <option key={name} value={name}>
                {statusNames[name]}
              </option>
            ))}
          </select>
        </label>
        {(["csv", "xlsx"] as const).map((format) => (
          <a
            key={format}
            href={apiUrl(apiRoutes.exportReturns, { query: { from, to, status, format } })}
            download
            className={buttonClass("outline", "md")}
          >
            {format === "csv" ? "Download CSV" : "Download Excel (.xlsx)"}
          </a>
        ))}
      </div>
    </section>
  );
}
