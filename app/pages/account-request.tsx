import { SiteLink } from "#app/site/site-link.tsx";
import { AccessRequestForm } from "#app/customers/access-request-form.tsx";
import { RequiredFieldsNote } from "#app/ui/form-field.tsx";
import { PageHero } from "#app/site/page-hero.tsx";
import { linkClass } from "#app/ui/link-class.ts";
import { metaFor, type PageHeadArgs } from "#app/site/meta.ts";
import { useLocalePath } from "#app/site/site-text.tsx";
import { Island } from "#app/render/island.tsx";
import type { PageData } from "#app/render/page-data.ts";
import { paths } from "#shared/site-paths.ts";

export const head = ({ text }: PageData<"accountRequest">, page: PageHeadArgs) =>
  metaFor(page, "accountRequest", text, { noindex: true });

export default function AccountRequest({ loaderData }: { loaderData: PageData<"accountRequest"> }) {
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
            <Island
              name="account-request"
              when="interaction"
              component={AccessRequestForm}
              props={{ text: form }}
            />
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
