import { SentPage } from "#app/submissions/sent-page.tsx";
import { metaFor, type PageHeadArgs } from "#app/site/meta.ts";
import type { PageData } from "#app/render/page-data.ts";
import { paths } from "#shared/site-paths.ts";

export const head = ({ text }: PageData<"contactSent">, page: PageHeadArgs) =>
  metaFor(page, "contactSent", text, { noindex: true });

export default function ContactSent({ loaderData }: { loaderData: PageData<"contactSent"> }) {
  const { text, message, home } = loaderData;
  return (
    <SentPage
      title={text.title}
      message={message}
      back={{ to: paths.contact, label: text.back }}
      home={home}
    />
  );
}
