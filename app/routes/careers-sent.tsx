import type { Route } from "./+types/careers-sent";
import { SentPage } from "#app/components/sent-page.tsx";
import { textsFor } from "#shared/content/text.ts";
import { metaFor } from "#app/lib/meta.ts";
import { paths } from "#shared/site-paths.ts";

export function loader({ request }: Route.LoaderArgs) {
  const { forms } = textsFor(request);
  return { text: forms.sent.careers, message: forms.application.success, home: forms.sent.home };
}

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, "careersSent", args.loaderData?.text, { noindex: true });

export default function CareersSent({ loaderData }: Route.ComponentProps) {
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
