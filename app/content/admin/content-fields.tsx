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
  type Translation,
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
  const common = {
    id,
    value,
    lang,
    readOnly,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(id, hint, error),
    className: fieldClass,
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      dispatch({
        type: "set",
        path,
        value: parse ? parse(event.target.value) : event.target.value,
      }),
  };
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

/**
 * A text of the site in each language, with the owner's "reviewed" mark on each translation. An
 * English text fixed by the specification is read-only; its translations are not.
 */
export const TextRow = memo(function TextRow({
  text,
  label,
  en,
  or,
  hi,
  reviewedOr,
  reviewedHi,
  errorEn,
  errorOr,
  errorHi,
  fixed,
  dispatch,
}: {
  /** Its dotted path under `texts`. */
  text: string;
  label: string;
  en: string;
  or: string;
  hi: string;
  reviewedOr: boolean;
  reviewedHi: boolean;
  errorEn?: string;
  errorOr?: string;
  errorHi?: string;
  fixed: boolean;
  dispatch: Dispatch<DraftAction>;
}) {
  const keys = text.split(".").map((key) => (/^\d+$/.test(key) ? Number(key) : key));
  const rows = rowsFor(en);
  const translation = (locale: Translation, value: string, reviewed: boolean, error?: string) => {
    const id = fieldId(`texts.${locale}.${text}`);
    const missing = !value;
    return (
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium">
          {languageNames[locale]}
          <span className="sr-only">: {label}</span>
          {missing && (
            <span
              aria-hidden="true"
              className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900"
            >
              Missing
            </span>
          )}
        </label>
        <textarea
          id={id}
          lang={locale}
          rows={rows}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, missing, error)}
          className={fieldClass}
          onChange={(event) =>
            dispatch({ type: "set", path: ["texts", locale, ...keys], value: event.target.value })
          }
        />
        {missing && (
          <p id={`${id}-hint`} className="text-sm text-slate-600">
            The page shows the English here.
          </p>
        )}
        <Problem id={`${id}-error`} error={error} />
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-5"
            // Named in full (which text, which language), starting with the word it shows.
            aria-label={`Reviewed: ${label} in ${languageNames[locale]}`}
            checked={reviewed}
            disabled={missing}
            onChange={(event) =>
              dispatch({ type: "review", text, locale, reviewed: event.target.checked })
            }
          />
          Reviewed
        </label>
      </div>
    );
  };
  const englishId = fieldId(`texts.en.${text}`);
  return (
    <fieldset className="min-w-0 border-t border-slate-200 pt-4">
      <legend className="font-semibold break-words text-brand-900">{label}</legend>
      <div className="mt-2 grid gap-3 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor={englishId} className="text-sm font-medium">
            English<span className="sr-only">: {label}</span>
          </label>
          <textarea
            id={englishId}
            lang="en"
            rows={rows}
            value={en}
            readOnly={fixed}
            aria-invalid={errorEn ? true : undefined}
            aria-describedby={describedBy(englishId, fixed, errorEn)}
            className={fieldClass}
            onChange={(event) =>
              dispatch({ type: "set", path: ["texts", "en", ...keys], value: event.target.value })
            }
          />
          {fixed && (
            <p id={`${englishId}-hint`} className="text-sm text-slate-600">
              Fixed by the site’s specification: the English cannot be changed.
            </p>
          )}
          <Problem id={`${englishId}-error`} error={errorEn} />
        </div>
        {translation("or", or, reviewedOr, errorOr)}
        {translation("hi", hi, reviewedHi, errorHi)}
      </div>
    </fieldset>
  );
});
