import { useState, useSyncExternalStore } from "react";
import { languageNames, languageOffers } from "#shared/content/languages.ts";
import { saveDrafts } from "#app/lib/drafts.ts";
import { SiteLink, usePageLocation } from "#app/lib/site-link.tsx";
import { declineOffer, languageToOffer, rememberLanguage } from "#app/lib/language-choice.ts";
import { useSiteText } from "#app/lib/site-text.tsx";
import { englishPath, htmlLang, localePath, locales, type Locale } from "#shared/site-paths.ts";
import { CloseIcon } from "./icons";

/** The same page, with its query and fragment, in another language. */
function useSamePageIn() {
  const { pathname, search, hash } = usePageLocation();
  return (locale: Locale) => `${localePath(locale, englishPath(pathname))}${search}${hash}`;
}

/** Opening the same page in another language keeps what the visitor typed and opened. */
function switchTo(locale: Locale) {
  rememberLanguage(locale);
  saveDrafts(document);
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
              lang={htmlLang[target]}
              hrefLang={htmlLang[target]}
              aria-current={target === locale ? "true" : undefined}
              onClick={() => switchTo(target)}
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

const decided = new Map<Locale, Locale | undefined>();
const noSubscription = () => () => {};

/**
 * The language to offer on a page in `locale`, worked out once per page language when the page
 * runs in the browser (never while pre-rendering: the HTML is the same for everyone).
 */
function useLanguageToOffer(locale: Locale) {
  return useSyncExternalStore(
    noSubscription,
    () => {
      if (!decided.has(locale)) decided.set(locale, languageToOffer(locale));
      return decided.get(locale);
    },
    () => undefined,
  );
}

/**
 * Once the page runs: to a visitor who chose another language before, or whose browser
 * prefers Odia or Hindi (once), a quiet offer of this page in that language, in that
 * language. Never a redirect. Fixed to the bottom edge, so nothing on the page moves.
 */
export function LanguageOffer() {
  const { locale } = useSiteText();
  const samePageIn = useSamePageIn();
  const offer = useLanguageToOffer(locale);
  const [closed, setClosed] = useState(false);
  if (!offer || closed) return null;
  const text = languageOffers[offer];
  return (
    <section
      aria-label={text.text}
      lang={htmlLang[offer]}
      className="fixed inset-x-3 bottom-24 z-40 mx-auto flex max-w-md flex-wrap items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-xl sm:right-auto sm:bottom-5 sm:left-5"
    >
      <p className="basis-full font-medium text-slate-800">{text.text}</p>
      <div className="flex items-center gap-2">
        <SiteLink
          to={samePageIn(offer)}
          hrefLang={htmlLang[offer]}
          onClick={() => switchTo(offer)}
          className="inline-flex min-h-11 items-center rounded-full bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
        >
          {text.accept}
        </SiteLink>
        <button
          type="button"
          onClick={() => {
            declineOffer();
            setClosed(true);
          }}
          className="inline-flex min-h-11 items-center gap-1 rounded-full px-3 font-medium text-slate-700 hover:bg-slate-100"
        >
          <CloseIcon className="size-4" />
          {text.dismiss}
        </button>
      </div>
    </section>
  );
}
