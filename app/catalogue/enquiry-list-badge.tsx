import { SiteLink } from "#app/site/site-link.tsx";
import { useLocalePath, useSiteText } from "#app/site/site-text.tsx";
import { paths } from "#shared/site-paths.ts";
import { ListIcon } from "#app/ui/icons.tsx";

/**
 * In the header, once the visitor has listed items: how many, and the way to the list (the
 * order on the account page for a signed-in customer). Hidden in the HTML: the boot script
 * (app/boot/state.ts) counts the list on the device, then shows the badge with its link, the
 * number and the words read out (each language's plural forms are here as JSON).
 */
export function EnquiryListBadge() {
  const { common, account } = useSiteText();
  const to = useLocalePath();
  const enquiryList = `${to(paths.contact)}#enquiry-list`;
  return (
    <SiteLink
      to={enquiryList}
      hidden
      data-badge=""
      data-enquiry={enquiryList}
      data-order={`${to(paths.account)}#order`}
      data-enquiry-text={JSON.stringify(common.enquiryBadge)}
      data-order-text={JSON.stringify(account.orderBadge)}
      className="flex min-h-11 items-center gap-1 rounded-full bg-white/90 px-3 text-sm font-semibold text-brand-900 solid:bg-brand-50 solid:ring-1 solid:ring-sun-400"
    >
      <ListIcon />
      <span aria-hidden="true" data-count="" />
      <span className="sr-only" data-count-text="" />
    </SiteLink>
  );
}
