import { indiaDateTime } from "#app/lib/admin-api.ts";

type Submitter = { name: string; email: string; phone: string; submittedAt: string };

/** One submission in an admin list: who sent it and when, what they wrote, and its actions. */
export function SubmissionItem({
  row,
  body,
  children,
}: {
  row: Submitter;
  body: string;
  children: React.ReactNode;
}) {
  return (
    <li className="grid gap-3 py-4 md:grid-cols-[1fr_2fr_auto]">
      <div className="text-sm">
        <p className="text-base font-semibold text-brand-900">{row.name}</p>
        <p className="break-all">{row.email}</p>
        <p>{row.phone}</p>
        <p className="text-slate-600">{indiaDateTime(row.submittedAt)}</p>
      </div>
      <p className="whitespace-pre-line text-slate-800">{body}</p>
      {children}
    </li>
  );
}
