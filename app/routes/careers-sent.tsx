import type { Route } from "./+types/careers-sent";
import { SentPage } from "#app/components/sent-page.tsx";
import { textsFor } from "#app/content/text.ts";
import { metaFor } from "#app/lib/meta.ts";

export function loader({ request }: Route.LoaderArgs) {
  return { text: textsFor(request).forms.sent.careers };
}

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, "careersSent", args.loaderData?.text, { noindex: true });

export default function CareersSent() {
  return <SentPage form="careers" />;
}
