import { z } from "#shared/schemas/zod.ts";
import { employmentTypes, jobCategories } from "#shared/content/careers.ts";
import { antiSpamFields, englishMessages, personFields, type ValidationMessages } from "./fields";
import { MAX_RESUME_BYTES, RESUME_EXTENSIONS } from "#shared/limits.ts";

/**
 * The careers form (docs/product.md#validation) without the file, which is checked as it
 * streams in; its messages in one language.
 */
export function applicationSchemaFor(v: ValidationMessages) {
  const { name, email, phone, consent, locale } = personFields(v);
  return z.object({
    name,
    email,
    phone,
    jobCategory: z.enum(jobCategories, { error: v.jobCategory }),
    employmentType: z.enum(employmentTypes, { error: v.employmentType }),
    consent,
    locale,
    ...antiSpamFields,
  });
}

/** The careers form with English messages (API clients that name no language get these). */
export const applicationSchema = /* @__PURE__ */ applicationSchemaFor(englishMessages);

export type ApplicationInput = z.input<typeof applicationSchema>;
export type Application = z.output<typeof applicationSchema>;

/** The resume's messages in English, which the server also uses for the API's default answer. */
export const resumeMessages = {
  type: englishMessages.resumeType,
  size: englishMessages.resumeSize,
  empty: englishMessages.resumeEmpty,
} as const;

/** What the browser can check before uploading: the name's extension and the size. */
export function resumeProblem(
  file: { name: string; size: number },
  v: ValidationMessages,
): string | undefined {
  const name = file.name.toLowerCase();
  if (!RESUME_EXTENSIONS.some((extension) => name.endsWith(extension))) return v.resumeType;
  if (file.size > MAX_RESUME_BYTES) return v.resumeSize;
  if (file.size === 0) return v.resumeEmpty;
  return undefined;
}

/**
 * The browser's version of the careers form: the same fields plus the chosen file, checked
 * by extension and size before upload. (The server checks the file's content as well.)
 */
export function applicationFormSchemaFor(v: ValidationMessages) {
  return applicationSchemaFor(v).extend({
    resume: z.preprocess(
      (value) => (value instanceof File && value.size === 0 && !value.name ? undefined : value),
      z
        .instanceof(File)
        .optional()
        .superRefine((file, ctx) => {
          const problem = file && resumeProblem(file, v);
          if (problem) ctx.addIssue({ code: "custom", message: problem });
        }),
    ),
  });
}

export type ApplicationFormInput = z.input<ReturnType<typeof applicationFormSchemaFor>>;
