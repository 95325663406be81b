import { buttonClass } from "#app/ui/button.tsx";
import { heroLinkClass } from "#app/ui/link-class.ts";
import { PageHero } from "#app/site/page-hero.tsx";
import { SiteLink } from "#app/site/site-link.tsx";
import { useLocalePath } from "#app/site/site-text.tsx";
import { paths } from "#shared/site-paths.ts";

// What a signed-in customer's own pages (Bills, Returns) share: their band, with the way back to
// the account page; their sections; and, for nobody signed in, the way to sign in.

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

/** A customer's page's band: its title, whose it is, and the way back to their account. */
export function CustomerHero({ title, lead, back }: { title: string; lead: string; back: string }) {
  const to = useLocalePath();
  return (
    <PageHero title={title} lead={lead}>
      <p className="mt-4">
        <SiteLink to={to(paths.account)} className={heroLinkClass}>
          {back}
        </SiteLink>
      </p>
    </PageHero>
  );
}

/** A section of a customer's page, named by its heading (`id` is the heading's). */
export function CustomerSection({
  id,
  heading,
  children,
}: {
  id: string;
  heading: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-bold text-brand-900">
        {heading}
      </h2>
      {children}
    </section>
  );
}
