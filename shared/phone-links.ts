// Links that call or WhatsApp a number: the company's, as the content writes them for people
// ("+91 94370 12345"), and a visitor's, as typed into a form. Indian numbers may come without
// the country code, 91.

/**
 * "+91 94370 12345" -> "tel:+919437012345".
 * Numbers written without a country code are treated as Indian
 * ("0671 230 4567" -> "tel:+916712304567", "94370 12345" -> "tel:+919437012345").
 */
export function phoneHref(display: string): string {
  const digits = display.replace(/\D/g, "");
  if (display.trim().startsWith("+")) return `tel:+${digits}`;
  if (digits.startsWith("0")) return `tel:+91${digits.replace(/^0+/, "")}`;
  if (digits.length === 10) return `tel:+91${digits}`;
  return `tel:+${digits}`;
}

/** "919437012345" -> "https://wa.me/919437012345", with an optional pre-filled message. */
export function whatsappHref(digits: string, text?: string): string {
  const base = `https://wa.me/${digits.replace(/\D/g, "")}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

/** A visitor's number as typed, dialled as it is: its digits and a leading + only. */
export const visitorPhoneHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

/**
 * A WhatsApp chat with a visitor, `text` typed. WhatsApp wants the country code, which visitors
 * in India seldom type ("9437011111" or "09437011111" -> "919437011111").
 */
export function visitorWhatsappHref(phone: string, text: string) {
  const digits = phone.replace(/\D/g, "");
  if (digits.length === 10) return whatsappHref(`91${digits}`, text);
  if (digits.length === 11 && digits.startsWith("0"))
    return whatsappHref(`91${digits.slice(1)}`, text);
  return whatsappHref(digits, text);
}
