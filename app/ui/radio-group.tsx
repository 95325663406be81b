import type { ReactNode } from "react";

/**
 * One of `options` chosen with radio buttons named `name` under a legend, in a row that wraps,
 * each button inside its label. The page gives the look (`className` the fieldset's,
 * `legendClass`, `labelClass`, and `inputClass` the button's) and each option's words.
 */
export function RadioGroup<Option extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  labelOf,
  className,
  legendClass,
  labelClass,
  inputClass,
}: {
  legend: ReactNode;
  name: string;
  options: readonly Option[];
  value: Option;
  onChange: (option: Option) => void;
  labelOf: (option: Option) => ReactNode;
  className?: string;
  legendClass: string;
  labelClass: string;
  inputClass?: string;
}) {
  return (
    <fieldset className={className}>
      <legend className={legendClass}>{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label key={option} className={labelClass}>
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className={inputClass}
            />
            {labelOf(option)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
