import { StatusNote } from "#app/ui/form-status.tsx";
import { linkClass } from "#app/ui/link-class.ts";
import { CustomerHero, CustomerSection, SignInFirst } from "#app/customers/customer-page.tsx";
import { PhoneInText } from "#app/site/phone-in-text.tsx";
import { useSiteText } from "#app/site/site-text.tsx";
import { BillTable } from "./bill-table";
import { FigureList, cardClass } from "./bill-figures";
import { PaidForm, PayPanel } from "./pay-panel";
import { InvoiceList, PaymentHistory } from "./payment-history";
import { apiRoutes } from "#shared/api/routes.ts";
import { ageingLines, asOfWords, summaryLines } from "#shared/bill-words.ts";
import type { BillsText } from "#shared/content/en/bills.ts";
import type { BillsPageData } from "#shared/server-pages.ts";
import { fill, formatRupees } from "#shared/text-format.ts";

// The Bills page (`/account/bills`, `/or/…`, `/hi/…`), which the server has the site's renderer
// write per request for the signed-in customer (docs/product.md#bills-and-payments); it works
// without JavaScript: what is due, by age, each pending bill with a box to choose it, the UPI
// link and its QR code (for the total, or for the bills chosen: `?pay=`, a GET form back to this
// page), the bank details, "I have paid" (a post to `/api/account/payments`, answered 303 back
// here), the invoice copies, the payments reported and the statement.

export function BillsPage({ data, text }: { data: BillsPageData; text: BillsText }) {
  const { locale } = useSiteText();
  if (!data.signedIn)
    return (
      <SignInFirst title={text.page.title} lead={text.page.signedOut} signIn={text.page.signIn} />
    );
  const { bills } = data;
  const due = bills.total > 0;
  const who = [data.shopName, data.code].filter(Boolean).join(" · ");
  return (
    <>
      <CustomerHero
        title={text.page.title}
        lead={bills.asOf ? `${who} · ${asOfWords(text, locale, bills.asOf)}` : who}
        back={text.page.back}
      />
      <div className="container-page flex flex-col gap-10 py-10">
        {(data.reported || data.choiceProblem) && (
          <div className="flex flex-col gap-3">
            {data.reported && (
              <div role="status">
                <StatusNote
                  text={fill(text.paid.done, { amount: formatRupees(data.reported.amount) })}
                />
              </div>
            )}
            {data.choiceProblem && (
              <div role="alert">
                <StatusNote text={data.choiceProblem} failed />
              </div>
            )}
          </div>
        )}
        {bills.asOf ? (
          <>
            <section aria-labelledby="summary-heading" className="grid gap-4 md:grid-cols-2">
              <div className={cardClass}>
                <h2 id="summary-heading" className="text-xl font-semibold text-brand-900">
                  {text.summary.heading}
                </h2>
                {due ? (
                  <FigureList lines={summaryLines(text, bills)} />
                ) : (
                  <p className="mt-2">{text.summary.nothingDue}</p>
                )}
              </div>
              <div className={cardClass}>
                <h2 className="text-xl font-semibold text-brand-900">{text.ageing.heading}</h2>
                <FigureList lines={ageingLines(text, bills)} />
              </div>
            </section>
            {due && <PayPanel bills={bills} text={text} />}
            <CustomerSection id="bills-heading" heading={text.list.heading}>
              <BillTable bills={bills} chosen={data.chosen} text={text} />
            </CustomerSection>
            {due && <PaidForm bills={bills} chosen={data.chosen} today={data.today} text={text} />}
            <p>
              <a
                className={linkClass}
                href={`${apiRoutes.accountStatement.path}?lang=${locale}`}
                download
              >
                {text.statement.download}
              </a>
            </p>
          </>
        ) : (
          <p className="text-lg">
            <PhoneInText text={text.page.noReport} placeholder="phone1" />
          </p>
        )}
        <InvoiceList bills={bills} text={text} />
        <PaymentHistory bills={bills} text={text} />
      </div>
    </>
  );
}
