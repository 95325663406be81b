import type { Route } from "./+types/account";
import { AccountPanel } from "#app/components/account-panel.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { metaFor } from "#app/lib/meta.ts";
import { textsFor } from "#shared/content/text.ts";

export function loader({ request }: Route.LoaderArgs) {
  const { account, orders } = textsFor(request);
  return {
    text: {
      signIn: { ...account.signIn, missing: account.answers.signInMissing },
      signedIn: account.signedIn,
      orders: { ...orders, terms: account.terms },
    },
  };
}

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, "account", args.loaderData?.text.signIn, { noindex: true });

/**
 * A trade customer's sign-in and, signed in, their account, their order list and their orders
 * (docs/product.md#trade-customers, #orders).
 */
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
