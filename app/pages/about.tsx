import { ChevronIcon } from "#app/ui/control-icons.tsx";
import { PageHero } from "#app/site/page-hero.tsx";
import { PageSection } from "#app/site/page-section.tsx";
import { metaFor, type PageHeadArgs } from "#app/site/meta.ts";
import type { PageData } from "#app/render/page-data.ts";

export const head = ({ text }: PageData<"about">, page: PageHeadArgs) =>
  metaFor(page, "about", text, {
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "FAQPage",
        mainEntity: text.faq.map((item) => ({
          "@type": "Question",
          name: item.question,
          acceptedAnswer: { "@type": "Answer", text: item.answer },
        })),
      },
    ],
  });

export default function About({
  loaderData: { text, registration },
}: {
  loaderData: PageData<"about">;
}) {
  return (
    <>
      <PageHero title={text.title} lead={text.lead} />

      <PageSection id="story" title={text.storyHeading} className="container-page py-14">
        <div className="mt-4 max-w-3xl space-y-4 text-lg leading-relaxed text-slate-700">
          {text.story.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <div className="mt-10 grid gap-6 md:grid-cols-2">
          <div className="rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
            <h2 className="text-2xl font-bold text-brand-900">{text.missionHeading}</h2>
            <p className="mt-3 text-slate-700">{text.mission}</p>
          </div>
          <div className="rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
            <h2 className="text-2xl font-bold text-brand-900">{text.visionHeading}</h2>
            <p className="mt-3 text-slate-700">{text.vision}</p>
          </div>
        </div>
        <div className="mt-6 grid items-start gap-6 md:grid-cols-2">
          <p className="rounded-xl bg-brand-50 p-5 text-brand-900">{text.regulatoryStatement}</p>
          <section
            aria-labelledby="registration-heading"
            className="rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200"
          >
            <h3 id="registration-heading" className="text-xl font-bold text-brand-900">
              {text.registrationBox.heading}
            </h3>
            <dl className="mt-4 space-y-3">
              {registration.map(({ label, value }) => (
                <div key={label}>
                  <dt className="text-sm text-slate-600">{label}</dt>
                  <dd className="font-semibold text-brand-900 [overflow-wrap:anywhere]">{value}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-4 text-sm text-slate-600">{text.registrationBox.issuedBy}</p>
          </section>
        </div>
      </PageSection>

      <div className="bg-white py-14">
        <PageSection id="values" title={text.valuesHeading} className="container-page">
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {text.values.map((value) => (
              <li key={value.title} className="rounded-2xl bg-canvas p-6 ring-1 ring-slate-200">
                <h3 className="text-xl font-semibold text-brand-800">{value.title}</h3>
                <p className="mt-2 text-slate-700">{value.text}</p>
              </li>
            ))}
          </ul>
        </PageSection>
      </div>

      <PageSection id="faq" title={text.faqHeading} className="container-page py-14">
        <div className="mt-6 max-w-3xl divide-y divide-slate-200 rounded-2xl bg-white ring-1 ring-slate-200">
          {text.faq.map((item) => (
            <details key={item.question} className="group px-6">
              <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 py-4 font-semibold text-brand-900 [&::-webkit-details-marker]:hidden">
                {item.question}
                <ChevronIcon
                  direction="down"
                  className="size-5 shrink-0 transition-transform group-open:rotate-180"
                />
              </summary>
              <p className="pb-5 text-slate-700">{item.answer}</p>
            </details>
          ))}
        </div>
      </PageSection>
    </>
  );
}
