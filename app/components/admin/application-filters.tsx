import { useId } from "react";
import { employmentTypes, jobCategories } from "#app/content/careers.ts";
import type { ApplicationFilters } from "#app/lib/applications.ts";

const control = "min-h-11 rounded-lg border border-slate-400 bg-white px-3";

/** Search by name, email or phone, and filter by job category and employment type. */
export function ApplicationFiltersForm({
  filters,
  onChange,
}: {
  filters: ApplicationFilters;
  onChange: (filters: ApplicationFilters) => void;
}) {
  const id = useId();
  return (
    <form
      role="search"
      aria-label="Applications"
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        const q = new FormData(event.currentTarget).get("q");
        onChange({ ...filters, q: typeof q === "string" ? q : "", page: 1 });
      }}
    >
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-q`} className="text-sm font-medium">
          Search name, email or phone
        </label>
        <div className="flex gap-2">
          <input
            id={`${id}-q`}
            name="q"
            type="search"
            defaultValue={filters.q}
            className={`${control} w-64`}
          />
          <button
            type="submit"
            className="min-h-11 rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
          >
            Search
          </button>
        </div>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-category`} className="text-sm font-medium">
          Job category
        </label>
        <select
          id={`${id}-category`}
          value={filters.jobCategory}
          onChange={(event) => onChange({ ...filters, jobCategory: event.target.value, page: 1 })}
          className={control}
        >
          <option value="">All categories</option>
          {jobCategories.map((category) => (
            <option key={category}>{category}</option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-type`} className="text-sm font-medium">
          Employment type
        </label>
        <select
          id={`${id}-type`}
          value={filters.employmentType}
          onChange={(event) =>
            onChange({ ...filters, employmentType: event.target.value, page: 1 })
          }
          className={control}
        >
          <option value="">All types</option>
          {employmentTypes.map((type) => (
            <option key={type}>{type}</option>
          ))}
        </select>
      </div>
    </form>
  );
}
