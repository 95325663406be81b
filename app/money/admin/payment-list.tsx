import { useId, useState } from "react";
import { CardList, useStaffAnswer } from "#app/admin/decision-list.tsx";
import { FactList } from "#app/admin/fact-list.tsx";
import { Button } from "#app/ui/button.tsx";
import type { ListState } from "#app/admin/use-admin-list.ts";
import { formatDate } from "#shared/dates.ts";
import { indiaDateTime } from "#shared/india-time.ts";
import type { AdminPayment } from "#shared/schemas/money.ts";
import { formatRupees } from "#shared/text-format.ts";

const modeNames = { upi: "UPI", bank: "Bank transfer" } as const;

/** The payments of one status, each with what staff check it against and, while reported, the answer. */
export function PaymentList({
  state,
  onDecided,
}: {
  state: ListState<AdminPayment>;
  onDecided: () => void;
}) {
  return (
    <CardList
      state={state}
      noun="payments"
      card={(payment) => <PaymentCard payment={payment} onDecided={onDecided} />}
    />
  );
}

function PaymentCard({ payment, onDecided }: { payment: AdminPayment; onDecided: () => void }) {
  const id = useId();
  const [reason, setReason] = useState("");
  const { sending, error, send } = useStaffAnswer("decidePayment", payment.id, onDecided);
  const decide = (status: "confirmed" | "rejected") =>
    send(status === "confirmed" ? { status } : { status, reason });

  const facts: [string, string][] = [
    ["Amount", formatRupees(payment.amount)],
    ["Paid by", `${modeNames[payment.mode]}, reference ${payment.utr}`],
    ["Paid on", formatDate("en", payment.paidOn)],
    [
      "Bills",
      payment.bills.map((bill) => `${bill.billNo} (${formatRupees(bill.amount)})`).join(", "),
    ],
    ["Reported", indiaDateTime(payment.reportedAt)],
  ];
  if (payment.decidedAt)
    facts.push([
      payment.status === "confirmed" ? "Confirmed" : "Rejected",
      `${indiaDateTime(payment.decidedAt)} by ${payment.decidedBy ?? ""}${payment.reason ? `: ${payment.reason}` : ""}`,
    ]);
  return (
    <article
      aria-labelledby={`${id}-shop`}
      className="rounded-2xl bg-white p-5 ring-1 ring-slate-200"
    >
      <h2 id={`${id}-shop`} className="text-lg font-bold text-brand-900">
        {payment.shopName}
        {payment.code && <span className="font-normal text-slate-600"> · {payment.code}</span>}
      </h2>
      <div className="mt-2">
        <FactList facts={facts} />
      </div>
      {payment.status === "reported" && (
        <div className="mt-4 flex flex-wrap items-end gap-3">
          <Button
            size="md"
            onClick={() => void decide("confirmed")}
            pending={sending === "confirmed"}
            pendingLabel="Confirming…"
          >
            Confirm
          </Button>
          <p className="flex min-w-0 flex-col gap-1">
            <label htmlFor={`${id}-reason`} className="text-sm font-medium text-slate-800">
              Why it is rejected (the customer reads it)
            </label>
            <input
              id={`${id}-reason`}
              value={reason}
              maxLength={500}
              onChange={(event) => setReason(event.currentTarget.value)}
              className="min-h-11 w-full max-w-md rounded-xl border border-slate-400 bg-white px-3 text-slate-900"
            />
          </p>
          <Button
            size="md"
            variant="outline"
            onClick={() => void decide("rejected")}
            pending={sending === "rejected"}
            pendingLabel="Rejecting…"
          >
            Reject
          </Button>
        </div>
      )}
      {error && (
        <p role="alert" className="mt-3 font-medium text-red-800">
          {error}
        </p>
      )}
    </article>
  );
}
