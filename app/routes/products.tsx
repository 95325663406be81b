import { useId, useState } from "react";
import type { Route } from "./+types/products";
import { DownloadIcon, SearchIcon } from "#app/components/icons.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { MedicineSearch } from "#app/components/medicine-search.tsx";
import { PartnerItemsLink } from "#app/components/partner-items-link.tsx";
import { PageSection } from "#app/components/page-section.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { partners, specialties, type Specialty } from "#shared/content/partners.ts";
import { textsFor } from "#shared/content/text.ts";
import { metaFor } from "#app/lib/meta.ts";
import { productListDownload } from "#app/lib/product-list-download.ts";
import { filterPartners } from "#app/lib/partner-filter.ts";
import { fill } from "#shared/text-format.ts";
import { paths } from "#shared/site-paths.ts";

export function loader({ request }: Route.LoaderArgs) {
  const { products, account, orders } = textsFor(request);
  return { text: products, terms: { ...account.terms, order: orders.add } };
}

export const meta: Route.MetaFunction = (args) => metaFor(args, "products", args.loaderData?.text);

export default function Products({ loaderData: { text, terms } }: Route.ComponentProps) {
  const [query, setQuery] = useState("");
  const [category, setCategory] = useState<Specialty | "All">("All");
  const searchId = useId();
  const visible = filterPartners(partners, query, category);

  return (
    <>
      <PageHero title={text.title} lead={fill(text.lead, { count: partners.length })}>
        <a
          href={paths.productList}
          download={productListDownload}
          className={`mt-8 ${buttonClass("accent")}`}
        >
          <DownloadIcon />
          {text.download}
        </a>
      </PageHero>

      <PageSection id="medicines" title={text.search.heading} className="container-page pt-14">
        <p className="mt-2 max-w-prose text-slate-700">{text.search.intro}</p>
        <div className="mt-6">
          <MedicineSearch text={text.search} terms={terms} specialties={text.specialties} />
        </div>
      </PageSection>

      <PageSection
        id="partners"
        title={text.partners.heading}
        className="render-when-near container-page py-14"
      >
        <div className="mt-6 flex flex-col gap-4 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:p-6">
          <div className="relative">
            <label htmlFor={searchId} className="mb-1 block font-medium text-slate-800">
              {text.partners.search}
            </label>
            <SearchIcon className="pointer-events-none absolute bottom-3.5 left-3 size-5 text-slate-500" />
            <input
              id={searchId}
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder={text.partners.placeholder}
              className="min-h-12 w-full rounded-xl border border-slate-300 pr-4 pl-10 placeholder:text-slate-500 focus:border-brand-600"
            />
          </div>
          <fieldset>
            <legend className="mb-2 font-medium text-slate-800">{text.partners.filter}</legend>
            <div className="flex flex-wrap gap-2">
              {(["All", ...specialties] as const).map((option) => (
                <label
                  key={option}
                  className="inline-flex min-h-11 cursor-pointer items-center rounded-full border border-slate-300 px-3 text-sm font-medium sm:px-4 sm:text-base text-slate-700 has-checked:border-brand-700 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-sun-400"
                >
                  <input
                    type="radio"
                    name="category"
                    value={option}
                    checked={category === option}
                    onChange={() => setCategory(option)}
                    className="sr-only"
                  />
                  {option === "All" ? text.partners.all : text.specialties[option]}
                </label>
              ))}
            </div>
          </fieldset>
        </div>

        <p className="mt-6 text-slate-700" aria-live="polite">
          {visible.length === 0
            ? text.partners.none
            : fill(text.partners.showing, { shown: visible.length, total: partners.length })}
        </p>
        {visible.length > 0 && (
          // Short cards, two across even on a phone, so that 63 companies stay a few screens long.
          <ul
            aria-label={text.partners.label}
            className="mt-4 grid grid-cols-2 gap-2 sm:gap-3 md:grid-cols-3 lg:grid-cols-4"
          >
            {visible.map((partner) => (
              <li
                key={partner.name}
                className="relative rounded-xl bg-white p-3 ring-1 ring-slate-200 hover:ring-brand-600 sm:p-4"
              >
                <PartnerItemsLink partner={partner.name} text={text.partners} />
                <p className="mt-1 text-xs text-slate-600 sm:text-sm">
                  {partner.specialties
                    .map((specialty) => text.specialtyShort[specialty])
                    .join(" · ")}
                </p>
              </li>
            ))}
          </ul>
        )}
      </PageSection>
    </>
  );
}
