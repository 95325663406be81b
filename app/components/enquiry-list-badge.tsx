import { Link } from "react-router";
import { useEnquiryList } from "#app/lib/enquiry-list.ts";
import { useLocalePath, useSiteText } from "#app/lib/site-text.tsx";
import { plural } from "#shared/text-format.ts";
import { paths } from "#shared/site-paths.ts";
import { ListIcon } from "./icons";

/** In the header, once the visitor has listed items: how many, and the way to the list. */
export function EnquiryListBadge({ solid }: { solid: boolean }) {
  const { items } = useEnquiryList();
  const { locale, common } = useSiteText();
  const to = useLocalePath();
  if (items.length === 0) return null;
  return (
    <Link
      to={`${to(paths.contact)}#enquiry-list`}
      className={`flex min-h-11 items-center gap-1 rounded-full px-3 text-sm font-semibold ${
        solid ? "bg-brand-50 text-brand-900 ring-1 ring-sun-400" : "bg-white/90 text-brand-900"
      }`}
    >
      <ListIcon />
      <span aria-hidden="true">{items.length}</span>
      <span className="sr-only">{plural(locale, common.enquiryBadge, items.length)}</span>
    </Link>
  );
}
