import { useId } from "react";
import { Button, buttonClass } from "#app/ui/button.tsx";
import { quantityBox } from "#app/ui/quantity-input.tsx";
import { WhatsAppIcon } from "#app/ui/icons.tsx";
import { heroLinkClass } from "#app/ui/link-class.ts";
import type {
  FoundItem,
  SearchText,
  SpecialtyNames,
  TermsText,
} from "#app/catalogue/medicine-results.tsx";
import { QuantityField, specialtyName } from "#app/catalogue/medicine-results.tsx";
import { MedicineSearch } from "#app/catalogue/medicine-search.tsx";
import { PageHero } from "#app/site/page-hero.tsx";
import { useLocalePath, useSiteText } from "#app/site/site-text.tsx";
import type { ServerText } from "#shared/content/en/server.ts";
import { whatsappHref } from "#shared/phone-links.ts";
import type { SearchPageData } from "#shared/server-pages.ts";
import { paths } from "#shared/site-paths.ts";
import { fill } from "#shared/text-format.ts";

// "Search medicines" for a browser without JavaScript: the Products page's form asks the server
// (GET /products/search, /or/…, /hi/…), which has the site's renderer write the results with the
// search's own components (docs/product.md#item-catalogue). Without scripts there is no enquiry
// list on the device: anyone's card asks about its item on WhatsApp, and a signed-in customer's
// adds it to the order list with a form that comes back here.

/** The texts of the page: the search's, a customer's terms, and the few of its own. */
export type SearchPageText = {
  search: SearchText;
  terms: TermsText;
  specialties: SpecialtyNames;
  page: ServerText["search"];
  /** The order page's name, which a signed-in customer's page links to. */
  orderTitle: string;
};

export function SearchPageNoJs({ data, text }: { data: SearchPageData; text: SearchPageText }) {
  const to = useLocalePath();
  const { order } = data;
  const action = (item: FoundItem) =>
    order ? (
      <AddToOrderForm item={item} back={order.back} text={text} />
    ) : (
      <AskOnWhatsApp item={item} text={text} />
    );
  return (
    <>
      <PageHero title={text.search.heading}>
        <p className="mt-4 flex flex-wrap gap-x-6">
          <a className={heroLinkClass} href={to(paths.products)}>
            {text.page.back}
          </a>
          {order && (
            <a className={heroLinkClass} href={to(paths.accountOrder)}>
              {text.orderTitle}
            </a>
          )}
        </p>
      </PageHero>
      <div className="container-page py-14">
        <MedicineSearch
          text={text.search}
          terms={text.terms}
          specialties={text.specialties}
          companies={data.companies}
          categories={data.categories}
          answered={{
            ...data,
            action,
            firstOnly: fill(text.page.firstOnly, { shown: data.items.length }),
          }}
        />
      </div>
    </>
  );
}

/** A customer's quantity and "Add to order", posted to the order list, which answers back here. */
function AddToOrderForm({
  item,
  back,
  text,
}: {
  item: FoundItem;
  back: string;
  text: SearchPageText;
}) {
  const quantityId = useId();
  const { order } = text.terms;
  return (
    <form
      method="post"
      action={useLocalePath()(paths.accountListForm)}
      className="mt-auto flex flex-wrap items-end gap-2"
    >
      <input type="hidden" name="action" value="add" />
      <input type="hidden" name="itemId" value={item.id} />
      <input type="hidden" name="back" value={back} />
      <QuantityField id={quantityId} label={text.search.quantity}>
        <input
          id={quantityId}
          name="quantity"
          {...quantityBox}
          defaultValue={1}
          required
          className="min-h-11 w-24 rounded-xl border border-slate-400 px-3"
        />
      </QuantityField>
      <Button
        type="submit"
        size="sm"
        className="min-h-11"
        aria-label={fill(order.addLabel, { item: item.name })}
      >
        {order.add}
      </Button>
    </form>
  );
}

/** Anyone's card: ask about the item on WhatsApp, its name and details in the first words. */
function AskOnWhatsApp({ item, text }: { item: FoundItem; text: SearchPageText }) {
  const { site } = useSiteText();
  const details = [
    item.pack,
    item.manufacturer,
    item.category && specialtyName(text.specialties, item.category),
  ]
    .filter(Boolean)
    .join(" · ");
  const first = fill(text.search.askWhatsapp, { item: `${item.name} (${details})` });
  return (
    <a
      href={whatsappHref(site.whatsapp, first)}
      className={`mt-auto self-start ${buttonClass("outline", "md")}`}
    >
      <WhatsAppIcon /> {text.page.ask}
    </a>
  );
}

/** The page of a visitor who searched many times in a second (a 429), in its language. */
export function TooManySearches({ text }: { text: ServerText["search"] }) {
  const to = useLocalePath();
  return (
    <>
      <PageHero title={text.tooManyTitle} />
      <div className="container-page py-14">
        <p role="alert">{text.tooMany}</p>
        <p className="mt-4">
          <a className="font-semibold text-brand-700 underline" href={to(paths.products)}>
            {text.back}
          </a>
        </p>
      </div>
    </>
  );
}
