import { SiteLink } from "#app/site/site-link.tsx";
import type { HomeText } from "#shared/content/en/home.ts";
import { phoneHref } from "#shared/phone-links.ts";
import { useLocalePath, useSiteText } from "#app/site/site-text.tsx";
import { enquiryFormHref, paths } from "#shared/site-paths.ts";
import { MailIcon, PhoneIcon } from "#app/ui/icons.tsx";
import { SiteWhatsAppLink } from "./reach-links";

// On a phone three equal tiles, icon over label (three pills side by side do not fit 320 px);
// from `sm` up, pills in a row. The tile's icon keeps its place from the top: centred, it moved
// up when a slow phone's parser brought the label after it.
const actionClass =
  "flex h-14 flex-col items-center justify-start gap-0.5 pt-[7px] sm:justify-center sm:pt-0 rounded-xl bg-white px-2 text-sm font-semibold text-brand-800 shadow-md hover:bg-brand-50 sm:h-12 sm:flex-row sm:gap-2 sm:rounded-full sm:px-5 sm:text-base";

/**
 * Call, WhatsApp and Enquire, shown over the home page's hero so that they are on the first
 * screen at every width. Plain links in the pre-rendered HTML: no image, nothing that moves
 * the page once it has painted.
 */
export function FirstScreenActions({ text }: { text: HomeText["actions"] }) {
  const to = useLocalePath();
  const { site } = useSiteText();
  return (
    <ul aria-label={text.label} className="grid grid-cols-3 gap-2 sm:flex sm:gap-3">
      <li>
        <a href={phoneHref(site.phones[0])} className={actionClass}>
          <PhoneIcon className="size-5 text-brand-700" />
          {text.call}
        </a>
      </li>
      <li>
        <SiteWhatsAppLink
          page={paths.home}
          className={actionClass}
          iconClassName="size-5 text-leaf-600"
        >
          {text.whatsapp}
        </SiteWhatsAppLink>
      </li>
      <li>
        <SiteLink to={to(enquiryFormHref)} className={actionClass}>
          <MailIcon className="size-5 text-brand-700" />
          {text.enquire}
        </SiteLink>
      </li>
    </ul>
  );
}
