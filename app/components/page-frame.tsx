import { ChatWidget } from "#app/components/chat-widget.tsx";
import { SiteFooter } from "#app/components/site-footer.tsx";
import { LanguageOffer } from "#app/components/language-switcher.tsx";
import { SiteHeader } from "#app/components/site-header.tsx";
import { useSiteText } from "#app/lib/site-text.tsx";
import { Island } from "#app/render/island.tsx";

/**
 * What every public page has around its own content: skip link, header, footer and the chat.
 * `afterHeader` (the boot script) runs once the header is parsed, before the first paint.
 */
export function PageFrame({
  afterHeader,
  children,
}: {
  afterHeader: React.ReactNode;
  children: React.ReactNode;
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
      <LanguageOffer />
      {afterHeader}
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter />
      <Island name="chat" when="interaction" component={ChatWidget} props={{}} />
    </>
  );
}
