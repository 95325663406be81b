import { Button } from "#app/ui/button.tsx";
import { linkClass } from "#app/ui/link-class.ts";
import { useLocalePath, useSiteText } from "#app/site/site-text.tsx";
import { Figures, PhoneTable, phoneRow, rowCell } from "./bill-figures";
import { overdueWords, paymentWords } from "#shared/bill-words.ts";
import type { BillsText } from "#shared/content/en/bills.ts";
import { formatDate } from "#shared/dates.ts";
import type { AccountBills } from "#shared/schemas/money.ts";
import { paths } from "#shared/site-paths.ts";
import { fill, formatRupees } from "#shared/text-format.ts";

// The pending bills, oldest first. With the owner's UPI id each bill due has a box: "Pay the
// chosen bills" is a GET form back to the page (`?chosen=1&pay=…`), which answers a UPI link and
// QR code for those bills alone.

type Props = { bills: AccountBills; chosen: boolean; text: BillsText };

export function BillTable({ bills, chosen, text }: Props) {
  const to = useLocalePath();
  if (bills.bills.length === 0) return <p className="mt-2">{text.list.none}</p>;
  // Bills are chosen for a UPI link of their own: without a UPI id there is nothing to choose.
  const choosing = bills.paying.upiId !== null && bills.total > 0;
  const table = <Bills bills={bills} chosen={chosen} text={text} choosing={choosing} />;
  if (!choosing) return table;
  return (
    <form method="get" action={to(paths.accountBills)}>
      <input type="hidden" name="chosen" value="1" />
      {table}
      <p className="mt-2 text-sm text-slate-700">{text.pay.chooseHint}</p>
      <p className="mt-2">
        <Button type="submit" variant="outline" size="md">
          {text.pay.chosen}
        </Button>
      </p>
    </form>
  );
}

function Bills({ bills, chosen, text, choosing }: Props & { choosing: boolean }) {
  const { locale } = useSiteText();
  const t = text.list;
  const picked = new Set(chosen ? (bills.pay?.billNos ?? []) : []);
  return (
    <PhoneTable
      labelledBy="bills-heading"
      caption={t.caption}
      boxes={choosing}
      titles={[
        [t.billNo],
        [t.date],
        [t.amount, "text-right"],
        [t.pending, "text-right"],
        [t.dueOn],
        [t.overdueDays, "text-right"],
      ]}
    >
      {bills.bills.map((bill, index) => (
        <tr key={bill.billNo} className={phoneRow}>
          {choosing && (
            <td className={rowCell}>
              {bill.due > 0 && (
                <>
                  <input
                    type="checkbox"
                    name="pay"
                    value={bill.billNo}
                    id={`choose-${index}`}
                    className="size-5"
                    defaultChecked={picked.has(bill.billNo)}
                  />
                  <label htmlFor={`choose-${index}`} className="sr-only">
                    {fill(t.choose, { billNo: bill.billNo })}
                  </label>
                </>
              )}
            </td>
          )}
          <th
            scope="row"
            className={`${rowCell} text-left font-semibold max-sm:grow max-sm:basis-2/3`}
          >
            {bill.billNo}
            {bill.payment && (
              <>
                <br />
                <span className="text-sm font-medium text-brand-800">
                  {paymentWords(text, bill.payment)}
                </span>
              </>
            )}
            {bill.invoice && (
              <>
                <br />
                <a
                  className={`${linkClass} text-sm`}
                  href={bill.invoice.url}
                  download
                  aria-label={fill(t.invoiceOf, { billNo: bill.billNo })}
                >
                  {t.invoice}
                </a>
              </>
            )}
          </th>
          <Figures
            cells={[
              [t.date, formatDate(locale, bill.date), "sm:whitespace-nowrap"],
              [
                t.amount,
                bill.amount === null ? "" : formatRupees(bill.amount),
                "tabular-nums sm:text-right",
              ],
              [t.pending, formatRupees(bill.due), "font-semibold tabular-nums sm:text-right"],
              [
                t.dueOn,
                bill.pending < 0 ? "" : formatDate(locale, bill.dueOn),
                "sm:whitespace-nowrap",
              ],
              [t.overdueDays, overdueWords(text, bill), "sm:text-right"],
            ]}
          />
        </tr>
      ))}
    </PhoneTable>
  );
}
