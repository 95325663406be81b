import { getFormProps, getTextareaProps } from "@conform-to/react";
import type { formTexts } from "#shared/content/text.ts";
import { useEnquiryList } from "#app/lib/enquiry-list.ts";
import { postEnquiry } from "#app/lib/submit.ts";
import { apiRoutes, apiUrl } from "#shared/api/routes.ts";
import { useSiteText } from "#app/lib/site-text.tsx";
import { useSubmissionForm } from "#app/lib/use-submission-form.ts";
import { ConsentField } from "./consent-field";
import { FormField, Honeypot, PersonFields } from "./form-field";
import { inputClass } from "#app/components/ui/input-class.ts";
import { FormStatus } from "./form-status";
import { FormShell } from "#app/components/ui/form-shell.tsx";

/** The contact page's enquiry form. Without JavaScript it posts to the same API as a web form. */

export function EnquiryForm({ text }: { text: ReturnType<typeof formTexts<"enquiry">> }) {
  const { locale } = useSiteText();
  const fieldText = text.fields;
  // Items of the visitor's enquiry list (shown above the form) go with the enquiry.
  const list = useEnquiryList();
  const { form, fields, phase, onFocus } = useSubmissionForm(
    "enquiry",
    text.validation,
    async (formData, elapsedMs) => {
      const result = await postEnquiry({
        ...Object.fromEntries(formData),
        elapsedMs,
        items: list.items,
      });
      if (result.ok) list.clear();
      return result;
    },
  );

  return (
    <FormShell
      {...getFormProps(form)}
      method="post"
      action={apiUrl(apiRoutes.submitEnquiry)}
      onFocus={onFocus}
      submitLabel={fieldText.submit}
      pendingLabel={fieldText.pending}
      pending={phase === "submitting"}
      status={<FormStatus phase={phase} success={fieldText.success} failure={fieldText.failure} />}
    >
      <input type="hidden" name="locale" value={locale} />
      <PersonFields fields={fields} text={fieldText} />
      <FormField field={fields.message} label={fieldText.message} hint={fieldText.messageHint}>
        <textarea {...getTextareaProps(fields.message)} rows={5} className={`${inputClass} py-3`} />
      </FormField>
      <ConsentField
        field={fields.consent}
        notice={fieldText.consent}
        privacyLink={text.privacyLink}
      />
      <Honeypot label={text.honeypot} />
    </FormShell>
  );
}
