import type { ShownClosure } from "#shared/content/announcements.ts";
import type { CommonText } from "#shared/content/en/common.ts";
import { around, fill } from "#shared/text-format.ts";

// How a closure the owner announced reads beside the hours, in the page's language.

/** Each coming closure as a line of text ("Closed on 1 December 2026: Bandh"), soonest first. */
export const closedLines = (text: CommonText["closures"], closures: readonly ShownClosure[]) =>
  closures.map((closure) => {
    const { before, after } = closureWords(text, closure);
    return `${before}${closure.reason.text}${after}`;
  });

/**
 * The words of a closure's line around its reason (which the page may mark as English): "Closed
 * on 1 December 2026: " and "".
 */
export function closureWords(text: CommonText["closures"], closure: ShownClosure) {
  const message = closure.today
    ? closure.oneDay
      ? text.closedToday
      : text.closedTodayTo
    : closure.oneDay
      ? text.closedOn
      : text.closedFromTo;
  const filled = fill(message, {
    date: closure.fromText,
    from: closure.fromText,
    to: closure.toText,
  });
  const [before, after] = around(filled, "reason");
  return { before, after };
}
