import { whatsappHref } from "#shared/content/site.ts";

/** An Indian number as WhatsApp wants it: country code and digits ("9437011111" → "919437011111"). */
export function whatsappDigits(phone: string) {
  const digits = phone.replace(/\D/g, "");
  if (digits.length === 10) return `91${digits}`;
  if (digits.length === 11 && digits.startsWith("0")) return `91${digits.slice(1)}`;
  return digits;
}

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
        <a
          className={`${linkClass} whitespace-nowrap`}
          href={`tel:${phone.replace(/[^\d+]/g, "")}`}
        >
          {phone}
        </a>
        <a
          className={linkClass}
          href={whatsappHref(whatsappDigits(phone), `Hello ${name}, about ${about}: `)}
          aria-label={`WhatsApp ${name}`}
        >
          WhatsApp
        </a>
      </span>
    </>
  );
}
