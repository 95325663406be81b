import { SiteLink } from "#app/site/site-link.tsx";
import { PageHero } from "#app/site/page-hero.tsx";
import { buttonClass } from "#app/ui/button.tsx";
import { metaFor, type PageHeadArgs } from "#app/site/meta.ts";
import { useLocalePath, useSiteText } from "#app/site/site-text.tsx";
import { paths } from "#shared/site-paths.ts";

// Any path can land here: its texts are the frame's.
export const head = (_data: object, page: PageHeadArgs) =>
  metaFor(page, "notFound", page.common?.notFound, { noindex: true });

export default function NotFound() {
  const text = useSiteText().common.notFound;
  const to = useLocalePath();
  return (
    <>
      <PageHero title={text.title} lead={text.lead} />
      <div className="container-page py-14">
        <p className="text-lg text-slate-700">{text.help}</p>
        <ul className="mt-4 flex flex-wrap gap-3">
          {[
            { to: paths.home, label: text.home },
            { to: paths.products, label: text.products },
            { to: paths.contact, label: text.contact },
          ].map((link) => (
            <li key={link.to}>
              <SiteLink to={to(link.to)} className={buttonClass()}>
                {link.label}
              </SiteLink>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
