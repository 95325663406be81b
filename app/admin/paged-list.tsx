import { Fragment } from "react";
import { Button } from "#app/ui/button.tsx";
import type { ListState } from "#app/admin/use-admin-list.ts";

/**
 * An admin list's states: loading, an error with Retry, empty, or the items, laid out by
 * `children`.
 */
export function ListStates<T>({
  state,
  empty,
  onRetry,
  children,
}: {
  state: ListState<T>;
  empty: string;
  onRetry: () => void;
  children: (items: T[]) => React.ReactNode;
}) {
  if (state.status === "loading")
    return (
      <p role="status" className="py-10 text-center text-slate-600">
        Loading…
      </p>
    );
  if (state.status === "error")
    return (
      <div role="alert" className="flex flex-col items-center gap-4 py-10">
        <p className="font-medium text-red-800">{state.message}</p>
        <Button size="md" onClick={onRetry}>
          Retry
        </Button>
      </div>
    );
  if (state.items.length === 0)
    return (
      <p role="status" className="py-10 text-center text-slate-600">
        {empty}
      </p>
    );
  return children(state.items);
}

/** One page of an admin list, in the states every admin list shares, with the pager under it. */
export function PagedList<T>({
  state,
  empty,
  onRetry,
  page,
  pageSize,
  onPage,
  children,
}: {
  state: ListState<T>;
  empty: string;
  onRetry: () => void;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  children: (items: T[]) => React.ReactNode;
}) {
  return (
    <ListStates state={state} empty={empty} onRetry={onRetry}>
      {(items) => (
        <>
          {children(items)}
          {state.status === "ready" && (
            <Pager page={page} pageSize={pageSize} total={state.total} onPage={onPage} />
          )}
        </>
      )}
    </ListStates>
  );
}

/** The submissions (enquiries, applications) of a paged admin list, one list item each. */
export function SubmissionList<T extends { _id: string }>({
  pager,
  children,
  ...list
}: {
  state: ListState<T>;
  empty: string;
  onRetry: () => void;
  pager: { page: number; pageSize: number; onPage: (page: number) => void };
  children: (row: T) => React.ReactNode;
}) {
  return (
    <PagedList {...list} {...pager}>
      {(rows) => <SubmissionRows rows={rows}>{children}</SubmissionRows>}
    </PagedList>
  );
}

/** Submissions (enquiries, applications), one list item each. */
export function SubmissionRows<T extends { _id: string }>({
  rows,
  children,
}: {
  rows: T[];
  children: (row: T) => React.ReactNode;
}) {
  return (
    <ul className="divide-y divide-slate-200">
      {rows.map((row) => (
        <Fragment key={row._id}>{children(row)}</Fragment>
      ))}
    </ul>
  );
}

function Pager({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const button =
    "min-h-11 rounded-full border border-slate-300 px-4 font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-50";
  return (
    <nav aria-label="Pages" className="mt-4 flex items-center justify-between gap-3">
      <p className="text-sm text-slate-700">
        {total} in all · page {page} of {pages}
      </p>
      <div className="flex gap-2">
        <button
          type="button"
          className={button}
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
        >
          Previous page
        </button>
        <button
          type="button"
          className={button}
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
        >
          Next page
        </button>
      </div>
    </nav>
  );
}
