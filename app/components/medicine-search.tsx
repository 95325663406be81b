import { useEffect, useId, useState } from "react";
import { PhoneIcon, SearchIcon, WhatsAppIcon } from "#app/components/icons.tsx";
import { Button, buttonClass } from "#app/components/ui/button.tsx";
import type { ProductsText } from "#shared/content/en/products.ts";
import { partners, specialties } from "#shared/content/partners.ts";
import { site } from "#shared/content/site.ts";
import { whatsappHref } from "#shared/phone-links.ts";
import { useEnquiryList } from "#app/lib/enquiry-list.ts";
import type { CatalogueQuery } from "#shared/schemas/catalogue.ts";
import type { CatalogueAnswer, CatalogueItem } from "#shared/schemas/catalogue-items.ts";
import { useLocalePath, useSiteText } from "#app/lib/site-text.tsx";
import { fill, plural } from "#shared/text-format.ts";
import { paths } from "#shared/site-paths.ts";
import { inputClass } from "#app/components/ui/input-class.ts";

const PAGE_SIZE = 20;
const companies = partners.map((partner) => partner.name);
const selectClass = `${inputClass} pr-8`;

export type Search = { q: string; category: string; manufacturer: string };
type SearchText = ProductsText["search"];
/** The specialties' names in the page's language, by the names the catalogue stores. */
type SpecialtyNames = ProductsText["specialties"];
const specialtyName = (names: SpecialtyNames, category: string) =>
  names[category as keyof SpecialtyNames] ?? category;
type Found =
  | { state: "idle" }
  | { state: "searching"; search: Search }
  | { state: "error"; search: Search }
  | { state: "done"; search: Search; total: number; items: CatalogueItem[]; page: number };

async function fetchPage(search: Search, page: number): Promise<CatalogueAnswer> {
  // The static build has no API: it searches the sample list in the browser (loaded lazily).
  if (import.meta.env.VITE_STATIC_MODE === "1")
    return import("#app/lib/catalogue-static.ts").then((module) =>
      module.searchStatic({
        q: search.q,
        category: (search.category || undefined) as CatalogueQuery["category"],
        manufacturer: search.manufacturer || undefined,
        page,
        pageSize: PAGE_SIZE,
      }),
    );
  const params = new URLSearchParams({
    ...search,
    page: String(page),
    pageSize: String(PAGE_SIZE),
  });
  const response = await fetch(`/api/catalogue/search?${params}`, {
    headers: { accept: "application/json" },
  });
  if (!response.ok) throw new Error(String(response.status));
  return (await response.json()) as CatalogueAnswer;
}

/** No match: say so in words, and offer the ways to ask a person. */
function NothingFound({ q, text }: { q: string; text: SearchText }) {
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

function ResultCard({
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
          <input
            id={quantityId}
            type="number"
            inputMode="numeric"
            min={1}
            max={100_000}
            value={quantity}
            onChange={(event) =>
              setQuantity(Math.max(1, Math.floor(Number(event.target.value)) || 1))
            }
            className="min-h-11 w-24 rounded-xl border border-slate-400 px-3"
          />
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

const SEARCH_EVENT = "medicine-search";

/** Runs a search in the page's medicine search (a partner card's "See items"), and shows it. */
export function searchMedicines(search: Search) {
  window.dispatchEvent(new CustomEvent<Search>(SEARCH_EVENT, { detail: search }));
  document.getElementById("medicines-heading")?.scrollIntoView({ block: "start" });
}

/**
 * "Search medicines": a plain GET form that the server answers without JavaScript
 * (/products/search), searched in place once scripts run.
 */
export function MedicineSearch({
  text,
  specialties: specialtyNames,
}: {
  text: SearchText;
  specialties: SpecialtyNames;
}) {
  const { locale } = useSiteText();
  const to = useLocalePath();
  const [search, setSearch] = useState<Search>({ q: "", category: "", manufacturer: "" });
  const [found, setFound] = useState<Found>({ state: "idle" });
  const ids = { q: useId(), category: useId(), company: useId() };

  async function run(next: Search, page = 1) {
    if (page === 1) setFound({ state: "searching", search: next });
    try {
      const answer = await fetchPage(next, page);
      setFound((previous) => ({
        state: "done",
        search: next,
        total: answer.total,
        page,
        items:
          page > 1 && previous.state === "done"
            ? [...previous.items, ...answer.items]
            : answer.items,
      }));
    } catch {
      setFound({ state: "error", search: next });
    }
  }

  // A partner card's "See items" searches here; so does a link such as
  // /products?manufacturer=…#medicines-heading when the page opens.
  useEffect(() => {
    const onSearch = (next: Search) => {
      setSearch(next);
      void run(next);
    };
    const listener = (event: Event) => onSearch((event as CustomEvent<Search>).detail);
    window.addEventListener(SEARCH_EVENT, listener);
    const params = new URLSearchParams(window.location.search);
    const initial = {
      q: params.get("q") ?? "",
      category: params.get("category") ?? "",
      manufacturer: params.get("manufacturer") ?? "",
    };
    const arrival =
      initial.q || initial.category || initial.manufacturer
        ? setTimeout(() => onSearch(initial))
        : undefined;
    return () => {
      window.removeEventListener(SEARCH_EVENT, listener);
      clearTimeout(arrival);
    };
  }, []);

  const summary =
    found.state === "searching"
      ? text.searching
      : found.state === "error"
        ? text.failed
        : found.state === "done" && found.total > 0
          ? plural(locale, text.found, found.total)
          : "";

  return (
    <div>
      <form
        role="search"
        aria-label={text.label}
        method="get"
        action={to(paths.productSearch)}
        onSubmit={(event) => {
          event.preventDefault();
          void run(search);
        }}
        className="grid gap-4 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:p-6 md:grid-cols-[2fr_1fr_1fr_auto] md:items-end"
      >
        <div className="relative">
          <label htmlFor={ids.q} className="mb-1 block font-medium text-slate-800">
            {text.query}
          </label>
          <SearchIcon className="pointer-events-none absolute bottom-3.5 left-3 size-5 text-slate-500" />
          <input
            id={ids.q}
            name="q"
            type="search"
            value={search.q}
            maxLength={100}
            onChange={(event) => setSearch({ ...search, q: event.target.value })}
            placeholder={text.placeholder}
            className={`${inputClass} pl-10`}
          />
        </div>
        <div>
          <label htmlFor={ids.category} className="mb-1 block font-medium text-slate-800">
            {text.category}
          </label>
          <select
            id={ids.category}
            name="category"
            value={search.category}
            onChange={(event) => setSearch({ ...search, category: event.target.value })}
            className={selectClass}
          >
            <option value="">{text.allCategories}</option>
            {specialties.map((specialty) => (
              <option key={specialty} value={specialty}>
                {specialtyName(specialtyNames, specialty)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={ids.company} className="mb-1 block font-medium text-slate-800">
            {text.company}
          </label>
          <select
            id={ids.company}
            name="manufacturer"
            value={search.manufacturer}
            onChange={(event) => setSearch({ ...search, manufacturer: event.target.value })}
            className={selectClass}
          >
            <option value="">{text.allCompanies}</option>
            {companies.map((company) => (
              <option key={company}>{company}</option>
            ))}
          </select>
        </div>
        <Button type="submit" size="md" className="min-h-12">
          {text.submit}
        </Button>
      </form>

      <div className="mt-6">
        <p role="status" className="font-medium text-slate-800">
          {summary}
        </p>
        {found.state === "done" && found.total === 0 && (
          <NothingFound q={found.search.q} text={text} />
        )}
        {found.state === "done" && found.items.length > 0 && (
          <>
            <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {found.items.map((item) => (
                <ResultCard key={item.id} item={item} text={text} specialties={specialtyNames} />
              ))}
            </ul>
            {found.items.length < found.total && (
              <Button
                variant="outline"
                size="md"
                className="mt-4"
                onClick={() => void run(found.search, found.page + 1)}
              >
                {text.more}
              </Button>
            )}
          </>
        )}
      </div>
    </div>
  );
}
