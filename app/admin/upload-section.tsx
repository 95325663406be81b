import { useId, type ReactNode } from "react";
// The item list and the party list come from the same billing software, in the same formats.
import { CATALOGUE_ACCEPT } from "#shared/schemas/catalogue-items.ts";

export const NOT_SENT = "The file could not be sent. Please check the connection and try again.";
export const NOT_ANSWERED = "The server could not check the file. Please try again.";

/** Where a report checked, then published, stands (`Published`: what publishing answered). */
export type PublishUpload<Check, Published = object> =
  | { phase: "idle" }
  | { phase: "checking" }
  /** The file cannot be read at all (or was never sent): only a sentence. */
  | { phase: "failed"; error: string }
  /** The check's findings; `error` when rows have problems or publishing failed. */
  | { phase: "checked"; check: Check; error?: string }
  | { phase: "publishing"; check: Check }
  | ({ phase: "published"; check: Check } & Published);

/**
 * The status line of an upload's phase: "Checking…", what was found (`checked`), "Publishing…"
 * (or what `publishing` says instead), what was done (`published`); nothing before or on failure.
 */
export function uploadStatus(
  phase: PublishUpload<unknown>["phase"],
  says: { checked: string; publishing?: string; published: string },
) {
  return { idle: "", failed: "", checking: "Checking…", publishing: "Publishing…", ...says }[phase];
}

/**
 * The frame of an upload from the billing software (the item list, the party list): a file
 * input that checks the file as soon as it is chosen, the check's status beside the button that
 * acts on it, the error of the last try, then the findings.
 */
export function UploadSection({
  heading,
  fileLabel,
  hint,
  onChoose,
  status,
  done,
  action,
  error,
  className = "",
  children,
}: {
  heading: string;
  fileLabel: string;
  hint: ReactNode;
  onChoose: (file: File | null) => void;
  /** What is happening or happened, read out as it changes. */
  status: string;
  /** The upload went through: the status is shown as a success. */
  done: boolean;
  /** The button that publishes or imports, with what it needs to say beside it. */
  action?: ReactNode;
  error?: string;
  className?: string;
  /** The check's findings. */
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className={`flex flex-col gap-5 rounded-2xl bg-white p-5 ring-1 ring-slate-200 sm:p-6 ${className}`}
    >
      <h2 id={`${id}-heading`} className="text-xl font-bold text-brand-900">
        {heading}
      </h2>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-file`} className="font-medium text-slate-800">
          {fileLabel}
        </label>
        <p id={`${id}-hint`} className="max-w-prose text-sm text-slate-600">
          {hint}
        </p>
        <input
          id={`${id}-file`}
          type="file"
          accept={CATALOGUE_ACCEPT}
          aria-describedby={`${id}-hint`}
          onChange={(event) => onChoose(event.currentTarget.files?.[0] ?? null)}
          className="min-h-12 w-full max-w-xl rounded-xl border border-slate-400 bg-white px-3 py-2 text-slate-900 file:mr-4 file:min-h-8 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
        />
      </div>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <p
          role="status"
          className={
            done
              ? "rounded-xl border border-leaf-600 bg-leaf-600/10 px-4 py-2 font-medium text-leaf-700"
              : "font-medium text-slate-800"
          }
        >
          {status}
        </p>
        {action}
      </div>

      {error && (
        <p
          role="alert"
          className="rounded-xl border border-red-700 bg-red-50 px-4 py-3 font-medium text-red-800"
        >
          {error}
        </p>
      )}
      {children}
    </section>
  );
}

/** The button that acts on a checked file, with a word on why it is disabled. */
export function UploadAction({
  blocked,
  children,
}: {
  /** Why the button is disabled (problems remain), said beside it. */
  blocked?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      {blocked && <p className="text-sm text-slate-700">{blocked}</p>}
      {children}
    </div>
  );
}
