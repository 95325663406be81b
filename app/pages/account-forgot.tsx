import { SiteLink } from "#app/site/site-link.tsx";
import { ForgotPasswordForm } from "#app/customers/forgot-password-form.tsx";
import { PageHero } from "#app/site/page-hero.tsx";
import { linkClass } from "#app/ui/link-class.ts";
import { metaFor, type PageHeadArgs } from "#app/site/meta.ts";
import { useLocalePath } from "#app/site/site-text.tsx";
import { Island } from "#app/render/island.tsx";
import type { PageData } from "#app/render/page-data.ts";
import { paths } from "#shared/site-paths.ts";

export const head = ({ text }: PageData<"accountForgot">, page: PageHeadArgs) =>
  metaFor(page, "accountForgot", text, { noindex: true });

export default function AccountForgot({
  loaderData: { text },
}: {
  loaderData: PageData<"accountForgot">;
}) {
  const to = useLocalePath();
  return (
    <>
      <PageHero title={text.title} lead={text.lead} />
      <div className="container-page py-14">
        <div className="max-w-2xl">
          <Island
            name="account-forgot"
            when="interaction"
            component={ForgotPasswordForm}
            props={{ text }}
          />
          <SiteLink to={to(paths.account)} className={`${linkClass} mt-6 inline-block`}>
            {text.back}
          </SiteLink>
        </div>
      </div>
    </>
  );
}
