import { z } from "zod";
import { employmentTypes, jobCategories } from "#app/content/careers.ts";
import { antiSpamFields, consentField, emailField, nameField, phoneField } from "./fields";
import { RESUME_EXTENSIONS } from "./form-constraints";

export const MAX_RESUME_BYTES = 5 * 1024 * 1024;

/** The careers form (docs/product.md#validation) without the file, which is checked as it streams in. */
export const applicationSchema = z.object({
  name: nameField,
  email: emailField,
  phone: phoneField,
  jobCategory: z.enum(jobCategories, { error: "Please choose a job category." }),
  employmentType: z.enum(employmentTypes, { error: "Please choose an employment type." }),
  consent: consentField,
  ...antiSpamFields,
});

export type ApplicationInput = z.input<typeof applicationSchema>;
export type Application = z.output<typeof applicationSchema>;

export const resumeMessages = {
  type: "Please choose a PDF, DOC or DOCX file.",
  size: "The resume must be 5 MB or smaller.",
  empty: "The resume file is empty.",
} as const;

/** What the browser can check before uploading: the name's extension and the size. */
export function resumeProblem(file: { name: string; size: number }): string | undefined {
  const name = file.name.toLowerCase();
  if (!RESUME_EXTENSIONS.some((extension) => name.endsWith(extension))) return resumeMessages.type;
  if (file.size > MAX_RESUME_BYTES) return resumeMessages.size;
  if (file.size === 0) return resumeMessages.empty;
  return undefined;
}

/**
 * The browser's version of the careers form: the same fields plus the chosen file, checked
 * by extension and size before upload. (The server checks the file's content as well.)
 */
export const applicationFormSchema = applicationSchema.extend({
  resume: z.preprocess(
    (value) => (value instanceof File && value.size === 0 && !value.name ? undefined : value),
    z
      .instanceof(File)
      .optional()
      .superRefine((file, ctx) => {
        const problem = file && resumeProblem(file);
        if (problem) ctx.addIssue({ code: "custom", message: problem });
      }),
  ),
});

export type ApplicationFormInput = z.input<typeof applicationFormSchema>;
