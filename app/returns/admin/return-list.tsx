import { useId, useState, type ReactNode } from "react";
import { CardList, DecisionCard, RejectReason, useStaffAnswer } from "#app/admin/decision-list.tsx";
import { FactList } from "#app/admin/fact-list.tsx";
import { Button } from "#app/ui/button.tsx";
import type { ListState } from "#app/admin/use-admin-list.ts";
import { apiRoutes, apiUrl } from "#shared/api/routes.ts";
import { formatMonth } from "#shared/dates.ts";
import { indiaDateTime } from "#shared/india-time.ts";
import type { AdminReturn, ReturnDecision, ReturnStatus } from "#shared/schemas/returns.ts";
import { formatRupees } from "#shared/text-format.ts";

export const statusNames: Record<ReturnStatus, string> = {
  requested: "To answer",
  approved: "Approved, to pick up",
  received: "Received, to credit",
  credited: "Credited",
  rejected: "Rejected",
};

const reasonNames = {
  expired: "Expired",
  near_expiry: "Near expiry",
  breakage: "Breakage",
  wrong_item: "Wrong item sent",
  other: "Other",
} as const;

const fieldClass =
  "min-h-11 w-full max-w-xs rounded-xl border border-slate-400 bg-white px-3 text-slate-900";

/** The returns of one status, each with what staff decide from and the next moves it allows. */
export function ReturnList({
  state,
  onMoved,
}: {
  state: ListState<AdminReturn>;
  onMoved: () => void;
}) {
  return (
    <CardList
      state={state}
      noun="returns"
      card={(entry) => <ReturnCard entry={entry} onMoved={onMoved} />}
    />
  );
}

function ReturnCard({ entry, onMoved }: { entry: AdminReturn; onMoved: () => void }) {
  const id = useId();
  const [creditNote, setCreditNote] = useState("");
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const { sending, error, send: moveTo } = useStaffAnswer("decideReturn", entry.id, onMoved);

  const item = [entry.itemName, entry.itemCode, entry.company].filter(Boolean).join(" · ");
  const facts: [string, ReactNode][] = [
    ["Item", item],
    ["Batch", `${entry.batch}, expiry ${formatMonth("en", entry.expiry)}`],
    ["Quantity", String(entry.quantity)],
    ["Why", reasonNames[entry.reason]],
    [
      "Return window",
      entry.window === null
        ? "Not checked"
        : entry.window === "inside"
          ? "Inside"
          : "Outside: check before approving",
    ],
    ["Bill", entry.billNo || "Not given"],
    ["Note", entry.note || "None"],
    ["Asked", indiaDateTime(entry.requestedAt)],
  ];
  if (entry.status !== "requested")
    facts.push([
      statusNames[entry.status],
      `${indiaDateTime(entry.statusAt)} by ${entry.statusBy ?? ""}`,
    ]);
  if (entry.status === "credited")
    facts.push(["Credit note", `${entry.creditNote}, ${formatRupees(entry.amount ?? 0)}`]);
  if (entry.status === "rejected") facts.push(["Why rejected", entry.rejectReason]);
  const button = (
    status: ReturnStatus,
    label: string,
    pendingLabel: string,
    decision: ReturnDecision,
    outline = false,
  ) => (
    <Button
      size="md"
      variant={outline ? "outline" : undefined}
      onClick={() => void moveTo(decision)}
      pending={sending === status}
      pendingLabel={pendingLabel}
    >
      {label}
    </Button>
  );
  const open = entry.status !== "credited" && entry.status !== "rejected";
  return (
    <DecisionCard
      id={id}
      title={`Return ${entry.number}: ${entry.shopName}`}
      code={entry.code}
      marked={entry.window === "outside"}
      error={error}
    >
      <div className="mt-2 gap-4 sm:flex">
        <div className="min-w-0 grow">
          <FactList facts={facts} />
        </div>
        {entry.photo && (
          <a
            href={apiUrl(apiRoutes.adminReturnPhoto, { params: { id: entry.id } })}
            className="mt-3 block shrink-0 sm:mt-0"
          >
            <img
              src={apiUrl(apiRoutes.adminReturnPhoto, { params: { id: entry.id } })}
              alt={`The goods of return ${entry.number}, as the customer sent them`}
              loading="lazy"
              className="h-40 w-40 rounded-xl object-cover ring-1 ring-slate-300"
            />
          </a>
        )}
      </div>
      {open && (
        <div className="mt-4 flex flex-wrap items-end gap-3">
          {entry.status === "requested" &&
            button("approved", "Approve for pickup", "Approving…", { status: "approved" })}
          {entry.status === "approved" &&
            button("received", "Mark received", "Saving…", { status: "received" })}
          {entry.status === "received" && (
            <>
              <p className="flex flex-col gap-1">
                <label htmlFor={`${id}-note`} className="text-sm font-medium text-slate-800">
                  Credit note number
                </label>
                <input
                  id={`${id}-note`}
                  value={creditNote}
                  maxLength={40}
                  onChange={(event) => setCreditNote(event.currentTarget.value)}
                  className={fieldClass}
                />
              </p>
              <p className="flex flex-col gap-1">
                <label htmlFor={`${id}-amount`} className="text-sm font-medium text-slate-800">
                  Amount (₹)
                </label>
                <input
                  id={`${id}-amount`}
                  value={amount}
                  inputMode="decimal"
                  onChange={(event) => setAmount(event.currentTarget.value)}
                  className={fieldClass}
                />
              </p>
              {button("credited", "Credit", "Crediting…", {
                status: "credited",
                creditNote,
                amount,
              })}
            </>
          )}
          <RejectReason id={`${id}-reason`} value={reason} onChange={setReason} />
          {button("rejected", "Reject", "Rejecting…", { status: "rejected", reason }, true)}
        </div>
      )}
    </DecisionCard>
  );
}
