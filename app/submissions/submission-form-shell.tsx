import { getInputProps, type FieldMetadata } from "@conform-to/react";
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

/**
 * A visitor's form (an enquiry, an application, a trade account request) around its own fields:
 * posted with the page's language, then the consent, the honeypot, the submit button and how the
 * sending went.
 */
export function SubmissionFormShell({
  text,
  phase,
  consent,
  children,
  ...props
}: React.ComponentProps<"form"> & {
  text: ShellText;
  phase: FormPhase;
  consent: FieldMetadata<unknown>;
}) {
  const { locale } = useSiteText();
  const fieldText = text.fields;
  return (
    <FormShell
      {...props}
      method="post"
      submitLabel={fieldText.submit}
      pendingLabel={fieldText.pending}
      pending={phase === "submitting"}
      status={<FormStatus phase={phase} success={fieldText.success} failure={fieldText.failure} />}
    >
      <input type="hidden" name="locale" value={locale} />
      {children}
      <ConsentField
        field={consent}
        input={getInputProps(consent, { type: "checkbox", value: "on" })}
        notice={fieldText.consent}
        privacyLink={text.privacyLink}
      />
      <Honeypot label={text.honeypot} />
    </FormShell>
  );
}
