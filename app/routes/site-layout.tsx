import { useEffect } from "react";
import { Outlet, useLocation } from "react-router";
import type { Route } from "./+types/site-layout";
import { ChatWidget } from "#app/components/chat-widget.tsx";
import { SiteFooter } from "#app/components/site-footer.tsx";
import { LanguageOffer } from "#app/components/language-switcher.tsx";
import { SiteHeader } from "#app/components/site-header.tsx";
import { localeOfRequest, texts } from "#shared/content/text.ts";
import { restoreDrafts } from "#app/lib/drafts.ts";
import { PageLocationProvider } from "#app/lib/site-link.tsx";
import { SiteTextProvider } from "#app/lib/site-text.tsx";

/** The frame's texts in the page's language, picked at build time (nothing else is shipped). */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  return { locale, common: texts[locale].common, account: texts[locale].account.frame };
}

// They never change while the site is open: a page in another language is another route match,
// whose loader runs anyway. (Not revalidating also spares a request for paths with no page.)
export const shouldRevalidate = () => false;

/** The public pages' frame: skip link, header, footer and the chat assistant. */
export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  const { common } = loaderData;
  const { pathname, search, hash } = useLocation();
  // What the visitor typed on this page in the language they just left (the forms are mounted).
  useEffect(() => restoreDrafts(document), []);
  return (
    <PageLocationProvider value={{ pathname, search, hash }}>
      <SiteTextProvider value={loaderData}>
        <a
          href="#main"
          className="sr-only z-[60] rounded bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {common.skipLink}
        </a>
        <SiteHeader />
        <main id="main" tabIndex={-1} className="outline-none">
          <Outlet />
        </main>
        <SiteFooter />
        <ChatWidget />
        <LanguageOffer />
      </SiteTextProvider>
    </PageLocationProvider>
  );
}
