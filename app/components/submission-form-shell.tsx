import type { FieldMetadata } from "@conform-to/react";
import type { formTexts } from "#shared/content/text.ts";
import { FormShell } from "#app/components/ui/form-shell.tsx";
import { useSiteText } from "#app/lib/site-text.tsx";
import type { FormPhase } from "#app/lib/use-submission-form.ts";
import { ConsentField } from "./consent-field";
import { Honeypot } from "./form-field";
import { FormStatus } from "./form-status";

/**
 * A visitor's form (an enquiry, an application) around its own fields: posted with the page's
 * language, then the consent, the honeypot, the submit button and how the sending went.
 */
export function SubmissionFormShell({
  text,
  phase,
  consent,
  children,
  ...props
}: React.ComponentProps<"form"> & {
  text: ReturnType<typeof formTexts<"enquiry" | "application">>;
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
      <ConsentField field={consent} notice={fieldText.consent} privacyLink={text.privacyLink} />
      <Honeypot label={text.honeypot} />
    </FormShell>
  );
}
