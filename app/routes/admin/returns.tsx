import { useState } from "react";
import { DaysExport, StatusChoice } from "#app/admin/decision-list.tsx";
import { ReturnList, statusNames } from "#app/returns/admin/return-list.tsx";
import { useAdminList } from "#app/admin/use-admin-list.ts";
import { apiRoutes, apiUrl } from "#shared/api/routes.ts";
import { apiSchemas } from "#shared/api/schemas.ts";
import { returnColumns, returnStatuses, type ReturnStatus } from "#shared/schemas/returns.ts";

/** The returns customers asked for: each approved for pickup, received, credited, or rejected. */
export default function Returns() {
  const [status, setStatus] = useState<ReturnStatus>("requested");
  const [exported, setExported] = useState<ReturnStatus>("received");
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
        <StatusChoice
          id="return-status"
          statuses={returnStatuses}
          names={statusNames}
          value={status}
          onChange={setStatus}
        />
      </p>
      <ReturnList state={state} onMoved={reload} />
      {/* The returns of a status between two days, for the billing software's breakage/expiry receipt. */}
      <DaysExport
        id="returns-export-heading"
        title="Returns for the billing software"
        lead={`The returns that reached a status from one day to another, in the columns ${returnColumns.join(", ")}.`}
        more={
          <span className="flex flex-col gap-1">
            <StatusChoice
              id="returns-export-status"
              label="Status"
              statuses={returnStatuses}
              names={statusNames}
              value={exported}
              onChange={setExported}
            />
          </span>
        }
        href={(days) =>
          apiUrl(apiRoutes.exportReturns, {
            query: { from: days.from, to: days.to, status: exported, format: days.format },
          })
        }
      />
    </>
  );
}
