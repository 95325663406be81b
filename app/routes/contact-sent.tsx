import type { Route } from "./+types/contact-sent";
import { SentPage } from "#app/components/sent-page.tsx";
import { textsFor } from "#shared/content/text.ts";
import { metaFor } from "#app/lib/meta.ts";
import { paths } from "#shared/site-paths.ts";

export function loader({ request }: Route.LoaderArgs) {
  const { forms } = textsFor(request);
  return { text: forms.sent.contact, message: forms.enquiry.success, home: forms.sent.home };
}

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, "contactSent", args.loaderData?.text, { noindex: true });

export default function ContactSent({ loaderData }: Route.ComponentProps) {
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
