import { phoneHref, whatsappHref } from "#shared/phone-links.ts";
import { useSiteText } from "#app/site/site-text.tsx";
import { useWhatsappGreeting } from "#app/site/whatsapp-greeting.ts";
import { around } from "#shared/text-format.ts";
import { PhoneIcon, WhatsAppIcon } from "#app/ui/icons.tsx";

type LinkProps = { className: string; iconClassName: string; onClick?: () => void };

/** "Call +91 …" in the page's language (`compact`: "Call", the number said only to screen readers). */
export function CallLink({
  phone,
  compact = false,
  className,
  iconClassName,
  onClick,
}: LinkProps & { phone: string; compact?: boolean }) {
  const { contactMenu } = useSiteText().common;
  const [before, after] = around(contactMenu.call, "phone");
  return (
    <a href={phoneHref(phone)} className={className} onClick={onClick}>
      <PhoneIcon className={iconClassName} />
      {compact ? (
        <span>
          {contactMenu.callShort}
          <span className="sr-only"> {phone}</span>
        </span>
      ) : (
        // The number stays whole on one line, whatever the language puts around it.
        <span>
          {before}
          <span className="whitespace-nowrap">{phone}</span>
          {after}
        </span>
      )}
    </a>
  );
}

/**
 * A WhatsApp chat with `number`, opened in a new tab with `text` already typed. Its label is
 * `children`, or "WhatsApp" in the page's language; the icon only when given its class.
 */
export function WhatsAppLink({
  number,
  text,
  className,
  iconClassName,
  onClick,
  children,
}: Omit<LinkProps, "iconClassName"> & {
  number: string;
  text?: string;
  iconClassName?: string;
  children?: React.ReactNode;
}) {
  const { common } = useSiteText();
  return (
    <a
      href={whatsappHref(number, text)}
      className={className}
      target="_blank"
      rel="noopener noreferrer"
      onClick={onClick}
    >
      {iconClassName && <WhatsAppIcon className={iconClassName} />}
      <span>
        {children ?? common.contactMenu.whatsapp}
        <span className="sr-only">{common.newTab}</span>
      </span>
    </a>
  );
}

/**
 * The business's WhatsApp, the chat opened with the greeting that names the page (`page`, else
 * the current one) for the staff.
 */
export function SiteWhatsAppLink({
  page,
  ...link
}: Omit<React.ComponentProps<typeof WhatsAppLink>, "number" | "text"> & { page?: string }) {
  const { site } = useSiteText();
  return <WhatsAppLink number={site.whatsapp} text={useWhatsappGreeting(page)} {...link} />;
}
