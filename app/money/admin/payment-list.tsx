import { useId, useState } from "react";
import { CardList, DecisionCard, RejectReason, useStaffAnswer } from "#app/admin/decision-list.tsx";
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
    <DecisionCard id={id} title={payment.shopName} code={payment.code} error={error}>
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
          <RejectReason id={`${id}-reason`} value={reason} onChange={setReason} />
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
    </DecisionCard>
  );
}
