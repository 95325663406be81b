import { SiteLink } from "#app/site/site-link.tsx";
import { useLocalePath } from "#app/site/site-text.tsx";
import { paths } from "#shared/site-paths.ts";
import { PageHero } from "#app/site/page-hero.tsx";
import { buttonClass } from "#app/ui/button.tsx";

/**
 * One message and the ways on: what a visitor without JavaScript sees after a form was accepted
 * (the server redirects there, in the form's language), and what the account pages say on
 * static hosting.
 */
export function SentPage({
  title,
  message,
  back,
  home,
}: {
  title: string;
  message: string;
  back: { to: string; label: string };
  home: string;
}) {
  const to = useLocalePath();
  return (
    <>
      <PageHero title={title} lead={message} />
      <div className="container-page flex flex-wrap gap-3 py-14">
        <SiteLink to={to(back.to)} className={buttonClass()}>
          {back.label}
        </SiteLink>
        <SiteLink to={to(paths.home)} className={buttonClass("outline")}>
          {home}
        </SiteLink>
      </div>
    </>
  );
}
