import { Outlet } from "react-router";
import type { Route } from "./+types/account-layout";
import { AccountUnavailable } from "#app/components/account-unavailable.tsx";
import { accountPagesData, pageContextOf } from "#app/render/page-data.ts";

/** What the account pages say on static hosting, which has no server and so no accounts. */
export const loader = ({ request }: Route.LoaderArgs) => accountPagesData(pageContextOf(request));

export const shouldRevalidate = () => false;

/** A trade customer's pages; on static hosting, every one of them says where accounts are. */
export default function AccountLayout({ loaderData: { unavailable } }: Route.ComponentProps) {
  if (unavailable) return <AccountUnavailable text={unavailable} />;
  return <Outlet />;
}
