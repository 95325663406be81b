import { useState } from "react";
import { SubmissionList } from "#app/components/admin/paged-list.tsx";
import { SubmissionItem } from "#app/components/admin/submission-item.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { adminAction, confirmAndDelete } from "#app/lib/admin-api.ts";
import { useAdminList } from "#app/lib/use-admin-list.ts";
import type { ApplicationRow, EnquiryRow } from "#shared/schemas/admin.ts";

const PAGE_SIZE = 25;

type Kind = "enquiry" | "application";
const kinds = {
  enquiry: {
    heading: "Enquiries kept as spam",
    list: "/api/enquiries",
    field: "enquiries",
    release: (id: string) => `/api/enquiries/${encodeURIComponent(id)}/not-spam`,
    erase: (id: string) => `/api/enquiries/${encodeURIComponent(id)}`,
    noun: "enquiry",
  },
  application: {
    heading: "Applications kept as spam",
    list: "/api/career-applications",
    field: "applications",
    release: (id: string) => `/api/career-applications/${encodeURIComponent(id)}/not-spam`,
    erase: (id: string) => `/api/career-application/${encodeURIComponent(id)}`,
    noun: "application",
  },
} as const;

/** One list of what was kept aside, with "Not spam" (then notified) and "Delete". */
function SpamList({ kind }: { kind: Kind }) {
  const text = kinds[kind];
  const [page, setPage] = useState(1);
  const { state, reload } = useAdminList<EnquiryRow | ApplicationRow>(
    `${text.list}?spam=1&page=${page}&pageSize=${PAGE_SIZE}`,
    text.field,
    `Failed to fetch the spam ${text.field}`,
  );

  async function release(row: EnquiryRow | ApplicationRow) {
    const released = await adminAction(
      "POST",
      text.release(row._id),
      `The ${text.noun} could not be released. Please try again.`,
    );
    if (released) reload();
  }
  async function erase(row: EnquiryRow | ApplicationRow) {
    const deleted = await confirmAndDelete(
      `Delete the ${text.noun} from ${row.name}? This cannot be undone.`,
      text.erase(row._id),
      `The ${text.noun} could not be deleted. Please try again.`,
    );
    if (deleted) reload();
  }

  return (
    <section aria-labelledby={`spam-${kind}`} className="mt-8">
      <h2 id={`spam-${kind}`} className="text-xl font-bold text-brand-900">
        {text.heading}
      </h2>
      <div className="mt-4 rounded-2xl bg-white p-4 ring-1 ring-slate-200">
        <SubmissionList
          state={state}
          empty={`No ${text.field} kept as spam`}
          onRetry={reload}
          pager={{ page, pageSize: PAGE_SIZE, onPage: setPage }}
        >
          {(row) => (
            <SubmissionItem
              kind={kind}
              withStatus={false}
              row={row}
              body={"message" in row ? row.message : `${row.jobCategory}, ${row.employmentType}`}
            >
              <div className="flex flex-wrap items-start gap-2 md:flex-col">
                <Button size="sm" onClick={() => release(row)}>
                  Not spam
                  <span className="sr-only">
                    {" "}
                    ({text.noun} from {row.name})
                  </span>
                </Button>
                <Button variant="danger" size="sm" onClick={() => erase(row)}>
                  Delete
                  <span className="sr-only">
                    {" "}
                    {text.noun} from {row.name}
                  </span>
                </Button>
              </div>
            </SubmissionItem>
          )}
        </SubmissionList>
      </div>
    </section>
  );
}

/** What the forms kept aside as spam: a filled hidden field, or sent faster than a person could. */
export default function Spam() {
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-900">Spam</h1>
      <p className="mt-3 max-w-prose text-slate-700">
        Submissions that looked automated: a hidden field that people never see was filled in, or
        the form was sent within a second. They were not notified. If one is from a real person,
        choose “Not spam”: it moves to its list and the notification is sent. Spam is deleted after
        30 days.
      </p>
      <SpamList kind="enquiry" />
      <SpamList kind="application" />
    </>
  );
}
