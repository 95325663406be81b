import { Field, TextRow, firstError, firstErrorUnder } from "#app/content/admin/content-fields.tsx";
import { ChoiceGroup, TickBox } from "#app/content/admin/content-choices.tsx";
import { DatedEntries } from "#app/content/admin/content-entry-cards.tsx";
import {
  SectionHeading,
  cardClass,
  type SectionProps,
} from "#app/content/admin/content-section-frame.tsx";
import { fieldId } from "#app/content/admin/admin-content.ts";
import { isReviewed } from "#app/content/admin/admin-content-texts.ts";
import { MAX_CLOSURES } from "#shared/content/announcements.ts";

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
        <ChoiceGroup id={daysId} legend="Open on" error={daysError}>
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
