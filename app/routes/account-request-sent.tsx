import type { Route } from "./+types/account-request-sent";
import { SentPage } from "#app/components/sent-page.tsx";
import { metaFor } from "#app/lib/meta.ts";
import { textsFor } from "#shared/content/text.ts";
import { paths } from "#shared/site-paths.ts";

export function loader({ request }: Route.LoaderArgs) {
  const { account, forms } = textsFor(request);
  return {
    text: account.requestSent,
    message: account.request.fields.success,
    home: forms.sent.home,
  };
}

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, "accountRequestSent", args.loaderData?.text, { noindex: true });

export default function AccountRequestSent({ loaderData }: Route.ComponentProps) {
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
