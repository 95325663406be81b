// The pages the server writes per request for browsers without JavaScript (shared/server-pages.ts),
// rendered in the site's frame with the same components as the pages with JavaScript.
import type { ReactElement } from "react";
import type { MetaDescriptor } from "#app/site/meta.ts";
import { OrderPageNoJs } from "#app/orders/order-page-no-js.tsx";
import { SetPasswordPageNoJs } from "#app/customers/set-password-page-no-js.tsx";
import { ProblemsPageNoJs } from "#app/ui/problems-page-no-js.tsx";
import { OrderPastePageNoJs } from "#app/orders/order-paste-page-no-js.tsx";
import { pageData } from "./page-data";
import { SearchPageNoJs, TooManySearches } from "#app/catalogue/search-page-no-js.tsx";
import { fill } from "#shared/text-format.ts";
import { BillsPage } from "#app/money/bills-page.tsx";
import { ReturnsPage } from "#app/returns/returns-page.tsx";
import type { ServerPage, ServerPageRequest } from "#shared/server-pages.ts";
import type { PageContext } from "./page-data";
import { renderInFrame, type SiteAssets, type SiteContent } from "./render-site";

/** Each page's title and content, from its data, in the context's language. */
const serverPages: {
  [Name in ServerPage["name"]]: (
    data: Extract<ServerPage, { name: Name }>["data"],
    context: PageContext,
  ) => { title: string; content: ReactElement };
} = {
  order: (data, { texts }) => ({
    title: texts.orderMail.page.title,
    content: (
      <OrderPageNoJs
        data={data}
        text={{
          ...texts.orders,
          terms: texts.account.terms,
          message: texts.orderMessage,
          page: texts.orderMail.page,
        }}
      />
    ),
  }),
  search: (data, { texts }) => ({
    title: data.search.q
      ? fill(texts.server.search.titleFor, { query: data.search.q })
      : texts.products.search.heading,
    content: (
      <SearchPageNoJs
        data={data}
        text={{
          search: texts.products.search,
          terms: { ...texts.account.terms, order: texts.orders.add },
          specialties: texts.products.specialties,
          page: texts.server.search,
          orderTitle: texts.orderMail.page.title,
        }}
      />
    ),
  }),
  password: (data, context) => {
    const { text } = pageData.accountPassword(context);
    return { title: text.title, content: <SetPasswordPageNoJs data={data} text={text} /> };
  },
  tooManySearches: (_, { texts }) => ({
    title: texts.server.search.tooManyTitle,
    content: <TooManySearches text={texts.server.search} />,
  }),
  bills: (data, { texts }) => ({
    title: texts.bills.page.title,
    content: <BillsPage data={data} text={texts.bills} />,
  }),
  returns: (data, { texts }) => ({
    title: texts.returns.page.title,
    content: <ReturnsPage data={data} text={texts.returns} />,
  }),
  problems: (data, { texts }) => ({
    title: data.heading ?? texts.server.problems.heading,
    content: <ProblemsPageNoJs data={data} text={texts.server.problems} />,
  }),
  paste: (data, { texts }) => ({
    title: texts.orderMessage.review.heading,
    content: (
      <OrderPastePageNoJs
        data={data}
        text={{ ...texts.orders, terms: texts.account.terms, message: texts.orderMessage }}
      />
    ),
  }),
};

/** A page's title and content (each name's function takes its own data, as the map's type says). */
const pageOf = ({ name, data }: ServerPage, context: PageContext) =>
  (
    serverPages[name] as (
      data: ServerPage["data"],
      context: PageContext,
    ) => ReturnType<(typeof serverPages)["order"]>
  )(data, context);

/** A page the server writes, in the frame of the public pages and never indexed. */
export function renderServerPage(
  request: ServerPageRequest,
  { content, assets }: { content: SiteContent; assets: SiteAssets },
) {
  return renderInFrame(request.pathname, { content, assets, staticMode: false }, (context) => {
    const { title, content: main } = pageOf(request, context);
    const head: MetaDescriptor[] = [
      { title: `${title} | ${context.site.name}` },
      { name: "robots", content: "noindex" },
    ];
    return { head, content: main };
  });
}
