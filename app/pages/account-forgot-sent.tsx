import { SentPage } from "#app/submissions/sent-page.tsx";
import { metaFor, type PageHeadArgs } from "#app/site/meta.ts";
import type { PageData } from "#app/render/page-data.ts";
import { paths } from "#shared/site-paths.ts";

export const head = ({ text }: PageData<"accountForgotSent">, page: PageHeadArgs) =>
  metaFor(page, "accountForgotSent", text, { noindex: true });

/** Where a reset asked for without JavaScript lands: the same words the form says with it. */
export default function AccountForgotSent({
  loaderData,
}: {
  loaderData: PageData<"accountForgotSent">;
}) {
  const { text, message, back, home } = loaderData;
  return (
    <SentPage
      title={text.title}
      message={message}
      back={{ to: paths.account, label: back }}
      home={home}
    />
  );
}
