import { Link } from "react-router";
import { paths } from "#app/site-paths.ts";
import { PageHero } from "./page-hero";

/** What a visitor without JavaScript sees after a form was accepted. */
export function SentPage({
  title,
  message,
  back,
}: {
  title: string;
  message: string;
  back: { to: string; label: string };
}) {
  return (
    <>
      <PageHero title={title} lead={message} />
      <div className="container-page flex flex-wrap gap-3 py-14">
        <Link
          to={back.to}
          className="inline-flex min-h-12 items-center rounded-full bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800"
        >
          {back.label}
        </Link>
        <Link
          to={paths.home}
          className="inline-flex min-h-12 items-center rounded-full border-2 border-brand-700 px-6 font-semibold text-brand-800 hover:bg-brand-50"
        >
          Home
        </Link>
      </div>
    </>
  );
}
