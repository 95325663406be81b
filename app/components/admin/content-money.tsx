import type { Dispatch } from "react";
import { Field, firstError } from "#app/components/admin/content-fields.tsx";
import { dotted, type DraftAction, type FieldErrors, type Path } from "#app/lib/admin-content.ts";
import type { ContentDocument } from "#shared/content/document.ts";

// The Company section's payments and credit (docs/product.md#bills-and-payments): the UPI id and
// payee the pay links name, the bank details shown without one, the largest UPI link, and the
// default credit terms orders are checked against. Empty means none: no pay link, no check.

const cardClass = "mt-5 flex flex-col gap-5 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:p-6";

/** Empty is none (null); anything else is kept as typed for the server to check. */
const textOrNull = (value: string) => (value.trim() === "" ? null : value);
const numberOrNull = (value: string) => (value.trim() === "" ? null : Number(value));
const shown = (value: string | number | null) => (value === null ? "" : String(value));

export function PaymentsAndCredit({
  content,
  errors,
  dispatch,
}: {
  content: ContentDocument;
  errors: FieldErrors;
  dispatch: Dispatch<DraftAction>;
}) {
  const { payments } = content.site;
  const { credit, payments: paymentSettings } = content.settings;
  const field = (
    path: Path,
    label: string,
    value: string | number | null,
    more: { hint?: string; number?: boolean; rows?: number } = {},
  ) => (
    <Field
      path={path}
      label={label}
      value={shown(value)}
      error={firstError(errors, dotted(path))}
      dispatch={dispatch}
      hint={more.hint}
      rows={more.rows}
      type={more.number ? "number" : "text"}
      parse={more.number ? numberOrNull : textOrNull}
    />
  );
  return (
    <div className={cardClass}>
      <h3 className="text-lg font-bold text-brand-900">Payments and credit</h3>
      <div className="grid gap-4 sm:grid-cols-2">
        {field(["site", "payments", "upiId"], "UPI id", payments.upiId, {
          hint: "As name@bank. Empty: customers get no UPI link or QR code.",
        })}
        {field(
          ["site", "payments", "payee"],
          "Payee name (as the UPI app shows it)",
          payments.payee,
        )}
        {field(
          ["settings", "payments", "upiMax"],
          "Largest UPI payment (₹)",
          paymentSettings.upiMax,
          {
            number: true,
            hint: "Above it, customers are asked to pay bill by bill or by bank. Empty: any amount.",
          },
        )}
        {field(["site", "payments", "bankDetails"], "Bank details", payments.bankDetails, {
          rows: 4,
          hint: "Shown for paying by bank: account name, number, IFSC.",
        })}
        {field(["settings", "credit", "limit"], "Default credit limit (₹)", credit.limit, {
          number: true,
          hint: "The most a customer may owe with a new order, GST included. Empty: no limit.",
        })}
        {field(
          ["settings", "credit", "maxOverdueDays"],
          "Most days a bill may be overdue",
          credit.maxOverdueDays,
          { number: true, hint: "An order placed past it is held. Empty: no check." },
        )}
      </div>
    </div>
  );
}
