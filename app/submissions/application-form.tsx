import { getInputProps } from "@conform-to/react";
import { useEffect, useState } from "react";
import { jobCategoryOfSlug } from "#shared/content/announcements.ts";
import { employmentTypes, jobCategories } from "#shared/content/careers.ts";
import { usePageLocation } from "#app/site/site-link.tsx";
import type { FormsText } from "#shared/content/en/forms.ts";
import type { formTexts } from "#shared/content/text.ts";
import { staticMode } from "#app/site/static-mode.ts";
import { postApplication } from "#app/submissions/submit.ts";
import { useSubmissionForm } from "#app/submissions/use-submission-form.ts";
import { RESUME_ACCEPT } from "#shared/schemas/form-constraints.ts";
import { FormField, PersonFields, SelectField } from "#app/ui/form-field.tsx";
import { inputClass } from "#app/ui/input-class.ts";
import { LabelledControl } from "#app/ui/labelled.tsx";
import { SubmissionFormShell } from "./submission-form-shell";
import { useSiteText } from "#app/site/site-text.tsx";

/** The options of a drop-down: each stored value with its name in the page's language. */
const named = <Value extends string>(values: readonly Value[], names: Record<Value, string>) =>
  values.map((value) => ({ value, label: names[value] }));

/** The careers page's application form, with an optional resume upload that shows progress. */
export function ApplicationForm({
  text,
  names,
}: {
  text: ReturnType<typeof formTexts<"application">>;
  names: Pick<FormsText, "jobCategories" | "employmentTypes">;
}) {
  const fieldText = text.fields;
  const [progress, setProgress] = useState<number | null>(null);
  const { email } = useSiteText().site;
  // The checks speak the page's language (the server answers in the same one).
  const submission = useSubmissionForm(
    "application",
    text.validation,
    async (formData, elapsedMs) => {
      formData.set("elapsedMs", String(elapsedMs));
      const resume = formData.get("resume");
      if (resume instanceof File && resume.size === 0) formData.delete("resume");
      // The static build sends no file (docs/product.md#notification-parameters), so there is no upload to show.
      setProgress(formData.has("resume") && !staticMode ? 0 : null);
      const result = await postApplication(formData, email, setProgress);
      setProgress(null);
      return result;
    },
  );
  const { fields } = submission;
  // The two drop-downs, each with its values named in the page's language.
  const choices = [
    { key: "jobCategory", options: named(jobCategories, names.jobCategories) },
    { key: "employmentType", options: named(employmentTypes, names.employmentTypes) },
  ] as const;

  // A job opening's "Apply" (/careers?category=delivery#apply-heading) picks its category, unless
  // the visitor already picked one before the form came to life.
  const { search } = usePageLocation();
  const categoryId = fields.jobCategory.id;
  useEffect(() => {
    const category = jobCategoryOfSlug(new URLSearchParams(search).get("category"));
    const select = document.getElementById(categoryId);
    if (!category || !(select instanceof HTMLSelectElement) || select.value) return;
    select.value = category;
    select.dispatchEvent(new Event("change", { bubbles: true }));
  }, [search, categoryId]);

  return (
    <SubmissionFormShell submission={submission} text={text}>
      <PersonFields fields={fields} text={fieldText} paired />
      <div className="grid gap-5 sm:grid-cols-2">
        {choices.map(({ key, options }) => (
          <SelectField
            key={key}
            field={fields[key]}
            label={fieldText[key]}
            placeholder={fieldText[`${key}Placeholder`]}
            options={options}
            required
          />
        ))}
      </div>
      <FormField field={fields.resume} label={fieldText.resume} hint={fieldText.resumeHint}>
        <input
          {...getInputProps(fields.resume, { type: "file" })}
          accept={RESUME_ACCEPT}
          className={`${inputClass} py-2.5 file:mr-4 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-1.5 file:font-semibold file:text-brand-800`}
        />
      </FormField>
      {progress !== null && (
        <LabelledControl
          id="resume-progress"
          label={fieldText.uploading}
          className="flex items-center gap-3"
          labelClassName="text-sm text-slate-700"
        >
          <progress
            id="resume-progress"
            max={1}
            value={progress}
            className="h-2 flex-1 accent-brand-700"
          />
          <span className="text-sm tabular-nums text-slate-700">{Math.round(progress * 100)}%</span>
        </LabelledControl>
      )}
    </SubmissionFormShell>
  );
}
