import type { Route } from "./+types/contact-sent";
import { SentPage } from "#app/components/sent-page.tsx";
import { metaFor, routeMeta, type PageHeadArgs } from "#app/lib/meta.ts";
import { pageContextOf, pageData, type PageData } from "#app/render/page-data.ts";
import { paths } from "#shared/site-paths.ts";

export const loader = ({ request }: Route.LoaderArgs) =>
  pageData.contactSent(pageContextOf(request));

export const head = ({ text }: PageData<"contactSent">, page: PageHeadArgs) =>
  metaFor(page, "contactSent", text, { noindex: true });

export const meta: Route.MetaFunction = routeMeta(head);

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
