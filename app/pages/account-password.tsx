import { PageHero } from "#app/components/page-hero.tsx";
import { SetPasswordOnceRunning } from "#app/components/set-password-form.tsx";
import { metaFor, type PageHeadArgs } from "#app/lib/meta.ts";
import { Island } from "#app/render/island.tsx";
import type { PageData } from "#app/render/page-data.ts";

export const head = ({ text }: PageData<"accountPassword">, page: PageHeadArgs) =>
  metaFor(page, "accountPassword", text, { noindex: true });

/** Where an invitation or reset link leads. It needs JavaScript: the token is in the fragment. */
export default function AccountPassword({
  loaderData: { text },
}: {
  loaderData: PageData<"accountPassword">;
}) {
  return (
    <>
      <PageHero title={text.title} lead={text.lead} />
      <div className="container-page py-14">
        <div className="max-w-2xl">
          <noscript>
            <p className="rounded-xl border border-red-700 bg-red-50 p-4 font-medium text-red-900">
              {text.noScript}
            </p>
          </noscript>
          <Island
            name="account-password"
            when="load"
            component={SetPasswordOnceRunning}
            props={{ text }}
          />
        </div>
      </div>
    </>
  );
}
