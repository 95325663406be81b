import type { ShownContent } from "#shared/content/document.ts";
import { escapeHtml, fillHtml, htmlPage, phoneLink } from "#server/http/html-page.server.ts";
import { apiRoutes } from "#shared/api/routes.ts";
import {
  ageingLines,
  asOfWords,
  noLinkWords,
  overdueWords,
  paymentWords,
  summaryLines,
} from "#shared/bill-words.ts";
import type { BillsText } from "#shared/content/en/bills.ts";
import { formatDate, formatMoment } from "#shared/dates.ts";
import type { AccountBills } from "#shared/schemas/money.ts";
import { localePath, paths, type Locale } from "#shared/site-paths.ts";
import { fill, formatRupees } from "#shared/text-format.ts";
import { qrPath } from "#shared/upi.ts";
import { indiaToday } from "./account-bills.server";

// The Bills page (`/account/bills`, `/or/…`, `/hi/…`), written per request for the signed-in
// customer and working without JavaScript: what is due, by age, each pending bill with a box to
// choose it, the UPI link and its QR code (for the total, or for the bills chosen: `?pay=`, a
// GET form back to this page), the bank details, "I have paid", the payments reported and the
// statement. "I have paid" posts to `/api/account/payments`, which answers 303 back here.

const linkClass = "font-semibold text-brand-700 underline";
const buttonClass =
  "inline-flex min-h-12 items-center rounded-full bg-brand-700 px-6 font-semibold text-white";
const quietButtonClass =
  "inline-flex min-h-11 items-center rounded-full px-4 font-semibold text-brand-700 ring-1 ring-brand-700";
const fieldClass = "min-h-11 rounded-xl border border-slate-400 bg-white px-3 text-slate-900";
const cardClass = "rounded-2xl bg-white p-4 ring-1 ring-slate-200";
const cell = "py-2 pr-3 align-top";
// On a phone each bill is a card: its number across, then its figures two by two, each under
// its column's name (the table's head is left to screen readers).
const phoneRow = "max-sm:flex max-sm:flex-wrap max-sm:items-start max-sm:py-2";
const phoneCell =
  "max-sm:min-w-0 max-sm:basis-1/2 max-sm:py-1 max-sm:before:block max-sm:before:text-sm max-sm:before:font-normal max-sm:before:text-slate-600 max-sm:before:content-[attr(data-label)]";

/** A table cell that, on a phone, stands under its column's name; an empty one takes no room. */
const figure = (label: string, value: string, align = "") =>
  `<td data-label="${escapeHtml(label)}" class="${cell} ${value ? phoneCell : "max-sm:hidden"} ${align}">${escapeHtml(value)}</td>`;

const definitions = (lines: [string, string][]) =>
  `<dl class="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">${lines
    .map(
      ([label, value]) =>
        `<dt>${escapeHtml(label)}</dt><dd class="text-right font-semibold tabular-nums">${escapeHtml(value)}</dd>`,
    )
    .join("")}</dl>`;

/** A QR code of `link`, drawn as the React page draws it (shared/upi.ts). */
export function qrSvg(link: string, label: string) {
  const { size, d } = qrPath(link);
  return `<svg role="img" aria-label="${escapeHtml(label)}" viewBox="0 0 ${size} ${size}" class="h-56 w-56 bg-white" shape-rendering="crispEdges"><path fill="#fff" d="M0 0h${size}v${size}H0z"/><path fill="#000" d="${d}"/></svg>`;
}

function paySection(locale: Locale, t: BillsText, bills: AccountBills, content: ShownContent) {
  const parts: string[] = [];
  const { pay } = bills;
  if (pay) {
    const amount = formatRupees(pay.amount);
    parts.push(
      `<p class="mt-2">${escapeHtml(fill(t.pay.paying, { amount, bills: pay.billNos.join(", ") }))}</p>`,
      `<p class="mt-3"><a class="${buttonClass}" href="${escapeHtml(pay.upiUrl)}">${escapeHtml(fill(t.pay.openApp, { amount }))}</a></p>`,
      `<p class="mt-4">${escapeHtml(t.pay.scan)}</p>`,
      `<div class="mt-2">${qrSvg(pay.upiUrl, fill(t.pay.qrLabel, { amount }))}</div>`,
    );
  }
  const noLink = noLinkWords(t, bills);
  if (noLink) parts.push(`<p class="mt-2">${escapeHtml(noLink)}</p>`);
  if (bills.paying.upiId)
    parts.push(
      `<p class="mt-3">${escapeHtml(fill(t.pay.upiId, { upiId: bills.paying.upiId }))}</p>`,
    );
  if (bills.paying.bankDetails)
    parts.push(
      `<p class="mt-3 font-medium">${escapeHtml(t.pay.bank)}</p><p class="whitespace-pre-line">${escapeHtml(bills.paying.bankDetails)}</p>`,
    );
  if (!bills.paying.upiId && !bills.paying.bankDetails)
    parts.push(
      `<p class="mt-2">${fillHtml(t.pay.noWay, { phone1: phoneLink(content.site.phones[0]) })}</p>`,
    );
  return `<section aria-labelledby="pay-heading" class="mt-6 ${cardClass}">
<h2 id="pay-heading" class="text-xl font-semibold text-brand-900">${escapeHtml(t.pay.heading)}</h2>
${parts.join("\n")}
</section>`;
}

function billsTable(locale: Locale, t: BillsText, bills: AccountBills, choice: boolean) {
  if (bills.bills.length === 0) return `<p class="mt-2">${escapeHtml(t.list.none)}</p>`;
  // Bills are chosen for a UPI link of their own: without a UPI id there is nothing to choose.
  const choosing = bills.paying.upiId !== null && bills.total > 0;
  const chosen = new Set(choice ? (bills.pay?.billNos ?? []) : []);
  const rows = bills.bills
    .map((bill, index) => {
      const box =
        bill.due > 0 && choosing
          ? `<input type="checkbox" name="pay" value="${escapeHtml(bill.billNo)}" id="choose-${index}" class="size-5"${chosen.has(bill.billNo) ? " checked" : ""}><label for="choose-${index}" class="sr-only">${escapeHtml(fill(t.list.choose, { billNo: bill.billNo }))}</label>`
          : "";
      const payment = bill.payment
        ? `<br><span class="text-sm font-medium text-brand-800">${escapeHtml(paymentWords(t, bill.payment))}</span>`
        : "";
      const invoice = bill.invoice
        ? `<br><a class="${linkClass} text-sm" href="${escapeHtml(bill.invoice.url)}" download aria-label="${escapeHtml(fill(t.list.invoiceOf, { billNo: bill.billNo }))}">${escapeHtml(t.list.invoice)}</a>`
        : "";
      return `<tr class="border-t border-slate-200 ${phoneRow}">
${choosing ? `<td class="${cell}">${box}</td>` : ""}
<th scope="row" class="${cell} text-left font-semibold max-sm:grow max-sm:basis-2/3">${escapeHtml(bill.billNo)}${payment}${invoice}</th>
${figure(t.list.date, formatDate(locale, bill.date), "sm:whitespace-nowrap")}
${figure(t.list.amount, bill.amount === null ? "" : formatRupees(bill.amount), "sm:text-right tabular-nums")}
${figure(t.list.pending, formatRupees(bill.due), "sm:text-right tabular-nums font-semibold")}
${figure(t.list.dueOn, bill.pending < 0 ? "" : formatDate(locale, bill.dueOn), "sm:whitespace-nowrap")}
${figure(t.list.overdueDays, overdueWords(t, bill), "sm:text-right")}
</tr>`;
    })
    .join("\n");
  const head: [string, string][] = [
    [t.list.billNo, ""],
    [t.list.date, ""],
    [t.list.amount, "text-right"],
    [t.list.pending, "text-right"],
    [t.list.dueOn, ""],
    [t.list.overdueDays, "text-right"],
  ];
  const table = `<div role="region" aria-labelledby="bills-heading" tabindex="0" class="relative mt-3 overflow-x-auto ${cardClass}"><table class="w-full text-left max-sm:block">
<caption class="sr-only">${escapeHtml(t.list.caption)}</caption>
<thead class="max-sm:sr-only"><tr>${choosing ? `<td class="pb-2"></td>` : ""}${head.map(([title, align]) => `<th scope="col" class="pb-2 pr-3 ${align}">${escapeHtml(title)}</th>`).join("")}</tr></thead>
<tbody class="max-sm:block">
${rows}
</tbody>
</table></div>`;
  if (!choosing) return table;
  return `<form method="get" action="${localePath(locale, paths.accountBills)}">
<input type="hidden" name="chosen" value="1">
${table}
<p class="mt-2 text-sm text-slate-700">${escapeHtml(t.pay.chooseHint)}</p>
<p class="mt-2"><button type="submit" class="${quietButtonClass}">${escapeHtml(t.pay.chosen)}</button></p>
</form>`;
}

function paidForm(locale: Locale, t: BillsText, bills: AccountBills, chosen: boolean) {
  const billNos = chosen ? (bills.pay?.billNos ?? []) : [];
  const amount = (bills.pay?.amount ?? bills.total).toFixed(2);
  const radio = (mode: "upi" | "bank", checked: boolean) =>
    `<label class="flex min-h-11 items-center gap-2"><input type="radio" name="mode" value="${mode}" class="size-5"${checked ? " checked" : ""}>${escapeHtml(t.paid[mode])}</label>`;
  return `<section aria-labelledby="paid-heading" class="mt-6 ${cardClass}">
<h2 id="paid-heading" class="text-xl font-semibold text-brand-900">${escapeHtml(t.paid.heading)}</h2>
<p class="mt-1">${escapeHtml(t.paid.lead)}</p>
<form method="post" action="${apiRoutes.reportPayment.path}" class="mt-3 grid gap-4">
<input type="hidden" name="locale" value="${locale}">
${billNos.length ? `<input type="hidden" name="billNos" value="${escapeHtml(billNos.join(","))}">` : ""}
<p>${escapeHtml(billNos.length ? fill(t.paid.bills, { bills: billNos.join(", ") }) : t.paid.allBills)}</p>
<fieldset><legend class="mb-1 font-medium">${escapeHtml(t.paid.mode)}</legend><div class="flex flex-wrap gap-x-6">${radio("upi", true)}${radio("bank", false)}</div></fieldset>
<p><label for="utr" class="mb-1 block font-medium">${escapeHtml(t.paid.reference)}</label>
<span id="utr-hint" class="mb-1 block text-sm text-slate-700">${escapeHtml(t.paid.referenceHint)}</span>
<input id="utr" name="utr" required maxlength="30" autocomplete="off" aria-describedby="utr-hint" class="${fieldClass} w-full max-w-sm"></p>
<p><label for="amount" class="mb-1 block font-medium">${escapeHtml(t.paid.amount)}</label>
<input id="amount" name="amount" required inputmode="decimal" value="${escapeHtml(String(amount))}" class="${fieldClass} w-48"></p>
<p><label for="paidOn" class="mb-1 block font-medium">${escapeHtml(t.paid.paidOn)}</label>
<input id="paidOn" name="paidOn" type="date" required max="${indiaToday()}" value="${indiaToday()}" class="${fieldClass}"></p>
<p><button type="submit" class="${buttonClass}">${escapeHtml(t.paid.send)}</button></p>
</form>
</section>`;
}

function history(locale: Locale, t: BillsText, bills: AccountBills) {
  const h = t.history;
  const body = bills.payments.length
    ? `<div role="region" aria-labelledby="history-heading" tabindex="0" class="relative mt-3 overflow-x-auto ${cardClass}"><table class="w-full text-left max-sm:block">
<thead class="max-sm:sr-only"><tr>${[h.paidOn, h.amount, h.reference, h.status].map((title) => `<th scope="col" class="pb-2 pr-3">${escapeHtml(title)}</th>`).join("")}</tr></thead>
<tbody class="max-sm:block">${bills.payments
        .map(
          (payment) => `<tr class="border-t border-slate-200 ${phoneRow}">
${figure(h.paidOn, formatDate(locale, payment.paidOn), "sm:whitespace-nowrap")}
${figure(h.amount, formatRupees(payment.amount), "tabular-nums")}
${figure(h.reference, payment.utr, "[overflow-wrap:anywhere]")}
${figure(h.status, payment.reason ? `${h.statuses[payment.status]}: ${payment.reason}` : h.statuses[payment.status])}
</tr>`,
        )
        .join("")}</tbody></table></div>`
    : `<p class="mt-2">${escapeHtml(h.none)}</p>`;
  return `<section aria-labelledby="history-heading" class="mt-10">
<h2 id="history-heading" class="text-2xl font-bold text-brand-900">${escapeHtml(h.heading)}</h2>
${body}
</section>`;
}

/** Every invoice copy of the customer's, newest first: paid bills' too. */
function invoiceList(locale: Locale, t: BillsText, bills: AccountBills) {
  if (bills.invoices.length === 0) return "";
  const items = bills.invoices
    .map(
      (copy) =>
        `<li class="flex flex-wrap items-baseline justify-between gap-x-4 border-t border-slate-200 py-2"><a class="${linkClass}" href="${escapeHtml(copy.url)}" download>${escapeHtml(fill(t.list.invoiceOf, { billNo: copy.billNo }))}</a><span class="text-sm text-slate-700">${escapeHtml(fill(t.invoices.added, { date: formatMoment(locale, copy.uploadedAt) }))}</span></li>`,
    )
    .join("\n");
  return `<section aria-labelledby="invoices-heading" class="mt-10">
<h2 id="invoices-heading" class="text-2xl font-bold text-brand-900">${escapeHtml(t.invoices.heading)}</h2>
<p class="mt-2 text-slate-700">${escapeHtml(t.invoices.lead)}</p>
<ul class="mt-3 ${cardClass}">${items}</ul>
</section>`;
}

export function billsPage(options: {
  locale: Locale;
  stylesheet?: string;
  content: ShownContent;
  /** Absent: nobody is signed in. */
  customer?: { shopName: string; code: string };
  bills?: AccountBills;
  /** Whether the customer chose bills to pay (`?pay=`). */
  chosen?: boolean;
  choiceProblem?: string;
  /** The payment just reported, for its thanks. */
  reported?: AccountBills["payments"][number];
}) {
  const { locale, stylesheet, content, customer, bills } = options;
  const t = content.texts[locale].bills;
  const title = `<h1 class="text-3xl font-bold text-brand-900">${escapeHtml(t.page.title)}</h1>`;
  const page = (main: string) =>
    htmlPage({ content, locale, title: t.page.title, stylesheet, main });
  if (!customer || !bills)
    return page(`${title}
<p class="mt-4 text-lg">${escapeHtml(t.page.signedOut)}</p>
<p class="mt-6"><a class="${buttonClass}" href="${localePath(locale, paths.account)}">${escapeHtml(t.page.signIn)}</a></p>`);
  const who = [customer.shopName, customer.code].filter(Boolean).join(" · ");
  const notices = [
    options.reported &&
      `<p role="status" class="mt-6 rounded-2xl bg-brand-50 p-4 text-lg font-semibold text-brand-900 ring-1 ring-brand-700">${escapeHtml(fill(t.paid.done, { amount: formatRupees(options.reported.amount) }))}</p>`,
    options.choiceProblem &&
      `<p role="alert" class="mt-6 rounded-2xl bg-red-50 p-4 font-semibold text-red-800 ring-1 ring-red-700">${escapeHtml(options.choiceProblem)}</p>`,
  ].filter(Boolean);
  const statement = `<p class="mt-6"><a class="${linkClass}" href="${apiRoutes.accountStatement.path}?lang=${locale}" download>${escapeHtml(t.statement.download)}</a></p>`;
  const body = !bills.asOf
    ? `<p class="mt-6 text-lg">${fillHtml(t.page.noReport, { phone1: phoneLink(content.site.phones[0]) })}</p>`
    : `<section aria-labelledby="summary-heading" class="mt-6 grid gap-4 md:grid-cols-2">
<div class="${cardClass}"><h2 id="summary-heading" class="text-xl font-semibold text-brand-900">${escapeHtml(t.summary.heading)}</h2>
${bills.total > 0 ? definitions(summaryLines(t, bills)) : `<p class="mt-2">${escapeHtml(t.summary.nothingDue)}</p>`}</div>
<div class="${cardClass}"><h2 class="text-xl font-semibold text-brand-900">${escapeHtml(t.ageing.heading)}</h2>
${definitions(ageingLines(t, bills))}</div>
</section>
${bills.total > 0 ? paySection(locale, t, bills, content) : ""}
<section aria-labelledby="bills-heading" class="mt-10">
<h2 id="bills-heading" class="text-2xl font-bold text-brand-900">${escapeHtml(t.list.heading)}</h2>
${billsTable(locale, t, bills, options.chosen ?? false)}
</section>
${bills.total > 0 ? paidForm(locale, t, bills, options.chosen ?? false) : ""}
${statement}`;
  return page(`${title}
<p class="mt-2 text-slate-700">${escapeHtml(who)}${bills.asOf ? ` · ${escapeHtml(asOfWords(t, locale, bills.asOf))}` : ""}</p>
<p class="mt-1"><a class="${linkClass}" href="${localePath(locale, paths.account)}">${escapeHtml(t.page.back)}</a></p>
${notices.join("\n")}
${body}
${invoiceList(locale, t, bills)}
${history(locale, t, bills)}`);
}
