import { useEffect, useState } from "react";
import { navigate } from "#app/lib/site-link.tsx";
import { getAnswer } from "#app/lib/api-client.ts";
import { partnersAnswer } from "#shared/api/public-answers.ts";
import { apiRoutes, apiUrl } from "#shared/api/routes.ts";
import type { ProductsText } from "#shared/content/en/products.ts";
import { useLocalePath } from "#app/lib/site-text.tsx";
import { fill } from "#shared/text-format.ts";
import { paths } from "#shared/site-paths.ts";

// A partner card links to the partner's items while it is not known whether the live catalogue
// has some (the pre-rendered page, the static build whose sample list has every partner), then
// only when it has; the others say "Items on request".

let partnersWithItems: Promise<Set<string>> | undefined;

function loadPartnersWithItems() {
  partnersWithItems ??= getAnswer(apiUrl(apiRoutes.cataloguePartners), partnersAnswer).then(
    (answer) => new Set(answer.partners),
  );
  return partnersWithItems;
}

function usePartnersWithItems() {
  const [known, setKnown] = useState<Set<string>>();
  useEffect(() => {
    if (import.meta.env.VITE_STATIC_MODE === "1") return;
    let current = true;
    loadPartnersWithItems().then(
      (names) => current && setKnown(names),
      // Unknown: every card keeps its link, and the search says when a company has no items.
      () => (partnersWithItems = undefined),
    );
    return () => {
      current = false;
    };
  }, []);
  return known;
}

/** A partner card's name: the link to its items (the whole card is its target), or plain text. */
export function PartnerItemsLink({
  partner,
  text,
}: {
  partner: string;
  text: ProductsText["partners"];
}) {
  const withItems = usePartnersWithItems();
  const to = useLocalePath();
  if (withItems && !withItems.has(partner))
    return (
      <p className="min-h-6 text-sm leading-snug font-semibold text-slate-800 sm:text-base">
        {partner}
        <span className="block text-xs font-normal text-slate-600">{text.onRequest}</span>
      </p>
    );
  return (
    <a
      href={`${to(paths.productSearch)}?${new URLSearchParams({ manufacturer: partner })}`}
      // Tapped before the list's script is live, it waits for it (app/boot/islands.ts).
      data-hold
      onClick={(event) => {
        // With scripts, the page's own search shows them (it runs the search in its address).
        event.preventDefault();
        navigate(
          `${to(paths.products)}?${new URLSearchParams({ manufacturer: partner })}#medicines-heading`,
        );
      }}
      aria-label={fill(text.seeItemsOf, { company: partner })}
      className="block min-h-6 text-sm leading-snug font-semibold text-brand-900 underline decoration-brand-200 underline-offset-4 after:absolute after:inset-0 sm:text-base"
    >
      {partner}
    </a>
  );
}
