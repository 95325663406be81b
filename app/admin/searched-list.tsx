import { PagedList } from "./paged-list";
import { buttonClass } from "#app/ui/button.tsx";
import { FilterSelect, SearchBar } from "#app/ui/search-bar.tsx";
import type { ListState } from "#app/admin/use-admin-list.ts";
import { ADMIN_PAGE_SIZE } from "#shared/limits.ts";

/** The white frame most admin lists sit in. */
export const listFrameClass = "rounded-2xl bg-white p-4 ring-1 ring-slate-200";

/** A filter beside a list's search box, named as the list's filters name it; "" is all. */
export type ListFilter = {
  name: string;
  label: string;
  allLabel: string;
  options: readonly string[];
  /** What each option reads as, when not the option itself. */
  labels?: Record<string, string>;
};

export const listFilter = (
  name: string,
  label: string,
  allLabel: string,
  options: readonly string[],
  labels?: Record<string, string>,
): ListFilter => ({ name, label, allLabel, options, labels });

/** What a list says: its search's name ("Orders"), its search box's label, and "none found". */
export type ListTexts = { name: string; search: string; empty: string };

/** A page of a list as its hook keeps it, with the search, filters and page it is for. */
export type SearchedRows<T> = {
  state: ListState<T>;
  reload: () => void;
  filters: { q: string; page: number; [name: string]: unknown };
  /** A new search or filter, from the first page. */
  filter(change: Record<string, string>): void;
  setPage: (page: number) => void;
};

/**
 * An admin list searched by words and narrowed by `filters`, one page at a time: the search
 * bar, then the page's items as `children` lays them out, in `className`'s frame.
 */
export function SearchedList<T>({
  texts,
  filters,
  list: { state, reload, filters: chosen, filter, setPage },
  searchClassName = "mt-6",
  className = "",
  children,
}: {
  texts: ListTexts;
  filters: ListFilter[];
  list: SearchedRows<T>;
  searchClassName?: string;
  className?: string;
  children: (items: T[]) => React.ReactNode;
}) {
  return (
    <>
      <div className={searchClassName}>
        <SearchBar
          name={texts.name}
          label={texts.search}
          query={chosen.q}
          onSearch={(q) => filter({ q })}
        >
          {filters.map(({ name, ...select }) => (
            <FilterSelect
              key={name}
              {...select}
              value={String(chosen[name] ?? "")}
              onChange={(value) => filter({ [name]: value })}
            />
          ))}
        </SearchBar>
      </div>
      <div className={`mt-6 ${className}`.trimEnd()}>
        <PagedList
          state={state}
          empty={texts.empty}
          onRetry={reload}
          page={chosen.page}
          pageSize={ADMIN_PAGE_SIZE}
          onPage={setPage}
        >
          {children}
        </PagedList>
      </div>
    </>
  );
}

/** A list filtered by status under its section's heading (the customers, the orders): one `<li>` an item. */
export function StatusSearchList<T>({
  texts,
  statuses,
  list,
  children,
}: {
  texts: ListTexts;
  statuses: ListFilter;
  list: SearchedRows<T>;
  children: (items: T[]) => React.ReactNode;
}) {
  return (
    <SearchedList
      texts={texts}
      filters={[statuses]}
      list={list}
      searchClassName="mt-4"
      className={listFrameClass}
    >
      {(items) => <ul className="divide-y divide-slate-200">{children(items)}</ul>}
    </SearchedList>
  );
}

/** A list page's heading, with the CSV of all its items beside it. */
export function ListPageTitle({ title, csvUrl }: { title: string; csvUrl: string }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-4">
      <h1 className="text-3xl font-bold text-brand-900">{title}</h1>
      <a href={csvUrl} download className={buttonClass("outline", "md")}>
        Export CSV
      </a>
    </div>
  );
}
