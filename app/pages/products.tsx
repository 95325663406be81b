import { DownloadIcon } from "#app/ui/icons.tsx";
import { PageHero } from "#app/site/page-hero.tsx";
import { MedicineSearch } from "#app/catalogue/medicine-search.tsx";
import { PageSection } from "#app/site/page-section.tsx";
import { PartnerFilter } from "#app/content/partner-filter.tsx";
import { buttonClass } from "#app/ui/button.tsx";
import { metaFor, type PageHeadArgs } from "#app/site/meta.ts";
import { productListDownload } from "#app/catalogue/product-list-download.ts";
import { Island } from "#app/render/island.tsx";
import type { PageData } from "#app/render/page-data.ts";
import { fill } from "#shared/text-format.ts";
import { paths } from "#shared/site-paths.ts";
import { useSiteText } from "#app/site/site-text.tsx";

export const head = ({ text }: PageData<"products">, page: PageHeadArgs) =>
  metaFor(page, "products", text);

export default function Products({
  loaderData: { text, terms, partners, companies, categories },
}: {
  loaderData: PageData<"products">;
}) {
  const { shortName } = useSiteText().site;
  return (
    <>
      <PageHero title={text.title} lead={fill(text.lead, { count: partners.length })}>
        <a
          href={paths.productList}
          download={productListDownload(shortName)}
          className={`mt-8 ${buttonClass("accent")}`}
        >
          <DownloadIcon />
          {text.download}
        </a>
      </PageHero>

      <PageSection id="medicines" title={text.search.heading} className="container-page pt-14">
        {/* A signed-in customer's search adds to the order (app/boot/state.ts shows the one). */}
        <p data-signed-out className="mt-2 max-w-prose text-slate-700">
          {text.search.intro}
        </p>
        <p data-signed-in hidden className="mt-2 max-w-prose text-slate-700">
          {text.search.introSignedIn}
        </p>
        <div className="mt-6">
          <Island
            name="medicine-search"
            when="interaction"
            // A link with a search (/products?manufacturer=…, the chat's "See all") runs it.
            sooner="queried"
            component={MedicineSearch}
            props={{
              text: text.search,
              terms,
              specialties: text.specialties,
              companies,
              categories,
            }}
          />
        </div>
      </PageSection>

      <PageSection
        id="partners"
        title={text.partners.heading}
        className="render-when-near container-page py-14"
      >
        <Island
          name="partner-filter"
          // A card links to its partner's items when the live list has some (the server renders
          // the page again when that changes); the others say "Items on request".
          when="interaction"
          component={PartnerFilter}
          props={{
            partners,
            text: text.partners,
            specialtyNames: text.specialties,
            specialtyShort: text.specialtyShort,
          }}
        />
      </PageSection>
    </>
  );
}
