import type { Route } from "./+types/privacy";
import { PageHero } from "#app/components/page-hero.tsx";
import { privacyRevised } from "#shared/content/en/privacy.ts";
import { localeOfRequest, privacyFor, textsFor } from "#shared/content/text.ts";
import { metaFor } from "#app/lib/meta.ts";
import { delivery } from "#app/lib/static-mode.ts";
import { fill, formatDate } from "#shared/text-format.ts";

export function loader({ request }: Route.LoaderArgs) {
  // Written the language's way here, at build time: a browser may lack Odia's calendar data.
  const revised = formatDate(localeOfRequest(request), privacyRevised);
  return { text: privacyFor(textsFor(request).privacy, delivery), revised };
}

export const meta: Route.MetaFunction = (args) => metaFor(args, "privacy", args.loaderData?.text);

export default function Privacy({ loaderData: { text, revised } }: Route.ComponentProps) {
  // The revision date, written the language's way ("21 November 2026", "21 ନଭେମ୍ବର 2026").
  const dated = (paragraph: string) => fill(paragraph, { date: revised });
  return (
    <>
      <PageHero title={text.title} lead={text.lead} />
      <div className="container-page py-14">
        <div className="max-w-3xl space-y-10">
          <p className="text-slate-600">{dated(text.lastUpdated)}</p>
          {text.sections.map((section) => (
            <section key={section.heading}>
              <h2 className="text-2xl font-bold text-brand-900">{section.heading}</h2>
              <div className="mt-3 space-y-3 leading-relaxed text-slate-700">
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{dated(paragraph)}</p>
                ))}
              </div>
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
