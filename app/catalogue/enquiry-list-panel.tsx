import { useId } from "react";
import { WhatsAppIcon } from "#app/ui/icons.tsx";
import { Button, buttonClass } from "#app/ui/button.tsx";
import type { ContactText } from "#shared/content/en/contact.ts";
import { QuantityInput } from "#app/ui/quantity-input.tsx";
import { whatsappHref } from "#shared/phone-links.ts";
import { enquiryListText, useEnquiryList } from "#app/catalogue/enquiry-list.ts";
import { useLocalePath, useSiteText } from "#app/site/site-text.tsx";
import { fill } from "#shared/text-format.ts";
import { paths } from "#shared/site-paths.ts";

type ListText = ContactText["list"];

/** One line of the list: the item, its quantity (editable) and a way to take it off. */
function ListLine({ index, text }: { index: number; text: ListText }) {
  const { items, setQuantity, remove } = useEnquiryList();
  const item = items[index]!;
  const quantityId = useId();
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      {/* At least half the line: on a phone the quantity and Remove go together under the name. */}
      <div className="min-w-1/2 flex-1">
        <p className="font-semibold text-brand-900">{item.name}</p>
        <p className="text-sm text-slate-600">
          {[item.pack, item.manufacturer].filter(Boolean).join(" · ")}
        </p>
      </div>
      <div className="flex items-center gap-3">
        <label htmlFor={quantityId} className="sr-only">
          {fill(text.quantityOf, { item: item.name })}
        </label>
        <QuantityInput
          id={quantityId}
          value={item.quantity}
          // A box not holding a quantity says so itself; the list keeps the last one.
          onChange={(quantity) => quantity !== null && setQuantity(index, quantity)}
        />
        <Button
          variant="danger"
          size="sm"
          className="min-h-11"
          aria-label={fill(text.removeLabel, { item: item.name })}
          onClick={() => remove(index)}
        >
          {text.remove}
        </Button>
      </div>
    </li>
  );
}

/**
 * The enquiry list on the Contact page: edited here, sent with the enquiry form below, or
 * shared on WhatsApp as a prefilled message. Nothing shows while it is empty.
 */
export function EnquiryListPanel({ text }: { text: ListText }) {
  const { items, clear } = useEnquiryList();
  const to = useLocalePath();
  const { site } = useSiteText();
  if (items.length === 0) return null;
  return (
    <section
      id="enquiry-list"
      aria-labelledby="enquiry-list-heading"
      className="mb-6 rounded-2xl bg-white p-5 ring-1 ring-slate-200"
    >
      <h2 id="enquiry-list-heading" className="text-xl font-bold text-brand-900">
        {fill(text.heading, { count: items.length })}
      </h2>
      <p className="mt-1 text-slate-700">{text.intro}</p>
      <ul className="mt-2 divide-y divide-slate-200">
        {items.map((item, index) => (
          <ListLine
            key={`${item.name}|${item.manufacturer}|${item.pack}`}
            index={index}
            text={text}
          />
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap gap-3">
        <a
          href={whatsappHref(site.whatsapp, enquiryListText(items, text.whatsappText))}
          className={buttonClass("outline", "md")}
        >
          <WhatsAppIcon /> {text.whatsapp}
        </a>
        <a href={to(paths.products)} className={buttonClass("outline", "md")}>
          {text.more}
        </a>
        <Button variant="danger" size="md" onClick={clear}>
          {text.clear}
        </Button>
      </div>
    </section>
  );
}
