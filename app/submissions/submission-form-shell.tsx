import {
  getFormProps,
  getInputProps,
  type FieldMetadata,
  type FormMetadata,
} from "@conform-to/react";
import { FormShell } from "#app/ui/form-shell.tsx";
import { useSiteText } from "#app/site/site-text.tsx";
import type { FormPhase } from "#app/submissions/use-submission-form.ts";
import { ConsentField } from "./consent-field";
import { Honeypot } from "#app/ui/form-field.tsx";
import { FormStatus } from "#app/ui/form-status.tsx";

/** What the shell says: the form's button, status and consent words, and the forms' shared ones. */
type ShellText = {
  honeypot: string;
  privacyLink: string;
  fields: { submit: string; pending: string; success: string; failure: string; consent: string };
};

/** What useSubmissionForm gives the shell: the form, its consent box, phase, first focus and post. */
type Submission = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any of the visitors' forms
  form: FormMetadata<any, string[]>;
  fields: { consent: FieldMetadata<unknown> };
  phase: FormPhase;
  onFocus: () => void;
  post: { action: string; encType?: string; draft: string };
};

/**
 * A visitor's form (an enquiry, an application, a trade account request) around its own fields:
 * posted with the page's language, then the consent, the honeypot, the submit button and how the
 * sending went.
 */
export function SubmissionFormShell({
  submission,
  text,
  children,
}: {
  submission: Submission;
  text: ShellText;
  children: React.ReactNode;
}) {
  const { locale } = useSiteText();
  const fieldText = text.fields;
  const { phase, post } = submission;
  return (
    <FormShell
      {...getFormProps(submission.form)}
      data-draft={post.draft}
      method="post"
      action={post.action}
      encType={post.encType}
      onFocus={submission.onFocus}
      submitLabel={fieldText.submit}
      pendingLabel={fieldText.pending}
      pending={phase === "submitting"}
      status={<FormStatus phase={phase} success={fieldText.success} failure={fieldText.failure} />}
    >
      <input type="hidden" name="locale" value={locale} />
      {children}
      <ConsentField
        field={submission.fields.consent}
        input={getInputProps(submission.fields.consent, { type: "checkbox", value: "on" })}
        notice={fieldText.consent}
        privacyLink={text.privacyLink}
      />
      <Honeypot label={text.honeypot} />
    </FormShell>
  );
}
