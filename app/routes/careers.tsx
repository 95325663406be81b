import type { Route } from "./+types/careers";
import { ApplicationForm } from "#app/components/application-form.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import {
  employmentTypeDescriptions,
  employmentTypes,
  jobCategories,
  jobCategoryDescriptions,
  whyWorkHere,
} from "#app/content/careers.ts";
import { site } from "#app/content/site.ts";
import { metaFor } from "#app/lib/meta.ts";

export const meta: Route.MetaFunction = () => metaFor("careers");

export default function Careers() {
  return (
    <>
      <PageHero
        title="Careers"
        lead={`Build a career in healthcare distribution with a company that has served Odisha since ${site.foundedYear}.`}
      >
        <a href="#apply-heading" className={`mt-8 ${buttonClass("accent")}`}>
          Apply now
        </a>
      </PageHero>
      <section aria-labelledby="why-heading" className="container-page py-14">
        <h2 id="why-heading" className="text-3xl font-bold text-brand-900">
          Why work with us
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {whyWorkHere.map((item) => (
            <li key={item.title} className="rounded-2xl bg-white p-6 ring-1 ring-slate-200">
              <h3 className="text-lg font-semibold text-brand-900">{item.title}</h3>
              <p className="mt-2 text-slate-700">{item.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="roles-heading" className="bg-white py-14">
        <div className="container-page grid gap-10 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <h2 id="roles-heading" className="text-3xl font-bold text-brand-900">
              Job categories
            </h2>
            <ul className="mt-6 grid gap-4 sm:grid-cols-2">
              {jobCategories.map((category) => (
                <li key={category} className="rounded-xl bg-canvas p-5 ring-1 ring-slate-200">
                  <h3 className="font-semibold text-brand-900">{category}</h3>
                  <p className="mt-1 text-slate-700">{jobCategoryDescriptions[category]}</p>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h2 className="text-3xl font-bold text-brand-900">Employment types</h2>
            <ul className="mt-6 grid gap-4">
              {employmentTypes.map((type) => (
                <li key={type} className="rounded-xl bg-canvas p-5 ring-1 ring-slate-200">
                  <h3 className="font-semibold text-brand-900">{type}</h3>
                  <p className="mt-1 text-slate-700">{employmentTypeDescriptions[type]}</p>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>
      <section aria-labelledby="apply-heading" className="container-page py-14">
        <div className="mx-auto max-w-3xl">
          <h2 id="apply-heading" className="text-3xl font-bold text-brand-900">
            Apply now
          </h2>
          <p className="mt-2 text-slate-700">
            Tell us about yourself and we will call you when a suitable position opens. Fields
            marked <span aria-hidden="true">*</span>
            <span className="sr-only">as required</span> are required.
          </p>
          <div className="mt-6">
            <ApplicationForm />
          </div>
        </div>
      </section>
    </>
  );
}
