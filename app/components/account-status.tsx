import { Link } from "react-router";
import { signOut, useSignedInShop } from "#app/lib/account-session.ts";
import { useLocalePath, useSiteText } from "#app/lib/site-text.tsx";
import { staticMode } from "#app/lib/static-mode.ts";
import { paths } from "#shared/site-paths.ts";
import { fill } from "#shared/text-format.ts";

/**
 * A trade customer's place in the frame: the sign-in link or, signed in, the shop (linking to
 * its account) and Sign out. Read from the device once hydrated, so the pre-rendered page has
 * the link. Nothing on static hosting, which has no accounts.
 */
export function AccountStatus({
  className,
  linkClass,
  buttonClass,
  onNavigate,
}: {
  className: string;
  linkClass: string;
  buttonClass: string;
  onNavigate?: () => void;
}) {
  const { account } = useSiteText();
  const to = useLocalePath();
  const shop = useSignedInShop();
  if (staticMode) return null;
  return (
    <div className={className}>
      <Link to={to(paths.account)} className={linkClass} onClick={onNavigate}>
        {shop ? fill(account.account, { shop }) : account.signIn}
      </Link>
      {shop && (
        <button type="button" className={buttonClass} onClick={() => void signOut()}>
          {account.signOut}
        </button>
      )}
    </div>
  );
}
