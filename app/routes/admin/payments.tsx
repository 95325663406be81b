import { useState } from "react";
import { DaysExport, StatusChoice } from "#app/admin/decision-list.tsx";
import { PaymentList } from "#app/money/admin/payment-list.tsx";
import { useAdminList } from "#app/admin/use-admin-list.ts";
import { apiRoutes, apiUrl } from "#shared/api/routes.ts";
import { apiSchemas } from "#shared/api/schemas.ts";
import { paymentStatuses, receiptColumns, type PaymentStatus } from "#shared/schemas/money.ts";

const statusNames: Record<PaymentStatus, string> = {
  reported: "To check",
  confirmed: "Confirmed",
  rejected: "Rejected",
};

/** The payments customers reported: each checked against the bank statement, then confirmed or rejected. */
export default function Payments() {
  const [status, setStatus] = useState<PaymentStatus>("reported");
  const { state, reload } = useAdminList(
    apiUrl(apiRoutes.adminPayments, { query: { status } }),
    apiSchemas.adminPayments.response,
    ({ payments, total }) => ({ items: payments, total }),
    "Failed to fetch the payments",
  );
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-900">Payments</h1>
      <p className="mt-3 max-w-prose text-slate-700">
        Payments customers say they made, by UPI or bank transfer, against their bills. Find each in
        the bank statement by its reference (UTR), then confirm it, or reject it saying why: the
        customer is mailed either way. A rejected payment counts for nothing on their bills.
      </p>
      <p className="mt-6 flex flex-wrap items-center gap-3">
        <StatusChoice
          id="payment-status"
          statuses={paymentStatuses}
          names={statusNames}
          value={status}
          onChange={setStatus}
        />
      </p>
      <PaymentList state={state} onDecided={reload} />
      {/* The payments confirmed between two days, as receipts for the billing software. */}
      <DaysExport
        id="receipts-heading"
        title="Receipts for the billing software"
        lead={`The payments confirmed from one day to another, a row per bill, in the columns ${receiptColumns.join(", ")}.`}
        href={(days) => apiUrl(apiRoutes.exportPayments, { query: days })}
      />
    </>
  );
}
