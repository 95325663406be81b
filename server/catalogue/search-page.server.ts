import { specialties } from "#app/content/partners.ts";
import { site, whatsappHref } from "#app/content/site.ts";
import type { CatalogueQuery } from "#app/schemas/catalogue.ts";
import type { CatalogueItem } from "#app/schemas/catalogue-items.ts";
import { paths } from "#app/site-paths.ts";
import { escapeHtml, htmlPage, phoneLink } from "#server/http/html-page.server.ts";

// "Search medicines" for a browser without JavaScript: the Products page's form posts here
// (GET /products/search) and gets its results as a page (docs/product.md#item-catalogue).

const fieldClass =
  "min-h-12 w-full rounded-xl border border-slate-400 bg-white px-4 text-slate-900";

function option(value: string, label: string, selected: boolean) {
  return `<option value="${escapeHtml(value)}"${selected ? " selected" : ""}>${escapeHtml(label)}</option>`;
}

function itemCard(item: CatalogueItem) {
  const details = [item.pack, item.manufacturer, item.category].filter(Boolean).join(" · ");
  const ask = whatsappHref(site.whatsapp, `Hello, do you have ${item.name} (${details})?`);
  return `<li class="rounded-2xl bg-white p-4 ring-1 ring-slate-200">
<h2 class="text-lg font-semibold text-brand-900">${escapeHtml(item.name)}</h2>
${item.composition ? `<p>${escapeHtml(item.composition)}</p>` : ""}
<p class="mt-1 text-sm text-slate-600">${escapeHtml(details)}</p>
<p class="mt-2"><a class="inline-flex min-h-11 items-center font-semibold text-brand-700 underline" href="${escapeHtml(ask)}">Ask about it on WhatsApp</a></p>
</li>`;
}

export function searchPage(options: {
  query: CatalogueQuery;
  total: number;
  items: CatalogueItem[];
  manufacturers: string[];
  stylesheet?: string;
}) {
  const { query, total, items, manufacturers, stylesheet } = options;
  const form = `<form role="search" aria-label="Medicines" method="get" action="${paths.productSearch}" class="mt-6 grid gap-4 rounded-2xl bg-white p-4 ring-1 ring-slate-200 md:grid-cols-[2fr_1fr_1fr_auto] md:items-end">
<p><label for="q" class="mb-1 block font-medium">Brand, composition or company</label>
<input id="q" name="q" type="search" maxlength="100" value="${escapeHtml(query.q)}" class="${fieldClass}"></p>
<p><label for="category" class="mb-1 block font-medium">Category</label>
<select id="category" name="category" class="${fieldClass}">${option("", "All categories", !query.category)}${specialties.map((s) => option(s, s, s === query.category)).join("")}</select></p>
<p><label for="manufacturer" class="mb-1 block font-medium">Company</label>
<select id="manufacturer" name="manufacturer" class="${fieldClass}">${option("", "All companies", !query.manufacturer)}${manufacturers.map((m) => option(m, m, m === query.manufacturer)).join("")}</select></p>
<p><button type="submit" class="inline-flex min-h-12 items-center rounded-full bg-brand-700 px-6 font-semibold text-white">Search</button></p>
</form>`;
  const searched = query.q || query.category || query.manufacturer;
  const results = !searched
    ? ""
    : total === 0
      ? `<div class="mt-6 rounded-2xl bg-white p-5 ring-1 ring-slate-200">
<p class="font-semibold text-brand-900">${query.q ? `No medicines found for “${escapeHtml(query.q)}”.` : "No medicines found."}</p>
<p class="mt-1">We may still be able to get it for you. Call us on ${phoneLink(site.phones[0])}, send a <a class="font-semibold text-brand-700 underline" href="${escapeHtml(whatsappHref(site.whatsapp, `Hello, do you have ${query.q || "this medicine"}?`))}">WhatsApp message</a> or <a class="font-semibold text-brand-700 underline" href="${paths.contact}">an enquiry</a>.</p>
</div>`
      : `<p class="mt-6 font-medium" role="status">${total.toLocaleString("en-IN")} ${total === 1 ? "medicine" : "medicines"} found${total > items.length ? `, showing the first ${items.length}` : ""}</p>
<ul class="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">${items.map(itemCard).join("\n")}</ul>`;
  return htmlPage({
    title: query.q ? `“${query.q}”: search medicines` : "Search medicines",
    stylesheet,
    main: `<h1 class="text-3xl font-bold text-brand-900">Search medicines</h1>
<p class="mt-2"><a class="text-brand-700 underline" href="${paths.products}">Back to Products</a></p>
${form}
${results}`,
  });
}
