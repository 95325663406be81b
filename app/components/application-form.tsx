import { getFormProps, getInputProps } from "@conform-to/react";
import { useState } from "react";
import { employmentTypes, jobCategories } from "#app/content/careers.ts";
import { messages } from "#app/content/form-messages.ts";
import { consentNotice } from "#app/content/privacy.ts";
import { staticMode } from "#app/lib/static-mode.ts";
import { postApplication } from "#app/lib/submit.ts";
import { useSubmissionForm } from "#app/lib/use-submission-form.ts";
import { RESUME_ACCEPT } from "#app/schemas/form-constraints.ts";
import { ConsentField } from "./consent-field";
import { FormField, Honeypot, SelectField, TextField } from "./form-field";
import { inputClass } from "#app/components/ui/input-class.ts";
import { FormStatus } from "./form-status";
import { FormShell } from "#app/components/ui/form-shell.tsx";

/** The careers page's application form, with an optional resume upload that shows progress. */
export function ApplicationForm() {
  const [progress, setProgress] = useState<number | null>(null);
  const { form, fields, phase, onFocus } = useSubmissionForm(
    "application",
    async (formData, elapsedMs) => {
      formData.set("elapsedMs", String(elapsedMs));
      const resume = formData.get("resume");
      if (resume instanceof File && resume.size === 0) formData.delete("resume");
      // The static build sends no file (docs/product.md#notification-parameters), so there is no upload to show.
      setProgress(formData.has("resume") && !staticMode ? 0 : null);
      const result = await postApplication(formData, setProgress);
      setProgress(null);
      return result;
    },
  );

  return (
    <FormShell
      {...getFormProps(form)}
      method="post"
      action="/api/career-applications"
      encType="multipart/form-data"
      onFocus={onFocus}
      submitLabel="Submit application"
      pendingLabel="Submitting..."
      pending={phase === "submitting"}
      status={<FormStatus phase={phase} {...messages.careers} />}
    >
      <TextField field={fields.name} label="Full name" type="text" autoComplete="name" required />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField field={fields.email} label="Email" type="email" autoComplete="email" required />
        <TextField field={fields.phone} label="Phone" type="tel" autoComplete="tel" required />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          field={fields.jobCategory}
          label="Job category"
          placeholder="Choose a category"
          options={jobCategories}
          required
        />
        <SelectField
          field={fields.employmentType}
          label="Employment type"
          placeholder="Choose a type"
          options={employmentTypes}
          required
        />
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
    </FormShell>
  );
}
