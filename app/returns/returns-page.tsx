import { CustomerHero, SignInFirst } from "#app/customers/customer-page.tsx";
import { StatusNote } from "#app/ui/form-status.tsx";
import { MyReturns } from "./my-returns";
import { ReturnRequestForm } from "./return-request-form";
import type { ReturnsText } from "#shared/content/en/returns.ts";
import type { ReturnsPageData } from "#shared/server-pages.ts";
import { fill } from "#shared/text-format.ts";

// The Returns page (`/account/returns`, `/or/…`, `/hi/…`), which the server has the site's
// renderer write per request for the signed-in customer (docs/product.md#returns); it works
// without JavaScript: the request form (a multipart post to `/api/account/returns`, which
// answers 303 back here with `?sent=`), then their returns with each one's status, credit note
// and amount.

export function ReturnsPage({ data, text }: { data: ReturnsPageData; text: ReturnsText }) {
  if (!data.signedIn)
    return (
      <SignInFirst title={text.page.title} lead={text.page.signedOut} signIn={text.page.signIn} />
    );
  const { sent } = data;
  return (
    <>
      <CustomerHero
        title={text.page.title}
        lead={[data.shopName, data.code].filter(Boolean).join(" · ")}
        back={text.page.back}
      />
      <div className="container-page flex flex-col gap-10 py-10">
        <p className="max-w-prose text-lg">{text.page.lead}</p>
        {sent && (
          <div role="status" className="flex flex-col gap-2">
            <StatusNote text={fill(text.done.sent, { number: String(sent.number) })} />
            {sent.window && <p className="font-medium">{text.done[sent.window]}</p>}
          </div>
        )}
        <ReturnRequestForm items={data.items} text={text} />
        <MyReturns returns={data.returns} text={text} />
      </div>
    </>
  );
}
