import type { Route } from "./+types/about";
import { ChevronIcon } from "#app/components/icons.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { PageSection } from "#app/components/page-section.tsx";
import { coreValues, faq, mission, story, vision } from "#app/content/about.ts";
import { site } from "#app/content/site.ts";
import { textsFor } from "#app/content/text.ts";
import { metaFor } from "#app/lib/meta.ts";

export function loader({ request }: Route.LoaderArgs) {
  return { text: textsFor(request).about };
}

export const meta: Route.MetaFunction = (args) => {
  const text = args.loaderData?.text;
  return metaFor(args, "about", text, {
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "FAQPage",
        mainEntity: (text?.faq ?? []).map((item) => ({
          "@type": "Question",
          name: item.question,
          acceptedAnswer: { "@type": "Answer", text: item.answer },
        })),
      },
    ],
  });
};

export default function About() {
  return (
    <>
      <PageHero
        title={`About ${site.shortName}`}
        lead={`Serving hospitals, clinics and pharmacies across Odisha since ${site.foundedYear}.`}
      />

      <PageSection id="story" title="Our story" className="container-page py-14">
        <div className="mt-4 max-w-3xl space-y-4 text-lg leading-relaxed text-slate-700">
          {story.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <div className="mt-10 grid gap-6 md:grid-cols-2">
          <div className="rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
            <h2 className="text-2xl font-bold text-brand-900">Our mission</h2>
            <p className="mt-3 text-slate-700">{mission}</p>
          </div>
          <div className="rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
            <h2 className="text-2xl font-bold text-brand-900">Our vision</h2>
            <p className="mt-3 text-slate-700">{vision}</p>
          </div>
        </div>
        <p className="mt-8 max-w-3xl rounded-xl bg-brand-50 p-5 text-brand-900">
          {site.regulatoryStatement}
        </p>
      </PageSection>

      <div className="bg-white py-14">
        <PageSection id="values" title="Our core values" className="container-page">
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {coreValues.map((value) => (
              <li key={value.title} className="rounded-2xl bg-canvas p-6 ring-1 ring-slate-200">
                <h3 className="text-xl font-semibold text-brand-800">{value.title}</h3>
                <p className="mt-2 text-slate-700">{value.text}</p>
              </li>
            ))}
          </ul>
        </PageSection>
      </div>

      <PageSection id="faq" title="Frequently asked questions" className="container-page py-14">
        <div className="mt-6 max-w-3xl divide-y divide-slate-200 rounded-2xl bg-white ring-1 ring-slate-200">
          {faq.map((item) => (
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
