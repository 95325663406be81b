import { listFilter, SearchedList } from "#app/admin/searched-list.tsx";
import { employmentTypes, jobCategories } from "#shared/content/careers.ts";
import type { useApplications } from "#app/submissions/admin/applications.ts";
import { statusLabels, submissionStatuses, type ApplicationRow } from "#shared/schemas/admin.ts";

const texts = {
  name: "Applications",
  search: "Search name, email or phone",
  empty: "No applications found",
};
const filters = [
  listFilter("jobCategory", "Job category", "All categories", jobCategories),
  listFilter("employmentType", "Employment type", "All types", employmentTypes),
  listFilter("status", "Status", "Any status", submissionStatuses, statusLabels),
];

/**
 * The career applications as both admin views show them: search by name, email or phone,
 * filters by job category and employment type, then one page of applications (laid out by
 * `children`: table or cards) in `className`'s frame.
 */
export function ApplicationsList({
  list,
  className = "",
  children,
}: {
  list: ReturnType<typeof useApplications>;
  className?: string;
  children: (applications: ApplicationRow[]) => React.ReactNode;
}) {
  return (
    <SearchedList texts={texts} filters={filters} list={list} className={className}>
      {children}
    </SearchedList>
  );
}
