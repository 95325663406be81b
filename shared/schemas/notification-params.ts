import type { Application } from "./application";
import type { EnquiryItem } from "./catalogue-items";
import { type Enquiry } from "./enquiry";
import { itemLine } from "./catalogue-items";
import { indiaDateTime } from "#shared/india-time.ts";

// The email service's template parameters (docs/product.md#notification-parameters), by name. Used by the server's
// `emailjs` transport and by the static build's browser SDK, so both send the same.

export const NO_RESUME = "No resume uploaded";

type EnquiryFields = Pick<Enquiry, "name" | "email" | "phone" | "message"> & {
  items?: EnquiryItem[];
};

/** The visitor's message, then the items they ask about, one line each. */
export function messageWithItems(message: string, items: EnquiryItem[] = []) {
  return items.length
    ? `${message}\n\nItems asked about (${items.length}):\n${items.map(itemLine).join("\n")}`
    : message;
}
type ApplicationFields = Pick<
  Application,
  "name" | "email" | "phone" | "jobCategory" | "employmentType"
>;

export function contactTemplateParams(enquiry: EnquiryFields, toEmail: string, submittedAt: Date) {
  const message = messageWithItems(enquiry.message, enquiry.items);
  return {
    to_email: toEmail,
    name: enquiry.name,
    email: enquiry.email,
    phone: enquiry.phone,
    message,
    from_name: enquiry.name,
    from_email: enquiry.email,
    user_name: enquiry.name,
    user_email: enquiry.email,
    user_phone: enquiry.phone,
    user_message: message,
    submitted_date: indiaDateTime(submittedAt),
    source: "Website contact form",
  };
}

export function careersTemplateParams(
  application: ApplicationFields,
  resumeFileName: string | undefined,
  toEmail: string,
  submittedAt: Date,
) {
  const when = indiaDateTime(submittedAt);
  return {
    to_email: toEmail,
    applicant_name: application.name,
    applicant_email: application.email,
    applicant_phone: application.phone,
    job_category: application.jobCategory,
    employment_type: application.employmentType,
    resume_filename: resumeFileName ?? NO_RESUME,
    submitted_date: when,
    source: "Website careers page",
    name: application.name,
    time: when,
    message: `New ${application.employmentType} application for ${application.jobCategory} from ${application.name}.`,
  };
}

export type ContactTemplateParams = ReturnType<typeof contactTemplateParams>;
export type CareersTemplateParams = ReturnType<typeof careersTemplateParams>;
