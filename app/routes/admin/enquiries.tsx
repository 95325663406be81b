import { SubmissionRows } from "#app/admin/paged-list.tsx";
import {
  listFilter,
  listFrameClass,
  ListPageTitle,
  SearchedList,
} from "#app/admin/searched-list.tsx";
import { SubmissionItem } from "#app/submissions/admin/submission-item.tsx";
import { Button } from "#app/ui/button.tsx";
import { confirmAndDelete } from "#app/admin/admin-api.ts";
import { useAdminList, useListFilters } from "#app/admin/use-admin-list.ts";
import { apiRoutes, apiUrl } from "#shared/api/routes.ts";
import { apiSchemas } from "#shared/api/schemas.ts";
import { statusLabels, submissionStatuses, type EnquiryRow } from "#shared/schemas/admin.ts";
import { ADMIN_PAGE_SIZE } from "#shared/limits.ts";

const texts = {
  name: "Enquiries",
  search: "Search name, email, phone or message",
  empty: "No enquiries found",
};
const filters = [listFilter("status", "Status", "Any status", submissionStatuses, statusLabels)];

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
  const search = useListFilters({ q: "", status: "", page: 1 });
  const { q, status, page } = search.filters;
  const query = { q, page, pageSize: ADMIN_PAGE_SIZE, status: status || undefined };
  const list = useAdminList(
    apiUrl(apiRoutes.listEnquiries, { query }),
    apiSchemas.listEnquiries.response,
    (answer) => ({ items: answer.enquiries, total: answer.total }),
    "Failed to fetch enquiries",
  );
  const { reload } = list;

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
      <ListPageTitle title="Enquiries" csvUrl={apiUrl(apiRoutes.exportEnquiries)} />
      <SearchedList
        texts={texts}
        filters={filters}
        list={{ ...list, ...search }}
        className={listFrameClass}
      >
        {(enquiries) => (
          <SubmissionRows rows={enquiries}>
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
          </SubmissionRows>
        )}
      </SearchedList>
    </>
  );
}
