// The pages the server writes per request for browsers without JavaScript (shared/server-pages.ts),
// rendered in the site's frame with the same components as the pages with JavaScript.
import type { ReactElement } from "react";
import type { MetaDescriptor } from "#app/site/meta.ts";
import { OrderPageNoJs } from "#app/orders/order-page-no-js.tsx";
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
};

/** A page the server writes, in the frame of the public pages and never indexed. */
export function renderServerPage(
  request: ServerPageRequest,
  { content, assets }: { content: SiteContent; assets: SiteAssets },
) {
  return renderInFrame(request.pathname, { content, assets, staticMode: false }, (context) => {
    const { title, content: main } = serverPages[request.name](request.data, context);
    const head: MetaDescriptor[] = [
      { title: `${title} | ${context.site.name}` },
      { name: "robots", content: "noindex" },
    ];
    return { head, content: main };
  });
}
