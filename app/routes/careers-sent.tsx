import type { Route } from "./+types/careers-sent";
import { SentPage } from "#app/components/sent-page.tsx";
import { metaFor, routeMeta, type PageHeadArgs } from "#app/lib/meta.ts";
import { pageContextOf, pageData, type PageData } from "#app/render/page-data.ts";
import { paths } from "#shared/site-paths.ts";

export const loader = ({ request }: Route.LoaderArgs) =>
  pageData.careersSent(pageContextOf(request));

export const head = ({ text }: PageData<"careersSent">, page: PageHeadArgs) =>
  metaFor(page, "careersSent", text, { noindex: true });

export const meta: Route.MetaFunction = routeMeta(head);

export default function CareersSent({ loaderData }: { loaderData: PageData<"careersSent"> }) {
  const { text, message, home } = loaderData;
  return (
    <SentPage
      title={text.title}
      message={message}
      back={{ to: paths.careers, label: text.back }}
      home={home}
    />
  );
}
