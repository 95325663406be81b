import { linkClass } from "#app/ui/link-class.ts";
import { useSiteText } from "#app/site/site-text.tsx";
import { phoneHref } from "#shared/phone-links.ts";
import { around } from "#shared/text-format.ts";

/** A sentence with the company's first phone number in it ({phone}), as a link that calls it. */
export function PhoneInText({
  text,
  placeholder = "phone",
}: {
  text: string;
  placeholder?: string;
}) {
  const { site } = useSiteText();
  const phone = site.phones[0]!;
  const [before, after] = around(text, placeholder);
  return (
    <>
      {before}
      <a href={phoneHref(phone)} className={`${linkClass} whitespace-nowrap`}>
        {phone}
      </a>
      {after}
    </>
  );
}
