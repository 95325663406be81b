import { PagedList } from "./paged-list";
import { FilterSelect, SearchBar } from "#app/ui/search-bar.tsx";
import type { ListState } from "#app/admin/use-admin-list.ts";
import { ADMIN_PAGE_SIZE } from "#shared/limits.ts";

/**
 * An admin list searched by words and filtered by status, one page at a time (the customers,
 * the orders): the search bar, then the rows, each an `<li>` of `children`.
 */
export function StatusSearchList<T>({
  name,
  searchLabel,
  query,
  status,
  statuses,
  statusLabels,
  onFilter,
  state,
  empty,
  onRetry,
  page,
  onPage,
  children,
}: {
  /** What the list holds ("Orders"): the search's name. */
  name: string;
  searchLabel: string;
  query: string;
  status: string;
  statuses: readonly string[];
  statusLabels: Record<string, string>;
  onFilter: (change: { q?: string; status?: string }) => void;
  state: ListState<T>;
  empty: string;
  onRetry: () => void;
  page: number;
  onPage: (page: number) => void;
  children: (items: T[]) => React.ReactNode;
}) {
  return (
    <>
      <div className="mt-4">
        <SearchBar name={name} label={searchLabel} query={query} onSearch={(q) => onFilter({ q })}>
          <FilterSelect
            label="Status"
            allLabel="All"
            options={statuses}
            labels={statusLabels}
            value={status}
            onChange={(chosen) => onFilter({ status: chosen })}
          />
        </SearchBar>
      </div>
      <div className="mt-6 rounded-2xl bg-white p-4 ring-1 ring-slate-200">
        <PagedList
          state={state}
          empty={empty}
          onRetry={onRetry}
          page={page}
          pageSize={ADMIN_PAGE_SIZE}
          onPage={onPage}
        >
          {(items) => <ul className="divide-y divide-slate-200">{children(items)}</ul>}
        </PagedList>
      </div>
    </>
  );
}
