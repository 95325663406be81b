import { useId, useState } from "react";
import { PhoneIcon, WhatsAppIcon } from "#app/components/icons.tsx";
import { Button, buttonClass } from "#app/components/ui/button.tsx";
import type { ProductsText } from "#shared/content/en/products.ts";
import { site } from "#shared/content/site.ts";
import { whatsappHref } from "#shared/phone-links.ts";
import { useEnquiryList } from "#app/lib/enquiry-list.ts";
import type { CatalogueItem } from "#shared/schemas/catalogue-items.ts";
import { useLocalePath } from "#app/lib/site-text.tsx";
import { fill } from "#shared/text-format.ts";
import { paths } from "#shared/site-paths.ts";
import { QuantityInput } from "#app/components/ui/quantity-input.tsx";

// What the medicine search shows: an item, with a quantity to add to the enquiry list, or,
// when nothing matches, the ways to ask a person.

export type SearchText = ProductsText["search"];
/** The specialties' names in the page's language, by the names the catalogue stores. */
export type SpecialtyNames = ProductsText["specialties"];
export const specialtyName = (names: SpecialtyNames, category: string) =>
  names[category as keyof SpecialtyNames] ?? category;

/** No match: say so in words, and offer the ways to ask a person. */
export function NothingFound({ q, text }: { q: string; text: SearchText }) {
  const to = useLocalePath();
  return (
    <div className="rounded-2xl bg-white p-5 ring-1 ring-slate-200">
      <p className="font-semibold text-brand-900">
        {q ? fill(text.nothingFor, { query: q }) : text.nothing}
      </p>
      <p className="mt-1 text-slate-700">{text.nothingHelp}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <a
          href={`tel:${site.phones[0].replace(/\s/g, "")}`}
          className={buttonClass("primary", "md")}
        >
          <PhoneIcon /> {fill(text.call, { phone: site.phones[0] })}
        </a>
        <a
          href={whatsappHref(
            site.whatsapp,
            fill(text.askWhatsapp, { item: q || text.thisMedicine }),
          )}
          className={buttonClass("outline", "md")}
        >
          <WhatsAppIcon /> {text.whatsapp}
        </a>
        <a href={to(paths.contact)} className={buttonClass("outline", "md")}>
          {text.enquire}
        </a>
      </div>
    </div>
  );
}

export function ResultCard({
  item,
  text,
  specialties,
}: {
  item: CatalogueItem;
  text: SearchText;
  specialties: SpecialtyNames;
}) {
  const { add } = useEnquiryList();
  const [quantity, setQuantity] = useState(1);
  const [added, setAdded] = useState(false);
  const quantityId = useId();
  return (
    <li className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200">
      <div>
        <h3 className="text-lg font-semibold text-brand-900">{item.name}</h3>
        {item.composition && <p className="text-slate-800">{item.composition}</p>}
        <p className="mt-1 text-sm text-slate-600">
          {[
            item.pack,
            item.manufacturer,
            item.category && specialtyName(specialties, item.category),
          ]
            .filter(Boolean)
            .join(" · ")}
        </p>
      </div>
      <div className="mt-auto flex flex-wrap items-end gap-2">
        <div className="flex flex-col">
          <label htmlFor={quantityId} className="text-sm text-slate-700">
            {text.quantity}
          </label>
          <QuantityInput id={quantityId} value={quantity} onChange={setQuantity} />
        </div>
        <Button
          size="sm"
          className="min-h-11"
          aria-label={fill(text.addLabel, { item: item.name })}
          onClick={() => {
            add({ name: item.name, manufacturer: item.manufacturer, pack: item.pack, quantity });
            setAdded(true);
          }}
        >
          {text.add}
        </Button>
        <span role="status" className="text-sm font-medium text-leaf-700">
          {added ? text.added : ""}
        </span>
      </div>
    </li>
  );
}
