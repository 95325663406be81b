import { fill } from "#shared/text-format.ts";
import type { ShownContent } from "#shared/content/document.ts";
import { phoneHref, whatsappHref } from "#shared/phone-links.ts";
import { htmlLang, localePath, mainNav, paths, type Locale } from "#shared/site-paths.ts";

// The few pages the server writes itself (for browsers without JavaScript), in the site's
// look and in the visitor's language: the built stylesheet, a plain header with the main
// links, the phones in the footer.

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!,
  );

/** A phone number that a phone dials, kept on one line. */
export const phoneLink = (phone: string) =>
  `<a class="font-semibold whitespace-nowrap text-brand-700 underline" href="${escapeHtml(phoneHref(phone))}">${escapeHtml(phone)}</a>`;

/** A message with some {placeholders} filled with HTML (links), the rest of it escaped. */
export const fillHtml = (message: string, html: Record<string, string>) =>
  fill(escapeHtml(message), html);

export function htmlPage(options: {
  locale: Locale;
  title: string;
  stylesheet?: string;
  main: string;
  /** The published facts and texts (the frame's name, links and phones). */
  content: ShownContent;
}) {
  const { locale, title, stylesheet, main, content } = options;
  const { site } = content;
  const { common, server } = content.texts[locale];
  const whatsapp = `<a class="font-semibold text-brand-700 underline" href="${escapeHtml(whatsappHref(site.whatsapp))}">${escapeHtml(server.page.whatsappUs)}</a>`;
  return `<!doctype html>
<html lang="${htmlLang[locale]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | ${escapeHtml(site.name)}</title>
${stylesheet ? `<link rel="stylesheet" href="${escapeHtml(stylesheet)}">` : ""}
</head>
<body class="bg-canvas text-slate-800">
<header class="bg-brand-900 text-white">
<div class="container-page flex flex-wrap items-center justify-between gap-3 py-3">
<a class="text-lg font-bold" href="${localePath(locale, paths.home)}">${escapeHtml(site.shortName)}</a>
<nav aria-label="${escapeHtml(common.nav.label)}"><ul class="flex flex-wrap gap-x-4 gap-y-1">
${mainNav.map((page) => `<li><a class="inline-flex min-h-11 items-center underline-offset-4 hover:underline" href="${localePath(locale, paths[page])}">${escapeHtml(common.nav[page])}</a></li>`).join("\n")}
</ul></nav>
</div>
</header>
<main class="container-page py-10">
${main}
</main>
<footer class="border-t border-slate-200 bg-white">
<div class="container-page py-6 text-slate-700">
<p>${fillHtml(server.page.callUs, { phones: site.phones.map(phoneLink).join(", "), whatsapp })}</p>
</div>
</footer>
</body>
</html>`;
}
