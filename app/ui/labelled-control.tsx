import type { ReactNode } from "react";

/**
 * A control (`children`, its id `id`) after its label, above or beside it as the page has it
 * (`className` the wrapper's look, `labelClassName` the label's).
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
