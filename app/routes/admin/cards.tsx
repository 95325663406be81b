import {
  DeleteApplicationButton,
  DownloadResumeButton,
} from "#app/submissions/admin/application-actions.tsx";
import { ApplicationsList } from "#app/submissions/admin/applications-list.tsx";
import { Button } from "#app/ui/button.tsx";
import { indiaDateTime } from "#shared/india-time.ts";
import { openResume, useApplications } from "#app/submissions/admin/applications.ts";
import { ContactLinks } from "#app/admin/contact-links.tsx";
import { StatusControl } from "#app/admin/status-control.tsx";
import { languageNamesInEnglish } from "#shared/content/languages.ts";

/** /admin-view: the same applications as cards, with download and open-in-new-tab. */
export default function ApplicationCards() {
  const list = useApplications();
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-900">Application cards</h1>
      <ApplicationsList list={list}>
        {(applications) => (
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {applications.map((application) => (
              <li
                key={application._id}
                className="flex flex-col gap-3 rounded-2xl bg-white p-5 ring-1 ring-slate-200"
              >
                <div>
                  <h2 className="text-lg font-semibold text-brand-900">{application.name}</h2>
                  <p className="text-sm text-slate-600">{indiaDateTime(application.submittedAt)}</p>
                </div>
                <div className="flex flex-col gap-1 text-sm">
                  <ContactLinks
                    name={application.name}
                    email={application.email}
                    phone={application.phone}
                    about={`your application for ${application.jobCategory}`}
                  />
                </div>
                <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                  <dt className="text-slate-600">Category</dt>
                  <dd>{application.jobCategory}</dd>
                  <dt className="text-slate-600">Type</dt>
                  <dd>{application.employmentType}</dd>
                  <dt className="text-slate-600">Language</dt>
                  <dd>{languageNamesInEnglish[application.locale]}</dd>
                </dl>
                <StatusControl
                  kind="application"
                  id={application._id}
                  name={application.name}
                  status={application.status}
                />
                <div className="mt-auto flex flex-wrap gap-2">
                  {application.resume ? (
                    <>
                      <DownloadResumeButton application={application} size="md" />
                      <Button variant="outline" size="md" onClick={() => openResume(application)}>
                        {application.resumeType === "pdf" ? "Open in new tab" : "Open (downloads)"}
                        <span className="sr-only"> resume of {application.name}</span>
                      </Button>
                    </>
                  ) : (
                    <p className="text-sm text-slate-600">No resume uploaded</p>
                  )}
                  <DeleteApplicationButton
                    application={application}
                    size="md"
                    onDeleted={list.reload}
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
      </ApplicationsList>
    </>
  );
}
