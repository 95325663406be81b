import { visitorPhoneHref, visitorWhatsappHref } from "#shared/phone-links.ts";

const linkClass =
  "inline-flex items-center font-medium text-brand-700 underline underline-offset-2";

/**
 * The ways a clerk on a phone answers a visitor: email, call, WhatsApp with a short reply that
 * names what it is about. A way with nothing to reach (no email, no phone kept) is left out.
 */
export function ContactLinks({
  name,
  email,
  phone,
  about,
  touch = false,
}: {
  name: string;
  email: string;
  phone: string;
  /** What the reply is about, e.g. "your enquiry of 21 Nov". */
  about: string;
  /** Links tall enough to tap (44 px), where they stand apart rather than in a dense card. */
  touch?: boolean;
}) {
  const link = `${linkClass} ${touch ? "min-h-11" : "min-h-6"}`;
  return (
    <>
      {email && (
        <a className={`${link} break-all`} href={`mailto:${email}`}>
          {email}
        </a>
      )}
      {phone && (
        <span className="flex flex-wrap gap-x-3">
          <a className={`${link} whitespace-nowrap`} href={visitorPhoneHref(phone)}>
            {phone}
          </a>
          <a
            className={link}
            href={visitorWhatsappHref(phone, `Hello ${name}, about ${about}: `)}
            aria-label={`WhatsApp ${name}`}
          >
            WhatsApp
          </a>
        </span>
      )}
    </>
  );
}
