import { useState } from "react";
import { SubmissionList } from "#app/admin/paged-list.tsx";
import { SubmissionItem } from "#app/submissions/admin/submission-item.tsx";
import { Button, buttonClass } from "#app/ui/button.tsx";
import { FilterSelect, SearchBar } from "#app/ui/search-bar.tsx";
import { confirmAndDelete } from "#app/admin/admin-api.ts";
import { useAdminList } from "#app/admin/use-admin-list.ts";
import { apiRoutes, apiUrl } from "#shared/api/routes.ts";
import { apiSchemas } from "#shared/api/schemas.ts";
import { statusLabels, submissionStatuses, type EnquiryRow } from "#shared/schemas/admin.ts";
import { ADMIN_PAGE_SIZE } from "#shared/limits.ts";

function NotificationStatus({ notification }: { notification: EnquiryRow["notification"] }) {
  const styles = {
    sent: "bg-leaf-600/10 text-leaf-700",
    pending: "bg-slate-100 text-slate-700",
    retrying: "bg-amber-100 text-amber-900",
    failed: "bg-red-100 text-red-900",
  } as const;
  const label = {
    sent: "Notified",
    pending: "Queued",
    retrying: `Retrying (attempt ${notification.attempts})`,
    failed: "Notification failed",
  }[notification.status];
  return (
    <div>
      <span
        className={`inline-block rounded-full px-3 py-1 text-xs font-semibold ${styles[notification.status]}`}
      >
        {label}
      </span>
      {notification.lastError && notification.status !== "sent" && (
        <p className="mt-1 text-xs text-slate-600">{notification.lastError}</p>
      )}
    </div>
  );
}

/** Contact enquiries with their notification status from the outbox. */
export default function Enquiries() {
  const [q, setQ] = useState("");
  const [status, setStatus] = useState("");
  const [page, setPage] = useState(1);
  const query = { q, page, pageSize: ADMIN_PAGE_SIZE, status: status || undefined };
  const { state, reload } = useAdminList(
    apiUrl(apiRoutes.listEnquiries, { query }),
    apiSchemas.listEnquiries.response,
    (answer) => ({ items: answer.enquiries, total: answer.total }),
    "Failed to fetch enquiries",
  );

  async function erase(enquiry: EnquiryRow) {
    const deleted = await confirmAndDelete(
      `Delete the enquiry from ${enquiry.name}? This cannot be undone.`,
      "The enquiry could not be deleted. Please try again.",
      apiRoutes.eraseEnquiry,
      { params: { id: enquiry._id } },
    );
    if (deleted) reload();
  }

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold text-brand-900">Enquiries</h1>
        <a
          href={apiUrl(apiRoutes.exportEnquiries)}
          download
          className={buttonClass("outline", "md")}
        >
          Export CSV
        </a>
      </div>
      <div className="mt-6">
        <SearchBar
          name="Enquiries"
          label="Search name, email, phone or message"
          query={q}
          onSearch={(query) => {
            setQ(query);
            setPage(1);
          }}
        >
          <FilterSelect
            label="Status"
            allLabel="Any status"
            options={submissionStatuses}
            labels={statusLabels}
            value={status}
            onChange={(next) => {
              setStatus(next);
              setPage(1);
            }}
          />
        </SearchBar>
      </div>
      <div className="mt-6 rounded-2xl bg-white p-4 ring-1 ring-slate-200">
        <SubmissionList
          state={state}
          empty="No enquiries found"
          onRetry={reload}
          pager={{ page, pageSize: ADMIN_PAGE_SIZE, onPage: setPage }}
        >
          {(enquiry) => (
            <SubmissionItem
              kind="enquiry"
              row={enquiry}
              body={enquiry.message}
              items={enquiry.items}
            >
              <div className="flex flex-col items-start gap-2">
                <NotificationStatus notification={enquiry.notification} />
                <Button variant="danger" size="sm" onClick={() => erase(enquiry)}>
                  Delete<span className="sr-only"> enquiry from {enquiry.name}</span>
                </Button>
              </div>
            </SubmissionItem>
          )}
        </SubmissionList>
      </div>
    </>
  );
}
