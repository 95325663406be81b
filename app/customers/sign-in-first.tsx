import { buttonClass } from "#app/ui/button.tsx";
import { PageHero } from "#app/site/page-hero.tsx";
import { SiteLink } from "#app/site/site-link.tsx";
import { useLocalePath } from "#app/site/site-text.tsx";
import { paths } from "#shared/site-paths.ts";

/** A customer's page asked for by nobody signed in: why, and the way to sign in. */
export function SignInFirst({
  title,
  lead,
  signIn,
}: {
  title: string;
  lead: string;
  signIn: string;
}) {
  const to = useLocalePath();
  return (
    <>
      <PageHero title={title} lead={lead} />
      <div className="container-page py-14">
        <SiteLink to={to(paths.account)} className={buttonClass()}>
          {signIn}
        </SiteLink>
      </div>
    </>
  );
}
