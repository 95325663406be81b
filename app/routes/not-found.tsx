import { Link } from "react-router";
import type { Route } from "./+types/not-found";
import { PageHero } from "#app/components/page-hero.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { commonTextOf, metaFor } from "#app/lib/meta.ts";
import { paths } from "#app/site-paths.ts";

// No loader of its own: any path can land here, and the layout's texts are already loaded.
export const meta: Route.MetaFunction = (args) =>
  metaFor(args, "notFound", commonTextOf(args.matches)?.notFound, { noindex: true });

export default function NotFound() {
  return (
    <>
      <PageHero title="Page not found" lead="We could not find the page you were looking for." />
      <div className="container-page py-14">
        <p className="text-lg text-slate-700">It may have moved. These pages may help:</p>
        <ul className="mt-4 flex flex-wrap gap-3">
          {[
            { to: paths.home, label: "Home" },
            { to: paths.products, label: "Products" },
            { to: paths.contact, label: "Contact us" },
          ].map(({ to, label }) => (
            <li key={to}>
              <Link to={to} className={buttonClass()}>
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
