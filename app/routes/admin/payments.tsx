import { useState } from "react";
import { PaymentList } from "#app/components/admin/payment-list.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { useAdminList } from "#app/lib/use-admin-list.ts";
import { apiRoutes, apiUrl } from "#shared/api/routes.ts";
import { apiSchemas } from "#shared/api/schemas.ts";
import { indiaCalendarDate } from "#shared/india-time.ts";
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
      <ReceiptsExport />
    </>
  );
}

/** The payments confirmed between two days, as receipts for the billing software. */
function ReceiptsExport() {
  const today = indiaCalendarDate(new Date());
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(today);
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
    <section aria-labelledby="receipts-heading" className="mt-10 max-w-prose">
      <h2 id="receipts-heading" className="text-xl font-bold text-brand-900">
        Receipts for the billing software
      </h2>
      <p className="mt-2 text-slate-700">
        The payments confirmed from one day to another, a row per bill, in the columns{" "}
        {receiptColumns.join(", ")}.
      </p>
      <div className="mt-4 flex flex-wrap items-end gap-3">
        {day("First day", from, setFrom)}
        {day("Last day", to, setTo)}
        {(["csv", "xlsx"] as const).map((format) => (
          <a
            key={format}
            href={apiUrl(apiRoutes.exportPayments, { query: { from, to, format } })}
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
