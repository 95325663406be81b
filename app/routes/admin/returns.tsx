import { DaysExport, StatusChoice } from "#app/admin/decision-list.tsx";
import {
  returnRequests,
  RequestsPage,
  useRequests,
  useStatusChoice,
} from "#app/admin/requests-page.tsx";
import { ReturnList, statusNames } from "#app/returns/admin/return-list.tsx";
import { apiRoutes, apiUrl } from "#shared/api/routes.ts";
import { returnColumns, returnStatuses } from "#shared/schemas/returns.ts";

const intro =
  "Goods customers ask to send back: expired, near expiry, broken or sent by mistake. Approve a return for pickup, mark it received, then credited with the billing software's credit note, or reject it saying why: the customer is mailed when it is approved, credited or rejected. A return outside the company's window (Content, Company, Return window) is marked, never refused.";

/** The returns customers asked for: each approved for pickup, received, credited, or rejected. */
export default function Returns() {
  const shown = useStatusChoice("return-status", returnStatuses, statusNames, "requested");
  const { state, reload } = useRequests(returnRequests, shown.value);
  // The returns of a status between two days, for the billing software's breakage/expiry receipt.
  const exported = useStatusChoice(
    "returns-export-status",
    returnStatuses,
    statusNames,
    "received",
    "Status",
  );
  return (
    <RequestsPage title="Returns" intro={intro} choice={shown}>
      <ReturnList state={state} onMoved={reload} />
      <DaysExport
        id="returns-export-heading"
        title="Returns for the billing software"
        lead={`The returns that reached a status from one day to another, in the columns ${returnColumns.join(", ")}.`}
        more={
          <span className="flex flex-col gap-1">
            <StatusChoice {...exported} />
          </span>
        }
        href={(days) =>
          apiUrl(apiRoutes.exportReturns, {
            query: { from: days.from, to: days.to, status: exported.value, format: days.format },
          })
        }
      />
    </RequestsPage>
  );
}
