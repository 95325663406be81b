import { AccountPanel } from "#app/customers/account-panel.tsx";
import { PageHero } from "#app/site/page-hero.tsx";
import { metaFor, type PageHeadArgs } from "#app/site/meta.ts";
import { Island } from "#app/render/island.tsx";
import type { PageData } from "#app/render/page-data.ts";

export const head = ({ text }: PageData<"account">, page: PageHeadArgs) =>
  metaFor(page, "account", text.signIn, { noindex: true });

/**
 * A trade customer's sign-in and, signed in, their account, their order list and their orders
 * (docs/product.md#trade-customers, #orders).
 */
export default function Account({ loaderData: { text } }: { loaderData: PageData<"account"> }) {
  return (
    <>
      <PageHero title={text.signIn.title} lead={text.signIn.lead} />
      <div className="container-page py-14">
        {/* Signed out, the sign-in form posts without JavaScript (docs/product.md#trade-customers). */}
        <Island
          name="account-panel"
          when="interaction"
          // Signed in, the customer's list and orders are shown at once.
          sooner="signed-in"
          component={AccountPanel}
          props={{ text }}
        />
      </div>
    </>
  );
}
