import { PageHero } from "#app/site/page-hero.tsx";
import { metaFor, type PageHeadArgs } from "#app/site/meta.ts";
import type { PageData } from "#app/render/page-data.ts";
import { fill } from "#shared/text-format.ts";

export const head = ({ text }: PageData<"privacy">, page: PageHeadArgs) =>
  metaFor(page, "privacy", text);

export default function Privacy({
  loaderData: { text, revised },
}: {
  loaderData: PageData<"privacy">;
}) {
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
