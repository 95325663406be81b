import { usePageAnnouncements } from "#app/site/page-site.tsx";
import { useSiteText } from "#app/site/site-text.tsx";
import { OwnerText } from "./owner-text";

/**
 * The owner's notices of the day, at the top of every page: static HTML, rendered again each
 * day (no script decides what shows). Its dark top is where the fixed header sits; the notices
 * follow under it, dark on light.
 */
export function NoticeBanner() {
  const { notices } = usePageAnnouncements();
  const { common } = useSiteText();
  if (!notices.length) return null;
  return (
    <section aria-label={common.notices} className="bg-brand-900 pt-16">
      <ul className="border-b-4 border-sun-400 bg-amber-50 text-slate-900">
        {notices.map(({ id, text }) => (
          <li key={id} className="container-page py-3 font-medium [overflow-wrap:anywhere]">
            <OwnerText text={text} />
          </li>
        ))}
      </ul>
    </section>
  );
}
