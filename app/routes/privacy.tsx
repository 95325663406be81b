import type { Route } from "./+types/privacy";
import { PageHero } from "#app/components/page-hero.tsx";
import { privacyLastUpdated, privacySections } from "#app/content/privacy.ts";
import { textsFor } from "#app/content/text.ts";
import { metaFor } from "#app/lib/meta.ts";

export function loader({ request }: Route.LoaderArgs) {
  return { text: textsFor(request).privacy };
}

export const meta: Route.MetaFunction = (args) => metaFor(args, "privacy", args.loaderData?.text);

export default function Privacy() {
  return (
    <>
      <PageHero
        title="Privacy Policy"
        lead="How we handle the personal data you share with us, under India's Digital Personal Data Protection Act, 2023."
      />
      <div className="container-page py-14">
        <div className="max-w-3xl space-y-10">
          <p className="text-slate-600">Last updated {privacyLastUpdated}.</p>
          {privacySections.map((section) => (
            <section key={section.heading}>
              <h2 className="text-2xl font-bold text-brand-900">{section.heading}</h2>
              <div className="mt-3 space-y-3 leading-relaxed text-slate-700">
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
