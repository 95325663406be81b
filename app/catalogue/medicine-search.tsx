import { useEffect, useId, useState, type ReactNode } from "react";
import { SearchIcon } from "#app/ui/icons.tsx";
import {
  NothingFound,
  ResultCard,
  specialtyName,
  type FoundItem,
  type SearchText,
  type SpecialtyNames,
  type TermsText,
} from "#app/catalogue/medicine-results.tsx";
import { Button } from "#app/ui/button.tsx";
import { inputClass } from "#app/ui/input-class.ts";
import { useShopChange } from "#app/customers/account-session.ts";
import { findMedicines, type Search } from "#app/catalogue/find-medicines.ts";
import { usePageLocation } from "#app/site/site-link.tsx";
import { useLocalePath, useSiteText } from "#app/site/site-text.tsx";
import { specialties } from "#shared/content/partners.ts";
import { paths, type Locale } from "#shared/site-paths.ts";
import { plural, type Plural } from "#shared/text-format.ts";
import { ITEM_LIMITS, MAX_SEARCH_LENGTH } from "#shared/limits.ts";

const selectClass = `${inputClass} pr-8`;

type Companies = { name: string; items?: number }[];
const labelsMade = new WeakMap<Companies, Map<string, [name: string, label: string][]>>();

/**
 * The company list's options, named with their items' count: made once per list, language and
 * wording, as the server writes this list of ~450 companies into every no-JS results page.
 */
function companyLabels(companies: Companies, locale: Locale, wording: Plural) {
  const made = labelsMade.get(companies) ?? new Map<string, [string, string][]>();
  labelsMade.set(companies, made);
  const key = `${locale}\n${wording.one}\n${wording.other}`;
  let labels = made.get(key);
  if (!labels) {
    labels = companies.map(({ name, items }) => [
      name,
      items === undefined ? name : plural(locale, wording, items, { company: name }),
    ]);
    made.set(key, labels);
  }
  return labels;
}

type Found =
  | { state: "idle" }
  | { state: "searching"; search: Search }
  | { state: "error"; search: Search }
  | { state: "done"; search: Search; total: number; items: FoundItem[]; page: number };

/**
 * A search the server answered, for a page without JavaScript: what each card offers in place of
 * "Add to enquiry", and what the count adds when only the first items are shown.
 */
export type AnsweredSearch = {
  search: Search;
  total: number;
  items: FoundItem[];
  action: (item: FoundItem) => ReactNode;
  firstOnly: string;
};

/**
 * "Search medicines": a plain GET form that the server answers without JavaScript
 * (/products/search), searched in place once scripts run.
 */
export function MedicineSearch({
  text,
  terms,
  specialties: specialtyNames,
  companies,
  categories,
  answered,
}: {
  text: SearchText;
  /** How a signed-in trade customer's terms are named. */
  terms: TermsText;
  specialties: SpecialtyNames;
  /**
   * The company filter's list: the live catalogue's companies with their items' count, or
   * (a build, which has no catalogue) the partners' names.
   */
  companies: { name: string; items?: number }[];
  /** Whether any item has a category: a list without any offers no category filter. */
  categories: boolean;
  /** The server's answer, on the results page without JavaScript. */
  answered?: AnsweredSearch;
}) {
  const { locale } = useSiteText();
  const to = useLocalePath();
  const [search, setSearch] = useState<Search>(
    answered?.search ?? { q: "", category: "", manufacturer: "" },
  );
  const [found, setFound] = useState<Found>(
    answered ? { state: "done", page: 1, ...answered } : { state: "idle" },
  );
  const ids = { q: useId(), category: useId(), company: useId(), companies: useId() };

  async function run(next: Search, page = 1) {
    if (page === 1) setFound({ state: "searching", search: next });
    try {
      const answer = await findMedicines(next, page);
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

  // A sign-in or sign-out, here or in another tab, changes what the search answers: the rates
  // shown come and go with it.
  useShopChange(() => {
    if (found.state === "done") void run(found.search);
  });

  // A link such as /products?manufacturer=…#medicines-heading (a partner card's "See items", the
  // chat's "See all results") runs its search when the page opens.
  const { search: address } = usePageLocation();
  useEffect(() => {
    const params = new URLSearchParams(address);
    const asked = {
      q: params.get("q") ?? "",
      category: params.get("category") ?? "",
      manufacturer: params.get("manufacturer") ?? "",
    };
    if (!asked.q && !asked.category && !asked.manufacturer) return;
    const arrival = setTimeout(() => {
      setSearch(asked);
      void run(asked);
    });
    return () => clearTimeout(arrival);
  }, [address]);

  const summary =
    found.state === "searching"
      ? text.searching
      : found.state === "error"
        ? text.failed
        : found.state === "done" && found.total > 0
          ? plural(locale, text.found, found.total) +
            (answered && found.total > found.items.length ? answered.firstOnly : "")
          : "";

  return (
    <div>
      <form
        role="search"
        data-draft="medicine-search"
        data-draft-submit
        aria-label={text.label}
        method="get"
        action={to(paths.productSearch)}
        onSubmit={(event) => {
          event.preventDefault();
          void run(search);
        }}
        className={`grid gap-4 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:p-6 md:items-end ${categories ? "md:grid-cols-[2fr_1fr_1fr_auto]" : "md:grid-cols-[2fr_1fr_auto]"}`}
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
            maxLength={MAX_SEARCH_LENGTH}
            onChange={(event) => setSearch({ ...search, q: event.target.value })}
            placeholder={text.placeholder}
            className={`${inputClass} pl-10`}
          />
        </div>
        {categories && (
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
        )}
        <div>
          <label htmlFor={ids.company} className="mb-1 block font-medium text-slate-800">
            {text.company}
          </label>
          {/* A searchable list: typing a company's name offers the companies it matches. */}
          <input
            id={ids.company}
            name="manufacturer"
            type="search"
            list={ids.companies}
            autoComplete="off"
            maxLength={ITEM_LIMITS.manufacturer}
            value={search.manufacturer}
            onChange={(event) => setSearch({ ...search, manufacturer: event.target.value })}
            placeholder={text.allCompanies}
            className={inputClass}
          />
          <datalist id={ids.companies}>
            {companyLabels(companies, locale, text.companyItems).map(([name, label]) => (
              <option key={name} value={name}>
                {label}
              </option>
            ))}
          </datalist>
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
                <ResultCard
                  key={item.id}
                  item={item}
                  text={text}
                  terms={terms}
                  specialties={specialtyNames}
                  action={answered?.action(item)}
                />
              ))}
            </ul>
            {!answered && found.items.length < found.total && (
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
