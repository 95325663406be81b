import type { ReactNode } from "react";
import { ChatWidget } from "#app/chat/chat-widget.tsx";
import { LanguageOffers } from "#app/site/language-switcher.tsx";
import { NoticeBanner } from "#app/site/notice-banner.tsx";
import { SiteFooter } from "#app/site/site-footer.tsx";
import { SiteHeader } from "#app/site/site-header.tsx";
import { useSiteText } from "#app/site/site-text.tsx";
import { Island } from "#app/render/island.tsx";

/**
 * What every public page has around its own content: skip link, header, the language offers,
 * footer and the chat. The boot script (app/boot/state.ts) decides the header's and the offers'
 * first paint once the parser reaches `<main>`: keep it after them.
 */
export function PageFrame({ children }: { children: ReactNode }) {
  const { common } = useSiteText();
  return (
    <>
      <a
        href="#main"
        className="sr-only z-[60] rounded bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {common.skipLink}
      </a>
      {/* The day's notices come first, over the page's opening band; the header sits on them. */}
      <NoticeBanner />
      <SiteHeader />
      <LanguageOffers />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter />
      <Island name="chat" when="interaction" component={ChatWidget} props={{}} />
    </>
  );
}
