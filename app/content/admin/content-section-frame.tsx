import type { Dispatch } from "react";
import type { DraftAction, FieldErrors } from "#app/content/admin/admin-content.ts";
import type { ContentDocument } from "#shared/content/document.ts";

// What every section of the content editor shares: its props (the working copy, the server's
// problems by field, and `dispatch` to change the copy), its heading and its cards.

export type SectionProps = {
  content: ContentDocument;
  errors: FieldErrors;
  dispatch: Dispatch<DraftAction>;
};

export function SectionHeading({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <>
      <h2 id={id} tabIndex={-1} className="text-2xl font-bold text-brand-900">
        {title}
      </h2>
      <div className="mt-2 max-w-prose space-y-2 text-slate-700">{children}</div>
    </>
  );
}

export const cardClass =
  "mt-5 flex flex-col gap-5 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:p-6";
