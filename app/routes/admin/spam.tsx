import { useState } from "react";
import { SubmissionList } from "#app/admin/paged-list.tsx";
import { SubmissionItem } from "#app/submissions/admin/submission-item.tsx";
import { Button } from "#app/ui/button.tsx";
import { adminAction, confirmAndDelete } from "#app/admin/admin-api.ts";
import { useAdminList } from "#app/admin/use-admin-list.ts";
import type { AnswerCheck } from "#shared/api/public-answers.ts";
import { apiRoutes, apiUrl } from "#shared/api/routes.ts";
import { apiSchemas } from "#shared/api/schemas.ts";
import type { ApplicationRow, EnquiryRow } from "#shared/schemas/admin.ts";
import { submissionKind, type SubmissionKind } from "#shared/submission-kinds.ts";
import { ADMIN_PAGE_SIZE } from "#shared/limits.ts";

type SpamRow = EnquiryRow | ApplicationRow;

/**
 * One list of what was kept aside, with "Not spam" (then notified) and "Delete"; `check` and
 * `listOf` read the kind's list answer.
 */
function SpamList<Answer>({
  kind,
  check,
  listOf,
}: {
  kind: SubmissionKind;
  check: AnswerCheck<Answer>;
  listOf: (answer: Answer) => { items: SpamRow[]; total: number };
}) {
  const { noun, plural, label, routes } = submissionKind[kind];
  const [page, setPage] = useState(1);
  const { state, reload } = useAdminList(
    apiUrl(apiRoutes[routes.list], { query: { spam: 1, page, pageSize: ADMIN_PAGE_SIZE } }),
    check,
    listOf,
    `Failed to fetch the spam ${plural}`,
  );

  async function release(row: SpamRow) {
    const released = await adminAction(
      `The ${noun} could not be released. Please try again.`,
      apiRoutes[routes.release],
      { params: { id: row._id } },
    );
    if (released) reload();
  }
  async function erase(row: SpamRow) {
    const deleted = await confirmAndDelete(
      `Delete the ${noun} from ${row.name}? This cannot be undone.`,
      `The ${noun} could not be deleted. Please try again.`,
      apiRoutes[routes.erase],
      { params: { id: row._id } },
    );
    if (deleted) reload();
  }

  return (
    <section aria-labelledby={`spam-${kind}`} className="mt-8">
      <h2 id={`spam-${kind}`} className="text-xl font-bold text-brand-900">
        {label} kept as spam
      </h2>
      <div className="mt-4 rounded-2xl bg-white p-4 ring-1 ring-slate-200">
        <SubmissionList
          state={state}
          empty={`No ${plural} kept as spam`}
          onRetry={reload}
          pager={{ page, pageSize: ADMIN_PAGE_SIZE, onPage: setPage }}
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
                    ({noun} from {row.name})
                  </span>
                </Button>
                <Button variant="danger" size="sm" onClick={() => erase(row)}>
                  Delete
                  <span className="sr-only">
                    {" "}
                    {noun} from {row.name}
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
      <SpamList
        kind="enquiry"
        check={apiSchemas.listEnquiries.response}
        listOf={(answer) => ({ items: answer.enquiries, total: answer.total })}
      />
      <SpamList
        kind="application"
        check={apiSchemas.listApplications.response}
        listOf={(answer) => ({ items: answer.applications, total: answer.total })}
      />
    </>
  );
}
