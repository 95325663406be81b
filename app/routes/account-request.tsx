import { SiteLink } from "#app/lib/site-link.tsx";
import type { Route } from "./+types/account-request";
import { AccessRequestForm } from "#app/components/access-request-form.tsx";
import { RequiredFieldsNote } from "#app/components/form-field.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { linkClass } from "#app/components/ui/link-class.ts";
import { metaFor } from "#app/lib/meta.ts";
import { useLocalePath } from "#app/lib/site-text.tsx";
import { textsFor } from "#shared/content/text.ts";
import { paths } from "#shared/site-paths.ts";

export function loader({ request }: Route.LoaderArgs) {
  const { account, forms } = textsFor(request);
  return {
    text: account.request,
    signIn: account.signIn.heading,
    required: forms.required,
    form: {
      honeypot: forms.honeypot,
      privacyLink: forms.privacyLink,
      validation: { ...forms.validation, ...account.validation },
      fields: account.request.fields,
    },
  };
}

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, "accountRequest", args.loaderData?.text, { noindex: true });

export default function AccountRequest({ loaderData }: Route.ComponentProps) {
  const { text, signIn, required, form } = loaderData;
  const to = useLocalePath();
  return (
    <>
      <PageHero title={text.title} lead={text.lead} />
      <div className="container-page py-14">
        <div className="max-w-3xl">
          <p className="text-slate-700">
            <RequiredFieldsNote text={required} />
          </p>
          <div className="mt-6">
            <AccessRequestForm text={form} />
          </div>
          <p className="mt-6 text-slate-700">
            {text.haveAccount}{" "}
            <SiteLink to={to(paths.account)} className={linkClass}>
              {signIn}
            </SiteLink>
          </p>
        </div>
      </div>
    </>
  );
}
