import { SiteLink } from "#app/site/site-link.tsx";
import { paths } from "#shared/site-paths.ts";
import { buttonClass } from "#app/ui/button.tsx";

/** The admin's message on static hosting (docs/product.md#static-hosting), for /admin and /admin-view. */
export const staticAdminMessage =
  "Admin view is only available when running locally. Please run the development server to access admin functionality.";

/**
 * The whole page /admin and /admin-view show in the static build, which has no server and so no
 * admin (the site's renderer writes them; React Router's admin is not part of that build).
 */
export function StaticAdminNotice() {
  return (
    <main
      id="main"
      className="container-page flex min-h-screen flex-col items-start justify-center gap-6 py-24"
    >
      <h1 className="text-3xl font-bold text-brand-800">Admin</h1>
      <p
        role="alert"
        className="max-w-2xl rounded-xl border border-brand-700 bg-brand-50 p-4 text-lg font-medium text-slate-900"
      >
        {staticAdminMessage}
      </p>
      <SiteLink to={paths.home} className={buttonClass()}>
        Back to the home page
      </SiteLink>
    </main>
  );
}
