import { useId, useState, type ReactNode } from "react";
import { PhoneIcon, WhatsAppIcon } from "#app/ui/icons.tsx";
import { Button, buttonClass } from "#app/ui/button.tsx";
import { LabelledControl } from "#app/ui/labelled.tsx";
import type { AccountText } from "#shared/content/en/account.ts";
import type { OrdersText } from "#shared/content/en/orders.ts";
import type { ProductsText } from "#shared/content/en/products.ts";
import { whatsappHref } from "#shared/phone-links.ts";
import { useSignedInShop } from "#app/customers/account-session.ts";
import { useEnquiryList } from "#app/catalogue/enquiry-list.ts";
import type {
  Availability,
  CatalogueAnswer,
  EnquiryItem,
} from "#shared/schemas/catalogue-items.ts";
import { useLocalePath, useSiteText } from "#app/site/site-text.tsx";
import { fill, formatRupees } from "#shared/text-format.ts";
import { paths } from "#shared/site-paths.ts";
import { QuantityInput } from "#app/ui/quantity-input.tsx";

// What the medicine search shows: an item, with a quantity to add to the enquiry list (for a
// signed-in trade customer, our terms, and the item goes into the order list on the server), or,
// when nothing matches, the ways to ask a person.

export type SearchText = ProductsText["search"];
/** How a signed-in customer's terms are named, and the words of adding to their order. */
export type TermsText = AccountText["terms"] & { order: OrdersText["add"] };
/** An item as the search answered it: a signed-in customer's carries our terms too. */
export type FoundItem = CatalogueAnswer["items"][number];
/** The specialties' names in the page's language, by the names the catalogue stores. */
export type SpecialtyNames = ProductsText["specialties"];
export const specialtyName = (names: SpecialtyNames, category: string) =>
  names[category as keyof SpecialtyNames] ?? category;

/** No match: say so in words, and offer the ways to ask a person. */
export function NothingFound({ q, text }: { q: string; text: SearchText }) {
  const to = useLocalePath();
  const { site } = useSiteText();
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

const availabilityClass: Record<Availability, string> = {
  in_stock: "bg-leaf-600/10 text-leaf-700",
  low: "bg-amber-50 text-amber-900",
  out: "bg-red-50 text-red-800",
};

/**
 * Rate (or "on request"), MRP, scheme and availability, each said in words, when the search
 * answered them: only a signed-in trade customer's does (and anyone's MRP, when the owner shows it
 * to everyone). Nothing here is ever stored.
 */
export function TradeTerms({
  item,
  terms,
}: {
  item: Pick<FoundItem, "rate" | "mrp" | "scheme" | "availability">;
  terms: TermsText;
}) {
  const { rate, mrp, scheme, availability } = item;
  if ([rate, mrp, scheme, availability].every((term) => term === undefined)) return null;
  const shown: [label: string, value: string][] = [];
  if (rate != null) shown.push([terms.rate, formatRupees(rate)]);
  if (mrp != null) shown.push([terms.mrp, formatRupees(mrp)]);
  if (scheme) shown.push([terms.scheme, scheme]);
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
      {/* Anyone else sees the MRP alone, when the owner shows it to everyone. */}
      {rate === null && <p className="font-semibold text-slate-900">{terms.noRate}</p>}
      {shown.length > 0 && (
        <dl className="flex flex-wrap gap-x-4 gap-y-1">
          {shown.map(([label, value]) => (
            <div key={label} className="flex gap-1">
              <dt className="text-slate-600">{label}</dt>
              <dd className="font-semibold text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {availability && (
        <p className={`rounded-full px-2.5 py-0.5 font-medium ${availabilityClass[availability]}`}>
          {terms.availability[availability]}
        </p>
      )}
    </div>
  );
}

/** A card's quantity box (`children`, its id `id`) with its label above it. */
export function QuantityField({
  id,
  label,
  children,
}: {
  id: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <LabelledControl
      id={id}
      label={label}
      className="flex flex-col"
      labelClassName="text-sm text-slate-700"
    >
      {children}
    </LabelledControl>
  );
}

/**
 * "Add to enquiry" with a quantity: into the device's enquiry list, or for a signed-in trade
 * customer into the order list on the server. The search's cards and the chat's share it.
 */
export function AddToList({
  item,
  text,
  terms,
}: {
  item: FoundItem;
  text: SearchText;
  terms: TermsText;
}) {
  const { add } = useEnquiryList();
  const shop = useSignedInShop();
  const [quantity, setQuantity] = useState(1);
  // The box holds no quantity (it says so): Add waits until it does.
  const [invalid, setInvalid] = useState(false);
  const [adding, setAdding] = useState(false);
  const [said, setSaid] = useState<{ text: string; failed?: boolean } | null>(null);
  const quantityId = useId();

  async function addToOrder(line: EnquiryItem) {
    setAdding(true);
    // The order list's code (and zod) loads on the first add.
    const outcome = await import("#app/orders/account-list-additions.ts")
      .then((list) => list.addToList([line]))
      .catch(() => "failed" as const);
    setAdding(false);
    if (outcome === "added") setSaid({ text: terms.order.added });
    else if (outcome === "failed") setSaid({ text: terms.order.failed, failed: true });
    else {
      // The session ended: the device now says signed out, and the item waits in its list.
      add(line);
      setSaid({ text: text.added });
    }
  }

  return (
    <div className="mt-auto flex flex-wrap items-end gap-2">
      <QuantityField id={quantityId} label={text.quantity}>
        <QuantityInput
          id={quantityId}
          value={quantity}
          onChange={(typed) => {
            setInvalid(typed === null);
            if (typed !== null) setQuantity(typed);
          }}
        />
      </QuantityField>
      <Button
        size="sm"
        className="min-h-11"
        pending={adding}
        aria-label={fill(shop ? terms.order.addLabel : text.addLabel, { item: item.name })}
        onClick={() => {
          if (invalid) return document.getElementById(quantityId)?.focus();
          const line = {
            itemId: item.id,
            name: item.name,
            manufacturer: item.manufacturer,
            pack: item.pack,
            quantity,
          };
          if (shop) void addToOrder(line);
          else {
            add(line);
            setSaid({ text: text.added });
          }
        }}
      >
        {shop ? terms.order.add : text.add}
      </Button>
      <span
        role="status"
        className={`text-sm font-medium ${said?.failed ? "text-red-800" : "text-leaf-700"}`}
      >
        {said?.text ?? ""}
      </span>
    </div>
  );
}

export function ResultCard({
  item,
  text,
  terms,
  specialties,
  action,
}: {
  item: FoundItem;
  text: SearchText;
  terms: TermsText;
  specialties: SpecialtyNames;
  /** In place of "Add to enquiry": a page without JavaScript's form or link. */
  action?: ReactNode;
}) {
  return (
    <li className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200">
      <ItemSummary item={item} specialties={specialties} />
      <TradeTerms item={item} terms={terms} />
      {action ?? <AddToList item={item} text={text} terms={terms} />}
    </li>
  );
}

/** An item's name, composition, and pack · company · specialty: smaller in the chat's cards. */
export function ItemSummary({
  item,
  specialties,
  compact = false,
}: {
  item: FoundItem;
  specialties: SpecialtyNames;
  compact?: boolean;
}) {
  return (
    <div>
      <h3 className={`font-semibold text-brand-900 ${compact ? "" : "text-lg"}`}>{item.name}</h3>
      {item.composition && (
        <p className={`text-slate-800 ${compact ? "text-sm" : ""}`}>{item.composition}</p>
      )}
      <p className={`text-sm text-slate-600 ${compact ? "" : "mt-1"}`}>
        {[item.pack, item.manufacturer, item.category && specialtyName(specialties, item.category)]
          .filter(Boolean)
          .join(" · ")}
      </p>
    </div>
  );
}
