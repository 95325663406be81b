/**
 * A label and the control it names (`children`, whose id is `id`), side by side in whatever
 * lays them out: above one another in a column, or in a row.
 */
export function Labelled({
  id,
  label,
  className,
  children,
}: {
  id: string;
  label: React.ReactNode;
  /** The label's look. */
  className: string;
  children: React.ReactNode;
}) {
  return (
    <>
      <label htmlFor={id} className={className}>
        {label}
      </label>
      {children}
    </>
  );
}
