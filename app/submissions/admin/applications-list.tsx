import { PagedList } from "#app/admin/paged-list.tsx";
import { FilterSelect, SearchBar } from "#app/ui/search-bar.tsx";
import { employmentTypes, jobCategories } from "#shared/content/careers.ts";
import type { ApplicationFilters, useApplications } from "#app/submissions/admin/applications.ts";
import { ADMIN_PAGE_SIZE } from "#shared/limits.ts";
import { statusLabels, submissionStatuses, type ApplicationRow } from "#shared/schemas/admin.ts";

/**
 * The career applications as both admin views show them: search by name, email or phone,
 * filters by job category and employment type, then one page of applications (laid out by
 * `children`: table or cards) in `className`'s frame.
 */
export function ApplicationsList({
  list: { state, reload, filters, setFilters, setPage },
  className = "",
  children,
}: {
  list: ReturnType<typeof useApplications>;
  className?: string;
  children: (applications: ApplicationRow[]) => React.ReactNode;
}) {
  // Any new search or filter starts again from the first page.
  const apply = (change: Partial<ApplicationFilters>) =>
    setFilters({ ...filters, ...change, page: 1 });
  return (
    <>
      <div className="mt-6">
        <SearchBar
          name="Applications"
          label="Search name, email or phone"
          query={filters.q}
          onSearch={(q) => apply({ q })}
        >
          <FilterSelect
            label="Job category"
            allLabel="All categories"
            options={jobCategories}
            value={filters.jobCategory}
            onChange={(jobCategory) => apply({ jobCategory })}
          />
          <FilterSelect
            label="Employment type"
            allLabel="All types"
            options={employmentTypes}
            value={filters.employmentType}
            onChange={(employmentType) => apply({ employmentType })}
          />
          <FilterSelect
            label="Status"
            allLabel="Any status"
            options={submissionStatuses}
            labels={statusLabels}
            value={filters.status}
            onChange={(status) => apply({ status })}
          />
        </SearchBar>
      </div>
      <div className={`mt-6 ${className}`.trimEnd()}>
        <PagedList
          state={state}
          empty="No applications found"
          onRetry={reload}
          page={filters.page}
          pageSize={ADMIN_PAGE_SIZE}
          onPage={setPage}
        >
          {children}
        </PagedList>
      </div>
    </>
  );
}
