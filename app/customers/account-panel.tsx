import { lazy, Suspense, useCallback, useEffect, useState, type ComponentProps } from "react";
import { SiteLink } from "#app/site/site-link.tsx";
import { Button, buttonClass } from "#app/ui/button.tsx";
import { linkClass } from "#app/ui/link-class.ts";
import { whoIsSignedIn } from "#app/customers/account-api.ts";
import { signOut, useSignedInShop } from "#app/customers/account-session.ts";
import { useLocalePath, useSiteText } from "#app/site/site-text.tsx";
import type { AccountText } from "#shared/content/en/account.ts";
import type { SiteTexts } from "#shared/content/text.ts";
import type { AccountMe } from "#shared/schemas/customers.ts";
import { paths } from "#shared/site-paths.ts";
import { fill } from "#shared/text-format.ts";
import type { OrdersPageText } from "#app/orders/customer-orders.ts";
import { PageSection } from "#app/site/page-section.tsx";
import { SignInForm, type SignInText } from "./sign-in-form";

/** The signed-in customer's texts, with the Bills page's link. */
type SignedInText = AccountText["signedIn"] & { bills: string; returns: string };

export type AccountPanelText = {
  signIn: SignInText;
  signedIn: SignedInText;
  orders: OrdersPageText;
};

/** The account page's texts, taken from a language's texts. */
export const accountPanelText = ({
  account,
  orders,
  bills,
  orderMessage,
  returns,
}: SiteTexts): AccountPanelText => ({
  signIn: { ...account.signIn, missing: account.answers.signInMissing },
  signedIn: { ...account.signedIn, bills: bills.page.link, returns: returns.page.link },
  orders: { ...orders, terms: account.terms, message: orderMessage },
});

/** The orders (and zod) load only once a customer is signed in: not with the page itself. */
const AccountOrders = lazy(() => import("#app/orders/account-orders.tsx"));

/**
 * The account page's body: the sign-in form (all the pre-rendered page has, and all a browser
 * without JavaScript gets), or, once the server says who is signed in, the customer's details.
 */
export function AccountPanel({ text }: { text: AccountPanelText }) {
  const shop = useSignedInShop();
  const [customer, setCustomer] = useState<AccountMe["customer"] | null>(null);
  const [checked, setChecked] = useState(false);
  const [signedOut, setSignedOut] = useState(false);

  const check = useCallback(() => {
    whoIsSignedIn()
      .then(setCustomer, () => setCustomer(null))
      .finally(() => setChecked(true));
  }, []);
  // Asked only when the device says a shop is signed in: a visitor who never signed in here
  // costs the server nothing (docs/product.md#trade-customers).
  useEffect(() => {
    if (shop) check();
  }, [shop, check]);
  // A page restored from the back-forward cache shows no prices until the server has said
  // again who is signed in (decision 18 of round 3).
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (!event.persisted || !shop) return;
      setCustomer(null);
      setChecked(false);
      check();
    };
    window.addEventListener("pageshow", onShow);
    return () => window.removeEventListener("pageshow", onShow);
  }, [shop, check]);

  // Shown while the device says a shop is signed in: a sign-out in another tab ends it here too.
  const signedIn = shop ? customer : null;
  if (signedIn)
    return (
      <>
        <SignedIn
          customer={signedIn}
          text={text.signedIn}
          onSignOut={async () => {
            await signOut();
            setSignedOut(true);
          }}
        />
        <Suspense fallback={<p className="mt-12 text-slate-700">{text.orders.list.loading}</p>}>
          <AccountOrders shop={signedIn.shopName} text={text.orders} />
        </Suspense>
      </>
    );
  if (shop && !checked)
    return (
      <p role="status" className="text-lg text-slate-700">
        {text.signIn.checking}
      </p>
    );
  return (
    <SignInSection
      text={text.signIn}
      notice={signedOut ? text.signedIn.signedOut : undefined}
      onSignedIn={check}
    />
  );
}

function SignInSection({ text, notice, onSignedIn }: ComponentProps<typeof SignInForm>) {
  const to = useLocalePath();
  return (
    <div className="grid items-start gap-10 lg:grid-cols-[3fr_2fr]">
      <PageSection id="sign-in" title={text.heading}>
        <div className="mt-6">
          <SignInForm text={text} notice={notice} onSignedIn={onSignedIn} />
        </div>
      </PageSection>
      <div className="rounded-2xl bg-white p-6 text-slate-700 ring-1 ring-slate-200">
        <p className="text-lg">{text.benefits}</p>
        <p className="mt-4">
          {text.noAccount}{" "}
          <SiteLink to={to(paths.accountRequest)} className={linkClass}>
            {text.request}
          </SiteLink>
        </p>
      </div>
    </div>
  );
}

function SignedIn({
  customer,
  text,
  onSignOut,
}: {
  customer: AccountMe["customer"];
  text: SignedInText;
  onSignOut: () => Promise<void>;
}) {
  const { account } = useSiteText();
  const to = useLocalePath();
  const [leaving, setLeaving] = useState(false);
  const details = [
    { label: text.code, value: customer.code },
    { label: text.contact, value: customer.contactName },
    { label: text.phone, value: customer.phone },
    { label: text.email, value: customer.email },
  ].filter((detail) => detail.value);
  return (
    <PageSection id="account" title={fill(text.title, { shop: customer.shopName })}>
      <dl className="mt-6 grid max-w-2xl gap-x-6 gap-y-2 rounded-2xl bg-white p-6 ring-1 ring-slate-200 sm:grid-cols-[auto_1fr]">
        {details.map((detail) => (
          <div key={detail.label} className="contents">
            <dt className="text-slate-600">{detail.label}</dt>
            <dd className="font-medium [overflow-wrap:anywhere] text-slate-900">{detail.value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-6 flex flex-wrap gap-3">
        <SiteLink to={to(paths.products)} className={buttonClass()}>
          {text.search}
        </SiteLink>
        <SiteLink to={to(paths.accountBills)} className={buttonClass("outline")}>
          {text.bills}
        </SiteLink>
        <SiteLink to={to(paths.accountReturns)} className={buttonClass("outline")}>
          {text.returns}
        </SiteLink>
        <Button
          variant="outline"
          pending={leaving}
          onClick={() => {
            setLeaving(true);
            void onSignOut();
          }}
        >
          {account.signOut}
        </Button>
      </div>
    </PageSection>
  );
}
