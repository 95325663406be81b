import { createContext, use } from "react";
import type { AccountFrameText } from "#shared/content/en/account.ts";
import type { CommonText } from "#shared/content/en/common.ts";
import { localePath, type Locale } from "#shared/locales.ts";

// The page's language and the texts of its frame (header, footer, chat, forms' shared words,
// the trade customer's sign-in), which the site layout's loader picked at build time, for every
// component below it.

type SiteTextValue = { locale: Locale; common: CommonText; account: AccountFrameText };

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
