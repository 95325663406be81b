import { SentPage } from "#app/submissions/sent-page.tsx";
import { metaFor, type PageHeadArgs } from "#app/site/meta.ts";
import type { PageData } from "#app/render/page-data.ts";
import { paths } from "#shared/site-paths.ts";

export const head = ({ text }: PageData<"accountRequestSent">, page: PageHeadArgs) =>
  metaFor(page, "accountRequestSent", text, { noindex: true });

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
