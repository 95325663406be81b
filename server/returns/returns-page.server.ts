import type { ShownContent } from "#shared/content/document.ts";
import type { ReturnsText } from "#shared/content/en/returns.ts";
import { apiRoutes, apiUrl } from "#shared/api/routes.ts";
import { formatMonth } from "#shared/dates.ts";
import { EXPIRY_SHAPE, returnReasons, type AccountReturn } from "#shared/schemas/returns.ts";
import { localePath, paths, type Locale } from "#shared/site-paths.ts";
import { fill, formatRupees } from "#shared/text-format.ts";
import { escapeHtml, htmlPage } from "#server/http/html-page.server.ts";
import type { ReturnItem } from "./returns-store.server";

// The Returns page (`/account/returns`, `/or/…`, `/hi/…`), written per request for the signed-in
// customer and working without JavaScript: the request form (a multipart post to
// `/api/account/returns`, which answers 303 back here with `?sent=`), then their returns with
// each one's status, credit note and amount.

const linkClass = "font-semibold text-brand-700 underline";
const buttonClass =
  "inline-flex min-h-12 items-center rounded-full bg-brand-700 px-6 font-semibold text-white";
const fieldClass =
  "min-h-11 w-full max-w-md rounded-xl border border-slate-400 bg-white px-3 text-slate-900";
const cardClass = "rounded-2xl bg-white p-4 ring-1 ring-slate-200";

/** What a return's status says to its customer: the credit note, or why it was rejected. */
export function statusWords(t: ReturnsText, entry: AccountReturn) {
  return fill(t.statuses[entry.status], {
    creditNote: entry.creditNote,
    amount: entry.amount === null ? "" : formatRupees(entry.amount),
    reason: entry.rejectReason,
  });
}

const field = (id: string, label: string, input: string, hint = "") =>
  `<p><label for="${id}" class="mb-1 block font-medium">${escapeHtml(label)}</label>${
    hint
      ? `<span id="${id}-hint" class="mb-1 block text-sm text-slate-700">${escapeHtml(hint)}</span>`
      : ""
  }${input}</p>`;

function requestForm(locale: Locale, t: ReturnsText, items: ReturnItem[]) {
  const f = t.form;
  const options = items
    .map(
      (item) =>
        `<option value="${escapeHtml(item.id ?? "")}">${escapeHtml([item.name, item.company].filter(Boolean).join(" · "))}</option>`,
    )
    .join("");
  const reasons = returnReasons
    .map(
      (reason, i) =>
        `<label class="flex min-h-11 items-center gap-2"><input type="radio" name="reason" value="${reason}" class="size-5" required${i === 0 ? " checked" : ""}>${escapeHtml(t.reasons[reason])}</label>`,
    )
    .join("");
  const text = (name: string, extra = "") =>
    `<input id="return-${name}" name="${name}" class="${fieldClass}"${extra}>`;
  return `<section aria-labelledby="request-heading" class="mt-6 ${cardClass}">
<h2 id="request-heading" class="text-xl font-semibold text-brand-900">${escapeHtml(f.heading)}</h2>
<form method="post" action="${apiRoutes.requestReturn.path}" enctype="multipart/form-data" class="mt-3 grid gap-4">
<input type="hidden" name="locale" value="${locale}">
${items.length ? field("return-itemId", f.fromOrders, `<select id="return-itemId" name="itemId" class="${fieldClass}"><option value="">${escapeHtml(f.fromOrdersNone)}</option>${options}</select>`) : ""}
${field("return-name", items.length ? f.name : f.nameAlone, text("name", ' maxlength="200" autocomplete="off"'))}
${field("return-batch", f.batch, text("batch", ' required maxlength="40" autocomplete="off"'))}
${field("return-expiry", f.expiry, text("expiry", ` required type="month" placeholder="2026-03" pattern="${EXPIRY_SHAPE.source.slice(1, -1)}" aria-describedby="return-expiry-hint"`), f.expiryHint)}
${field("return-quantity", f.quantity, text("quantity", ' required type="number" min="1" inputmode="numeric"'))}
<fieldset><legend class="mb-1 font-medium">${escapeHtml(f.reason)}</legend><div class="grid gap-x-6 sm:grid-cols-2">${reasons}</div></fieldset>
${field("return-billNo", f.billNo, text("billNo", ' maxlength="60" autocomplete="off"'))}
${field("return-note", f.note, `<textarea id="return-note" name="note" rows="3" class="${fieldClass} py-2"></textarea>`)}
${field("return-photo", f.photo, `<input id="return-photo" name="photo" type="file" accept="image/jpeg,image/png,image/webp" capture="environment" aria-describedby="return-photo-hint" class="block w-full max-w-md">`, f.photoHint)}
<p><button type="submit" class="${buttonClass}">${escapeHtml(f.send)}</button></p>
</form>
</section>`;
}

function returnList(locale: Locale, t: ReturnsText, list: AccountReturn[]) {
  const l = t.list;
  if (list.length === 0) return `<p class="mt-2">${escapeHtml(l.none)}</p>`;
  return `<ul class="mt-3 grid gap-3">${list
    .map((entry) => {
      const facts: [string, string][] = [
        [l.batch, entry.batch],
        [l.expiry, formatMonth(locale, entry.expiry)],
        [l.quantity, String(entry.quantity)],
        [l.reason, t.reasons[entry.reason]],
      ];
      const photo = entry.photo
        ? `<p class="mt-2"><a class="${linkClass}" href="${apiUrl(apiRoutes.accountReturnPhoto, { params: { id: entry.id } })}">${escapeHtml(l.photo)}</a></p>`
        : "";
      return `<li class="${cardClass}"><h3 class="font-semibold text-brand-900">${escapeHtml(`${l.number} ${entry.number}`)} · ${escapeHtml(entry.itemName)}</h3>
<p class="mt-1 font-medium text-brand-800">${escapeHtml(statusWords(t, entry))}</p>
${entry.window === "outside" ? `<p class="mt-1 text-sm text-slate-700">${escapeHtml(l.outside)}</p>` : ""}
<dl class="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">${facts
        .map(
          ([label, value]) =>
            `<dt class="text-slate-600">${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`,
        )
        .join("")}</dl>${photo}</li>`;
    })
    .join("")}</ul>`;
}

export function returnsPage(options: {
  locale: Locale;
  stylesheet?: string;
  content: ShownContent;
  /** Absent: nobody is signed in. */
  customer?: { shopName: string; code: string };
  items?: ReturnItem[];
  returns?: AccountReturn[];
  /** The return just asked for, for its thanks and its window mark. */
  sent?: AccountReturn;
}) {
  const { locale, stylesheet, content, customer } = options;
  const t = content.texts[locale].returns;
  const title = `<h1 class="text-3xl font-bold text-brand-900">${escapeHtml(t.page.title)}</h1>`;
  const page = (main: string) =>
    htmlPage({ content, locale, title: t.page.title, stylesheet, main });
  if (!customer || !options.returns)
    return page(`${title}
<p class="mt-4 text-lg">${escapeHtml(t.page.signedOut)}</p>
<p class="mt-6"><a class="${buttonClass}" href="${localePath(locale, paths.account)}">${escapeHtml(t.page.signIn)}</a></p>`);
  const { sent } = options;
  const thanks = sent
    ? `<div role="status" class="mt-6 rounded-2xl bg-brand-50 p-4 text-lg font-semibold text-brand-900 ring-1 ring-brand-700"><p>${escapeHtml(fill(t.done.sent, { number: String(sent.number) }))}</p>${
        sent.window ? `<p class="mt-1">${escapeHtml(t.done[sent.window])}</p>` : ""
      }</div>`
    : "";
  return page(`${title}
<p class="mt-2 text-slate-700">${escapeHtml([customer.shopName, customer.code].filter(Boolean).join(" · "))}</p>
<p class="mt-1"><a class="${linkClass}" href="${localePath(locale, paths.account)}">${escapeHtml(t.page.back)}</a></p>
<p class="mt-3 max-w-prose">${escapeHtml(t.page.lead)}</p>
${thanks}
${requestForm(locale, t, options.items ?? [])}
<section aria-labelledby="returns-heading" class="mt-10">
<h2 id="returns-heading" class="text-2xl font-bold text-brand-900">${escapeHtml(t.list.heading)}</h2>
${returnList(locale, t, options.returns)}
</section>`);
}
