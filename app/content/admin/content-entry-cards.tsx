import type { Dispatch } from "react";
import { Field, LocalizedFields, firstError } from "#app/content/admin/content-fields.tsx";
import { cardClass, type SectionProps } from "#app/content/admin/content-section-frame.tsx";
import { Button } from "#app/ui/button.tsx";
import type { DraftAction, EntryList } from "#app/content/admin/admin-content.ts";
import {
  MAX_CLOSURES,
  MAX_JOB_OPENINGS,
  MAX_NOTICES,
  indiaDay,
  type Localized,
} from "#shared/content/announcements.ts";

// The lists of entries the content editor keeps (closures, notices, jobs): a card for each, with
// "Add" and "Remove", and the days and words of a dated one.

/** What each list's entry is called, and how many the list may hold. */
const entryLists: Record<EntryList, { noun: string; max: number }> = {
  notices: { noun: "Notice", max: MAX_NOTICES },
  closures: { noun: "Closure", max: MAX_CLOSURES },
  jobs: { noun: "Job opening", max: MAX_JOB_OPENINGS },
};

/** Which field of a dated entry holds its words, and their label. */
const datedWords = {
  notices: { key: "text", label: "Text" },
  closures: { key: "reason", label: "Reason" },
} as const;

/** A notice or a closure: its days, and its words under the list's own key. */
type Dated = { id: string; from: string; to: string } & Partial<
  Record<"text" | "reason", Localized>
>;

/** A list of dated or described entries, each in its card, with "Add" and "Remove". */
export function EntryCards<T>({
  list,
  entries,
  dispatch,
  children,
}: {
  list: EntryList;
  entries: readonly T[];
  dispatch: Dispatch<DraftAction>;
  children: (entry: T, i: number) => React.ReactNode;
}) {
  const { noun, max } = entryLists[list];
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
export function DatedEntries({
  list,
  content,
  errors,
  dispatch,
}: { list: keyof typeof datedWords } & SectionProps) {
  const { key, label } = datedWords[list];
  const entries: readonly Dated[] = content[list];
  return (
    <EntryCards list={list} entries={entries} dispatch={dispatch}>
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
            path={[list, i, key]}
            label={label}
            value={entry[key]!}
            errors={errors}
            dispatch={dispatch}
          />
        </>
      )}
    </EntryCards>
  );
}
