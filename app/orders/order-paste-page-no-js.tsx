import { Button } from "#app/ui/button.tsx";
import { StatusNote } from "#app/ui/form-status.tsx";
import { linkClass } from "#app/ui/link-class.ts";
import type { OrdersPageText } from "#app/orders/customer-orders.ts";
import { OrderPasteLine } from "#app/orders/order-paste-line.tsx";
import { PageHero } from "#app/site/page-hero.tsx";
import { useLocalePath, useSiteText } from "#app/site/site-text.tsx";
import type { PastePageData } from "#shared/server-pages.ts";
import { paths } from "#shared/site-paths.ts";

// The lines read from a message or an indent, for a browser without JavaScript: the order page's
// paste form posts to `/account/order/paste`, and the server has the site's renderer write this
// page with the paste panel's own lines (docs/product.md#orders-from-a-message). The lines travel
// in the one form, so nothing of the message is kept on the server between one post and the next.

export function OrderPastePageNoJs({ data, text }: { data: PastePageData; text: OrdersPageText }) {
  const to = useLocalePath();
  const { locale } = useSiteText();
  const t = text.message.review;
  return (
    <>
      <PageHero title={t.heading} lead={t.lead} />
      <div className="container-page py-14">
        {data.said && (
          <div role="alert" className="mb-6 max-w-2xl">
            <StatusNote text={data.said} failed />
          </div>
        )}
        <form method="post" action={to(paths.accountOrderPaste)} className="max-w-3xl">
          <input type="hidden" name="locale" value={locale} />
          <input type="hidden" name="count" value={data.lines.length} />
          <ul className="divide-y divide-slate-200 rounded-2xl bg-white px-4 ring-1 ring-slate-200 sm:px-6">
            {data.lines.map((line, index) => (
              <OrderPasteLine
                key={index}
                line={{ ...line, key: `${index}`, keep: line.chosen !== "" }}
                text={text}
                onChange={() => {}}
                form={{ index, search: line.search }}
              />
            ))}
          </ul>
          <p className="mt-6">
            <Button type="submit" name="action" value="add">
              {t.add}
            </Button>
          </p>
        </form>
        <p className="mt-6">
          <a className={linkClass} href={`${to(paths.accountOrder)}#paste`}>
            {t.again}
          </a>
        </p>
      </div>
    </>
  );
}
