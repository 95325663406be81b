import { getFormProps, getTextareaProps } from "@conform-to/react";
import { consentNotice } from "#app/content/privacy.ts";
import { messages } from "#app/content/form-messages.ts";
import { MAX_MESSAGE_LENGTH } from "#app/schemas/form-constraints.ts";
import { useEnquiryList } from "#app/lib/enquiry-list.ts";
import { postEnquiry } from "#app/lib/submit.ts";
import { useSubmissionForm } from "#app/lib/use-submission-form.ts";
import { ConsentField } from "./consent-field";
import { FormField, Honeypot, TextField } from "./form-field";
import { inputClass } from "#app/components/ui/input-class.ts";
import { FormStatus } from "./form-status";
import { FormShell } from "#app/components/ui/form-shell.tsx";

/** The contact page's enquiry form. Without JavaScript it posts to the same API as a web form. */
export function EnquiryForm() {
  // Items of the visitor's enquiry list (shown above the form) go with the enquiry.
  const list = useEnquiryList();
  const { form, fields, phase, onFocus } = useSubmissionForm(
    "enquiry",
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
      action="/api/enquiries"
      onFocus={onFocus}
      submitLabel="Send enquiry"
      pendingLabel="Sending..."
      pending={phase === "submitting"}
      status={<FormStatus phase={phase} {...messages.contact} />}
    >
      <TextField field={fields.name} label="Name" type="text" autoComplete="name" required />
      <TextField field={fields.email} label="Email" type="email" autoComplete="email" required />
      <TextField field={fields.phone} label="Phone" type="tel" autoComplete="tel" required />
      <FormField
        field={fields.message}
        label="Message"
        hint={`Optional, up to ${MAX_MESSAGE_LENGTH} characters.`}
      >
        <textarea {...getTextareaProps(fields.message)} rows={5} className={`${inputClass} py-3`} />
      </FormField>
      <ConsentField field={fields.consent} notice={consentNotice.contact} />
      <Honeypot />
    </FormShell>
  );
}
