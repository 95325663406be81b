import type { ReactNode } from "react";
import type { SiteFrame } from "#app/islands/root.tsx";
import { PageFrame } from "#app/site/page-frame.tsx";
import { iconLinks } from "#app/site/icon-links.ts";
import type { MetaDescriptor } from "#app/site/meta.ts";
import { PageAnnouncementsProvider, PageSiteProvider } from "#app/site/page-site.tsx";
import type { Announcements } from "#shared/content/announcements.ts";
import { PageLocationProvider } from "#app/site/site-link.tsx";
import { SiteTextProvider } from "#app/site/site-text.tsx";
import type { Site } from "#shared/site-facts.ts";
import { htmlLang, prerendersLinks, speculationRules } from "#shared/site-paths.ts";
import { PageHead } from "./head";
import { jsonData } from "./island";

/** The scripts every page carries inline (app/boot/), each a built classic script. */
export type InlineScripts = {
  /**
   * Sets the signed-in shop, the list's badge and the language offer before their first paint:
   * from the head, once the parser has reached `<main>`.
   */
  boot: string;
  /** The header's scroll state, the popovers, the language links, the footer's year. */
  enhance: string;
  /** Hydrates each island when it is needed. */
  islands: string;
};

/**
 * A whole public page: its language, its head (its own tags, the stylesheet inline, the icons),
 * and the frame around its content.
 */
export function Document({
  frame,
  site,
  announcements,
  head,
  css,
  scripts,
  children,
}: {
  frame: SiteFrame;
  /** Every business fact, for what is rendered here (the islands have the frame's). */
  site: Site;
  /** The owner's notices and closures of the day, in the page's language. */
  announcements: Announcements;
  head: MetaDescriptor[];
  /** The site's stylesheet, inlined: the page paints from its HTML alone. */
  css: string;
  scripts: InlineScripts;
  children: ReactNode;
}) {
  return (
    <html lang={htmlLang[frame.locale]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b5e7a" />
        {/* No first paint before the parser reaches <main>: on a slow phone it pauses mid-page, and
            a header painted without its last buttons moved its first ones when they came. */}
        <link rel="expect" href="#main" blocking="render" />
        <PageHead tags={head} />
        <style dangerouslySetInnerHTML={{ __html: css }} />
        <InlineScript code={scripts.boot} />
        {iconLinks.map((link) => (
          <link key={link.rel} {...link} />
        ))}
      </head>
      <body>
        {/* The query and fragment are the visitor's: empty here, as in every island's root. */}
        <PageLocationProvider value={{ pathname: frame.pathname, search: "", hash: "" }}>
          <SiteTextProvider value={frame}>
            <PageSiteProvider value={site}>
              <PageAnnouncementsProvider value={announcements}>
                <PageFrame>{children}</PageFrame>
              </PageAnnouncementsProvider>
            </PageSiteProvider>
          </SiteTextProvider>
        </PageLocationProvider>
        <script
          type="application/json"
          id="site-frame"
          dangerouslySetInnerHTML={{ __html: jsonData(frame) }}
        />
        <InlineScript code={scripts.enhance} />
        <InlineScript code={scripts.islands} />
        {prerendersLinks(frame.pathname) && (
          <script
            type="speculationrules"
            dangerouslySetInnerHTML={{ __html: jsonData(speculationRules()) }}
          />
        )}
      </body>
    </html>
  );
}

/** A script of the site's own, inline (the CSP allows it by its hash). */
function InlineScript({ code }: { code: string }) {
  if (code.includes("</script")) throw new Error("An inline script cannot hold </script");
  return <script dangerouslySetInnerHTML={{ __html: code }} />;
}
