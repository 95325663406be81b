import { useState } from "react";
import { PaymentList } from "#app/components/admin/payment-list.tsx";
import { useAdminList } from "#app/lib/use-admin-list.ts";
import { apiRoutes, apiUrl } from "#shared/api/routes.ts";
import { apiSchemas } from "#shared/api/schemas.ts";
import { paymentStatuses, type PaymentStatus } from "#shared/schemas/money.ts";

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
        <label htmlFor="payment-status" className="font-medium text-slate-800">
          Show
        </label>
        <select
          id="payment-status"
          value={status}
          onChange={(event) => setStatus(event.currentTarget.value as PaymentStatus)}
          className="min-h-11 rounded-xl border border-slate-400 bg-white px-3 text-slate-900"
        >
          {paymentStatuses.map((name) => (
            <option key={name} value={name}>
              {statusNames[name]}
            </option>
          ))}
        </select>
      </p>
      <PaymentList state={state} onDecided={reload} />
    </>
  );
}
