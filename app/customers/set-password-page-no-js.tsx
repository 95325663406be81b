import { FormShell } from "#app/ui/form-shell.tsx";
import { FormStatus } from "#app/ui/form-status.tsx";
import { linkClass } from "#app/ui/link-class.ts";
import {
  LinkFor,
  PasswordFields,
  type SetPasswordText,
} from "#app/customers/set-password-form.tsx";
import { PageHero } from "#app/site/page-hero.tsx";
import { useLocalePath, useSiteText } from "#app/site/site-text.tsx";
import type { PasswordPageData } from "#shared/server-pages.ts";
import { paths } from "#shared/site-paths.ts";

// The set-password page for a browser without JavaScript, which the server has the site's
// renderer write per request: the page links open needs JavaScript to read the token in its
// fragment, so without it the customer pastes the link into that page's form, and the server
// answers this: whose password the link sets (the shop and the login, masked), and the password
// form of the page with JavaScript, the token in a hidden field. It posts back to the same path
// (docs/product.md#trade-customers).

export function SetPasswordPageNoJs({
  data,
  text,
}: {
  data: PasswordPageData;
  text: SetPasswordText;
}) {
  const { locale } = useSiteText();
  const to = useLocalePath();
  const { problems = {} } = data;
  // A problem of no field of the form (there should be none) is said under it.
  const { password, consent, ...others } = problems;
  const failure = Object.values(others).flat().join(" ");
  return (
    <>
      <PageHero title={text.title} />
      <div className="container-page py-14">
        <div className="flex max-w-2xl flex-col gap-6">
          <FormShell
            method="post"
            action={to(paths.accountPasswordForm)}
            submitLabel={text.submit}
            pendingLabel={text.pending}
            pending={false}
            status={<FormStatus phase={failure ? "error" : "idle"} success="" failure={failure} />}
          >
            <input type="hidden" name="token" value={data.token} />
            <input type="hidden" name="locale" value={locale} />
            <LinkFor link={{ shopName: data.shopName, login: data.login }} text={text} />
            <PasswordFields
              text={text}
              errors={{ password, consent }}
              consentAsked={!data.consented}
            />
          </FormShell>
          <p>
            <a className={linkClass} href={to(paths.accountForgot)}>
              {text.forgot}
            </a>
          </p>
        </div>
      </div>
    </>
  );
}
