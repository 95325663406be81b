import { SiteLink } from "#app/lib/site-link.tsx";
import type { Route } from "./+types/account-forgot";
import { ForgotPasswordForm } from "#app/components/forgot-password-form.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { linkClass } from "#app/components/ui/link-class.ts";
import { metaFor } from "#app/lib/meta.ts";
import { useLocalePath } from "#app/lib/site-text.tsx";
import { textsFor } from "#shared/content/text.ts";
import { paths } from "#shared/site-paths.ts";

export function loader({ request }: Route.LoaderArgs) {
  const { account } = textsFor(request);
  return {
    text: { ...account.forgot, sent: account.answers.resetSent },
  };
}

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, "accountForgot", args.loaderData?.text, { noindex: true });

export default function AccountForgot({ loaderData: { text } }: Route.ComponentProps) {
  const to = useLocalePath();
  return (
    <>
      <PageHero title={text.title} lead={text.lead} />
      <div className="container-page py-14">
        <div className="max-w-2xl">
          <ForgotPasswordForm text={text} />
          <SiteLink to={to(paths.account)} className={`${linkClass} mt-6 inline-block`}>
            {text.back}
          </SiteLink>
        </div>
      </div>
    </>
  );
}
