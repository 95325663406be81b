import { useState } from "react";
import { adminAction } from "#app/admin/admin-api.ts";
import { apiRoutes } from "#shared/api/routes.ts";
import { statusLabels, submissionStatuses, type SubmissionStatus } from "#shared/schemas/admin.ts";
import { submissionKind, type SubmissionKind } from "#shared/submission-kinds.ts";

/** New, in progress, done: where the staff are with a submission, set in one tap. */
export function StatusControl({
  kind,
  id,
  name,
  status,
}: {
  kind: SubmissionKind;
  id: string;
  name: string;
  status: SubmissionStatus;
}) {
  const [current, setCurrent] = useState(status);
  async function choose(next: SubmissionStatus) {
    const previous = current;
    setCurrent(next);
    const saved = await adminAction(
      "The status could not be saved. Please try again.",
      apiRoutes[submissionKind[kind].routes.setStatus],
      { params: { id }, body: { status: next } },
    );
    if (!saved) setCurrent(previous);
  }
  return (
    <div
      role="group"
      aria-label={`Status of ${name}`}
      className="inline-flex rounded-full ring-1 ring-slate-300"
    >
      {submissionStatuses.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={current === option}
          onClick={() => void choose(option)}
          className={`min-h-11 px-3 text-sm font-semibold whitespace-nowrap first:rounded-l-full last:rounded-r-full ${
            current === option
              ? option === "new"
                ? "bg-sun-400 text-brand-900"
                : "bg-brand-700 text-white"
              : "text-slate-700 hover:bg-slate-100"
          }`}
        >
          {statusLabels[option]}
        </button>
      ))}
    </div>
  );
}
