import { languageNamesInEnglish } from "#shared/content/languages.ts";
import { indiaDateTime, indiaDayMonth } from "#shared/india-time.ts";
import type { SubmissionStatus } from "#shared/schemas/admin.ts";
import type { Locale } from "#shared/site-paths.ts";
import { submissionKind, type SubmissionKind } from "#shared/submission-kinds.ts";
import { ContactLinks } from "#app/admin/contact-links.tsx";
import { StatusControl } from "#app/admin/status-control.tsx";
import type { EnquiryItem } from "#shared/schemas/catalogue-items.ts";
import { itemLine } from "#shared/schemas/catalogue-items.ts";

type Submitter = {
  _id: string;
  name: string;
  email: string;
  phone: string;
  submittedAt: string;
  status: SubmissionStatus;
  locale: Locale;
};

/** One submission in an admin list: who sent it and when, what they wrote, and its actions. */
export function SubmissionItem({
  kind,
  row,
  body,
  items = [],
  withStatus = true,
  children,
}: {
  kind: SubmissionKind;
  /** Spam has no status: it is released or erased. */
  withStatus?: boolean;
  row: Submitter;
  body: string;
  /** Catalogue items an enquiry asks about. */
  items?: EnquiryItem[];
  children: React.ReactNode;
}) {
  return (
    // A link pasted into a message, a long address: broken anywhere rather than widening a phone.
    <li className="grid gap-3 py-4 wrap-anywhere md:grid-cols-[1fr_2fr_auto]">
      <div className="flex flex-col gap-1 text-sm">
        <p className="text-base font-semibold text-brand-900">{row.name}</p>
        <ContactLinks
          name={row.name}
          email={row.email}
          phone={row.phone}
          about={`your ${submissionKind[kind].noun} of ${indiaDayMonth(row.submittedAt)}`}
        />
        <p className="text-slate-600">{indiaDateTime(row.submittedAt)}</p>
        <VisitorLanguage locale={row.locale} />
        {withStatus && (
          <StatusControl kind={kind} id={row._id} name={row.name} status={row.status} />
        )}
      </div>
      <div>
        <p className="whitespace-pre-line text-slate-800">{body}</p>
        {items.length > 0 && (
          <>
            <p className="mt-3 text-sm font-semibold text-brand-900">
              Items asked about ({items.length})
            </p>
            <ul className="mt-1 list-disc pl-5 text-sm text-slate-800">
              {items.map((item, index) => (
                <li key={index}>{itemLine(item)}</li>
              ))}
            </ul>
          </>
        )}
      </div>
      {children}
    </li>
  );
}

/** The language of the page a submission came from, when it was not English: the reply's. */
export function VisitorLanguage({ locale }: { locale: Locale }) {
  if (locale === "en") return null;
  return <p className="text-slate-600">Language: {languageNamesInEnglish[locale]}</p>;
}
