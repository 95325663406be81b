import { DaysExport } from "#app/admin/decision-list.tsx";
import {
  paymentRequests,
  RequestsPage,
  useRequests,
  useStatusChoice,
} from "#app/admin/requests-page.tsx";
import { PaymentList } from "#app/money/admin/payment-list.tsx";
import { apiRoutes, apiUrl } from "#shared/api/routes.ts";
import { paymentStatuses, receiptColumns, type PaymentStatus } from "#shared/schemas/money.ts";

const statusNames: Record<PaymentStatus, string> = {
  reported: "To check",
  confirmed: "Confirmed",
  rejected: "Rejected",
};

const intro =
  "Payments customers say they made, by UPI or bank transfer, against their bills. Find each in the bank statement by its reference (UTR), then confirm it, or reject it saying why: the customer is mailed either way. A rejected payment counts for nothing on their bills.";

/** The payments customers reported: each checked against the bank statement, then confirmed or rejected. */
export default function Payments() {
  const shown = useStatusChoice("payment-status", paymentStatuses, statusNames, "reported");
  const { state, reload } = useRequests(paymentRequests, shown.value);
  return (
    <RequestsPage title="Payments" intro={intro} choice={shown}>
      <PaymentList state={state} onDecided={reload} />
      {/* The payments confirmed between two days, as receipts for the billing software. */}
      <DaysExport
        id="receipts-heading"
        title="Receipts for the billing software"
        lead={`The payments confirmed from one day to another, a row per bill, in the columns ${receiptColumns.join(", ")}.`}
        href={(days) => apiUrl(apiRoutes.exportPayments, { query: days })}
      />
    </RequestsPage>
  );
}
