import { SentPage } from "#app/submissions/sent-page.tsx";
import { metaFor, type PageHeadArgs } from "#app/site/meta.ts";
import type { PageData } from "#app/render/page-data.ts";
import { paths } from "#shared/site-paths.ts";

export const head = ({ text }: PageData<"careersSent">, page: PageHeadArgs) =>
  metaFor(page, "careersSent", text, { noindex: true });

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
