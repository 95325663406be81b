import { buttonClass } from "#app/ui/button.tsx";
import { StatusNote } from "#app/ui/form-status.tsx";
import { PageHero } from "#app/site/page-hero.tsx";
import type { ProblemsPageData } from "#shared/server-pages.ts";

// The page a browser without JavaScript gets when its form post is refused, which the server
// has the site's renderer write (docs/product.md#forms): each problem said as the form with
// JavaScript says a refusal (its status line's sentence), then the way back to the form, which
// the browser keeps filled.

export function ProblemsPageNoJs({
  data,
  text,
}: {
  data: ProblemsPageData;
  text: { heading: string; back: string };
}) {
  return (
    <>
      <PageHero title={data.heading ?? text.heading} />
      <div className="container-page py-14">
        <div className="flex max-w-2xl flex-col gap-6">
          <ul className="flex flex-col gap-3" role="alert">
            {data.problems.map((problem, index) => (
              <li key={index}>
                <StatusNote text={problem} failed />
              </li>
            ))}
          </ul>
          {data.back && (
            <p>
              <a className={buttonClass()} href={data.back}>
                {text.back}
              </a>
            </p>
          )}
        </div>
      </div>
    </>
  );
}
