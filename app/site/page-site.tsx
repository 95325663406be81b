import { createContext, use } from "react";
import type { Announcements } from "#shared/content/announcements.ts";
import type { Site } from "#shared/site-facts.ts";

// Every business fact, for what the server renders once per page outside the islands (the
// header, the footer, the pages' own parts): from the content the page is rendered with, never
// imported, so that a page rendered from newly published content shows the new facts. An island
// has only the few the page's frame data carries (`useSiteText().site`, app/site/site-text.tsx).

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

// What the owner announces (notices, closures, job openings) as the page's language shows it on
// the day the page is rendered: for the frame the server renders (the notices' banner, the
// hours in the footer), like the facts above.

const PageAnnouncementsContext = createContext<Announcements | null>(null);

export const PageAnnouncementsProvider = PageAnnouncementsContext.Provider;

/** The day's announcements, in what the server renders once per page, never inside an island. */
export function usePageAnnouncements(): Announcements {
  const value = use(PageAnnouncementsContext);
  if (!value)
    throw new Error("usePageAnnouncements is only for what the server renders outside the islands");
  return value;
}
