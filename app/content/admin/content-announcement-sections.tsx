import {
  FieldRow,
  LocalizedFields,
  describedBy,
  fieldClass,
  firstError,
} from "#app/content/admin/content-fields.tsx";
import { TickBox } from "#app/content/admin/content-choices.tsx";
import { DatedEntries, EntryCards } from "#app/content/admin/content-entry-cards.tsx";
import {
  ContentSection,
  SectionIntro,
  type SectionProps,
} from "#app/content/admin/content-section-frame.tsx";
import { fieldId } from "#app/content/admin/admin-content.ts";
import { employmentTypes, jobCategories } from "#shared/content/announcements.ts";

// The content editor's announcements: notices (a banner on every page for some days) and job
// openings (listed on the Careers page while open).

/** A job opening's texts, each in three languages. */
const jobTexts = [
  ["title", "Title"],
  ["location", "Location"],
  ["description", "Description"],
] as const;

export function NoticesSection({ content, errors, dispatch }: SectionProps) {
  return (
    <ContentSection section="notices">
      <SectionIntro>
        <p>
          A notice is a banner on every page of the site from its first day to its last (India days,
          the last included): a festival greeting, a new partner, a change of address.
        </p>
      </SectionIntro>
      <DatedEntries list="notices" content={content} errors={errors} dispatch={dispatch} />
    </ContentSection>
  );
}

export function JobsSection({ content, errors, dispatch }: SectionProps) {
  return (
    <ContentSection section="jobs">
      <SectionIntro>
        <p>
          Job openings are listed on the Careers page while they are open, each with “Apply”, which
          chooses its category in the application form.
        </p>
      </SectionIntro>
      <EntryCards list="jobs" entries={content.jobs} dispatch={dispatch}>
        {(job, i) => {
          const select = (
            key: "category" | "employmentType",
            label: string,
            options: readonly string[],
          ) => {
            const id = fieldId(`jobs.${i}.${key}`);
            const error = firstError(errors, `jobs.${i}.${key}`);
            return (
              <FieldRow id={id} label={label} error={error}>
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
              </FieldRow>
            );
          };
          return (
            <>
              {jobTexts.map(([key, label]) => (
                <LocalizedFields
                  key={key}
                  path={["jobs", i, key]}
                  label={label}
                  value={job[key]}
                  errors={errors}
                  dispatch={dispatch}
                  multiline={key === "description"}
                />
              ))}
              <div className="grid gap-4 sm:grid-cols-3 sm:items-end">
                {select("category", "Category", jobCategories)}
                {select("employmentType", "Employment type", employmentTypes)}
                <TickBox
                  label="Open: shown on the Careers page"
                  className="font-medium"
                  checked={job.open}
                  onChange={(checked) =>
                    dispatch({ type: "set", path: ["jobs", i, "open"], value: checked })
                  }
                />
              </div>
            </>
          );
        }}
      </EntryCards>
    </ContentSection>
  );
}
