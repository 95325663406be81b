import { visitorPhoneHref, visitorWhatsappHref } from "#shared/phone-links.ts";

const linkClass =
  "inline-flex min-h-6 items-center font-medium text-brand-700 underline underline-offset-2";

/**
 * The ways a clerk on a phone answers a visitor: email, call, WhatsApp with a short reply that
 * names what it is about.
 */
export function ContactLinks({
  name,
  email,
  phone,
  about,
}: {
  name: string;
  email: string;
  phone: string;
  /** What the reply is about, e.g. "your enquiry of 21 Nov". */
  about: string;
}) {
  return (
    <>
      <a className={`${linkClass} break-all`} href={`mailto:${email}`}>
        {email}
      </a>
      <span className="flex flex-wrap gap-x-3">
        <a className={`${linkClass} whitespace-nowrap`} href={visitorPhoneHref(phone)}>
          {phone}
        </a>
        <a
          className={linkClass}
          href={visitorWhatsappHref(phone, `Hello ${name}, about ${about}: `)}
          aria-label={`WhatsApp ${name}`}
        >
          WhatsApp
        </a>
      </span>
    </>
  );
}
