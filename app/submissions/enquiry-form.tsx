import { getTextareaProps } from "@conform-to/react";
import type { formTexts } from "#shared/content/text.ts";
import { useEnquiryList } from "#app/catalogue/enquiry-list.ts";
import { postEnquiry } from "#app/submissions/submit.ts";
import { useSubmissionForm } from "#app/submissions/use-submission-form.ts";
import { FormField, PersonFields } from "#app/ui/form-field.tsx";
import { inputClass } from "#app/ui/input-class.ts";
import { SubmissionFormShell } from "./submission-form-shell";
import { useSiteText } from "#app/site/site-text.tsx";

/** The contact page's enquiry form. Without JavaScript it posts to the same API as a web form. */

export function EnquiryForm({ text }: { text: ReturnType<typeof formTexts<"enquiry">> }) {
  const fieldText = text.fields;
  // Items of the visitor's enquiry list (shown above the form) go with the enquiry.
  const list = useEnquiryList();
  const { email } = useSiteText().site;
  const submission = useSubmissionForm("enquiry", text.validation, async (formData, elapsedMs) => {
    const result = await postEnquiry(
      { ...Object.fromEntries(formData), elapsedMs, items: list.items },
      email,
    );
    if (result.ok) list.clear();
    return result;
  });
  const { fields } = submission;

  return (
    <SubmissionFormShell submission={submission} text={text}>
      <PersonFields fields={fields} text={fieldText} />
      <FormField field={fields.message} label={fieldText.message} hint={fieldText.messageHint}>
        <textarea {...getTextareaProps(fields.message)} rows={5} className={`${inputClass} py-3`} />
      </FormField>
    </SubmissionFormShell>
  );
}
