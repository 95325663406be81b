import type { Route } from "./+types/account";
import { AccountPanel } from "#app/components/account-panel.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { metaFor } from "#app/lib/meta.ts";
import { textsFor } from "#shared/content/text.ts";

export function loader({ request }: Route.LoaderArgs) {
  const { account } = textsFor(request);
  return {
    text: {
      signIn: { ...account.signIn, missing: account.answers.signInMissing },
      signedIn: account.signedIn,
    },
  };
}

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, "account", args.loaderData?.text.signIn, { noindex: true });

/** A trade customer's sign-in and, signed in, their account (docs/product.md#trade-customers). */
export default function Account({ loaderData: { text } }: Route.ComponentProps) {
  return (
    <>
      <PageHero title={text.signIn.title} lead={text.signIn.lead} />
      <div className="container-page py-14">
        <AccountPanel text={text} />
      </div>
    </>
  );
}
