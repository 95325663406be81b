import { SiteLink } from "#app/site/site-link.tsx";
import { useLocalePath, useSiteText } from "#app/site/site-text.tsx";
import { paths } from "#shared/site-paths.ts";
import { MailIcon } from "#app/ui/icons.tsx";
import { CallLink, SiteWhatsAppLink } from "#app/site/reach-links.tsx";

const linkClass =
  "inline-flex min-h-11 items-center gap-2 rounded-full border border-brand-200 bg-white px-3 text-sm font-medium text-brand-800 hover:bg-brand-50";

/**
 * The chat's quick ways to reach a person: call, WhatsApp and an enquiry. They are what the chat
 * button offers before the chat itself has loaded (and without JavaScript), and stay at the top
 * of the chat once it has.
 */
export function ChatQuickLinks({
  className,
  oneRow = false,
  onFollow,
}: {
  className?: string;
  /** One row that scrolls sideways, where the chat is short of room (a phone's keyboard open). */
  oneRow?: boolean;
  onFollow?: () => void;
}) {
  const text = useSiteText().common.chat;
  const to = useLocalePath();
  const [phone] = useSiteText().site.phones;
  return (
    <ul
      aria-label={text.people}
      className={`flex gap-2 ${oneRow ? "shrink-0 overflow-x-auto *:shrink-0" : "flex-wrap"} ${className ?? ""}`}
    >
      <li>
        <CallLink phone={phone} className={linkClass} iconClassName="size-4" onClick={onFollow} />
      </li>
      <li>
        <SiteWhatsAppLink
          className={linkClass}
          iconClassName="size-4 text-leaf-600"
          onClick={onFollow}
        />
      </li>
      <li>
        <SiteLink to={to(paths.contact)} className={linkClass} onClick={onFollow}>
          <MailIcon className="size-4" />
          {text.enquire}
        </SiteLink>
      </li>
    </ul>
  );
}
