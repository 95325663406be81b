import { buttonClass, Button } from "#app/ui/button.tsx";
import { FormField, usePlainField } from "#app/ui/form-field.tsx";
import { inputClass } from "#app/ui/input-class.ts";
import { PhoneInText } from "#app/site/phone-in-text.tsx";
import { useSiteText } from "#app/site/site-text.tsx";
import { cardClass } from "./bill-figures";
import { apiRoutes } from "#shared/api/routes.ts";
import { noLinkWords } from "#shared/bill-words.ts";
import type { BillsText } from "#shared/content/en/bills.ts";
import type { AccountBills } from "#shared/schemas/money.ts";
import { fill, formatRupees } from "#shared/text-format.ts";
import { qrPath } from "#shared/upi.ts";

// Paying what is due: the UPI link and its QR code (for the total, or the bills chosen), the UPI
// id, the bank details; then "I have paid", a form that posts to `/api/account/payments`.

type Props = { bills: AccountBills; text: BillsText };

export function PayPanel({ bills, text }: Props) {
  const t = text.pay;
  const { pay, paying } = bills;
  const amount = pay && formatRupees(pay.amount);
  const noLink = noLinkWords(text, bills);
  return (
    <section aria-labelledby="pay-heading" className={cardClass}>
      <h2 id="pay-heading" className="text-xl font-semibold text-brand-900">
        {t.heading}
      </h2>
      {pay && amount && (
        <>
          <p className="mt-2">{fill(t.paying, { amount, bills: pay.billNos.join(", ") })}</p>
          <p className="mt-3">
            <a className={buttonClass()} href={pay.upiUrl}>
              {fill(t.openApp, { amount })}
            </a>
          </p>
          <p className="mt-4">{t.scan}</p>
          <div className="mt-2">
            <QrCode link={pay.upiUrl} label={fill(t.qrLabel, { amount })} />
          </div>
        </>
      )}
      {noLink && <p className="mt-2">{noLink}</p>}
      {paying.upiId && <p className="mt-3">{fill(t.upiId, { upiId: paying.upiId })}</p>}
      {paying.bankDetails && (
        <>
          <p className="mt-3 font-medium">{t.bank}</p>
          <p className="whitespace-pre-line">{paying.bankDetails}</p>
        </>
      )}
      {!paying.upiId && !paying.bankDetails && (
        <p className="mt-2">
          <PhoneInText text={t.noWay} placeholder="phone1" />
        </p>
      )}
    </section>
  );
}

/** A QR code of `link` (shared/upi.ts), for a UPI app on another phone. */
function QrCode({ link, label }: { link: string; label: string }) {
  const { size, d } = qrPath(link);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      className="h-56 w-56 bg-white"
      shapeRendering="crispEdges"
    >
      <path fill="#fff" d={`M0 0h${size}v${size}H0z`} />
      <path fill="#000" d={d} />
    </svg>
  );
}

/** "I have paid": the bills chosen (or the oldest first), how, the reference, amount and day. */
export function PaidForm({
  bills,
  chosen,
  today,
  text,
}: Props & { chosen: boolean; today: string }) {
  const { locale } = useSiteText();
  const t = text.paid;
  const billNos = chosen ? (bills.pay?.billNos ?? []) : [];
  const amount = (bills.pay?.amount ?? bills.total).toFixed(2);
  const utr = usePlainField("utr", { hint: true });
  const paid = usePlainField("amount");
  const paidOn = usePlainField("paidOn");
  return (
    <section aria-labelledby="paid-heading" className={cardClass}>
      <h2 id="paid-heading" className="text-xl font-semibold text-brand-900">
        {t.heading}
      </h2>
      <p className="mt-1">{t.lead}</p>
      <form method="post" action={apiRoutes.reportPayment.path} className="mt-3 grid gap-4">
        <input type="hidden" name="locale" value={locale} />
        {billNos.length > 0 && <input type="hidden" name="billNos" value={billNos.join(",")} />}
        <p>{billNos.length ? fill(t.bills, { bills: billNos.join(", ") }) : t.allBills}</p>
        <fieldset>
          <legend className="mb-1 font-medium">{t.mode}</legend>
          <div className="flex flex-wrap gap-x-6">
            {(["upi", "bank"] as const).map((mode) => (
              <label key={mode} className="flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  name="mode"
                  value={mode}
                  className="size-5"
                  defaultChecked={mode === "upi"}
                />
                {t[mode]}
              </label>
            ))}
          </div>
        </fieldset>
        <FormField field={utr.field} label={t.reference} hint={t.referenceHint}>
          <input
            {...utr.input}
            required
            maxLength={30}
            autoComplete="off"
            className={`${inputClass} max-w-sm`}
          />
        </FormField>
        <FormField field={paid.field} label={t.amount}>
          <input
            {...paid.input}
            required
            inputMode="decimal"
            defaultValue={amount}
            className={`${inputClass} max-w-48`}
          />
        </FormField>
        <FormField field={paidOn.field} label={t.paidOn}>
          <input
            {...paidOn.input}
            type="date"
            required
            max={today}
            defaultValue={today}
            className={`${inputClass} max-w-56`}
          />
        </FormField>
        <p>
          <Button type="submit">{t.send}</Button>
        </p>
      </form>
    </section>
  );
}
