import { useState } from "react";
import { PagedList } from "#app/admin/paged-list.tsx";
import { ColumnTitles } from "#app/ui/column-titles.tsx";
import { TableScroll } from "#app/ui/table-scroll.tsx";
import { indiaDateTime } from "#shared/india-time.ts";
import { useAdminList } from "#app/admin/use-admin-list.ts";
import { apiRoutes, apiUrl } from "#shared/api/routes.ts";
import { apiSchemas } from "#shared/api/schemas.ts";
import { AUDIT_PAGE_SIZE } from "#shared/limits.ts";

/** Who did what, when and from where, newest first. */
export default function AuditLog() {
  const [page, setPage] = useState(1);
  const { state, reload } = useAdminList(
    apiUrl(apiRoutes.auditLog, { query: { page, pageSize: AUDIT_PAGE_SIZE } }),
    apiSchemas.auditLog.response,
    (answer) => ({ items: answer.entries, total: answer.total }),
    "Failed to fetch the audit log",
  );
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-900">Audit log</h1>
      <div className="mt-6 rounded-2xl bg-white p-4 ring-1 ring-slate-200">
        <PagedList
          state={state}
          empty="Nothing has been recorded yet"
          onRetry={reload}
          page={page}
          pageSize={AUDIT_PAGE_SIZE}
          onPage={setPage}
        >
          {(entries) => (
            <TableScroll labelledBy="audit-caption">
              <table className="w-full min-w-[48rem] text-left text-sm">
                <caption id="audit-caption" className="sr-only">
                  Audit log, newest first
                </caption>
                <ColumnTitles labels={["When (India time)", "Who", "What", "Details", "From"]} />
                <tbody>
                  {entries.map((entry) => (
                    <tr key={entry.id} className="border-b border-slate-200 last:border-0">
                      <td className="px-3 py-2 whitespace-nowrap">{indiaDateTime(entry.at)}</td>
                      <td className="px-3 py-2">{entry.actor ?? "System"}</td>
                      <td className="px-3 py-2">{entry.action}</td>
                      <td className="px-3 py-2">{entry.detail}</td>
                      <td className="px-3 py-2">{entry.client ?? ""}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          )}
        </PagedList>
      </div>
    </>
  );
}
