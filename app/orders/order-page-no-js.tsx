import { useId } from "react";
import { Button, buttonClass } from "#app/ui/button.tsx";
import { heroLinkClass } from "#app/ui/link-class.ts";
import type { OrdersPageText } from "#app/orders/customer-orders.ts";
import { MyOrderCard } from "#app/orders/my-order-card.tsx";
import { RemoveButton } from "#app/orders/order-list-line.tsx";
import { OrderListContents, OrderListSection, type Said } from "#app/orders/order-list-view.tsx";
import { OrderPastePanel } from "#app/orders/order-paste-panel.tsx";
import { PageHero } from "#app/site/page-hero.tsx";
import { PhoneInText } from "#app/site/phone-in-text.tsx";
import { SiteLink } from "#app/site/site-link.tsx";
import { useLocalePath, useSiteText } from "#app/site/site-text.tsx";
import { apiRoutes } from "#shared/api/routes.ts";
import type { OrderMailText } from "#shared/content/en/order-mail.ts";
import { MAX_ITEM_QUANTITY } from "#shared/limits.ts";
import { holdSentences } from "#shared/order-hold-text.ts";
import { withGst } from "#shared/order-terms.ts";
import type { ListLine } from "#shared/schemas/orders.ts";
import type { OrderPageData } from "#shared/server-pages.ts";
import { paths, type Locale } from "#shared/site-paths.ts";
import { fill, plural } from "#shared/text-format.ts";

// The order page for a browser without JavaScript (`/account/order`, `/or/…`, `/hi/…`), which the
// server has the site's renderer write per request: the account page's order sections (the
// same components and texts), each control a form that posts to `/account/list`,
// `/account/order/paste` or `/api/orders`, which answer 303 back here.

/** The texts of the page: the account page's order sections', and the page's own few. */
export type OrderPageText = OrdersPageText & { page: OrderMailText["page"] };

export function OrderPageNoJs({ data, text }: { data: OrderPageData; text: OrderPageText }) {
  const to = useLocalePath();
  const { locale } = useSiteText();
  const { page } = text;
  if (!data.signedIn)
    return (
      <>
        <PageHero title={page.title} lead={page.signedOut} />
        <div className="container-page py-14">
          <SiteLink to={to(paths.account)} className={buttonClass()}>
            {page.signIn}
          </SiteLink>
        </div>
      </>
    );
  return (
    <>
      <PageHero title={page.title} lead={data.shopName}>
        <p className="mt-4">
          <SiteLink to={to(paths.productSearch)} className={heroLinkClass}>
            {text.list.search}
          </SiteLink>
        </p>
      </PageHero>
      <div className="container-page pb-14">
        <OrderPastePanel text={text} onAdd={noScript} />
        <OrderListSection text={text} said={said(data, text, locale)}>
          <ListForms data={data} text={text} />
        </OrderListSection>
        <CallToChange text={page.callToChange} />
        <section aria-labelledby="mine-heading" className="mt-12">
          <h2 id="mine-heading" className="text-3xl font-bold text-brand-900">
            {text.mine.heading}
          </h2>
          {data.orders.length === 0 ? (
            <p className="mt-3 text-slate-700">{text.mine.empty}</p>
          ) : (
            <div className="mt-4 flex flex-col gap-3">
              {data.orders.map((order) => (
                <MyOrderCard
                  key={order.id}
                  order={order}
                  open={order.number === data.placed}
                  shop={data.shopName}
                  text={text}
                />
              ))}
            </div>
          )}
        </section>
      </div>
    </>
  );
}

type SignedIn = Extract<OrderPageData, { signedIn: true }>;

/** The component's handlers, which nothing calls on a page without JavaScript. */
const noScript = () => Promise.resolve(false);

/** What the list's status line says: the order just placed (or why it is held), or lines added. */
function said(data: SignedIn, text: OrderPageText, locale: Locale): Said {
  const { placed, added, orders } = data;
  const order = orders.find(({ number }) => number === placed);
  if (order?.hold)
    return {
      text: "",
      held: holdSentences(text.hold, {
        number: order.number,
        hold: order.hold,
        amount: withGst(order),
      }),
    };
  if (placed !== undefined) return { text: fill(text.place.placed, { number: placed }) };
  return added ? { text: plural(locale, text.message.review.added, added) } : null;
}

/** The list with JavaScript's controls as forms: each line's, and the note and "Place order". */
function ListForms({ data, text }: { data: SignedIn; text: OrderPageText }) {
  const { locale } = useSiteText();
  return (
    <OrderListContents
      lines={data.lines}
      text={text}
      controls={(line, index) => <LineForms line={line} index={index} text={text} />}
      form={{ method: "post", action: apiRoutes.placeOrder.path }}
      note={data.confirm?.note ?? ""}
      check={data.confirm?.sentences ?? null}
    >
      <input type="hidden" name="idempotencyKey" value={data.idempotencyKey} />
      <input type="hidden" name="locale" value={locale} />
    </OrderListContents>
  );
}

/** A line's quantity, changed by its own form, and its "Remove", by another. */
function LineForms({ line, index, text }: { line: ListLine; index: number; text: OrderPageText }) {
  const action = useLocalePath()(paths.accountListForm);
  const quantityId = useId();
  // Which line the form was written for: the list may have changed in another tab.
  const which = (
    <>
      <input type="hidden" name="index" value={index} />
      <input type="hidden" name="itemId" value={line.itemId ?? ""} />
    </>
  );
  return (
    <div className="flex flex-wrap items-end gap-3">
      <form method="post" action={action} className="flex flex-wrap items-end gap-2">
        <input type="hidden" name="action" value="set" />
        {which}
        <label htmlFor={quantityId} className="sr-only">
          {fill(text.list.quantityOf, { item: line.name })}
        </label>
        <input
          id={quantityId}
          name="quantity"
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_ITEM_QUANTITY}
          defaultValue={line.quantity}
          required
          className="min-h-11 w-24 rounded-xl border border-slate-400 px-3"
        />
        <Button type="submit" variant="outline" size="sm" className="min-h-11">
          {text.page.change}
        </Button>
      </form>
      <form method="post" action={action}>
        <input type="hidden" name="action" value="remove" />
        {which}
        <RemoveButton line={line} text={text} />
      </form>
    </div>
  );
}

/** Placed orders are changed by phone. */
function CallToChange({ text }: { text: string }) {
  return (
    <p className="mt-4">
      <PhoneInText text={text} />
    </p>
  );
}
