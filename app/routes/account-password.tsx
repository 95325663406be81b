import type { Route } from "./+types/account-password";
import { PageHero } from "#app/components/page-hero.tsx";
import { SetPasswordForm } from "#app/components/set-password-form.tsx";
import { metaFor } from "#app/lib/meta.ts";
import { useHydrated } from "#app/lib/use-client-state.ts";
import { textsFor } from "#shared/content/text.ts";

export function loader({ request }: Route.LoaderArgs) {
  const { account, forms } = textsFor(request);
  return {
    text: {
      ...account.password,
      linkGone: account.answers.linkGone,
      tooShort: account.answers.passwordTooShort,
      privacyLink: forms.privacyLink,
    },
  };
}

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, "accountPassword", args.loaderData?.text, { noindex: true });

/** Where an invitation or reset link leads. It needs JavaScript: the token is in the fragment. */
export default function AccountPassword({ loaderData: { text } }: Route.ComponentProps) {
  const hydrated = useHydrated();
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
          {hydrated && <SetPasswordForm text={text} />}
        </div>
      </div>
    </>
  );
}
