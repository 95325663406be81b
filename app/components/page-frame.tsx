import type { ReactNode } from "react";
import { ChatWidget } from "#app/components/chat-widget.tsx";
import { LanguageOffers } from "#app/components/language-switcher.tsx";
import { SiteFooter } from "#app/components/site-footer.tsx";
import { SiteHeader } from "#app/components/site-header.tsx";
import { useSiteText } from "#app/lib/site-text.tsx";
import { Island } from "#app/render/island.tsx";

/**
 * What every public page has around its own content: skip link, header, the language offers,
 * footer and the chat. `afterHeader` is the boot script (app/boot/state.ts): it runs once the
 * header and the offers are parsed, before their first paint, which it decides.
 */
export function PageFrame({
  afterHeader,
  children,
}: {
  afterHeader: ReactNode;
  children: ReactNode;
}) {
  const { common } = useSiteText();
  return (
    <>
      <a
        href="#main"
        className="sr-only z-[60] rounded bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {common.skipLink}
      </a>
      <SiteHeader />
      <LanguageOffers />
      {afterHeader}
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter />
      <Island name="chat" when="interaction" component={ChatWidget} props={{}} />
    </>
  );
}
