import {
  DeleteApplicationButton,
  DownloadResumeButton,
} from "#app/submissions/admin/application-actions.tsx";
import { ApplicationsList } from "#app/submissions/admin/applications-list.tsx";
import { StatusControl } from "#app/admin/status-control.tsx";
import { VisitorLanguage } from "#app/submissions/admin/submission-item.tsx";
import { visitorPhoneHref, visitorWhatsappHref } from "#shared/phone-links.ts";
import { listFrameClass, ListPageTitle } from "#app/admin/searched-list.tsx";
import { TableScroll } from "#app/ui/table-scroll.tsx";
import { indiaDateTime } from "#shared/india-time.ts";
import { useApplications, type ApplicationFilters } from "#app/submissions/admin/applications.ts";
import { apiRoutes, apiUrl } from "#shared/api/routes.ts";

const columns: { key: ApplicationFilters["sort"] | null; label: string }[] = [
  { key: "name", label: "Name" },
  { key: "email", label: "Email" },
  { key: null, label: "Phone" },
  { key: "jobCategory", label: "Job category" },
  { key: "employmentType", label: "Employment type" },
  { key: "submittedAt", label: "Submitted at (India time)" },
  { key: null, label: "Resume" },
  { key: null, label: "Status" },
  { key: null, label: "Actions" },
];

const linkClass =
  "inline-flex min-h-6 items-center font-medium text-brand-700 underline underline-offset-2";

/** /admin: the table of career applications (docs/product.md#admin). */
export default function ApplicationsTable() {
  const list = useApplications();
  const { filters, setFilters, reload } = list;

  function sortBy(key: ApplicationFilters["sort"]) {
    const order = filters.sort === key && filters.order === "asc" ? "desc" : "asc";
    setFilters({ ...filters, sort: key, order, page: 1 });
  }

  return (
    <>
      <ListPageTitle title="Career applications" csvUrl={apiUrl(apiRoutes.exportApplications)} />
      <ApplicationsList list={list} className={listFrameClass}>
        {(applications) => (
          <TableScroll labelledBy="applications-caption">
            <table className="w-full min-w-[72rem] text-left text-sm">
              <caption id="applications-caption" className="sr-only">
                Career applications, {filters.order === "desc" ? "newest" : "oldest"} first
              </caption>
              <thead className="border-b border-slate-300 text-slate-700">
                <tr>
                  {columns.map((column) => (
                    <th
                      key={column.label}
                      scope="col"
                      className="px-3 py-2 font-semibold"
                      aria-sort={
                        column.key && filters.sort === column.key
                          ? filters.order === "asc"
                            ? "ascending"
                            : "descending"
                          : undefined
                      }
                    >
                      {column.key ? (
                        <button
                          type="button"
                          onClick={() => sortBy(column.key!)}
                          className="inline-flex min-h-8 items-center gap-1 rounded underline-offset-4 hover:underline"
                        >
                          {column.label}
                          <span aria-hidden="true">
                            {filters.sort === column.key
                              ? filters.order === "asc"
                                ? "▲"
                                : "▼"
                              : "↕"}
                          </span>
                        </button>
                      ) : (
                        column.label
                      )}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {applications.map((application) => (
                  <tr key={application._id} className="border-b border-slate-200 last:border-0">
                    <td className="px-3 py-2">
                      <p className="font-medium">{application.name}</p>
                      <VisitorLanguage locale={application.locale} />
                    </td>
                    <td className="px-3 py-2">
                      <a className={linkClass} href={`mailto:${application.email}`}>
                        {application.email}
                      </a>
                    </td>
                    <td className="px-3 py-2 whitespace-nowrap">
                      <div className="flex flex-col items-start">
                        <a className={linkClass} href={visitorPhoneHref(application.phone)}>
                          {application.phone}
                        </a>
                        <a
                          className={linkClass}
                          href={visitorWhatsappHref(
                            application.phone,
                            `Hello ${application.name}, about your application for ${application.jobCategory}: `,
                          )}
                          aria-label={`WhatsApp ${application.name}`}
                        >
                          WhatsApp
                        </a>
                      </div>
                    </td>
                    <td className="px-3 py-2">{application.jobCategory}</td>
                    <td className="px-3 py-2">{application.employmentType}</td>
                    <td className="px-3 py-2 whitespace-nowrap">
                      {indiaDateTime(application.submittedAt)}
                    </td>
                    <td className="px-3 py-2">
                      {application.resume ? (
                        <DownloadResumeButton application={application} variant="soft" size="sm" />
                      ) : (
                        <span className="text-slate-600">None</span>
                      )}
                    </td>
                    <td className="px-3 py-2">
                      <StatusControl
                        kind="application"
                        id={application._id}
                        name={application.name}
                        status={application.status}
                      />
                    </td>
                    <td className="px-3 py-2">
                      <DeleteApplicationButton
                        application={application}
                        size="sm"
                        onDeleted={reload}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </ApplicationsList>
    </>
  );
}
