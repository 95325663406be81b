import { navigate } from "#app/site/site-link.tsx";
import type { ProductsText } from "#shared/content/en/products.ts";
import { useLocalePath } from "#app/site/site-text.tsx";
import { fill } from "#shared/text-format.ts";
import { paths } from "#shared/site-paths.ts";

// A partner card's name: a link to the partner's items when the live list has some (the server
// renders the Products page with what the live list holds; a build, which has no list, links
// every card), else "Items on request", which promises nothing.

/** A partner card's name: the link to its items (the whole card is its target), or plain text. */
export function PartnerItemsLink({
  partner,
  withItems,
  text,
}: {
  partner: string;
  withItems: boolean;
  text: ProductsText["partners"];
}) {
  const to = useLocalePath();
  if (!withItems)
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
