import { useEffect, useState } from "react";
import { searchMedicines } from "#app/components/medicine-search.tsx";
import type { ProductsText } from "#app/content/en/products.ts";
import { useLocalePath } from "#app/lib/site-text.tsx";
import { fill } from "#app/lib/text-format.ts";
import { paths } from "#app/site-paths.ts";

// A partner card's "See items": shown while it is not known whether the live catalogue has the
// partner's items (the pre-rendered page, the static build whose sample list has every partner),
// then only for partners that have some; the others say "Items on request" in the same space.

let partnersWithItems: Promise<Set<string>> | undefined;

function loadPartnersWithItems() {
  partnersWithItems ??= fetch("/api/catalogue/partners", {
    headers: { accept: "application/json" },
  })
    .then((response) => {
      if (!response.ok) throw new Error(String(response.status));
      return response.json() as Promise<{ partners: string[] }>;
    })
    .then((answer) => new Set(answer.partners));
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
      <p className="mt-2 flex min-h-6 items-center text-sm text-slate-600">{text.onRequest}</p>
    );
  return (
    <a
      href={`${to(paths.productSearch)}?${new URLSearchParams({ manufacturer: partner })}`}
      onClick={(event) => {
        event.preventDefault();
        searchMedicines({ q: "", category: "", manufacturer: partner });
      }}
      className="mt-2 inline-flex min-h-6 items-center text-sm font-semibold text-brand-700 underline underline-offset-4"
    >
      {text.seeItems}
      <span className="sr-only">{fill(text.seeItemsOf, { company: partner })}</span>
    </a>
  );
}
