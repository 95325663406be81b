import type { ReactNode } from "react";

/**
 * A control (`children`, its id `id`) with its label above it, in the look of the page it is on
 * (`className` the column's, `labelClassName` the label's).
 */
export function LabelledControl({
  id,
  label,
  className,
  labelClassName,
  children,
}: {
  id: string;
  label: ReactNode;
  className: string;
  labelClassName: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      {children}
    </div>
  );
}
