import { memo, type Dispatch, type ReactNode } from "react";
import { controlClass } from "#app/ui/search-bar.tsx";
import {
  dotted,
  fieldId,
  languageNames,
  translations,
  type DraftAction,
  type FieldErrors,
  type Path,
} from "#app/content/admin/admin-content.ts";
import type { Localized } from "#shared/content/announcements.ts";

// The content editor's fields: each with its label, an optional hint and the server's problem
// with it in words, linked to the control (aria-describedby) and from the error summary (its
// id). Memoised, so that typing in one field renders that field, not the whole document.

export const fieldClass = `${controlClass} w-full py-2 aria-[invalid=true]:border-red-700 read-only:bg-slate-100 read-only:text-slate-700`;

/** The first problem of a field. */
export const firstError = (errors: FieldErrors, path: string) => errors[path]?.[0];

/** The first problem of a field or of anything inside it (a list's entries). */
export const firstErrorUnder = (errors: FieldErrors, path: string) =>
  Object.entries(errors).find(([field]) => field === path || field.startsWith(`${path}.`))?.[1][0];

/** A list's control: its id, and the first problem of the list or of any entry in it. */
export const listControl = (errors: FieldErrors, path: string) => ({
  id: fieldId(path),
  error: firstErrorUnder(errors, path),
});

export function Problem({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className="text-sm font-medium text-red-700">
      {error}
    </p>
  ) : null;
}

/** The ids of a control's hint and problem, for aria-describedby. */
export const describedBy = (id: string, hint?: unknown, error?: unknown) =>
  [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;

/** A control's row: its label, an optional hint, the control (`children`) and its problem. */
export function FieldRow({
  id,
  label,
  hint,
  error,
  className,
  children,
}: {
  /** The control's id: the hint's and the problem's are made from it. */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`flex min-w-0 flex-col gap-1 ${className ?? ""}`}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {children}
      <Problem id={`${id}-error`} error={error} />
    </div>
  );
}

type FieldProps = {
  path: Path;
  label: string;
  value: string;
  error?: string;
  hint?: string;
  dispatch: Dispatch<DraftAction>;
  type?: "text" | "tel" | "email" | "url" | "date" | "time" | "number";
  /** A textarea, of this many rows. */
  rows?: number;
  lang?: string;
  readOnly?: boolean;
  /** How the control's text becomes the document's value (a number, null for empty). */
  parse?: (value: string) => unknown;
  className?: string;
};

/**
 * What a control of the document carries, a box or a text area: its id and value, its problem
 * and hint tied to it, its look, and what typing in it does (`onChange`).
 */
export function controlProps(
  {
    id,
    value,
    lang,
    readOnly,
    hint,
    error,
  }: {
    id: string;
    value: string;
    lang?: string;
    readOnly?: boolean;
    hint?: unknown;
    error?: string;
  },
  onChange: (typed: string) => void,
) {
  return {
    id,
    value,
    lang,
    readOnly,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(id, hint, error),
    className: fieldClass,
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onChange(event.target.value),
  };
}

/** One labelled control of the document. */
export const Field = memo(function Field({
  path,
  label,
  value,
  error,
  hint,
  dispatch,
  type = "text",
  rows,
  lang,
  readOnly,
  parse,
  className,
}: FieldProps) {
  const id = fieldId(dotted(path));
  const common = controlProps({ id, value, lang, readOnly, hint, error }, (typed) =>
    dispatch({ type: "set", path, value: parse ? parse(typed) : typed }),
  );
  return (
    <FieldRow id={id} label={label} hint={hint} error={error} className={className}>
      {rows ? <textarea rows={rows} {...common} /> : <input type={type} {...common} />}
    </FieldRow>
  );
});

/** Rows for a text: a little more than it needs, within reason. */
export const rowsFor = (text: string) =>
  Math.min(10, Math.max(2, Math.ceil(text.length / 55) + text.split("\n").length - 1));

/**
 * A text in English, Odia and Hindi side by side (stacked on a phone): a notice's, a closure's
 * or a job opening's. An empty translation is shown in English on the page.
 */
export const LocalizedFields = memo(function LocalizedFields({
  path,
  label,
  value,
  errors,
  dispatch,
  multiline = false,
}: {
  path: Path;
  label: string;
  value: Localized;
  errors: FieldErrors;
  dispatch: Dispatch<DraftAction>;
  multiline?: boolean;
}) {
  const at = dotted(path);
  return (
    <fieldset className="min-w-0">
      <legend className="font-semibold text-brand-900">{label}</legend>
      <div className="mt-2 grid gap-3 lg:grid-cols-3">
        {(["en", ...translations] as const).map((locale) => (
          <Field
            key={locale}
            path={[...path, locale]}
            label={`${label} in ${languageNames[locale]}`}
            value={value[locale]}
            lang={locale}
            rows={multiline ? Math.max(4, rowsFor(value.en)) : rowsFor(value.en)}
            hint={
              locale !== "en" && !value[locale] ? "Missing: the page shows the English." : undefined
            }
            error={firstError(errors, `${at}.${locale}`)}
            dispatch={dispatch}
          />
        ))}
      </div>
    </fieldset>
  );
});
