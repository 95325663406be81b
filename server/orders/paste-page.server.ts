import type { ShownContent } from "#shared/content/document.ts";
import type { SiteTexts } from "#shared/content/text.ts";
import { MAX_ITEM_QUANTITY } from "#shared/limits.ts";
import type { CustomerTerms } from "#shared/schemas/catalogue-items.ts";
import { localePath, paths, type Locale } from "#shared/site-paths.ts";
import { fill } from "#shared/text-format.ts";
import {
  buttonClass,
  quietButtonClass,
  fieldClass,
  cardClass,
} from "#server/http/page-classes.server.ts";
import { escapeHtml, htmlPage } from "#server/http/html-page.server.ts";
import { termsOfLine } from "./order-text.server";

// Orders from a message without JavaScript (docs/product.md#orders-from-a-message): the form
// that posts a message or an indent to `/account/order/paste` (on the order page), and the page
// it answers: each line read, its item to choose among those offered (or none), a search for
// another, its quantity, and "add these lines". The lines travel in the form itself, so nothing
// of the message is kept on the server between one post and the next.

/** An item offered for a line, in the customer's fields. */
export type OfferedItem = { id: string; name: string; manufacturer: string; pack: string } & Omit<
  CustomerTerms,
  "mrp"
> & { mrp?: number | null };

/** A line as the review page shows it. */
export type ReviewLine = {
  line: number;
  text: string;
  quantity: number;
  quantityWritten: boolean;
  offered: OfferedItem[];
  /** The id of the item chosen, or "" for none. */
  chosen: string;
  search: string;
};

function offeredItem(texts: SiteTexts, item: OfferedItem, index: number, chosen: string) {
  const { terms } = texts.account;
  const details = [item.pack, item.manufacturer].filter(Boolean).join(" · ");
  const availability = item.availability ? terms.availability[item.availability] : "";
  const shown = [...termsOfLine(texts, item), availability].filter(Boolean);
  const id = `item-${index}-${escapeHtml(item.id)}`;
  return `<li class="flex gap-2"><input type="radio" id="${id}" name="item-${index}" value="${escapeHtml(item.id)}"${item.id === chosen ? " checked" : ""} class="mt-1 size-5">
<label for="${id}"><span class="font-semibold">${escapeHtml(item.name)}</span>${details ? ` <span class="text-sm text-slate-600">${escapeHtml(details)}</span>` : ""}${shown.length ? `<span class="block text-sm text-brand-900">${shown.map(escapeHtml).join(" · ")}</span>` : ""}</label></li>`;
}

function reviewLine(texts: SiteTexts, line: ReviewLine, index: number) {
  const t = texts.orderMessage.review;
  const heading = fill(t.line, { line: line.line });
  const none = `item-${index}-none`;
  const choices = line.offered.length
    ? `<fieldset class="mt-2"><legend class="font-medium">${escapeHtml(fill(t.item, { line: line.line }))}</legend>
<ul class="mt-1 grid gap-2">${line.offered.map((item) => offeredItem(texts, item, index, line.chosen)).join("")}
<li class="flex gap-2"><input type="radio" id="${none}" name="item-${index}" value=""${line.chosen ? "" : " checked"} class="mt-1 size-5"><label for="${none}">${escapeHtml(t.noItem)}</label></li></ul></fieldset>`
    : `<p class="mt-2 font-semibold text-red-800">${escapeHtml(t.notFound)}</p>`;
  return `<li class="${cardClass}">
<h3 class="text-lg font-semibold text-brand-900">${escapeHtml(heading)}</h3>
<p class="[overflow-wrap:anywhere]">${escapeHtml(fill(t.written, { text: line.text }))}</p>
<input type="hidden" name="line-${index}" value="${line.line}">
<input type="hidden" name="text-${index}" value="${escapeHtml(line.text)}">
<input type="hidden" name="written-${index}" value="${line.quantityWritten ? "1" : ""}">
<input type="hidden" name="offered-${index}" value="${escapeHtml(line.offered.map((item) => item.id).join(" "))}">
${choices}
<p class="mt-3 flex flex-wrap items-end gap-2"><label for="search-${index}" class="block w-full text-sm font-medium">${escapeHtml(fill(t.search, { line: line.line }))}</label>
<input id="search-${index}" name="search-${index}" type="search" value="${escapeHtml(line.search)}" class="${fieldClass} min-w-0 flex-1">
<button type="submit" name="action" value="search" class="${quietButtonClass}">${escapeHtml(t.searchButton)}</button></p>
<p class="mt-3"><label for="quantity-${index}" class="mb-1 block text-sm font-medium">${escapeHtml(fill(t.quantity, { line: line.line }))}</label>
<input id="quantity-${index}" name="quantity-${index}" type="number" inputmode="numeric" min="1" max="${MAX_ITEM_QUANTITY}" value="${line.quantity}" required class="${fieldClass} w-28"${line.quantityWritten ? "" : ` aria-describedby="quantity-${index}-hint"`}>
${line.quantityWritten ? "" : `<span id="quantity-${index}-hint" class="mt-1 block text-sm font-semibold text-amber-900">${escapeHtml(t.noQuantity)}</span>`}</p>
<p class="mt-3 flex items-center gap-2"><input type="checkbox" id="keep-${index}" name="keep-${index}" value="1"${line.chosen ? " checked" : ""} class="size-5"><label for="keep-${index}">${escapeHtml(fill(t.keep, { line: line.line }))}</label></p>
</li>`;
}

/** The page of lines read from a message or an indent, to check and add to the order list. */
export function pasteReviewPage(options: {
  locale: Locale;
  stylesheet?: string;
  content: ShownContent;
  lines: ReviewLine[];
  /** A sentence to say above the lines (nothing kept to add). */
  said?: string;
}) {
  const { locale, content, lines, said } = options;
  const texts = content.texts[locale];
  const t = texts.orderMessage.review;
  const action = localePath(locale, paths.accountOrderPaste);
  return htmlPage({
    content,
    locale,
    title: t.heading,
    stylesheet: options.stylesheet,
    main: `<h1 class="text-3xl font-bold text-brand-900">${escapeHtml(t.heading)}</h1>
<p class="mt-2 max-w-prose">${escapeHtml(t.lead)}</p>
${said ? `<p role="alert" class="mt-4 rounded-2xl bg-amber-50 p-4 font-semibold text-amber-900 ring-1 ring-amber-700">${escapeHtml(said)}</p>` : ""}
<form method="post" action="${action}" class="mt-6">
<input type="hidden" name="locale" value="${locale}">
<input type="hidden" name="count" value="${lines.length}">
<ul class="grid gap-3 md:grid-cols-2">
${lines.map((line, index) => reviewLine(texts, line, index)).join("\n")}
</ul>
<p class="mt-6"><button type="submit" name="action" value="add" class="${buttonClass}">${escapeHtml(t.add)}</button></p>
</form>
<p class="mt-6"><a class="font-semibold text-brand-700 underline" href="${localePath(locale, paths.accountOrder)}#paste">${escapeHtml(t.again)}</a></p>`,
  });
}
