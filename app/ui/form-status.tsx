import type { FormPhase } from "#app/submissions/use-submission-form.ts";

/** A status line's sentence: what went wrong in red, else what was done in green. */
export function StatusNote({ text, failed = false }: { text: string; failed?: boolean }) {
  return (
    <p
      className={`rounded-xl border p-4 font-medium ${
        failed
          ? "border-red-700 bg-red-50 text-red-800"
          : "border-leaf-600 bg-leaf-600/10 text-leaf-700"
      }`}
    >
      {text}
    </p>
  );
}

/** The status line under a form: always in the page, so screen readers announce changes. */
export function FormStatus({
  phase,
  success,
  failure,
}: {
  phase: FormPhase;
  success: string;
  failure: string;
}) {
  return (
    <div role="status" aria-live="polite" className="min-h-6">
      {phase === "success" && <StatusNote text={success} />}
      {phase === "error" && <StatusNote text={failure} failed />}
    </div>
  );
}
