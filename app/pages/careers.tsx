import { ApplicationForm } from "#app/submissions/application-form.tsx";
import { RequiredFieldsNote } from "#app/ui/form-field.tsx";
import { PageHero } from "#app/site/page-hero.tsx";
import { PageSection } from "#app/site/page-section.tsx";
import { buttonClass } from "#app/ui/button.tsx";
import { OwnerText } from "#app/site/owner-text.tsx";
import { jobCategorySlug, type ShownJob } from "#shared/content/announcements.ts";
import { employmentTypes, jobCategories } from "#shared/content/careers.ts";
import type { CareersText } from "#shared/content/en/careers.ts";
import { useLocalePath } from "#app/site/site-text.tsx";
import { paths } from "#shared/site-paths.ts";
import { metaFor, type PageHeadArgs } from "#app/site/meta.ts";
import { Island } from "#app/render/island.tsx";
import type { PageData } from "#app/render/page-data.ts";

export const head = ({ text }: PageData<"careers">, page: PageHeadArgs) =>
  metaFor(page, "careers", text);

export default function Careers({ loaderData }: { loaderData: PageData<"careers"> }) {
  const { text, form, names, openings } = loaderData;
  return (
    <>
      <PageHero title={text.title} lead={text.lead}>
        <a href="#apply-heading" className={`mt-8 ${buttonClass("accent")}`}>
          {text.applyNow}
        </a>
      </PageHero>
      {openings.length > 0 && (
        <PageSection id="openings" title={text.openings.heading} className="container-page pt-14">
          <Openings
            openings={openings}
            text={text.openings}
            fieldText={form.fields}
            names={names}
          />
        </PageSection>
      )}
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
              // "Apply" on an opening names its category in the address: picked at once.
              sooner="queried"
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

/**
 * The owner's open job openings: each with its category, employment type and place, its
 * description as written (line breaks kept), and "Apply", which opens the form below with its
 * category picked (a link: it works before the scripts, the form picks the category as it
 * comes to life).
 */
function Openings({
  openings,
  text,
  fieldText,
  names,
}: {
  openings: readonly ShownJob[];
  text: CareersText["openings"];
  fieldText: { jobCategory: string; employmentType: string };
  names: PageData<"careers">["names"];
}) {
  const to = useLocalePath();
  return (
    <ul className="mt-8 grid gap-6 lg:grid-cols-2">
      {openings.map((job) => (
        <li key={job.id} className="flex flex-col rounded-2xl bg-white p-6 ring-1 ring-slate-200">
          <h3 id={`job-${job.id}`} className="text-xl font-semibold text-brand-900">
            <OwnerText text={job.title} />
          </h3>
          <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm text-slate-700 sm:grid-cols-[auto_1fr]">
            <dt className="font-medium text-slate-900">{fieldText.jobCategory}</dt>
            <dd>{names.jobCategories[job.category]}</dd>
            <dt className="font-medium text-slate-900">{fieldText.employmentType}</dt>
            <dd>{names.employmentTypes[job.employmentType]}</dd>
            <dt className="font-medium text-slate-900">{text.location}</dt>
            <dd>
              <OwnerText text={job.location} />
            </dd>
          </dl>
          <OwnerText
            as="p"
            text={job.description}
            className="mt-4 whitespace-pre-line text-slate-700 [overflow-wrap:anywhere]"
          />
          <a
            href={`${to(paths.careers)}?category=${jobCategorySlug(job.category)}#apply-heading`}
            aria-describedby={`job-${job.id}`}
            className={`mt-6 self-start ${buttonClass("primary")}`}
          >
            {text.apply}
          </a>
        </li>
      ))}
    </ul>
  );
}
