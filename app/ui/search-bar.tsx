import { useId } from "react";
import { Button } from "./button";
import { Labelled } from "./labelled";

/** The admin's text boxes and selects. */
export const controlClass = "min-h-11 rounded-lg border border-slate-400 bg-white px-3";

/**
 * A search landmark for the admin's lists: a search box that applies its query when submitted
 * (not on every keystroke), and any filters (children, e.g. FilterSelect) beside it.
 */
export function SearchBar({
  name,
  label,
  query,
  onSearch,
  children,
}: {
  /** The landmark's accessible name: what is being searched, e.g. "Applications". */
  name: string;
  /** The search box's label: which fields it searches. */
  label: string;
  query: string;
  onSearch: (query: string) => void;
  children?: React.ReactNode;
}) {
  const id = useId();
  return (
    <form
      role="search"
      aria-label={name}
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        const q = new FormData(event.currentTarget).get("q");
        onSearch(typeof q === "string" ? q : "");
      }}
    >
      {/* On a phone the box takes the width there is, beside its button. */}
      <div className="flex w-full flex-col gap-1 sm:w-auto">
        <Labelled id={id} label={label} className="text-sm font-medium">
          <div className="flex gap-2">
            <input
              id={id}
              name="q"
              type="search"
              defaultValue={query}
              className={`${controlClass} min-w-0 flex-1 sm:w-72 sm:flex-none`}
            />
            <Button type="submit" size="md">
              Search
            </Button>
          </div>
        </Labelled>
      </div>
      {children}
    </form>
  );
}

/** A filter beside the search box that applies as soon as it changes; "" means all. */
export function FilterSelect(select: {
  label: string;
  allLabel: string;
  options: readonly string[];
  /** What each option reads as, when not the option itself. */
  labels?: Record<string, string>;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <OptionSelect
        {...select}
        id={id}
        labelClassName="text-sm font-medium"
        className={controlClass}
      />
    </div>
  );
}

/**
 * A select and its label: each of `options` reads as its `labels` entry, or as itself; with
 * `allLabel`, an option "" first.
 */
export function OptionSelect({
  id,
  label,
  labelClassName,
  allLabel,
  options,
  labels,
  value,
  onChange,
  className,
}: {
  id: string;
  label: string;
  labelClassName: string;
  allLabel?: string;
  options: readonly string[];
  labels?: Record<string, string>;
  value: string;
  onChange: (value: string) => void;
  className: string;
}) {
  return (
    <Labelled id={id} label={label} className={labelClassName}>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        className={className}
      >
        {allLabel !== undefined && <option value="">{allLabel}</option>}
        {options.map((option) => (
          <option key={option} value={option}>
            {labels?.[option] ?? option}
          </option>
        ))}
      </select>
    </Labelled>
  );
}
