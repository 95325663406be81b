import { Link } from "react-router";
import { paths } from "#app/site-paths.ts";
import { buttonClass } from "./ui/button";
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
        <Link to={back.to} className={buttonClass()}>
          {back.label}
        </Link>
        <Link to={paths.home} className={buttonClass("outline")}>
          Home
        </Link>
      </div>
    </>
  );
}
