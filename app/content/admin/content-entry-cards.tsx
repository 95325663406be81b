import type { Dispatch } from "react";
import { Field, LocalizedFields, firstError } from "#app/content/admin/content-fields.tsx";
import { cardClass, type SectionProps } from "#app/content/admin/content-section-frame.tsx";
import { Button } from "#app/ui/button.tsx";
import type { DraftAction, EntryList } from "#app/content/admin/admin-content.ts";
import { indiaDay, type Localized } from "#shared/content/announcements.ts";

// The lists of entries the content editor keeps (closures, notices, jobs): a card for each, with
// "Add" and "Remove", and the days and words of a dated one.

/** A list of dated or described entries, each in its card, with "Add" and "Remove". */
export function EntryCards<T>({
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
export function DatedEntries<Key extends "text" | "reason">({
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
