import { CustomerSection } from "#app/customers/customer-page.tsx";
import { linkClass } from "#app/ui/link-class.ts";
import { useSiteText } from "#app/site/site-text.tsx";
import { apiRoutes, apiUrl } from "#shared/api/routes.ts";
import type { ReturnsText } from "#shared/content/en/returns.ts";
import { formatMonth } from "#shared/dates.ts";
import type { AccountReturn } from "#shared/schemas/returns.ts";
import { fill, formatRupees } from "#shared/text-format.ts";

// A customer's returns, newest first: each one's item, status (its credit note, or why it was
// rejected), whether it came outside the return window, its facts and its photo.

/** What a return's status says to its customer: the credit note, or why it was rejected. */
function statusWords(t: ReturnsText, entry: AccountReturn) {
  return fill(t.statuses[entry.status], {
    creditNote: entry.creditNote,
    amount: entry.amount === null ? "" : formatRupees(entry.amount),
    reason: entry.rejectReason,
  });
}

export function MyReturns({ returns, text }: { returns: AccountReturn[]; text: ReturnsText }) {
  const { locale } = useSiteText();
  const l = text.list;
  return (
    <CustomerSection id="returns-heading" heading={l.heading}>
      {returns.length === 0 ? (
        <p className="mt-2">{l.none}</p>
      ) : (
        <ul className="mt-3 grid gap-3">
          {returns.map((entry) => (
            <li key={entry.id} className="rounded-2xl bg-white p-4 ring-1 ring-slate-200">
              <h3 className="font-semibold text-brand-900">
                {`${l.number} ${entry.number} · ${entry.itemName}`}
              </h3>
              <p className="mt-1 font-medium text-brand-800">{statusWords(text, entry)}</p>
              {entry.window === "outside" && (
                <p className="mt-1 text-sm text-slate-700">{l.outside}</p>
              )}
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                {(
                  [
                    [l.batch, entry.batch],
                    [l.expiry, formatMonth(locale, entry.expiry)],
                    [l.quantity, String(entry.quantity)],
                    [l.reason, text.reasons[entry.reason]],
                  ] as const
                ).map(([label, value]) => (
                  <div key={label} className="contents">
                    <dt className="text-slate-600">{label}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
              {entry.photo && (
                <p className="mt-2">
                  <a
                    className={linkClass}
                    href={apiUrl(apiRoutes.accountReturnPhoto, { params: { id: entry.id } })}
                  >
                    {l.photo}
                  </a>
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </CustomerSection>
  );
}
