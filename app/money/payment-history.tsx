import { CustomerSection } from "#app/customers/customer-page.tsx";
import { linkClass } from "#app/ui/link-class.ts";
import { useSiteText } from "#app/site/site-text.tsx";
import { Figures, PhoneTable, cardClass, phoneRow } from "./bill-figures";
import type { BillsText } from "#shared/content/en/bills.ts";
import { formatDate, formatMoment } from "#shared/dates.ts";
import type { AccountBills } from "#shared/schemas/money.ts";
import { fill, formatRupees } from "#shared/text-format.ts";

// What the customer keeps of their bills: every invoice copy (paid bills' too), newest first,
// and the payments they reported with each one's status.

type Props = { bills: AccountBills; text: BillsText };

export function InvoiceList({ bills, text }: Props) {
  const { locale } = useSiteText();
  if (bills.invoices.length === 0) return null;
  return (
    <CustomerSection id="invoices-heading" heading={text.invoices.heading}>
      <p className="mt-2 text-slate-700">{text.invoices.lead}</p>
      <ul className={`mt-3 ${cardClass}`}>
        {bills.invoices.map((copy) => (
          <li
            key={copy.url}
            className="flex flex-wrap items-baseline justify-between gap-x-4 border-t border-slate-200 py-2 first:border-t-0"
          >
            <a className={linkClass} href={copy.url} download>
              {fill(text.list.invoiceOf, { billNo: copy.billNo })}
            </a>
            <span className="text-sm text-slate-700">
              {fill(text.invoices.added, { date: formatMoment(locale, copy.uploadedAt) })}
            </span>
          </li>
        ))}
      </ul>
    </CustomerSection>
  );
}

/** "Confirmed", or "Not confirmed: {why}". */
const statusOf = (h: BillsText["history"], payment: AccountBills["payments"][number]) =>
  payment.reason ? `${h.statuses[payment.status]}: ${payment.reason}` : h.statuses[payment.status];

export function PaymentHistory({ bills, text }: Props) {
  const { locale } = useSiteText();
  const h = text.history;
  return (
    <CustomerSection id="history-heading" heading={h.heading}>
      {bills.payments.length === 0 ? (
        <p className="mt-2">{h.none}</p>
      ) : (
        <PhoneTable
          labelledBy="history-heading"
          titles={[[h.paidOn], [h.amount], [h.reference], [h.status]]}
        >
          {bills.payments.map((payment) => (
            <tr key={payment.id} className={phoneRow}>
              <Figures
                cells={[
                  [h.paidOn, formatDate(locale, payment.paidOn), "sm:whitespace-nowrap"],
                  [h.amount, formatRupees(payment.amount), "tabular-nums"],
                  [h.reference, payment.utr, "[overflow-wrap:anywhere]"],
                  [h.status, statusOf(h, payment)],
                ]}
              />
            </tr>
          ))}
        </PhoneTable>
      )}
    </CustomerSection>
  );
}
