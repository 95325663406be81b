import { phoneHref, whatsappHref } from "#app/content/site.ts";
import { PhoneIcon, WhatsAppIcon } from "./icons";

type LinkProps = { className: string; iconClassName: string; onClick?: () => void };

/** "Call +91 …" (`compact`: "Call", the number said only to screen readers). */
export function CallLink({
  phone,
  compact = false,
  className,
  iconClassName,
  onClick,
}: LinkProps & { phone: string; compact?: boolean }) {
  return (
    <a href={phoneHref(phone)} className={className} onClick={onClick}>
      <PhoneIcon className={iconClassName} />
      {compact ? (
        <span>
          Call<span className="sr-only"> {phone}</span>
        </span>
      ) : (
        <span>
          Call <span className="whitespace-nowrap">{phone}</span>
        </span>
      )}
    </a>
  );
}

/** A WhatsApp chat with `number`, opened in a new tab with `text` already typed. */
export function WhatsAppLink({
  number,
  text,
  className,
  iconClassName,
  onClick,
}: LinkProps & { number: string; text?: string }) {
  return (
    <a
      href={whatsappHref(number, text)}
      className={className}
      target="_blank"
      rel="noopener noreferrer"
      onClick={onClick}
    >
      <WhatsAppIcon className={iconClassName} />
      <span>
        WhatsApp<span className="sr-only"> (opens in a new tab)</span>
      </span>
    </a>
  );
}
