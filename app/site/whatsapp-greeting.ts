import { usePageLocation } from "#app/site/site-link.tsx";
import { useSiteText } from "#app/site/site-text.tsx";
import { englishPath } from "#shared/locales.ts";
import { fill } from "#shared/text-format.ts";

/**
 * The first words of a WhatsApp chat started from a page (the current one unless `path` is
 * given), naming that page for the staff, in the page's language.
 */
export function useWhatsappGreeting(path?: string): string {
  const { common, site } = useSiteText();
  const { pathname } = usePageLocation();
  const first = englishPath(path ?? pathname).split("/")[1] || "home";
  const page = common.pageNames[first as keyof typeof common.pageNames] ?? first;
  return fill(common.whatsappGreeting, { company: site.shortName, page });
}
