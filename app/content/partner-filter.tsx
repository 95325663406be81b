import { useId, useState } from "react";
import { SearchIcon } from "#app/ui/icons.tsx";
import { RadioGroup } from "#app/ui/radio-group.tsx";
import { PartnerItemsLink } from "#app/catalogue/partner-items-link.tsx";
import { filterPartners } from "#app/content/partner-filter.ts";
import type { ProductsText } from "#shared/content/en/products.ts";
import { specialties, type Partner, type Specialty } from "#shared/content/partners.ts";
import { fill } from "#shared/text-format.ts";

/**
 * The partner companies, searched by name and narrowed to a specialty. All of them are in the
 * pre-rendered page; the search and the filter need JavaScript.
 */
export function PartnerFilter({
  partners,
  text,
  specialtyNames,
  specialtyShort,
}: {
  /** The partner companies as published, in their order, and whether the live list has items of each. */
  partners: (Pick<Partner, "name" | "specialties"> & { withItems: boolean })[];
  text: ProductsText["partners"];
  specialtyNames: ProductsText["specialties"];
  specialtyShort: ProductsText["specialtyShort"];
}) {
  const [query, setQuery] = useState("");
  const [category, setCategory] = useState<Specialty | "All">("All");
  const searchId = useId();
  const visible = filterPartners(partners, query, category);

  return (
    <>
      <div className="mt-6 flex flex-col gap-4 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:p-6">
        <div className="relative">
          <label htmlFor={searchId} className="mb-1 block font-medium text-slate-800">
            {text.search}
          </label>
          <SearchIcon className="pointer-events-none absolute bottom-3.5 left-3 size-5 text-slate-500" />
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={text.placeholder}
            className="min-h-12 w-full rounded-xl border border-slate-300 pr-4 pl-10 placeholder:text-slate-500 focus:border-brand-600"
          />
        </div>
        <RadioGroup
          legend={text.filter}
          name="category"
          options={["All", ...specialties] as const}
          value={category}
          onChange={setCategory}
          labelOf={(option) => (option === "All" ? text.all : specialtyNames[option])}
          legendClass="mb-2 font-medium text-slate-800"
          labelClass="inline-flex min-h-11 cursor-pointer items-center rounded-full border border-slate-300 px-3 text-sm font-medium sm:px-4 sm:text-base text-slate-700 has-checked:border-brand-700 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-sun-400"
          inputClass="sr-only"
        />
      </div>

      <p className="mt-6 text-slate-700" aria-live="polite">
        {visible.length === 0
          ? text.none
          : fill(text.showing, { shown: visible.length, total: partners.length })}
      </p>
      {visible.length > 0 && (
        // Short cards, two across even on a phone, so that 63 companies stay a few screens long.
        <ul
          aria-label={text.label}
          className="mt-4 grid grid-cols-2 gap-2 sm:gap-3 md:grid-cols-3 lg:grid-cols-4"
        >
          {visible.map((partner) => (
            <li
              key={partner.name}
              className="relative rounded-xl bg-white p-3 ring-1 ring-slate-200 hover:ring-brand-600 sm:p-4"
            >
              <PartnerItemsLink partner={partner.name} withItems={partner.withItems} text={text} />
              <p className="mt-1 text-xs text-slate-600 sm:text-sm">
                {partner.specialties.map((specialty) => specialtyShort[specialty]).join(" · ")}
              </p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
