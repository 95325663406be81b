import { Link } from "react-router";
import { sections, type SectionId } from "#app/content/admin/admin-content-places.ts";

/** The content editor's sections, each with the count of its problems after a refused publish. */
export function ContentSectionNav({
  section,
  problemsIn,
}: {
  section: SectionId;
  problemsIn: (id: SectionId) => number;
}) {
  return (
    <nav aria-label="Content sections" className="mt-6">
      <ul className="flex gap-1 overflow-x-auto pb-1 whitespace-nowrap">
        {sections.map(({ id, label }) => {
          const count = problemsIn(id);
          return (
            <li key={id}>
              <Link
                to={{ search: `?section=${id}` }}
                aria-current={section === id ? "page" : undefined}
                className={`inline-flex min-h-11 items-center rounded-full px-4 ${section === id ? "bg-brand-700 font-semibold text-white" : "bg-white text-brand-800 ring-1 ring-slate-200 hover:bg-brand-50"}`}
              >
                {label}
                {count > 0 && (
                  <span className="ml-2 rounded-full bg-red-700 px-2 text-xs font-bold text-white">
                    {count}
                    <span className="sr-only"> {count === 1 ? "problem" : "problems"}</span>
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
