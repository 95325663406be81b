import { randomUUID } from "node:crypto";
import type { ShownContent } from "#shared/content/document.ts";
import type { SiteTexts } from "#shared/content/text.ts";
import { indiaCalendarDate } from "#shared/india-time.ts";
import { MAX_ITEM_QUANTITY, MAX_ORDER_NOTE_LENGTH } from "#shared/limits.ts";
import { apiRoutes } from "#shared/api/routes.ts";
import type { AccountList, ListLine, Order } from "#shared/schemas/orders.ts";
import { withGst } from "#shared/order-terms.ts";
import { localePath, paths, type Locale } from "#shared/site-paths.ts";
import { formatDate } from "#shared/dates.ts";
import { fill, formatRupees, plural } from "#shared/text-format.ts";
import {
  linkClass,
  buttonClass,
  quietButtonClass,
  fieldClass,
  cardClass,
} from "#server/http/page-classes.server.ts";
import { escapeHtml, fillHtml, htmlPage, phoneLink } from "#server/http/html-page.server.ts";
import { holdSentences } from "#shared/order-hold-text.ts";
import { estimateLines, quantityText, termsOfLine } from "./order-text.server";
import { pasteForm } from "./paste-page.server";

// The order page for a browser without JavaScript (`/account/order`, `/or/…`, `/hi/…`), written
// per request for the signed-in customer: the order list at today's terms with a form for each
// change, the estimate, the note and "Place order", and the latest orders. Its forms post to
// `/account/list` and `/api/orders`, which answer 303 back here.

function listLine(locale: Locale, texts: SiteTexts, line: ListLine, index: number) {
  const { orderMail, account } = texts;
  const t = orderMail.page;
  const action = localePath(locale, paths.accountListForm);
  const details = [line.pack, line.manufacturer].filter(Boolean).join(" · ");
  const marks = [
    !line.inCatalogue ? t.notInCatalogue : "",
    line.inCatalogue && line.availability === "out" ? account.terms.availability.out : "",
    line.inCatalogue && line.rate === null ? account.terms.noRate : "",
  ].filter(Boolean);
  const availability =
    line.availability && line.availability !== "out"
      ? account.terms.availability[line.availability]
      : "";
  const terms = [...termsOfLine(texts, line), availability].filter(Boolean);
  const quantity = quantityText(texts, line.quantity, line.free);
  const which = `<input type="hidden" name="index" value="${index}"><input type="hidden" name="itemId" value="${escapeHtml(line.itemId ?? "")}">`;
  return `<li class="${cardClass}">
<h3 class="text-lg font-semibold text-brand-900">${escapeHtml(line.name)}</h3>
${details ? `<p class="text-sm text-slate-600">${escapeHtml(details)}</p>` : ""}
${terms.length ? `<p class="mt-1 text-sm font-medium text-brand-900">${terms.map(escapeHtml).join(" · ")}</p>` : ""}
${marks.length ? `<p class="mt-1 font-semibold text-red-800">${marks.map(escapeHtml).join(" · ")}</p>` : ""}
<p class="mt-1">${escapeHtml(quantity)}${line.amount !== null ? ` · <strong>${escapeHtml(formatRupees(line.amount))}</strong>` : ""}</p>
<div class="mt-3 flex flex-wrap items-end gap-3">
<form method="post" action="${action}" class="flex flex-wrap items-end gap-2">
<input type="hidden" name="action" value="set">${which}
<p><label for="quantity-${index}" class="mb-1 block text-sm font-medium">${escapeHtml(t.quantity)}</label>
<input id="quantity-${index}" name="quantity" type="number" inputmode="numeric" min="1" max="${MAX_ITEM_QUANTITY}" value="${line.quantity}" required aria-label="${escapeHtml(fill(t.quantityOf, { item: line.name }))}" class="${fieldClass} w-28"></p>
<button type="submit" class="${quietButtonClass}">${escapeHtml(t.change)}</button>
</form>
<form method="post" action="${action}">
<input type="hidden" name="action" value="remove">${which}
<button type="submit" class="${quietButtonClass}" aria-label="${escapeHtml(fill(t.removeItem, { item: line.name }))}">${escapeHtml(t.remove)}</button>
</form>
</div>
</li>`;
}

/** A held order's why, and the link to pay on the Bills page. */
function heldNotice(locale: Locale, texts: SiteTexts, order: Order) {
  if (!order.hold) return "";
  const hold = texts.orders.hold;
  const sentences = holdSentences(hold, {
    number: order.number,
    hold: order.hold,
    amount: withGst(order),
  });
  return `<div role="status" class="mt-6 rounded-2xl bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-700">
${sentences.map((sentence, index) => `<p class="${index === 0 ? "text-lg font-semibold" : "mt-2"}">${escapeHtml(sentence)}</p>`).join("\n")}
<p class="mt-3"><a class="${linkClass}" href="${localePath(locale, paths.accountBills)}">${escapeHtml(hold.pay)}</a></p>
</div>`;
}

function recentOrders(locale: Locale, texts: SiteTexts, orders: Order[]) {
  const { orderMail } = texts;
  const t = orderMail.page;
  if (orders.length === 0) return `<p class="mt-2">${escapeHtml(t.noOrders)}</p>`;
  const rows = orders
    .map(
      (order) => `<tr class="border-t border-slate-200">
<th scope="row" class="py-2 pr-4 text-left font-semibold">${escapeHtml(fill(t.order, { number: order.number }))}${order.placedByStaff ? `<br><span class="text-sm font-normal">${escapeHtml(texts.orders.mine.placedByStaff)}</span>` : ""}</th>
<td class="py-2 pr-4">${escapeHtml(formatDate(locale, indiaCalendarDate(order.createdAt)))}</td>
<td class="py-2 pr-4">${order.status === "held" ? `<a class="${linkClass}" href="${localePath(locale, paths.accountBills)}">${escapeHtml(texts.orders.mine.statuses.held)}</a>` : escapeHtml(texts.orders.mine.statuses[order.status])}</td>
<td class="py-2 text-right">${escapeHtml(formatRupees(withGst(order)))}</td>
</tr>`,
    )
    .join("\n");
  // On a narrow phone the table scrolls in its own box, which the keyboard can reach too.
  return `<div role="region" aria-labelledby="recent-heading" tabindex="0" class="relative mt-3 overflow-x-auto ${cardClass}"><table class="w-full text-left">
<thead><tr><th scope="col" class="pb-2 pr-4">${escapeHtml(t.orderColumn)}</th><th scope="col" class="pb-2 pr-4">${escapeHtml(t.date)}</th><th scope="col" class="pb-2 pr-4">${escapeHtml(t.status)}</th><th scope="col" class="pb-2 text-right">${escapeHtml(t.estimate)}</th></tr></thead>
<tbody>
${rows}
</tbody>
</table></div>`;
}

export function orderPage(options: {
  locale: Locale;
  stylesheet?: string;
  /** The published facts and texts (the frame, the phone to call). */
  content: ShownContent;
  /** Absent: nobody is signed in. */
  customer?: {
    shopName: string;
    list: Omit<AccountList, "success">;
    orders: Order[];
    /** The number of the order just placed, for its confirmation. */
    placed?: number;
    /** How many lines of a message were just added to the list. */
    added?: number;
    /** A large order posted and not placed: what to check, and the post to repeat. */
    confirm?: { sentences: string[]; note: string; idempotencyKey?: string };
  };
}) {
  const { locale, stylesheet, customer, content } = options;
  const { site } = content;
  const texts = content.texts[locale];
  const t = texts.orderMail.page;
  const searchLink = `<a class="${linkClass}" href="${localePath(locale, paths.productSearch)}">${escapeHtml(t.search)}</a>`;
  if (!customer)
    return htmlPage({
      content,
      locale,
      title: t.title,
      stylesheet,
      main: `<h1 class="text-3xl font-bold text-brand-900">${escapeHtml(t.title)}</h1>
<p class="mt-4 text-lg">${escapeHtml(t.signedOut)}</p>
<p class="mt-6"><a class="${buttonClass}" href="${localePath(locale, paths.account)}">${escapeHtml(t.signIn)}</a></p>`,
    });

  const { list, orders, placed, added, confirm } = customer;
  const large = texts.orders.large;
  const key = escapeHtml(confirm?.idempotencyKey ?? randomUUID());
  const hidden = `<input type="hidden" name="idempotencyKey" value="${key}">
<input type="hidden" name="locale" value="${locale}">`;
  const check = confirm
    ? `<section aria-labelledby="check-heading" class="mt-6 rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-700">
<h2 id="check-heading" class="text-xl font-bold text-amber-900">${escapeHtml(large.heading)}</h2>
<p class="mt-1">${escapeHtml(large.lead)}</p>
<ul class="mt-2 list-disc pl-6 font-semibold">${confirm.sentences.map((sentence) => `<li>${escapeHtml(sentence)}</li>`).join("")}</ul>
<form method="post" action="${apiRoutes.placeOrder.path}" class="mt-4 flex flex-wrap items-center gap-4">
${hidden}
<input type="hidden" name="note" value="${escapeHtml(confirm.note)}">
<input type="hidden" name="confirmLarge" value="1">
<button type="submit" class="${buttonClass}">${escapeHtml(large.confirm)}</button>
<a class="${linkClass}" href="#items">${escapeHtml(large.change)}</a>
</form>
</section>`
    : "";
  // Placed held: the customer reads why and where to pay instead of the thanks.
  const placedOrder = orders.find((order) => order.number === placed);
  const confirmed =
    placed !== undefined
      ? fill(t.placed, { number: placed })
      : added
        ? plural(locale, texts.orderMessage.review.added, added)
        : undefined;
  const confirmation =
    placedOrder?.status === "held"
      ? heldNotice(locale, texts, placedOrder)
      : confirmed
        ? `<p role="status" class="mt-6 rounded-2xl bg-brand-50 p-4 text-lg font-semibold text-brand-900 ring-1 ring-brand-700">${escapeHtml(confirmed)}</p>`
        : "";
  const { amounts, notes } = estimateLines(locale, texts, list.estimate);
  const listSection = list.items.length
    ? `<p class="mt-2">${escapeHtml(t.lead)}</p>
<h2 id="items" class="sr-only">${escapeHtml(texts.orderMail.items)}</h2>
<ul class="mt-4 grid gap-3 md:grid-cols-2">
${list.items.map((line, index) => listLine(locale, texts, line, index)).join("\n")}
</ul>
<section aria-labelledby="estimate-heading" class="mt-6 ${cardClass}">
<h2 id="estimate-heading" class="text-xl font-semibold text-brand-900">${escapeHtml(t.estimate)}</h2>
<dl class="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
${amounts.map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd class="text-right font-semibold">${escapeHtml(value)}</dd>`).join("\n")}
</dl>
${notes.map((note) => `<p class="mt-2 text-sm text-slate-700">${escapeHtml(note)}</p>`).join("\n")}
</section>
<form method="post" action="${apiRoutes.placeOrder.path}" class="mt-6 ${cardClass}">
${hidden}
<p><label for="note" class="mb-1 block font-medium">${escapeHtml(t.note)}</label>
<textarea id="note" name="note" rows="3" maxlength="${MAX_ORDER_NOTE_LENGTH}" class="${fieldClass} w-full py-2">${escapeHtml(confirm?.note ?? "")}</textarea></p>
<p class="mt-4"><button type="submit" class="${buttonClass}">${escapeHtml(t.place)}</button></p>
</form>`
    : `<p class="mt-4 text-lg">${escapeHtml(t.empty)}</p>`;

  return htmlPage({
    content,
    locale,
    title: t.title,
    stylesheet,
    main: `<h1 class="text-3xl font-bold text-brand-900">${escapeHtml(t.title)}</h1>
<p class="mt-2 text-slate-700">${escapeHtml(customer.shopName)} · ${searchLink}</p>
${confirmation}
${check}
${listSection}
${pasteForm(locale, texts)}
<p class="mt-4">${fillHtml(t.callToChange, { phone: phoneLink(site.phones[0]) })}</p>
<section aria-labelledby="recent-heading" class="mt-10">
<h2 id="recent-heading" class="text-2xl font-bold text-brand-900">${escapeHtml(t.recent)}</h2>
${recentOrders(locale, texts, orders)}
</section>`,
  });
}
