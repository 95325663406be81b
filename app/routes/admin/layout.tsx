import { useEffect, useRef, useState } from "react";
import { Link, NavLink, Outlet, useLocation, useNavigate } from "react-router";
import type { Route } from "./+types/layout";
import { NotificationAlertBanner } from "#app/admin/notification-alert.tsx";
import { site } from "#shared/content/site.ts";
import { signInUrl } from "#app/admin/admin-api.ts";
import { useNewOrderCount } from "#app/orders/admin/admin-orders.ts";
import {
  useReportedPaymentCount,
  useRequestedReturnCount,
} from "#app/money/admin/admin-payments.ts";
import { callApi, getAnswer, SignedOut } from "#app/lib/api-client.ts";
import { apiRoutes, apiUrl } from "#shared/api/routes.ts";
import { apiSchemas } from "#shared/api/schemas.ts";
import type { AdminSession } from "#shared/schemas/admin.ts";
import { adminLoginPath, adminNav, paths } from "#shared/site-paths.ts";
import { submissionKind, submissionKinds } from "#shared/submission-kinds.ts";

export const meta: Route.MetaFunction = () => [
  { title: `Admin | ${site.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

/** The admin's frame: who is signed in, the admin pages, and sign-out. */
export default function AdminLayout() {
  const navigate = useNavigate();
  const { pathname, key } = useLocation();
  const [session, setSession] = useState<AdminSession | null>(null);
  const newOrders = useNewOrderCount(key);
  const reportedPayments = useReportedPaymentCount(key);
  const requestedReturns = useRequestedReturnCount(key);
  const navListRef = useRef<HTMLUListElement>(null);

  // On a phone the pages' row scrolls: the current page is brought to its middle, with a part of
  // each neighbour showing that the row goes on.
  useEffect(() => {
    navListRef.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView({ block: "nearest", inline: "center" });
  }, [pathname, session]);

  // Looked up again on every admin page, so the counts of new submissions stay current.
  useEffect(() => {
    getAnswer(apiUrl(apiRoutes.adminSession), apiSchemas.adminSession.response)
      .then(setSession)
      .catch((error: unknown) => {
        if (error instanceof SignedOut) navigate(signInUrl());
      });
  }, [navigate, pathname]);
  const email = session?.email;
  /** How many submissions of the kind a page lists (or orders, payments or returns to answer) are new. */
  const newCount = (to: string) => {
    if (to === paths.adminOrders) return newOrders;
    if (to === paths.adminPayments) return reportedPayments;
    if (to === paths.adminReturns) return requestedReturns;
    const kind = submissionKinds.find((name) =>
      submissionKind[name].adminPages.some((page) => page === to),
    );
    return kind && session?.newCounts[submissionKind[kind].plural];
  };

  async function signOut() {
    await callApi(apiRoutes.adminSignOut).catch(() => undefined);
    navigate(adminLoginPath);
  }

  return (
    <div className="min-h-screen bg-canvas">
      {/* Printed, an admin page is its content only (an order's pick list). */}
      {/* Two rows whatever the counts: who is signed in, then the pages. The pages' row never
          wraps: on a phone it scrolls on its own, the page itself never sideways. */}
      <header className="bg-brand-900 text-white print:hidden">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 pt-3">
          <Link to={paths.home} className="font-bold">
            {site.shortName} <span className="font-normal text-brand-100">admin</span>
          </Link>
          <div className="flex min-w-0 items-center gap-3 text-sm">
            {email && (
              <span className="hidden truncate text-brand-100 sm:inline">Signed in as {email}</span>
            )}
            <button
              type="button"
              onClick={signOut}
              className="min-h-11 shrink-0 rounded-full border border-white/40 px-4 font-semibold hover:bg-white/10"
            >
              Sign out
            </button>
          </div>
        </div>
        <nav aria-label="Admin" className="mx-auto max-w-7xl px-2.5 pb-1.5">
          {/* Positioned, so that the counts' words for screen readers scroll inside it too. */}
          <ul
            ref={navListRef}
            className="relative flex gap-1 overflow-x-auto p-1.5 whitespace-nowrap"
          >
            {adminNav.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end
                  className={({ isActive }) =>
                    `inline-flex min-h-11 items-center rounded-md px-3 ${isActive ? "bg-white/20 font-semibold" : "hover:bg-white/10"}`
                  }
                >
                  {link.label}
                  {Boolean(newCount(link.to)) && (
                    <span className="ml-1.5 rounded-full bg-sun-400 px-2 text-xs font-bold text-brand-900">
                      <span className="sr-only">, </span>
                      {newCount(link.to)}
                      <span className="sr-only"> new</span>
                    </span>
                  )}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      {session?.notificationAlert && (
        <div className="print:hidden">
          <NotificationAlertBanner alert={session.notificationAlert} />
        </div>
      )}
      <main className="mx-auto max-w-7xl px-4 py-8 print:max-w-none print:p-0">
        <Outlet context={session} />
      </main>
    </div>
  );
}
