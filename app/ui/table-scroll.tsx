/**
 * The box a table wider than a phone's screen scrolls sideways in. It can take the focus, so
 * the keyboard can scroll it too (WCAG 2.1.1), and is named by the table's caption or heading.
 * It is positioned so that what a cell places absolutely (a label for screen readers only)
 * scrolls inside it, instead of widening the whole page on a phone.
 */
export function TableScroll({
  labelledBy,
  className,
  children,
}: {
  labelledBy: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div
      role="region"
      aria-labelledby={labelledBy}
      // A scrolling region is a keyboard stop by design, though it is not a control.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={`relative overflow-x-auto ${className ?? ""}`.trimEnd()}
    >
      {children}
    </div>
  );
}
