import emailjs, { EmailJSResponseStatus } from "@emailjs/browser";
import { applicationSchema } from "#shared/schemas/application.ts";
import { enquirySchema } from "#shared/schemas/enquiry.ts";
import { fieldErrorsOf } from "#shared/schemas/fields.ts";
import {
  careersTemplateParams,
  contactTemplateParams,
} from "#shared/schemas/notification-params.ts";
import type { SubmitResult } from "./submit-result";

// The static build's forms (docs/product.md#static-hosting): no server of our own, so the
// browser sends the email service's template (docs/product.md#notification-parameters) with
// the service's own SDK. The resume file is not sent, only its name. Loaded only by the static
// build (see submit.ts).

/** The email service's settings, from the static build's VITE_EMAILJS_* variables. */
export type EmailServiceConfig = {
  serviceId?: string;
  contactTemplateId?: string;
  careersTemplateId?: string;
  publicKey?: string;
  /** The service's API origin; the SDK's own (https://api.emailjs.com) when unset. */
  origin?: string;
};

export const envConfig: EmailServiceConfig = {
  serviceId: import.meta.env.VITE_EMAILJS_SERVICE_ID,
  contactTemplateId: import.meta.env.VITE_EMAILJS_TEMPLATE_CONTACT,
  careersTemplateId: import.meta.env.VITE_EMAILJS_TEMPLATE_CAREERS,
  publicKey: import.meta.env.VITE_EMAILJS_PUBLIC_KEY,
  origin: import.meta.env.VITE_EMAILJS_ORIGIN,
};

/**
 * Sends one template. The client errors of docs/product.md#messages all end here as a failure:
 * a missing key, service or template id (the SDK throws a message), 451, 403, 429 (the SDK
 * throws its response status) and a network error (fetch throws; status 0).
 */
async function sendTemplate(
  templateId: string | undefined,
  templateParams: Record<string, string>,
  config: EmailServiceConfig,
): Promise<SubmitResult> {
  try {
    // The origin can only be set globally; blocking headless browsers stays off (docs/product.md#constants-and-limits).
    emailjs.init({ publicKey: config.publicKey, blockHeadless: false }, config.origin || undefined);
    const response = await emailjs.send(config.serviceId ?? "", templateId ?? "", templateParams, {
      publicKey: config.publicKey ?? "",
      blockHeadless: false,
    });
    // There is no stored record in static mode: the email is the record.
    return { ok: true, id: `email-${response.status}` };
  } catch (error) {
    const status = error instanceof EmailJSResponseStatus ? error.status : 0;
    const reason = error instanceof EmailJSResponseStatus ? error.text : String(error);
    console.warn(`The email service did not send the form (status ${status}): ${reason}`);
    return { ok: false, status };
  }
}

/**
 * The contact form's values (as posted to the API) sent with the contact template, to the
 * company's email (`to`).
 */
export async function sendEnquiryStatic(
  payload: Record<string, unknown>,
  to: string,
  config: EmailServiceConfig = envConfig,
): Promise<SubmitResult> {
  const parsed = enquirySchema.safeParse(payload);
  if (!parsed.success) return { ok: false, status: 400, fieldErrors: fieldErrorsOf(parsed.error) };
  const params = contactTemplateParams(parsed.data, to, new Date());
  return sendTemplate(config.contactTemplateId, params, config);
}

/**
 * The careers form's values sent with the careers template, to the company's email (`to`): the
 * resume by name only.
 */
export async function sendApplicationStatic(
  form: FormData,
  to: string,
  config: EmailServiceConfig = envConfig,
): Promise<SubmitResult> {
  const resume = form.get("resume");
  const resumeFileName = resume instanceof File && resume.name ? resume.name : undefined;
  const parsed = applicationSchema.safeParse(
    Object.fromEntries([...form].filter(([key]) => key !== "resume")),
  );
  if (!parsed.success) return { ok: false, status: 400, fieldErrors: fieldErrorsOf(parsed.error) };
  const params = careersTemplateParams(parsed.data, resumeFileName, to, new Date());
  return sendTemplate(config.careersTemplateId, params, config);
}
