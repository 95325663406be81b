import { Island } from "#app/render/island.tsx";
import { SiteLink } from "#app/site/site-link.tsx";
import { useLocalePath, useSiteText } from "#app/site/site-text.tsx";
import { linkClass } from "#app/ui/link-class.ts";
import { apiRoutes, apiUrl } from "#shared/api/routes.ts";
import { paths } from "#shared/site-paths.ts";
import { LinkFor, SetPasswordForm, type SetPasswordText } from "./set-password-form";

/**
 * The set-password page for a browser with scripts, whole in its HTML so that it paints at
 * once and nothing moves after: the link being checked, the form, and the alert that takes the
 * form's place when the link can set no password. The enhance script's few lines
 * (./set-password-link.ts) read the link's fragment and say what the server said of it; the
 * form's island hydrates at the first input. Hidden without scripts (`scripting: none`), where
 * the page asks for the link to be pasted instead.
 */
export function SetPasswordFrame({ text }: { text: SetPasswordText }) {
  const { locale } = useSiteText();
  const to = useLocalePath();
  return (
    <div
      data-set-password
      data-check={apiUrl(apiRoutes.accountLink)}
      data-locale={locale}
      data-for-account={text.forAccount}
      data-for-shop={text.forShop}
      data-gone={text.linkGone}
      data-no-token={text.noToken}
      className="noscript:hidden"
    >
      <div
        role="alert"
        data-link-alert
        hidden
        className="rounded-xl border border-red-700 bg-red-50 p-4 text-red-900"
      >
        <p data-said className="font-medium">
          {text.noToken}
        </p>
        <SiteLink to={to(paths.accountForgot)} className={`${linkClass} mt-2 inline-block`}>
          {text.forgot}
        </SiteLink>
      </div>
      <div data-link-form className="flex flex-col gap-6">
        <LinkFor link={null} text={text} />
        <Island
          name="account-password"
          when="interaction"
          component={SetPasswordForm}
          props={{ text }}
        />
      </div>
    </div>
  );
}
