import type { ReactNode } from "react";

/**
 * One of `options` chosen with radio buttons named `name`, each inside its label: the page gives
 * the look (`labelClass`, and `inputClass` for the button itself) and each option's words.
 */
export function RadioOptions<Option extends string>({
  name,
  options,
  value,
  onChange,
  labelOf,
  labelClass,
  inputClass,
}: {
  name: string;
  options: readonly Option[];
  value: Option;
  onChange: (option: Option) => void;
  labelOf: (option: Option) => ReactNode;
  labelClass: string;
  inputClass?: string;
}) {
  return options.map((option) => (
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
  ));
}
