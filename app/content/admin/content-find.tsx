import type { ChangeEvent } from "react";
import { LabelledControl } from "#app/ui/labelled.tsx";
import { controlClass } from "#app/ui/search-bar.tsx";

// What narrows a section's long list (the texts, the partners): drop-downs and a search box,
// each with its label above it, applied as they change.

const findClass = `${controlClass} w-full min-w-0`;

/** A drop-down of `options`, or without them a search box, with its label. */
export function FindControl({
  id,
  label,
  value,
  options,
  onChange,
  className,
}: {
  id: string;
  label: string;
  value: string;
  options?: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  className?: string;
}) {
  const change = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    onChange(event.target.value);
  return (
    <LabelledControl
      id={id}
      label={label}
      className={`flex min-w-0 flex-col gap-1${className ? ` ${className}` : ""}`}
      labelClassName="text-sm font-medium"
    >
      {options ? (
        <select id={id} value={value} className={findClass} onChange={change}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <input id={id} type="search" value={value} className={findClass} onChange={change} />
      )}
    </LabelledControl>
  );
}
