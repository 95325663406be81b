import type { Dispatch } from "react";
import {
  Field,
  LocalizedFields,
  Problem,
  TextRow,
  describedBy,
  fieldClass,
  firstError,
  firstErrorUnder,
} from "#app/components/admin/content-fields.tsx";
import { PaymentsAndCredit } from "#app/components/admin/content-money.tsx";
import { Button } from "#app/components/ui/button.tsx";
import {
  dotted,
  fieldId,
  isReviewed,
  type DraftAction,
  type EntryList,
  type FieldErrors,
  type Path,
} from "#app/lib/admin-content.ts";
import {
  MAX_CLOSURES,
  MAX_JOB_OPENINGS,
  MAX_NOTICES,
  employmentTypes,
  indiaDay,
  jobCategories,
  type Localized,
} from "#shared/content/announcements.ts";
import type { ContentDocument } from "#shared/content/document.ts";

// The content editor's sections of facts and announcements: Company (with the trade settings),
// Hours and closures, Notices and Jobs. Each edits its part of the working copy through
// `dispatch`; the server's problems come in `errors`, by field.

export type SectionProps = {
  content: ContentDocument;
  errors: FieldErrors;
  dispatch: Dispatch<DraftAction>;
};

export function SectionHeading({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <>
      <h2 id={id} tabIndex={-1} className="text-2xl font-bold text-brand-900">
        {title}
      </h2>
      <div className="mt-2 max-w-prose space-y-2 text-slate-700">{children}</div>
    </>
  );
}

export const cardClass =
  "mt-5 flex flex-col gap-5 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:p-6";

const asNumber = (value: string) => (value.trim() === "" ? value : Number(value));
const orNull = (value: string) => (value.trim() === "" ? null : value);

export function CompanySection({ content, errors, dispatch }: SectionProps) {
  const { site, settings } = content;
  const field = (
    path: Path,
    label: string,
    value: string,
    more: Partial<Parameters<typeof Field>[0]> = {},
  ) => (
    <Field
      path={path}
      label={label}
      value={value}
      error={firstError(errors, dotted(path))}
      dispatch={dispatch}
      {...more}
    />
  );
  const licences = site.registration.drugLicences;
  const areasId = fieldId("site.areaServed");
  const areasError = firstErrorUnder(errors, "site.areaServed");
  return (
    <section aria-labelledby="section-company">
      <SectionHeading id="section-company" title="Company">
        <p>
          The facts every page shows: the name, address, phones, email and licences. They are
          written once here; the Odia and Hindi pages show the same facts.
        </p>
      </SectionHeading>
      <div className={cardClass}>
        <h3 className="text-lg font-bold text-brand-900">Name and contact</h3>
        <div className="grid gap-4 sm:grid-cols-2">
          {field(["site", "name"], "Name", site.name)}
          {field(["site", "shortName"], "Short name", site.shortName)}
          {field(["site", "tagline"], "Tagline", site.tagline, { className: "sm:col-span-2" })}
          {field(
            ["site", "description"],
            "Description (search results and shared links)",
            site.description,
            {
              rows: 3,
              className: "sm:col-span-2",
            },
          )}
          {field(["site", "email"], "Email", site.email, { type: "email" })}
          {field(["site", "whatsapp"], "WhatsApp number", site.whatsapp, {
            hint: "Digits only, with the country code: 919437012345.",
          })}
          {site.phones.map((phone, i) =>
            field(["site", "phones", i], `Phone ${i + 1}`, phone, {
              type: "tel",
              hint: i === 0 ? "As shown: +91 and the number, spaces allowed." : undefined,
            }),
          )}
          {field(
            ["site", "linkedinUrl"],
            "LinkedIn page (empty for none)",
            site.linkedinUrl ?? "",
            {
              type: "url",
              parse: orNull,
            },
          )}
          {field(["site", "url"], "Website address", site.url, { type: "url" })}
          {field(["site", "foundedYear"], "Founded in", String(site.foundedYear), {
            type: "number",
            parse: asNumber,
          })}
        </div>
        <h3 className="text-lg font-bold text-brand-900">Address</h3>
        <div className="grid gap-4 sm:grid-cols-2">
          {field(["site", "address", "street"], "Street", site.address.street, {
            className: "sm:col-span-2",
          })}
          {field(["site", "address", "locality"], "Locality", site.address.locality)}
          {field(["site", "address", "landmark"], "Landmark", site.address.landmark)}
          {field(["site", "address", "city"], "City", site.address.city)}
          {field(["site", "address", "region"], "State", site.address.region)}
          {field(["site", "address", "postalCode"], "PIN code", site.address.postalCode)}
          {field(["site", "address", "countryName"], "Country", site.address.countryName)}
          {field(["site", "geo", "latitude"], "Map latitude", String(site.geo.latitude), {
            type: "number",
            parse: asNumber,
          })}
          {field(["site", "geo", "longitude"], "Map longitude", String(site.geo.longitude), {
            type: "number",
            parse: asNumber,
          })}
          <div className="flex flex-col gap-1 sm:col-span-2">
            <label htmlFor={areasId} className="text-sm font-medium">
              Areas served
            </label>
            <p id={`${areasId}-hint`} className="text-sm text-slate-600">
              One place a line.
            </p>
            <textarea
              id={areasId}
              rows={4}
              defaultValue={site.areaServed.join("\n")}
              aria-invalid={areasError ? true : undefined}
              aria-describedby={describedBy(areasId, true, areasError)}
              className={fieldClass}
              onChange={(event) =>
                dispatch({
                  type: "set",
                  path: ["site", "areaServed"],
                  value: event.target.value
                    .split("\n")
                    .map((line) => line.trim())
                    .filter(Boolean),
                })
              }
            />
            <Problem id={`${areasId}-error`} error={areasError} />
          </div>
        </div>
        <h3 className="text-lg font-bold text-brand-900">Registration</h3>
        <div className="grid gap-4 sm:grid-cols-2">
          {field(
            ["site", "registration", "registeredName"],
            "Registered name",
            site.registration.registeredName,
          )}
          {field(["site", "registration", "gstin"], "GSTIN", site.registration.gstin)}
          {field(
            ["site", "registration", "licensingAuthority"],
            "Licensing authority",
            site.registration.licensingAuthority,
            { className: "sm:col-span-2" },
          )}
          {licences.map((licence, i) => (
            <fieldset
              key={i}
              className="grid gap-3 rounded-xl p-3 ring-1 ring-slate-200 sm:col-span-2 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
            >
              <legend className="px-1 text-sm font-semibold">Drug licence {i + 1}</legend>
              {field(["site", "registration", "drugLicences", i, "label"], "Kind", licence.label)}
              {field(
                ["site", "registration", "drugLicences", i, "number"],
                "Number",
                licence.number,
              )}
              {licences.length > 1 && (
                <Button
                  variant="danger"
                  size="md"
                  onClick={() =>
                    dispatch({
                      type: "set",
                      path: ["site", "registration", "drugLicences"],
                      value: licences.filter((_, j) => j !== i),
                    })
                  }
                >
                  Remove<span className="sr-only"> drug licence {i + 1}</span>
                </Button>
              )}
            </fieldset>
          ))}
          <Button
            variant="soft"
            size="md"
            className="self-start"
            onClick={() =>
              dispatch({
                type: "set",
                path: ["site", "registration", "drugLicences"],
                value: [...licences, { label: "", number: "" }],
              })
            }
          >
            Add a drug licence
          </Button>
        </div>
        <h3 className="text-lg font-bold text-brand-900">
          Grievance officer and regulatory statement
        </h3>
        <div className="grid gap-4 sm:grid-cols-2">
          {field(
            ["site", "grievanceOfficer", "name"],
            "Grievance officer",
            site.grievanceOfficer.name,
          )}
          {field(
            ["site", "grievanceOfficer", "email"],
            "Grievance officer’s email",
            site.grievanceOfficer.email,
            {
              type: "email",
            },
          )}
          {field(
            ["site", "grievanceOfficer", "phone"],
            "Grievance officer’s phone",
            site.grievanceOfficer.phone,
            {
              type: "tel",
            },
          )}
          {field(
            ["site", "regulatoryStatement"],
            "Regulatory statement",
            site.regulatoryStatement,
            {
              rows: 3,
              className: "sm:col-span-2",
            },
          )}
        </div>
        <h3 className="text-lg font-bold text-brand-900">Web developer credit</h3>
        <div className="grid gap-4 sm:grid-cols-3">
          {field(["site", "webDeveloper", "name"], "Developer’s name", site.webDeveloper.name)}
          {field(["site", "webDeveloper", "phone"], "Developer’s phone", site.webDeveloper.phone, {
            type: "tel",
          })}
          {field(
            ["site", "webDeveloper", "whatsapp"],
            "Developer’s WhatsApp",
            site.webDeveloper.whatsapp,
          )}
        </div>
      </div>

      <div className={cardClass}>
        <h3 className="text-lg font-bold text-brand-900">Trade settings</h3>
        <fieldset>
          <legend className="text-sm font-medium">MRP in the medicine search is shown to</legend>
          <div className="mt-1 flex flex-col gap-1 sm:flex-row sm:gap-6">
            {[
              { value: true, label: "Everyone" },
              { value: false, label: "Signed-in customers only" },
            ].map((choice) => (
              <label key={choice.label} className="flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  name="mrpPublic"
                  className="size-5"
                  checked={settings.mrpPublic === choice.value}
                  onChange={() =>
                    dispatch({ type: "set", path: ["settings", "mrpPublic"], value: choice.value })
                  }
                />
                {choice.label}
              </label>
            ))}
          </div>
        </fieldset>
        {field(
          ["settings", "lowStockThreshold"],
          "Low-stock threshold",
          String(settings.lowStockThreshold),
          {
            type: "number",
            parse: asNumber,
            hint: "Customers see “low stock” at or below this many.",
            className: "sm:max-w-xs",
          },
        )}
      </div>
      <PaymentsAndCredit content={content} errors={errors} dispatch={dispatch} />
    </section>
  );
}

const weekdays = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
] as const;

/** A list of dated or described entries, each in its card, with "Add" and "Remove". */
function EntryCards<T>({
  list,
  entries,
  noun,
  max,
  dispatch,
  children,
}: {
  list: EntryList;
  entries: readonly T[];
  noun: string;
  max: number;
  dispatch: Dispatch<DraftAction>;
  children: (entry: T, i: number) => React.ReactNode;
}) {
  return (
    <>
      {entries.length === 0 && <p className="mt-4 text-slate-700">None yet.</p>}
      {entries.map((entry, i) => (
        <fieldset key={(entry as { id: string }).id} className={cardClass}>
          <legend className="sr-only">
            {noun} {i + 1}
          </legend>
          <div className="flex items-center justify-between gap-3">
            <h3 className="text-lg font-bold text-brand-900">
              {noun} {i + 1}
            </h3>
            <Button
              variant="danger"
              size="md"
              onClick={() => dispatch({ type: "remove", list, index: i })}
            >
              Remove<span className="sr-only">{` ${noun.toLowerCase()} ${i + 1}`}</span>
            </Button>
          </div>
          {children(entry, i)}
        </fieldset>
      ))}
      <Button
        variant="outline"
        size="md"
        className="mt-5"
        disabled={entries.length >= max}
        onClick={() => dispatch({ type: "add", list, today: indiaDay() })}
      >
        Add a {noun.toLowerCase()}
      </Button>
    </>
  );
}

/** First and last day of a notice or a closure (India days, both included). */
function Days({
  list,
  i,
  from,
  to,
  errors,
  dispatch,
}: { list: EntryList; i: number; from: string; to: string } & Omit<SectionProps, "content">) {
  return (
    <div className="grid gap-4 sm:max-w-md sm:grid-cols-2">
      <Field
        path={[list, i, "from"]}
        label="First day"
        type="date"
        value={from}
        error={firstError(errors, `${list}.${i}.from`)}
        dispatch={dispatch}
      />
      <Field
        path={[list, i, "to"]}
        label="Last day (included)"
        type="date"
        value={to}
        error={firstError(errors, `${list}.${i}.to`)}
        dispatch={dispatch}
      />
    </div>
  );
}

/** Notices or closures: each its days and one text in every language. */
function DatedEntries<Key extends "text" | "reason">({
  list,
  entries,
  noun,
  max,
  text,
  label,
  errors,
  dispatch,
}: {
  list: "notices" | "closures";
  entries: readonly ({ from: string; to: string } & Record<Key, Localized>)[];
  noun: string;
  max: number;
  /** Which field holds the entry's words. */
  text: Key;
  label: string;
} & Omit<SectionProps, "content">) {
  return (
    <EntryCards list={list} entries={entries} noun={noun} max={max} dispatch={dispatch}>
      {(entry, i) => (
        <>
          <Days
            list={list}
            i={i}
            from={entry.from}
            to={entry.to}
            errors={errors}
            dispatch={dispatch}
          />
          <LocalizedFields
            path={[list, i, text]}
            label={label}
            value={entry[text]}
            errors={errors}
            dispatch={dispatch}
          />
        </>
      )}
    </EntryCards>
  );
}

export function HoursSection({ content, errors, dispatch }: SectionProps) {
  const { hours } = content.site;
  const daysId = fieldId("site.hours.days");
  const daysError = firstErrorUnder(errors, "site.hours.days");
  return (
    <section aria-labelledby="section-hours">
      <SectionHeading id="section-hours" title="Hours and closures">
        <p>
          The opening hours as the pages write them, and as search engines read them. A closure (a
          holiday, a bandh) shows on its days instead of the hours, in the chat and to search
          engines; the days are India days, the last one included.
        </p>
      </SectionHeading>
      <div className={cardClass}>
        <TextRow
          text="common.hours"
          label="Opening hours as the pages show them"
          en={content.texts.en.common.hours}
          or={content.texts.or.common.hours}
          hi={content.texts.hi.common.hours}
          reviewedOr={isReviewed(content, "common.hours", "or")}
          reviewedHi={isReviewed(content, "common.hours", "hi")}
          errorEn={firstError(errors, "texts.en.common.hours")}
          errorOr={firstError(errors, "texts.or.common.hours")}
          errorHi={firstError(errors, "texts.hi.common.hours")}
          fixed={false}
          dispatch={dispatch}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            path={["site", "hours", "opens"]}
            label="Opens at"
            type="time"
            value={hours.opens}
            error={firstError(errors, "site.hours.opens")}
            dispatch={dispatch}
          />
          <Field
            path={["site", "hours", "closes"]}
            label="Closes at"
            type="time"
            value={hours.closes}
            error={firstError(errors, "site.hours.closes")}
            dispatch={dispatch}
          />
          <Field
            path={["site", "hours", "text"]}
            label="Hours in one line, for the chat and mails (English)"
            value={hours.text}
            error={firstError(errors, "site.hours.text")}
            dispatch={dispatch}
            className="sm:col-span-2"
          />
        </div>
        <fieldset
          id={daysId}
          tabIndex={-1}
          aria-describedby={describedBy(daysId, false, daysError)}
        >
          <legend className="text-sm font-medium">Open on</legend>
          <div className="mt-1 flex flex-wrap gap-x-5">
            {weekdays.map((day) => (
              <label key={day} className="flex min-h-11 items-center gap-2">
                <input
                  type="checkbox"
                  className="size-5"
                  checked={hours.days.includes(day)}
                  onChange={(event) =>
                    dispatch({
                      type: "set",
                      path: ["site", "hours", "days"],
                      value: weekdays.filter((d) =>
                        d === day ? event.target.checked : hours.days.includes(d),
                      ),
                    })
                  }
                />
                {day}
              </label>
            ))}
          </div>
          <Problem id={`${daysId}-error`} error={daysError} />
        </fieldset>
      </div>
      <h3 className="mt-8 text-xl font-bold text-brand-900">Closures</h3>
      <DatedEntries
        list="closures"
        entries={content.closures}
        noun="Closure"
        max={MAX_CLOSURES}
        text="reason"
        label="Reason"
        errors={errors}
        dispatch={dispatch}
      />
    </section>
  );
}

export function NoticesSection({ content, errors, dispatch }: SectionProps) {
  return (
    <section aria-labelledby="section-notices">
      <SectionHeading id="section-notices" title="Notices">
        <p>
          A notice is a banner on every page of the site from its first day to its last (India days,
          the last included): a festival greeting, a new partner, a change of address.
        </p>
      </SectionHeading>
      <DatedEntries
        list="notices"
        entries={content.notices}
        noun="Notice"
        max={MAX_NOTICES}
        text="text"
        label="Text"
        errors={errors}
        dispatch={dispatch}
      />
    </section>
  );
}

export function JobsSection({ content, errors, dispatch }: SectionProps) {
  return (
    <section aria-labelledby="section-jobs">
      <SectionHeading id="section-jobs" title="Jobs">
        <p>
          Job openings are listed on the Careers page while they are open, each with “Apply”, which
          chooses its category in the application form.
        </p>
      </SectionHeading>
      <EntryCards
        list="jobs"
        entries={content.jobs}
        noun="Job opening"
        max={MAX_JOB_OPENINGS}
        dispatch={dispatch}
      >
        {(job, i) => {
          const select = (
            key: "category" | "employmentType",
            label: string,
            options: readonly string[],
          ) => {
            const id = fieldId(`jobs.${i}.${key}`);
            const error = firstError(errors, `jobs.${i}.${key}`);
            return (
              <div className="flex flex-col gap-1">
                <label htmlFor={id} className="text-sm font-medium">
                  {label}
                </label>
                <select
                  id={id}
                  value={job[key]}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={describedBy(id, false, error)}
                  className={fieldClass}
                  onChange={(event) =>
                    dispatch({ type: "set", path: ["jobs", i, key], value: event.target.value })
                  }
                >
                  {options.map((option) => (
                    <option key={option}>{option}</option>
                  ))}
                </select>
                <Problem id={`${id}-error`} error={error} />
              </div>
            );
          };
          return (
            <>
              <LocalizedFields
                path={["jobs", i, "title"]}
                label="Title"
                value={job.title}
                errors={errors}
                dispatch={dispatch}
              />
              <LocalizedFields
                path={["jobs", i, "location"]}
                label="Location"
                value={job.location}
                errors={errors}
                dispatch={dispatch}
              />
              <LocalizedFields
                path={["jobs", i, "description"]}
                label="Description"
                value={job.description}
                errors={errors}
                dispatch={dispatch}
                multiline
              />
              <div className="grid gap-4 sm:grid-cols-3 sm:items-end">
                {select("category", "Category", jobCategories)}
                {select("employmentType", "Employment type", employmentTypes)}
                <label className="flex min-h-11 items-center gap-2 font-medium">
                  <input
                    type="checkbox"
                    className="size-5"
                    checked={job.open}
                    onChange={(event) =>
                      dispatch({
                        type: "set",
                        path: ["jobs", i, "open"],
                        value: event.target.checked,
                      })
                    }
                  />
                  Open: shown on the Careers page
                </label>
              </div>
            </>
          );
        }}
      </EntryCards>
    </section>
  );
}
