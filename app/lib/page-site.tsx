import { createContext, use } from "react";
import type { Site } from "#shared/site-facts.ts";

// Every business fact, for what the server renders once per page outside the islands (the
// header, the footer, the pages' own parts): from the content the page is rendered with, never
// imported, so that a page rendered from newly published content shows the new facts. An island
// has only the few the page's frame data carries (`useSiteText().site`, app/lib/site-text.tsx).

const PageSiteContext = createContext<Site | null>(null);

export const PageSiteProvider = PageSiteContext.Provider;

/** Every fact, in what the server renders once per page, never inside an island. */
export function usePageSite(): Site {
  const value = use(PageSiteContext);
  if (!value)
    throw new Error(
      "usePageSite is only for what the server renders outside the islands: an island has the frame's facts (useSiteText().site)",
    );
  return value;
}
