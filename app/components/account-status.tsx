import { SiteLink } from "#app/lib/site-link.tsx";
import { signOut, useSignedInShop } from "#app/lib/account-session.ts";
import { useLocalePath, useSiteText } from "#app/lib/site-text.tsx";
import { staticMode } from "#app/lib/static-mode.ts";
import { paths } from "#shared/site-paths.ts";
import { around, fill } from "#shared/text-format.ts";

/**
 * A trade customer's place in the frame: the sign-in link or, signed in, the shop (linking to
 * its account) and Sign out. Read from the device once hydrated, so the pre-rendered page has
 * the link. Nothing on static hosting, which has no accounts.
 */
export function AccountStatus({
  className,
  linkClass,
  buttonClass,
  nameOnly = false,
  onNavigate,
}: {
  className: string;
  linkClass: string;
  buttonClass: string;
  /** Shows only the shop's name where room is short (the rest is read out), whole on hover. */
  nameOnly?: boolean;
  onNavigate?: () => void;
}) {
  const { account } = useSiteText();
  const to = useLocalePath();
  const shop = useSignedInShop();
  if (staticMode) return null;
  const [before, after] = around(account.account, "shop");
  return (
    <div className={className}>
      <SiteLink
        to={to(paths.account)}
        className={linkClass}
        title={shop && nameOnly ? fill(account.account, { shop }) : undefined}
        onClick={onNavigate}
      >
        {shop && nameOnly ? (
          <>
            <span className="sr-only">{before}</span>
            {shop}
            <span className="sr-only">{after}</span>
          </>
        ) : shop ? (
          fill(account.account, { shop })
        ) : (
          account.signIn
        )}
      </SiteLink>
      {shop && (
        <button type="button" className={buttonClass} onClick={() => void signOut()}>
          {account.signOut}
        </button>
      )}
    </div>
  );
}
