import type { Route } from "./+types/account-request-sent";
import { SentPage } from "#app/components/sent-page.tsx";
import { metaFor, routeMeta, type PageHeadArgs } from "#app/lib/meta.ts";
import { pageContextOf, pageData, type PageData } from "#app/render/page-data.ts";
import { paths } from "#shared/site-paths.ts";

export const loader = ({ request }: Route.LoaderArgs) =>
  pageData.accountRequestSent(pageContextOf(request));

export const head = ({ text }: PageData<"accountRequestSent">, page: PageHeadArgs) =>
  metaFor(page, "accountRequestSent", text, { noindex: true });

export const meta: Route.MetaFunction = routeMeta(head);

export default function AccountRequestSent({
  loaderData,
}: {
  loaderData: PageData<"accountRequestSent">;
}) {
  const { text, message, home } = loaderData;
  return (
    <SentPage
      title={text.title}
      message={message}
      back={{ to: paths.account, label: text.back }}
      home={home}
    />
  );
}
