import { closureWords } from "#app/site/closure-words.ts";
import { usePageAnnouncements } from "#app/site/page-site.tsx";
import { useSiteText } from "#app/site/site-text.tsx";
import { OwnerText } from "./owner-text";

/**
 * The closures not yet over, under the hours: "Closed today: Bandh", "Closed on 1 December
 * 2026: Diwali". Nothing when there are none. Rendered by the server only (never in an island).
 */
export function ClosedDays({
  className = "",
  todayClassName = "",
}: {
  className?: string;
  /** Today's closure stands out. */
  todayClassName?: string;
}) {
  const { closures } = usePageAnnouncements();
  const text = useSiteText().common.closures;
  if (!closures.length) return null;
  return (
    <ul className={className}>
      {closures.map((closure) => {
        const { before, after } = closureWords(text, closure);
        return (
          <li key={closure.id} className={closure.today ? todayClassName : undefined}>
            {before}
            <OwnerText text={closure.reason} />
            {after}
          </li>
        );
      })}
    </ul>
  );
}
