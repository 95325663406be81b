import type { Dispatch, ReactNode } from "react";
import { sections, type SectionId } from "#app/content/admin/admin-content-places.ts";
import type { DraftAction, FieldErrors } from "#app/content/admin/admin-content.ts";
import type { ContentDocument } from "#shared/content/document.ts";

// What every section of the content editor shares: its props (the working copy, the server's
// problems by field, and `dispatch` to change the copy), its frame and heading, and its cards.

export type SectionProps = {
  content: ContentDocument;
  errors: FieldErrors;
  dispatch: Dispatch<DraftAction>;
};

/**
 * A section of the editor (`children`: its SectionIntro, then its cards), labelled by its
 * heading, which the editor focuses when the section is opened (`section-<id>`).
 */
export function ContentSection({ section, children }: { section: SectionId; children: ReactNode }) {
  const id = `section-${section}`;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} tabIndex={-1} className="text-2xl font-bold text-brand-900">
        {sections.find((named) => named.id === section)?.label}
      </h2>
      {children}
    </section>
  );
}

/** What a section is for, under its heading. */
export function SectionIntro({ children }: { children: ReactNode }) {
  return <div className="mt-2 max-w-prose space-y-2 text-slate-700">{children}</div>;
}

export const cardClass =
  "mt-5 flex flex-col gap-5 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:p-6";
