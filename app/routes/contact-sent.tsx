import type { Route } from "./+types/contact-sent";
import { SentPage } from "#app/components/sent-page.tsx";
import { textsFor } from "#app/content/text.ts";
import { metaFor } from "#app/lib/meta.ts";

export function loader({ request }: Route.LoaderArgs) {
  return { text: textsFor(request).forms.sent.contact };
}

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, "contactSent", args.loaderData?.text, { noindex: true });

export default function ContactSent() {
  return <SentPage form="contact" />;
}
