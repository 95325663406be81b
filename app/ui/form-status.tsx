import type { FormPhase } from "#app/submissions/use-submission-form.ts";

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
      {phase === "success" && (
        <p className="rounded-xl border border-leaf-600 bg-leaf-600/10 p-4 font-medium text-leaf-700">
          {success}
        </p>
      )}
      {phase === "error" && (
        <p className="rounded-xl border border-red-700 bg-red-50 p-4 font-medium text-red-800">
          {failure}
        </p>
      )}
    </div>
  );
}
