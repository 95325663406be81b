import { Outlet } from "react-router";
import type { Route } from "./+types/account-layout";
import { SentPage } from "#app/components/sent-page.tsx";
import { staticMode } from "#app/lib/static-mode.ts";
import { textsFor } from "#shared/content/text.ts";
import { paths } from "#shared/site-paths.ts";

/** What the account pages say on static hosting, which has no server and so no accounts. */
export function loader({ request }: Route.LoaderArgs) {
  return { unavailable: staticMode ? textsFor(request).account.unavailable : null };
}

export const shouldRevalidate = () => false;

/** A trade customer's pages; on static hosting, every one of them says where accounts are. */
export default function AccountLayout({ loaderData: { unavailable } }: Route.ComponentProps) {
  if (unavailable)
    return (
      <SentPage
        title={unavailable.title}
        message={unavailable.text}
        back={{ to: paths.contact, label: unavailable.contact }}
        home={unavailable.home}
      />
    );
  return <Outlet />;
}
