import { createContext, use } from "react";
import type { AccountFrameText } from "#shared/content/en/account.ts";
import type { CommonText } from "#shared/content/en/common.ts";
import { localePath, type Locale } from "#shared/locales.ts";
import type { Site } from "#shared/site-facts.ts";

// The page's language, the texts of its frame (header, footer, chat, forms' shared words, the
// trade customer's sign-in) and the business facts its islands show, which the renderer took
// from the content the page is rendered with, for every component below it.

/**
 * The business facts an island may show, which the page's frame data (`#site-frame`, in every
 * page) carries: only these, to keep it small. A component reads them as `useSiteText().site`
 * (no hook of their own: this module is in the chunk every island starts with, the home page's
 * included, whose script budget is tight). What the server alone renders may read every fact
 * (usePageSite, app/site/page-site.tsx).
 */
export type FrameSite = Pick<
  Site,
  "name" | "shortName" | "foundedYear" | "phones" | "whatsapp" | "email" | "geo"
> & {
  readonly address: Pick<
    Site["address"],
    "street" | "locality" | "city" | "region" | "postalCode" | "countryName"
  >;
};

/** What every island knows of its page: the language, the frame's texts and the business facts. */
export type SiteTextValue = {
  locale: Locale;
  common: CommonText;
  account: AccountFrameText;
  site: FrameSite;
  /** The closures not yet over, each a line in the page's language (the chat's hours replies). */
  closed: string[];
  /** The content version the page shows, whose files the chat fetches its texts from. */
  contentVersion: string;
};

const SiteTextContext = createContext<SiteTextValue | null>(null);

export const SiteTextProvider = SiteTextContext.Provider;

export function useSiteText(): SiteTextValue {
  const value = use(SiteTextContext);
  if (!value) throw new Error("useSiteText is only for the public pages, inside the site layout");
  return value;
}

/** Turns a path of the registry into the same page in the page's language. */
export function useLocalePath(): (path: string) => string {
  const { locale } = useSiteText();
  return (path) => localePath(locale, path);
}
