import type { ShownContent } from "#server/content/live-content.server.ts";
import { localePath, paths, type Locale } from "#shared/site-paths.ts";
import { fill } from "#shared/text-format.ts";
import { escapeHtml, htmlPage } from "#server/http/html-page.server.ts";
import { problemList } from "#server/submissions/no-js-page.server.ts";

// The set-password page for a browser without JavaScript, written per request: the page that
// links open needs JavaScript to read the token in its fragment, so without it the customer
// pastes the link into that page's form, and the server answers this: whose password the link
// sets (the shop and the login, masked), and the password form, the token in a hidden field.
// Its form posts back to the same path (docs/product.md#trade-customers).

const fieldClass =
  "min-h-12 w-full rounded-xl border border-slate-400 bg-white px-3 text-slate-900 sm:max-w-md";
const buttonClass =
  "inline-flex min-h-12 items-center rounded-full bg-brand-700 px-6 font-semibold text-white";

export function passwordPage(options: {
  locale: Locale;
  content: ShownContent;
  stylesheet?: string;
  link: { token: string; shopName: string; login: string; consented: boolean };
  /** What was wrong with the last try, in the page's language. */
  problems?: string[];
}) {
  const { locale, content, stylesheet, link, problems = [] } = options;
  const { account, forms } = content.texts[locale];
  const t = account.password;
  const whose = fill(link.login ? t.forAccount : t.forShop, {
    shopName: link.shopName,
    login: link.login,
  });
  const consent = link.consented
    ? ""
    : `<p class="flex items-start gap-3">
<input id="consent" name="consent" type="checkbox" value="on" required class="mt-1 h-5 w-5">
<label for="consent">${escapeHtml(t.consent)} <a class="font-semibold text-brand-700 underline" href="${localePath(locale, paths.privacy)}">${escapeHtml(forms.privacyLink)}</a></label>
</p>`;
  return htmlPage({
    content,
    locale,
    title: t.title,
    stylesheet,
    main: `<h1 class="text-3xl font-bold text-brand-900">${escapeHtml(t.title)}</h1>
<p class="mt-4 max-w-2xl rounded-xl bg-brand-50 p-4 font-medium text-brand-900">${escapeHtml(whose)}</p>
${problems.length ? problemList(problems) : ""}
<form method="post" action="${localePath(locale, paths.accountPasswordForm)}" class="mt-6 flex max-w-2xl flex-col gap-5">
<input type="hidden" name="token" value="${escapeHtml(link.token)}">
<input type="hidden" name="locale" value="${locale}">
<p class="flex flex-col gap-1">
<label for="password" class="font-semibold">${escapeHtml(t.password)}</label>
<input id="password" name="password" type="password" autocomplete="new-password" required aria-describedby="password-hint" class="${fieldClass}">
<span id="password-hint" class="text-sm text-slate-700">${escapeHtml(t.passwordHint)}</span>
</p>
${consent}
<p><button type="submit" class="${buttonClass}">${escapeHtml(t.submit)}</button></p>
</form>
<p class="mt-6"><a class="font-semibold text-brand-700 underline" href="${localePath(locale, paths.accountForgot)}">${escapeHtml(t.forgot)}</a></p>`,
  });
}
