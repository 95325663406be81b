/**
 * A heading the focus is sent to as what it heads appears (a panel opens, a result replaces a
 * form): focusable by script only, and without the focus ring a click would not show either.
 */
export function FocusHeading({
  as: Heading = "h2",
  className,
  ...heading
}: {
  as?: "h2" | "h3";
  id: string;
  ref?: React.Ref<HTMLHeadingElement>;
  className: string;
  children: React.ReactNode;
}) {
  return <Heading {...heading} tabIndex={-1} className={`${className} outline-none`} />;
}
