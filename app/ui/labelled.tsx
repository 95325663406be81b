import type { ReactNode } from "react";

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
  label: ReactNode;
  /** The label's look. */
  className: string;
  children: ReactNode;
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

/**
 * A control with its label above it, in a column of its own (`className` the column's look,
 * `labelClassName` the label's).
 */
export function LabelledControl({
  className,
  labelClassName,
  ...control
}: {
  id: string;
  label: ReactNode;
  className: string;
  labelClassName: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <Labelled {...control} className={labelClassName} />
    </div>
  );
}
