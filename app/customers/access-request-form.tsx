import { getInputProps, getTextareaProps } from "@conform-to/react";
import { inputClass } from "#app/ui/input-class.ts";
import type { FormMessages } from "#app/lib/form-validation.ts";
import { navigate } from "#app/site/site-link.tsx";
import { useLocalePath } from "#app/site/site-text.tsx";
import { postAccessRequest } from "#app/submissions/submit.ts";
import { useSubmissionForm } from "#app/submissions/use-submission-form.ts";
import type { AccountText } from "#shared/content/en/account.ts";
import type { FormsText } from "#shared/content/en/forms.ts";
import { paths } from "#shared/site-paths.ts";
import { FormField, TextField } from "#app/ui/form-field.tsx";
import { SubmissionFormShell } from "#app/submissions/submission-form-shell.tsx";

export type AccessRequestText = Pick<FormsText, "honeypot" | "privacyLink"> & {
  validation: FormMessages["accessRequest"];
  fields: AccountText["request"]["fields"];
};

/**
 * Asking for a trade account: the shop's or hospital's details, for staff to check. Without
 * JavaScript it posts to the same API as a web form, which answers with the thank-you page.
 */
export function AccessRequestForm({ text }: { text: AccessRequestText }) {
  const fieldText = text.fields;
  const to = useLocalePath();
  const submission = useSubmissionForm(
    "accessRequest",
    text.validation,
    async (formData, elapsedMs) => {
      const result = await postAccessRequest({ ...Object.fromEntries(formData), elapsedMs });
      // The same thank-you page a browser without JavaScript is sent to.
      if (result.ok) navigate(to(paths.accountRequestSent));
      return result;
    },
  );
  const { fields } = submission;
  const hinted = (field: { descriptionId: string }) => ({ ariaDescribedBy: field.descriptionId });

  return (
    <SubmissionFormShell submission={submission} text={text}>
      <TextField
        field={fields.shopName}
        label={fieldText.shopName}
        type="text"
        autoComplete="organization"
        required
      />
      <TextField
        field={fields.contactName}
        label={fieldText.contactName}
        type="text"
        autoComplete="name"
        required
      />
      <FormField field={fields.phone} label={fieldText.phone} hint={fieldText.phoneHint} required>
        <input
          {...getInputProps(fields.phone, { type: "tel", ...hinted(fields.phone) })}
          autoComplete="tel"
          className={inputClass}
        />
      </FormField>
      <TextField
        field={fields.email}
        label={fieldText.email}
        type="email"
        autoComplete="email"
        required
      />
      <FormField field={fields.address} label={fieldText.address} required>
        <textarea
          {...getTextareaProps(fields.address)}
          rows={3}
          autoComplete="street-address"
          className={`${inputClass} py-3`}
        />
      </FormField>
      <div className="flex items-center gap-3">
        <input
          {...getInputProps(fields.hospital, { type: "checkbox", value: "on" })}
          className="size-5 shrink-0 accent-brand-700"
        />
        <label htmlFor={fields.hospital.id} className="font-medium text-slate-800">
          {fieldText.hospital}
        </label>
      </div>
      <FormField
        field={fields.drugLicence}
        label={fieldText.drugLicence}
        hint={fieldText.drugLicenceHint}
      >
        <input
          {...getInputProps(fields.drugLicence, { type: "text", ...hinted(fields.drugLicence) })}
          autoComplete="off"
          spellCheck={false}
          className={inputClass}
        />
      </FormField>
      <FormField field={fields.gstin} label={fieldText.gstin} hint={fieldText.gstinHint}>
        <input
          {...getInputProps(fields.gstin, { type: "text", ...hinted(fields.gstin) })}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          className={inputClass}
        />
      </FormField>
    </SubmissionFormShell>
  );
}
