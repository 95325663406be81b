import { getFormProps, getInputProps, getTextareaProps } from "@conform-to/react";
import { consentNotice } from "#app/content/privacy.ts";
import { messages } from "#app/content/form-messages.ts";
import { enquirySchema, MAX_MESSAGE_LENGTH } from "#app/schemas/enquiry.ts";
import { postEnquiry } from "#app/lib/submit.ts";
import { useSubmissionForm } from "#app/lib/use-submission-form.ts";
import { ConsentField } from "./consent-field";
import { FormField, Honeypot, inputClass } from "./form-field";
import { FormStatus } from "./form-status";

/** The contact page's enquiry form. Without JavaScript it posts to the same API as a web form. */
export function EnquiryForm() {
  const { form, fields, phase, onFocus } = useSubmissionForm(
    "enquiry",
    enquirySchema,
    (formData, elapsedMs) => postEnquiry({ ...Object.fromEntries(formData), elapsedMs }),
  );

  const submitting = phase === "submitting";
  return (
    <form
      {...getFormProps(form)}
      method="post"
      action="/api/enquiries"
      className="relative flex flex-col gap-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
      onFocus={onFocus}
    >
      <FormField field={fields.name} label="Name" required>
        <input
          {...getInputProps(fields.name, { type: "text" })}
          autoComplete="name"
          className={inputClass}
        />
      </FormField>
      <FormField field={fields.email} label="Email" required>
        <input
          {...getInputProps(fields.email, { type: "email" })}
          autoComplete="email"
          className={inputClass}
        />
      </FormField>
      <FormField field={fields.phone} label="Phone" required>
        <input
          {...getInputProps(fields.phone, { type: "tel" })}
          autoComplete="tel"
          className={inputClass}
        />
      </FormField>
      <FormField
        field={fields.message}
        label="Message"
        hint={`Optional, up to ${MAX_MESSAGE_LENGTH} characters.`}
      >
        <textarea {...getTextareaProps(fields.message)} rows={5} className={`${inputClass} py-3`} />
      </FormField>
      <ConsentField field={fields.consent} notice={consentNotice.contact} />
      <Honeypot />
      <button
        type="submit"
        disabled={submitting}
        className="min-h-12 self-start rounded-full bg-brand-700 px-8 font-semibold text-white hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70"
      >
        {submitting ? "Sending..." : "Send enquiry"}
      </button>
      <FormStatus
        phase={phase}
        success={messages.contact.success}
        failure={messages.contact.failure}
      />
    </form>
  );
}
