import type { ReactNode } from "react";
import { describedBy, Problem } from "./content-fields";

// The editor's choices: boxes to tick under one legend (opening days, a partner's specialties,
// whether a job is open).

/** Boxes to tick under one legend (`children`, each a TickBox), with the group's problem. */
export function ChoiceGroup({
  id,
  legend,
  error,
  children,
}: {
  id: string;
  legend: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <fieldset id={id} tabIndex={-1} aria-describedby={describedBy(id, false, error)}>
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="mt-1 flex flex-wrap gap-x-5">{children}</div>
      <Problem id={`${id}-error`} error={error} />
    </fieldset>
  );
}

/** One box to tick, its label after it. */
export function TickBox({
  label,
  checked,
  disabled,
  className,
  onChange,
}: {
  label: ReactNode;
  checked: boolean;
  disabled?: boolean;
  className?: string;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className={`flex min-h-11 items-center gap-2 ${className ?? ""}`}>
      <input
        type="checkbox"
        className="size-5"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </label>
  );
}
