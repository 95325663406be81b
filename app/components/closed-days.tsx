import type { ShownClosure } from "#shared/content/announcements.ts";
import type { CommonText } from "#shared/content/en/common.ts";
import { closureWords } from "#app/lib/closed-days.ts";
import { OwnerText } from "./owner-text";

/**
 * The closures not yet over, under the hours: "Closed today: Bandh", "Closed on 1 December
 * 2026: Diwali". Nothing when there are none.
 */
export function ClosedDays({
  closures,
  text,
  className = "",
  todayClassName = "",
}: {
  closures: readonly ShownClosure[];
  text: CommonText["closures"];
  className?: string;
  /** Today's closure stands out. */
  todayClassName?: string;
}) {
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
