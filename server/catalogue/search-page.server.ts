import { specialties } from "#shared/content/partners.ts";
import { whatsappHref } from "#shared/phone-links.ts";
import type { ShownContent } from "#server/content/live-content.server.ts";
import { ITEM_LIMITS, MAX_ITEM_QUANTITY, MAX_SEARCH_LENGTH } from "#shared/limits.ts";
import { fill, plural, type Plural } from "#shared/text-format.ts";
import type { CatalogueQuery } from "#shared/schemas/catalogue.ts";
import type {
  CatalogueFacts,
  CatalogueItem,
  CustomerTerms,
} from "#shared/schemas/catalogue-items.ts";
import { localePath, paths, type Locale } from "#shared/site-paths.ts";
import { escapeHtml, fillHtml, htmlPage, phoneLink } from "#server/http/html-page.server.ts";

// "Search medicines" for a browser without JavaScript: the Products page's form posts here
// (GET /products/search, /or/products/search, /hi/products/search) and gets its results as a
// page in that language (docs/product.md#item-catalogue). Item and company names stay as
// they are.

const fieldClass =
  "min-h-12 w-full rounded-xl border border-slate-400 bg-white px-4 text-slate-900";
const linkClass = "font-semibold text-brand-700 underline";

function option(value: string, label: string, selected: boolean) {
  return `<option value="${escapeHtml(value)}"${selected ? " selected" : ""}>${escapeHtml(label)}</option>`;
}

/** Each list's company options, by language and text: written once per list, not per page. */
const companyOptionsOf = new WeakMap<CatalogueFacts["companies"], Map<string, string>>();

/** The company list's options: each company, and how many items the list has of it. */
function companyOptions(
  facts: Pick<CatalogueFacts, "companies">,
  locale: Locale,
  companyItems: Plural,
) {
  let byText = companyOptionsOf.get(facts.companies);
  if (!byText) companyOptionsOf.set(facts.companies, (byText = new Map()));
  const key = [locale, companyItems.one, companyItems.other].join("\u0000");
  let options = byText.get(key);
  if (options === undefined) {
    options = facts.companies
      .map(
        ({ name, items }) =>
          `<option value="${escapeHtml(name)}">${escapeHtml(plural(locale, companyItems, items, { company: name }))}</option>`,
      )
      .join("");
    byText.set(key, options);
  }
  return options;
}

export function searchPage(options: {
  locale: Locale;
  query: CatalogueQuery;
  total: number;
  items: (CatalogueItem & Partial<CustomerTerms>)[];
  /** The live catalogue's companies (the company list) and whether it has categories. */
  facts: Pick<CatalogueFacts, "companies" | "categories">;
  stylesheet?: string;
  /** The published facts and texts. */
  content: ShownContent;
  /** For a signed-in customer: each item can be added to the order list, then back to `back`. */
  order?: { back: string };
}) {
  const { locale, query, total, items, facts, stylesheet, order, content } = options;
  const { site, texts } = content;
  const { server, products } = texts[locale];
  const t = server.search;
  const specialtyName = (name: string) =>
    products.specialties[name as keyof typeof products.specialties] ?? name;

  // A signed-in customer's terms on each item (docs/product.md#trade-customers).
  const money = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR" });
  const termsOf = (item: Partial<CustomerTerms>) => {
    const terms = texts[locale].account.terms;
    // Anyone else sees the MRP alone, when the owner shows it to everyone.
    if (!("rate" in item))
      return item.mrp != null
        ? `<p class="mt-1 text-sm font-medium text-brand-900">${escapeHtml(`${terms.mrp} ${money.format(item.mrp)}`)}</p>`
        : "";
    const parts = [
      item.mrp != null ? `${terms.mrp} ${money.format(item.mrp)}` : "",
      item.rate != null ? `${terms.rate} ${money.format(item.rate)}` : terms.noRate,
      item.scheme ? `${terms.scheme} ${item.scheme}` : "",
      item.availability ? terms.availability[item.availability] : "",
    ].filter(Boolean);
    return `<p class="mt-1 text-sm font-medium text-brand-900">${parts.map(escapeHtml).join(" · ")}</p>`;
  };

  // Without JavaScript, a customer's "Add to order" posts to the order list and comes back here.
  const orderTexts = texts[locale].orderMail.page;
  const addToOrder = (item: CatalogueItem, index: number) =>
    order
      ? `<form method="post" action="${localePath(locale, paths.accountListForm)}" class="mt-3 flex flex-wrap items-end gap-2">
<input type="hidden" name="action" value="add"><input type="hidden" name="itemId" value="${escapeHtml(item.id)}"><input type="hidden" name="back" value="${escapeHtml(order.back)}">
<p><label for="quantity-${index}" class="mb-1 block text-sm font-medium">${escapeHtml(orderTexts.quantity)}</label>
<input id="quantity-${index}" name="quantity" type="number" inputmode="numeric" min="1" max="${MAX_ITEM_QUANTITY}" value="1" required aria-label="${escapeHtml(fill(orderTexts.quantityOf, { item: item.name }))}" class="min-h-11 w-28 rounded-xl border border-slate-400 bg-white px-3 text-slate-900"></p>
<button type="submit" aria-describedby="item-${index}" class="inline-flex min-h-11 items-center rounded-full bg-brand-700 px-5 font-semibold text-white">${escapeHtml(orderTexts.addToOrder)}</button>
</form>`
      : "";

  const itemCard = (item: CatalogueItem & Partial<CustomerTerms>, index: number) => {
    const details = [item.pack, item.manufacturer, item.category && specialtyName(item.category)]
      .filter(Boolean)
      .join(" · ");
    const ask = whatsappHref(
      site.whatsapp,
      fill(t.askWhatsapp, { item: `${item.name} (${details})` }),
    );
    return `<li class="rounded-2xl bg-white p-4 ring-1 ring-slate-200">
<h2 id="item-${index}" class="text-lg font-semibold text-brand-900">${escapeHtml(item.name)}</h2>
${item.composition ? `<p>${escapeHtml(item.composition)}</p>` : ""}
<p class="mt-1 text-sm text-slate-600">${escapeHtml(details)}</p>
${termsOf(item)}
${addToOrder(item, index)}
<p class="mt-2"><a class="inline-flex min-h-11 items-center ${linkClass}" href="${escapeHtml(ask)}">${escapeHtml(t.ask)}</a></p>
</li>`;
  };

  // A list without categories (a billing export has none) offers no category filter.
  const categoryField = `<p><label for="category" class="mb-1 block font-medium">${escapeHtml(t.category)}</label>
<select id="category" name="category" class="${fieldClass}">${option("", t.allCategories, !query.category)}${specialties.map((s) => option(s, specialtyName(s), s === query.category)).join("")}</select></p>`;
  const form = `<form role="search" aria-label="${escapeHtml(t.label)}" method="get" action="${localePath(locale, paths.productSearch)}" class="mt-6 grid gap-4 rounded-2xl bg-white p-4 ring-1 ring-slate-200 md:grid-cols-[2fr_1fr_1fr_auto] md:items-end">
<p><label for="q" class="mb-1 block font-medium">${escapeHtml(t.query)}</label>
<input id="q" name="q" type="search" maxlength="${MAX_SEARCH_LENGTH}" value="${escapeHtml(query.q)}" class="${fieldClass}"></p>
${facts.categories ? categoryField : ""}
<p><label for="manufacturer" class="mb-1 block font-medium">${escapeHtml(t.company)}</label>
<input id="manufacturer" name="manufacturer" type="search" list="companies" autocomplete="off" maxlength="${ITEM_LIMITS.manufacturer}" placeholder="${escapeHtml(t.allCompanies)}" value="${escapeHtml(query.manufacturer ?? "")}" class="${fieldClass}">
<datalist id="companies">${companyOptions(facts, locale, products.search.companyItems)}</datalist></p>
<p><button type="submit" class="inline-flex min-h-12 items-center rounded-full bg-brand-700 px-6 font-semibold text-white">${escapeHtml(t.submit)}</button></p>
</form>`;

  const searched = query.q || query.category || query.manufacturer;
  const nothing = () => {
    const whatsapp = `<a class="${linkClass}" href="${escapeHtml(whatsappHref(site.whatsapp, fill(t.askWhatsapp, { item: query.q || t.thisMedicine })))}">${escapeHtml(t.whatsappMessage)}</a>`;
    const enquiry = `<a class="${linkClass}" href="${localePath(locale, paths.contact)}">${escapeHtml(t.enquiry)}</a>`;
    return `<div class="mt-6 rounded-2xl bg-white p-5 ring-1 ring-slate-200">
<p class="font-semibold text-brand-900">${escapeHtml(query.q ? fill(t.nothingFor, { query: query.q }) : t.nothing)}</p>
<p class="mt-1">${fillHtml(t.nothingHelp, { phone: phoneLink(site.phones[0]), whatsapp, enquiry })}</p>
</div>`;
  };
  const found = () =>
    `<p class="mt-6 font-medium" role="status">${escapeHtml(plural(locale, t.found, total))}${total > items.length ? escapeHtml(fill(t.firstOnly, { shown: items.length })) : ""}</p>
<ul class="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">${items.map(itemCard).join("\n")}</ul>`;

  return htmlPage({
    content,
    locale,
    title: query.q ? fill(t.titleFor, { query: query.q }) : t.title,
    stylesheet,
    main: `<h1 class="text-3xl font-bold text-brand-900">${escapeHtml(t.title)}</h1>
<p class="mt-2 flex flex-wrap gap-x-6"><a class="text-brand-700 underline" href="${localePath(locale, paths.products)}">${escapeHtml(t.back)}</a>${order ? `<a class="${linkClass}" href="${localePath(locale, paths.accountOrder)}">${escapeHtml(orderTexts.title)}</a>` : ""}</p>
${form}
${!searched ? "" : total === 0 ? nothing() : found()}`,
  });
}

/** The page of a visitor who searched many times in a second (a 429), in its language. */
export function tooManySearchesPage(options: {
  locale: Locale;
  stylesheet?: string;
  content: ShownContent;
}) {
  const { locale, stylesheet, content } = options;
  const t = content.texts[locale].server.search;
  return htmlPage({
    content,
    locale,
    title: t.tooManyTitle,
    stylesheet,
    main: `<h1 class="text-3xl font-bold text-brand-900">${escapeHtml(t.tooManyTitle)}</h1>
<p class="mt-4" role="alert">${escapeHtml(t.tooMany)}</p>
<p class="mt-4"><a class="${linkClass}" href="${localePath(locale, paths.products)}">${escapeHtml(t.back)}</a></p>`,
  });
}
