import type { Dispatch } from "react";
import { Field, firstError } from "#app/content/admin/content-fields.tsx";
import { Button } from "#app/ui/button.tsx";
import {
  dotted,
  type DraftAction,
  type FieldErrors,
  type Path,
} from "#app/content/admin/admin-content.ts";
import type { ContentDocument } from "#shared/content/document.ts";

// The Company section's payments and credit (docs/product.md#bills-and-payments): the UPI id and
// payee the pay links name, the bank details shown without one, the largest UPI link, and the
// default credit terms orders are checked against; and the return window (docs/product.md#returns).
// Empty means none: no pay link, no check.

const cardClass = "mt-5 flex flex-col gap-5 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:p-6";

/** Empty is none (null); anything else is kept as typed for the server to check. */
const textOrNull = (value: string) => (value.trim() === "" ? null : value);
const numberOrNull = (value: string) => (value.trim() === "" ? null : Number(value));
const shown = (value: string | number | null) => (value === null ? "" : String(value));

/** A field of a setting or fact that may be empty (none): typed as text or a number. */
const settingField =
  (errors: FieldErrors, dispatch: Dispatch<DraftAction>) =>
  (
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

type SectionProps = {
  content: ContentDocument;
  errors: FieldErrors;
  dispatch: Dispatch<DraftAction>;
};

export function PaymentsAndCredit({ content, errors, dispatch }: SectionProps) {
  const { payments } = content.site;
  const { credit, payments: paymentSettings } = content.settings;
  const field = settingField(errors, dispatch);
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

/**
 * The return window (docs/product.md#returns): months after expiry a company takes expired goods
 * back, by default and per company (its name as the catalogue spells it), and how near expiry
 * goods count as near expiry. Empty: not checked; a request outside is marked, never refused.
 */
export function ReturnWindowFields({ content, errors, dispatch }: SectionProps) {
  const window = content.settings.returns;
  const field = settingField(errors, dispatch);
  const byCompany = ["settings", "returns", "byCompany"] as const;
  const setCompanies = (value: typeof window.byCompany) =>
    dispatch({ type: "set", path: byCompany, value });
  return (
    <div className={cardClass}>
      <h3 className="text-lg font-bold text-brand-900">Return window</h3>
      <p className="max-w-prose text-slate-700">
        Returns of expired and near-expiry goods are marked for staff when they fall outside these
        months; none is refused. Empty: not checked.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {field(
          ["settings", "returns", "monthsAfterExpiry"],
          "Months after expiry expired goods are taken back",
          window.monthsAfterExpiry,
          { number: true, hint: "Every company's, unless it has its own below." },
        )}
        {field(
          ["settings", "returns", "nearExpiryMonths"],
          "Months before expiry goods count as near expiry",
          window.nearExpiryMonths,
          { number: true },
        )}
      </div>
      <ul className="grid gap-4">
        {window.byCompany.map((entry, index) => (
          <li key={index} className="grid items-end gap-3 sm:grid-cols-[1fr_12rem_auto]">
            {field(
              [...byCompany, index, "company"],
              "Company, as the catalogue names it",
              entry.company,
            )}
            {field([...byCompany, index, "months"], "Its months after expiry", entry.months, {
              number: true,
            })}
            <Button
              variant="outline"
              size="md"
              onClick={() => setCompanies(window.byCompany.filter((_, i) => i !== index))}
            >
              Remove {entry.company || "this company"}
            </Button>
          </li>
        ))}
      </ul>
      <p>
        <Button
          variant="outline"
          size="md"
          onClick={() => setCompanies([...window.byCompany, { company: "", months: 6 }])}
        >
          Add a company&apos;s own window
        </Button>
      </p>
    </div>
  );
}
