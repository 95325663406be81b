import {
  Field,
  Problem,
  describedBy,
  fieldClass,
  firstError,
  listControl,
} from "#app/content/admin/content-fields.tsx";
import {
  ContentSection,
  SectionIntro,
  cardClass,
  type SectionProps,
} from "#app/content/admin/content-section-frame.tsx";
import { PaymentsAndCredit, ReturnWindowFields } from "#app/content/admin/content-money.tsx";
import { Button } from "#app/ui/button.tsx";
import { dotted, type Path } from "#app/content/admin/admin-content.ts";

// The content editor's Company section: the business facts every page shows, written once for
// all three languages, and the trade settings.

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
  const setLicences = (value: typeof licences) =>
    dispatch({ type: "set", path: ["site", "registration", "drugLicences"], value });
  const areas = listControl(errors, "site.areaServed");
  return (
    <ContentSection section="company">
      <SectionIntro>
        <p>
          The facts every page shows: the name, address, phones, email and licences. They are
          written once here; the Odia and Hindi pages show the same facts.
        </p>
      </SectionIntro>
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
            <label htmlFor={areas.id} className="text-sm font-medium">
              Areas served
            </label>
            <p id={`${areas.id}-hint`} className="text-sm text-slate-600">
              One place a line.
            </p>
            <textarea
              id={areas.id}
              rows={4}
              defaultValue={site.areaServed.join("\n")}
              aria-invalid={areas.error ? true : undefined}
              aria-describedby={describedBy(areas.id, true, areas.error)}
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
            <Problem id={`${areas.id}-error`} error={areas.error} />
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
                  onClick={() => setLicences(licences.filter((_, j) => j !== i))}
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
            onClick={() => setLicences([...licences, { label: "", number: "" }])}
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
      <ReturnWindowFields content={content} errors={errors} dispatch={dispatch} />
    </ContentSection>
  );
}
