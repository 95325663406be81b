import { useEffect } from "react";
import { Outlet, useLocation } from "react-router";
import type { Route } from "./+types/site-layout";
import { PageFrame } from "#app/components/page-frame.tsx";
import { restoreDrafts } from "#app/lib/drafts.ts";
import { PageLocationProvider } from "#app/lib/site-link.tsx";
import { SiteTextProvider } from "#app/lib/site-text.tsx";
import { frameData, pageContextOf } from "#app/render/page-data.ts";

/** The frame's texts in the page's language, picked at build time (nothing else is shipped). */
export const loader = ({ request }: Route.LoaderArgs) => frameData(pageContextOf(request));

// They never change while the site is open: a page in another language is another route match,
// whose loader runs anyway. (Not revalidating also spares a request for paths with no page.)
export const shouldRevalidate = () => false;

/** The public pages' frame: skip link, header, footer and the chat assistant. */
export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  const { pathname, search, hash } = useLocation();
  // What the visitor typed on this page in the language they just left (the forms are mounted).
  useEffect(() => restoreDrafts(document), []);
  return (
    <PageLocationProvider value={{ pathname, search, hash }}>
      <SiteTextProvider value={loaderData}>
        <PageFrame>
          <Outlet />
        </PageFrame>
      </SiteTextProvider>
    </PageLocationProvider>
  );
}
