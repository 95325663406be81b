import type { Route } from "./+types/account-forgot-sent";
import { SentPage } from "#app/components/sent-page.tsx";
import { metaFor } from "#app/lib/meta.ts";
import { textsFor } from "#shared/content/text.ts";
import { paths } from "#shared/site-paths.ts";

export function loader({ request }: Route.LoaderArgs) {
  const { account, forms } = textsFor(request);
  return {
    text: account.forgotSent,
    message: account.answers.resetSent,
    back: account.forgot.back,
    home: forms.sent.home,
  };
}

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, "accountForgotSent", args.loaderData?.text, { noindex: true });

/** Where a reset asked for without JavaScript lands: the same words the form says with it. */
export default function AccountForgotSent({ loaderData }: Route.ComponentProps) {
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
