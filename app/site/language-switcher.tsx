import { languageNames, languageOffers } from "#shared/content/languages.ts";
import { SiteLink, usePageLocation } from "#app/site/site-link.tsx";
import { useSiteText } from "#app/site/site-text.tsx";
import { englishPath, htmlLang, localePath, locales, type Locale } from "#shared/site-paths.ts";
import { CloseIcon } from "#app/ui/icons.tsx";

// Both are static HTML for the frame's scripts (app/boot/): a language link, `a[data-language]`,
// remembers the choice and carries the page's query, fragment and drafts to the page in that
// language (enhance.ts); the boot script (state.ts) shows at most one offer.

/** The same page in another language (the enhance script adds the query and fragment). */
function useSamePageIn() {
  const { pathname } = usePageLocation();
  return (locale: Locale) => localePath(locale, englishPath(pathname));
}

/**
 * English, ଓଡ଼ିଆ, हिन्दी, each in its own script, leading to the same page in that language,
 * which gets back what the visitor typed and opened here; the choice is remembered for the offer.
 */
export function LanguageSwitcher({
  className,
  linkClass,
}: {
  className: string;
  linkClass: (current: boolean) => string;
}) {
  const { locale, common } = useSiteText();
  const samePageIn = useSamePageIn();
  return (
    <nav aria-label={common.languages} className={className}>
      <ul className="flex items-center gap-1">
        {locales.map((target) => (
          <li key={target}>
            <SiteLink
              to={samePageIn(target)}
              data-language={target}
              lang={htmlLang[target]}
              hrefLang={htmlLang[target]}
              aria-current={target === locale ? "true" : undefined}
              className={linkClass(target === locale)}
            >
              {languageNames[target]}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * To a visitor who chose another language before, or whose browser prefers Odia or Hindi
 * (once), a quiet offer of this page in that language, in that language. Never a redirect.
 * One per other language, hidden: the boot script, which must come after them in the page,
 * shows the one the device asks for, before the first paint. Fixed to the bottom edge, so
 * nothing on the page moves.
 */
export function LanguageOffers() {
  const { locale } = useSiteText();
  const samePageIn = useSamePageIn();
  return locales
    .filter((offer) => offer !== locale)
    .map((offer) => {
      const text = languageOffers[offer];
      return (
        <section
          key={offer}
          hidden
          data-offer={offer}
          aria-label={text.text}
          lang={htmlLang[offer]}
          className="fixed inset-x-3 bottom-24 z-40 mx-auto flex max-w-md flex-wrap items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-xl sm:right-auto sm:bottom-5 sm:left-5"
        >
          <p className="basis-full font-medium text-slate-800">{text.text}</p>
          <div className="flex items-center gap-2">
            <SiteLink
              to={samePageIn(offer)}
              data-language={offer}
              hrefLang={htmlLang[offer]}
              className="inline-flex min-h-11 items-center rounded-full bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
            >
              {text.accept}
            </SiteLink>
            <button
              type="button"
              className="inline-flex min-h-11 items-center gap-1 rounded-full px-3 font-medium text-slate-700 hover:bg-slate-100"
            >
              <CloseIcon className="size-4" />
              {text.dismiss}
            </button>
          </div>
        </section>
      );
    });
}
