import { Field, firstError, listControl } from "#app/content/admin/content-fields.tsx";
import { TextRow, textRowOf } from "#app/content/admin/content-text-row.tsx";
import { ChoiceGroup, TickBox } from "#app/content/admin/content-choices.tsx";
import { DatedEntries } from "#app/content/admin/content-entry-cards.tsx";
import {
  ContentSection,
  SectionIntro,
  cardClass,
  type SectionProps,
} from "#app/content/admin/content-section-frame.tsx";

// The content editor's Hours and closures section: the opening hours as pages and search
// engines read them, and the closures that replace them on their days.

const weekdays = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
] as const;
const times = [
  ["opens", "Opens at"],
  ["closes", "Closes at"],
] as const;

export function HoursSection({ content, errors, dispatch }: SectionProps) {
  const { hours } = content.site;
  const days = listControl(errors, "site.hours.days");
  return (
    <ContentSection section="hours">
      <SectionIntro>
        <p>
          The opening hours as the pages write them, and as search engines read them. A closure (a
          holiday, a bandh) shows on its days instead of the hours, in the chat and to search
          engines; the days are India days, the last one included.
        </p>
      </SectionIntro>
      <div className={cardClass}>
        <TextRow
          {...textRowOf(content, errors, "common.hours")}
          label="Opening hours as the pages show them"
          fixed={false}
          dispatch={dispatch}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          {times.map(([key, label]) => (
            <Field
              key={key}
              path={["site", "hours", key]}
              label={label}
              type="time"
              value={hours[key]}
              error={firstError(errors, `site.hours.${key}`)}
              dispatch={dispatch}
            />
          ))}
          <Field
            path={["site", "hours", "text"]}
            label="Hours in one line, for the chat and mails (English)"
            value={hours.text}
            error={firstError(errors, "site.hours.text")}
            dispatch={dispatch}
            className="sm:col-span-2"
          />
        </div>
        <ChoiceGroup id={days.id} legend="Open on" error={days.error}>
          {weekdays.map((day) => (
            <TickBox
              key={day}
              label={day}
              checked={hours.days.includes(day)}
              onChange={(checked) =>
                dispatch({
                  type: "set",
                  path: ["site", "hours", "days"],
                  value: weekdays.filter((d) => (d === day ? checked : hours.days.includes(d))),
                })
              }
            />
          ))}
        </ChoiceGroup>
      </div>
      <h3 className="mt-8 text-xl font-bold text-brand-900">Closures</h3>
      <DatedEntries list="closures" content={content} errors={errors} dispatch={dispatch} />
    </ContentSection>
  );
}
