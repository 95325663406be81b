import { memo, type Dispatch, type ReactNode } from "react";
import { Problem, controlProps, firstError, rowsFor } from "#app/content/admin/content-fields.tsx";
import {
  fieldId,
  languageNames,
  valueAt,
  type DraftAction,
  type FieldErrors,
  type Translation,
} from "#app/content/admin/admin-content.ts";
import { isReviewed } from "#app/content/admin/admin-content-texts.ts";
import type { ContentDocument } from "#shared/content/document.ts";

// A text of the site in the content editor: English, Odia and Hindi side by side, each
// translation with its "reviewed" mark.

/**
 * What a TextRow shows of a text (its dotted path under `texts`) as the working copy has it: its
 * words in each language, the translations' marks, and the server's problems with each.
 */
export function textRowOf(content: ContentDocument, errors: FieldErrors, text: string) {
  const words = (locale: keyof typeof languageNames) =>
    String(valueAt(content.texts[locale], text.split(".")) ?? "");
  return {
    text,
    en: words("en"),
    or: words("or"),
    hi: words("hi"),
    reviewedOr: isReviewed(content, text, "or"),
    reviewedHi: isReviewed(content, text, "hi"),
    errorEn: firstError(errors, `texts.en.${text}`),
    errorOr: firstError(errors, `texts.or.${text}`),
    errorHi: firstError(errors, `texts.hi.${text}`),
  };
}

/** A column of TextRow: what is said about the text in its language besides the text itself. */
type Column = {
  hint?: string;
  error?: string;
  readOnly?: boolean;
  /** Beside the language's name: that the translation is missing. */
  badge?: ReactNode;
  after?: ReactNode;
};

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
  /** The text in one language: its box, a hint under it if any, its problem, and `after`. */
  const column = (
    locale: keyof typeof languageNames,
    value: string,
    { hint, error, readOnly, badge, after }: Column,
  ) => {
    const id = fieldId(`texts.${locale}.${text}`);
    return (
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium">
          {languageNames[locale]}
          <span className="sr-only">: {label}</span>
          {badge}
        </label>
        <textarea
          rows={rows}
          {...controlProps({ id, value, lang: locale, readOnly, hint, error }, (typed) =>
            dispatch({ type: "set", path: ["texts", locale, ...keys], value: typed }),
          )}
        />
        {hint && (
          <p id={`${id}-hint`} className="text-sm text-slate-600">
            {hint}
          </p>
        )}
        <Problem id={`${id}-error`} error={error} />
        {after}
      </div>
    );
  };
  const translation = (locale: Translation, value: string, reviewed: boolean, error?: string) => {
    const missing = !value;
    return column(locale, value, {
      hint: missing ? "The page shows the English here." : undefined,
      error,
      badge: missing && (
        <span
          aria-hidden="true"
          className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900"
        >
          Missing
        </span>
      ),
      after: (
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
      ),
    });
  };
  return (
    <fieldset className="min-w-0 border-t border-slate-200 pt-4">
      <legend className="font-semibold break-words text-brand-900">{label}</legend>
      <div className="mt-2 grid gap-3 lg:grid-cols-3">
        {column("en", en, {
          hint: fixed
            ? "Fixed by the site’s specification: the English cannot be changed."
            : undefined,
          error: errorEn,
          readOnly: fixed,
        })}
        {translation("or", or, reviewedOr, errorOr)}
        {translation("hi", hi, reviewedHi, errorHi)}
      </div>
    </fieldset>
  );
});
