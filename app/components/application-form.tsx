import { getFormProps, getInputProps, getSelectProps } from "@conform-to/react";
import { useState } from "react";
import { employmentTypes, jobCategories } from "#app/content/careers.ts";
import { messages } from "#app/content/form-messages.ts";
import { consentNotice } from "#app/content/privacy.ts";
import { staticMode } from "#app/lib/static-mode.ts";
import { postApplication } from "#app/lib/submit.ts";
import { useSubmissionForm } from "#app/lib/use-submission-form.ts";
import { applicationFormSchema, RESUME_ACCEPT } from "#app/schemas/application.ts";
import { ConsentField } from "./consent-field";
import { FormField, Honeypot, inputClass } from "./form-field";
import { FormStatus } from "./form-status";

/** The careers page's application form, with an optional resume upload that shows progress. */
export function ApplicationForm() {
  const [progress, setProgress] = useState<number | null>(null);
  const { form, fields, phase, onFocus } = useSubmissionForm(
    "application",
    applicationFormSchema,
    async (formData, elapsedMs) => {
      formData.set("elapsedMs", String(elapsedMs));
      const resume = formData.get("resume");
      if (resume instanceof File && resume.size === 0) formData.delete("resume");
      // The static build sends no file (spec §7.1), so there is no upload to show.
      setProgress(formData.has("resume") && !staticMode ? 0 : null);
      const result = await postApplication(formData, setProgress);
      setProgress(null);
      return result;
    },
  );

  const submitting = phase === "submitting";
  return (
    <form
      {...getFormProps(form)}
      method="post"
      action="/api/career-applications"
      encType="multipart/form-data"
      className="relative flex flex-col gap-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
      onFocus={onFocus}
    >
      <FormField field={fields.name} label="Full name" required>
        <input
          {...getInputProps(fields.name, { type: "text" })}
          autoComplete="name"
          className={inputClass}
        />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
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
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField field={fields.jobCategory} label="Job category" required>
          <select {...getSelectProps(fields.jobCategory)} className={inputClass} defaultValue="">
            <option value="" disabled>
              Choose a category
            </option>
            {jobCategories.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
        </FormField>
        <FormField field={fields.employmentType} label="Employment type" required>
          <select {...getSelectProps(fields.employmentType)} className={inputClass} defaultValue="">
            <option value="" disabled>
              Choose a type
            </option>
            {employmentTypes.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <FormField
        field={fields.resume}
        label="Resume"
        hint="Optional. PDF, DOC or DOCX, 5MB maximum."
      >
        <input
          {...getInputProps(fields.resume, { type: "file" })}
          accept={RESUME_ACCEPT}
          className={`${inputClass} py-2.5 file:mr-4 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-1.5 file:font-semibold file:text-brand-800`}
        />
      </FormField>
      {progress !== null && (
        <div className="flex items-center gap-3">
          <label htmlFor="resume-progress" className="text-sm text-slate-700">
            Uploading resume
          </label>
          <progress
            id="resume-progress"
            max={1}
            value={progress}
            className="h-2 flex-1 accent-brand-700"
          />
          <span className="text-sm tabular-nums text-slate-700">{Math.round(progress * 100)}%</span>
        </div>
      )}
      <ConsentField field={fields.consent} notice={consentNotice.careers} />
      <Honeypot />
      <button
        type="submit"
        disabled={submitting}
        className="min-h-12 self-start rounded-full bg-brand-700 px-8 font-semibold text-white hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70"
      >
        {submitting ? "Submitting..." : "Submit application"}
      </button>
      <FormStatus
        phase={phase}
        success={messages.careers.success}
        failure={messages.careers.failure}
      />
    </form>
  );
}
