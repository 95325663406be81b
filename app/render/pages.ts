// The page registry: every public page, in any language, as the site's renderer makes it. Each
// page's data, head and component are its React Router route module's (app/routes/), so both
// write the same page.
import { createElement, type ComponentType, type ReactElement } from "react";
import { AccountUnavailable } from "#app/customers/account-unavailable.tsx";
import type { MetaDescriptor, PageHeadArgs, PageKey } from "#app/site/meta.ts";
import About, { head as aboutHead } from "#app/pages/about.tsx";
import AccountForgotSent, {
  head as accountForgotSentHead,
} from "#app/pages/account-forgot-sent.tsx";
import AccountForgot, { head as accountForgotHead } from "#app/pages/account-forgot.tsx";
import AccountPassword, { head as accountPasswordHead } from "#app/pages/account-password.tsx";
import AccountRequestSent, {
  head as accountRequestSentHead,
} from "#app/pages/account-request-sent.tsx";
import AccountRequest, { head as accountRequestHead } from "#app/pages/account-request.tsx";
import Account, { head as accountHead } from "#app/pages/account.tsx";
import CareersSent, { head as careersSentHead } from "#app/pages/careers-sent.tsx";
import Careers, { head as careersHead } from "#app/pages/careers.tsx";
import ContactSent, { head as contactSentHead } from "#app/pages/contact-sent.tsx";
import Contact, { head as contactHead } from "#app/pages/contact.tsx";
import Home, { head as homeHead } from "#app/pages/home.tsx";
import NotFound, { head as notFoundHead } from "#app/pages/not-found.tsx";
import Privacy, { head as privacyHead } from "#app/pages/privacy.tsx";
import Products, { head as productsHead } from "#app/pages/products.tsx";
import { englishPath, paths } from "#shared/site-paths.ts";
import { accountPagesData, pageData, type PageContext, type PageData } from "./page-data";

/** A page made ready for a path: its head tags and its content (what goes in `<main>`). */
export type RenderedPage = { head: MetaDescriptor[]; content: ReactElement };

function page<Key extends PageKey>(
  key: Key,
  head: (data: PageData<Key>, page: PageHeadArgs) => MetaDescriptor[],
  Component: ComponentType<{ loaderData: PageData<Key> }>,
  { account = false } = {},
) {
  return (context: PageContext, pathname: string): RenderedPage => {
    const loaderData = pageData[key](context) as PageData<Key>;
    const { unavailable } = accountPagesData(context);
    return {
      head: head(loaderData, { pathname, common: context.texts.common, site: context.site }),
      // On static hosting a trade customer's pages say that accounts need the server.
      content:
        account && unavailable
          ? createElement(AccountUnavailable, { text: unavailable })
          : createElement(Component, { loaderData }),
    };
  };
}

const account = { account: true };

export const pages: Record<PageKey, ReturnType<typeof page>> = {
  home: page("home", homeHead, Home),
  about: page("about", aboutHead, About),
  products: page("products", productsHead, Products),
  contact: page("contact", contactHead, Contact),
  contactSent: page("contactSent", contactSentHead, ContactSent),
  careers: page("careers", careersHead, Careers),
  careersSent: page("careersSent", careersSentHead, CareersSent),
  privacy: page("privacy", privacyHead, Privacy),
  notFound: page("notFound", notFoundHead, NotFound),
  account: page("account", accountHead, Account, account),
  accountRequest: page("accountRequest", accountRequestHead, AccountRequest, account),
  accountRequestSent: page(
    "accountRequestSent",
    accountRequestSentHead,
    AccountRequestSent,
    account,
  ),
  accountPassword: page("accountPassword", accountPasswordHead, AccountPassword, account),
  accountForgot: page("accountForgot", accountForgotHead, AccountForgot, account),
  accountForgotSent: page("accountForgotSent", accountForgotSentHead, AccountForgotSent, account),
};

/** The page at a public path in any language ("/or/about" → "about"). */
export function pageKeyOf(pathname: string): PageKey {
  const english = englishPath(pathname);
  const key = (Object.keys(pages) as PageKey[]).find((candidate) => paths[candidate] === english);
  if (!key) throw new Error(`${pathname} is not a public page`);
  return key;
}
