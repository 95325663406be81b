import { SiteLink } from "#app/lib/site-link.tsx";
import { useSignedInShop } from "#app/lib/account-session.ts";
import { useEnquiryList, useOrderListCount } from "#app/lib/enquiry-list.ts";
import { useLocalePath, useSiteText } from "#app/lib/site-text.tsx";
import { plural } from "#shared/text-format.ts";
import { paths } from "#shared/site-paths.ts";
import { ListIcon } from "./icons";

/**
 * In the header, once the visitor has listed items: how many, and the way to the list (the
 * order on the account page for a signed-in customer), counted from the device alone.
 */
export function EnquiryListBadge({ solid }: { solid: boolean }) {
  const { items } = useEnquiryList();
  const orderCount = useOrderListCount();
  const shop = useSignedInShop();
  const { locale, common, account } = useSiteText();
  const to = useLocalePath();
  const count = shop ? orderCount : items.length;
  if (count === 0) return null;
  return (
    <SiteLink
      to={shop ? `${to(paths.account)}#order` : `${to(paths.contact)}#enquiry-list`}
      className={`flex min-h-11 items-center gap-1 rounded-full px-3 text-sm font-semibold ${
        solid ? "bg-brand-50 text-brand-900 ring-1 ring-sun-400" : "bg-white/90 text-brand-900"
      }`}
    >
      <ListIcon />
      <span aria-hidden="true">{count}</span>
      <span className="sr-only">
        {plural(locale, shop ? account.orderBadge : common.enquiryBadge, count)}
      </span>
    </SiteLink>
  );
}
