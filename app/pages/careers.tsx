import { ApplicationForm } from "#app/components/application-form.tsx";
import { RequiredFieldsNote } from "#app/components/form-field.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { PageSection } from "#app/components/page-section.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { employmentTypes, jobCategories } from "#shared/content/careers.ts";
import { metaFor, type PageHeadArgs } from "#app/lib/meta.ts";
import { Island } from "#app/render/island.tsx";
import type { PageData } from "#app/render/page-data.ts";

export const head = ({ text }: PageData<"careers">, page: PageHeadArgs) =>
  metaFor(page, "careers", text);

export default function Careers({ loaderData }: { loaderData: PageData<"careers"> }) {
  const { text, form, names } = loaderData;
  return (
    <>
      <PageHero title={text.title} lead={text.lead}>
        <a href="#apply-heading" className={`mt-8 ${buttonClass("accent")}`}>
          {text.applyNow}
        </a>
      </PageHero>
      <PageSection id="why" title={text.whyHeading} className="container-page py-14">
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {text.why.map((item) => (
            <li key={item.title} className="rounded-2xl bg-white p-6 ring-1 ring-slate-200">
              <h3 className="text-lg font-semibold text-brand-900">{item.title}</h3>
              <p className="mt-2 text-slate-700">{item.text}</p>
            </li>
          ))}
        </ul>
      </PageSection>
      <section aria-labelledby="roles-heading" className="bg-white py-14">
        <div className="container-page grid gap-10 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <h2 id="roles-heading" className="text-3xl font-bold text-brand-900">
              {text.jobCategoriesHeading}
            </h2>
            <TermCards
              terms={jobCategories}
              names={names.jobCategories}
              descriptions={text.jobCategories}
              className="sm:grid-cols-2"
            />
          </div>
          <div>
            <h2 className="text-3xl font-bold text-brand-900">{text.employmentTypesHeading}</h2>
            <TermCards
              terms={employmentTypes}
              names={names.employmentTypes}
              descriptions={text.employmentTypes}
            />
          </div>
        </div>
      </section>
      <div className="container-page py-14">
        <PageSection id="apply" title={text.applyHeading} className="mx-auto max-w-3xl">
          <p className="mt-2 text-slate-700">
            {text.applyIntro} <RequiredFieldsNote text={form.required} />
          </p>
          <div className="mt-6">
            <Island
              name="application"
              when="interaction"
              component={ApplicationForm}
              props={{ text: form, names }}
            />
          </div>
        </PageSection>
      </div>
    </>
  );
}

/** Each term (a job category, an employment type) as a small card with its description. */
function TermCards<Term extends string>({
  terms,
  names,
  descriptions,
  className = "",
}: {
  terms: readonly Term[];
  /** Each term's name in the page's language (the English one is what forms store). */
  names: Record<Term, string>;
  descriptions: Record<Term, string>;
  className?: string;
}) {
  return (
    <ul className={`mt-6 grid gap-4 ${className}`.trimEnd()}>
      {terms.map((term) => (
        <li key={term} className="rounded-xl bg-canvas p-5 ring-1 ring-slate-200">
          <h3 className="font-semibold text-brand-900">{names[term]}</h3>
          <p className="mt-1 text-slate-700">{descriptions[term]}</p>
        </li>
      ))}
    </ul>
  );
}
