import { SiteLink } from "#app/site/site-link.tsx";
import { useLocalePath, useSiteText } from "#app/site/site-text.tsx";
import { staticMode } from "#app/site/static-mode.ts";
import { apiRoutes, apiUrl } from "#shared/api/routes.ts";
import { paths } from "#shared/site-paths.ts";
import { around } from "#shared/text-format.ts";

/**
 * A trade customer's place in the frame: the sign-in link or, signed in, the shop (linking to
 * its account) and Sign out. Both are in the HTML; the boot script (app/boot/state.ts) shows the
 * one the device says, with the shop's name, and signs out. Nothing on static hosting, which has
 * no accounts.
 */
export function AccountStatus({
  className,
  linkClass,
  buttonClass,
  nameOnly = false,
}: {
  className: string;
  linkClass: string;
  buttonClass: string;
  /**
   * Shows only the shop's name where room is short; the whole message ("Your account: {shop}")
   * is its name read out and its tooltip, set with the name (app/boot/state.ts). Text hidden
   * beside the name lost its space: read as text, it came out "Your account:MAA TARINI".
   */
  nameOnly?: boolean;
}) {
  const { account } = useSiteText();
  const to = useLocalePath();
  if (staticMode) return null;
  const [before, after] = nameOnly ? ["", ""] : around(account.account, "shop");
  return (
    <div className={className}>
      <SiteLink to={to(paths.account)} className={linkClass} data-signed-out="">
        {account.signIn}
      </SiteLink>
      <SiteLink
        to={to(paths.account)}
        className={linkClass}
        hidden
        data-signed-in=""
        data-title={nameOnly ? account.account : undefined}
      >
        {before}
        <span data-shop="" />
        {after}
      </SiteLink>
      <button
        type="button"
        className={buttonClass}
        hidden
        data-signed-in=""
        data-sign-out={apiUrl(apiRoutes.accountSignOut)}
      >
        {account.signOut}
      </button>
    </div>
  );
}
