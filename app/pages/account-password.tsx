import { PageHero } from "#app/site/page-hero.tsx";
import { buttonClass } from "#app/ui/button.tsx";
import { inputClass } from "#app/ui/input-class.ts";
import { SetPasswordFrame } from "#app/customers/set-password-frame.tsx";
import { metaFor, type PageHeadArgs } from "#app/site/meta.ts";
import type { PageData } from "#app/render/page-data.ts";
import { useLocalePath, useSiteText } from "#app/site/site-text.tsx";
import { paths } from "#shared/site-paths.ts";

export const head = ({ text }: PageData<"accountPassword">, page: PageHeadArgs) =>
  metaFor(page, "accountPassword", text, { noindex: true });

/**
 * Without JavaScript the page cannot read the token in the link's fragment: the customer pastes
 * the link, and the server answers a page of its own that names the shop and asks for the
 * password (server/customers/link-routes.server.ts).
 */
function PastedLinkForm({ text }: { text: PageData<"accountPassword">["text"] }) {
  const { locale } = useSiteText();
  const to = useLocalePath();
  return (
    <form method="post" action={to(paths.accountPasswordForm)} className="flex flex-col gap-4">
      <p className="rounded-xl bg-brand-50 p-4 font-medium text-brand-900">{text.noScript}</p>
      <input type="hidden" name="locale" value={locale} />
      <p className="flex flex-col gap-1">
        <label htmlFor="pasted-link" className="font-semibold">
          {text.pastedLink}
        </label>
        <input
          id="pasted-link"
          name="link"
          type="text"
          inputMode="url"
          autoComplete="off"
          required
          className={inputClass}
        />
      </p>
      <p>
        <button type="submit" className={buttonClass("primary", "md")}>
          {text.openLink}
        </button>
      </p>
    </form>
  );
}

/**
 * Where an invitation or reset link leads; with JavaScript, the token is read from the fragment
 * and the form, in the page's HTML, works before React (set-password-frame.tsx).
 */
export default function AccountPassword({
  loaderData: { text },
}: {
  loaderData: PageData<"accountPassword">;
}) {
  return (
    <>
      <PageHero title={text.title} lead={text.lead} />
      <div className="container-page py-14">
        <div className="max-w-2xl">
          <noscript>
            <PastedLinkForm text={text} />
          </noscript>
          <SetPasswordFrame text={text} />
        </div>
      </div>
    </>
  );
}
