import type { HttpBindings } from "@hono/node-server";
import { Hono } from "hono";
import { apiRoutes } from "#shared/api/routes.ts";
import { MAX_MULTIPART_BYTES } from "#shared/limits.ts";
import { applicationSchemaFor } from "#shared/schemas/application.ts";
import { enquirySchemaFor } from "#shared/schemas/enquiry.ts";
import { localePath, paths } from "#shared/site-paths.ts";
import { submissionLimits } from "#server/http/rate-limit.server.ts";
import {
  clientLimits,
  formBodyLimit,
  withSentenceKeys,
  refuseCrossSite,
  validate,
  type Deps,
} from "#server/forms/form-post.server.ts";
import { acceptSubmission, readForm } from "#server/forms/form-submission.server.ts";
import { readMultipart, type Multipart } from "#server/forms/multipart.server.ts";
import { Refusal, refusedAt } from "#server/forms/refusal.server.ts";
import { closeOnRefusal, hearRefusals } from "#server/forms/refusal-answer.server.ts";
import { cleanFileName, resumeCheck, resumeContentTypes } from "./resume-check.server";
import { storeApplication, storeEnquiry, type StoredResume } from "./submission-store.server";
import { formLocale } from "#server/forms/visitor-language.server.ts";

async function readResume(file: Multipart["file"]): Promise<StoredResume | undefined> {
  if (!file) return undefined;
  if (file.content.length === 0) throw refusedAt(400, "resume", "forms.validation.resumeEmpty");
  const check = await resumeCheck(file.name, file.content);
  if (!check.ok) throw refusedAt(415, "resume", check.said);
  return {
    fileName: cleanFileName(file.name),
    kind: check.kind,
    contentType: resumeContentTypes[check.kind],
    content: file.content,
  };
}

const enquiryForm = {
  page: paths.contact,
  limit: submissionLimits.enquiry,
  schema: withSentenceKeys(enquirySchemaFor),
};
const applicationSchema = withSentenceKeys(applicationSchemaFor);

export function submissionRoutes(deps: Deps) {
  const api = new Hono<{ Bindings: HttpBindings }>();
  const { db } = deps.database;

  const { submitEnquiry, submitApplication } = apiRoutes;

  api.on(submitEnquiry.method, submitEnquiry.path, formBodyLimit, async (c) => {
    const { data: enquiry } = await readForm(deps, c, enquiryForm);
    const store = (spam: boolean, days: number) => storeEnquiry(db, enquiry, spam, days);
    return acceptSubmission(deps, c, enquiry, store, localePath(enquiry.locale, paths.contactSent));
  });

  api.on(submitApplication.method, submitApplication.path, async (c) => {
    const hearing = hearRefusals(c, deps, paths.careers);
    const limits = clientLimits(deps, c, submissionLimits.application, hearing);
    // Whatever the client may still be uploading is not read: close the connection.
    closeOnRefusal(c, hearing);
    refuseCrossSite(deps, c);
    await limits.reserve();
    const type = c.req.header("content-type") ?? "";
    if (!type.startsWith("multipart/form-data"))
      throw new Refusal(415, "server.refusals.wrongContentTypeMultipart");
    const declared = Number(c.req.header("content-length") ?? 0);
    if (declared > MAX_MULTIPART_BYTES)
      throw refusedAt(413, "resume", "forms.validation.resumeSize");
    const { fields, file } = await readMultipart(c.env.incoming, MAX_MULTIPART_BYTES);
    hearing.locale = formLocale(fields) ?? hearing.locale;
    const application = validate(applicationSchema, fields);
    const resume = await readResume(file);
    const store = (spam: boolean, days: number) =>
      storeApplication(db, application, resume, spam, days);
    const sent = localePath(application.locale, paths.careersSent);
    return acceptSubmission(deps, c, application, store, sent);
  });

  return api;
}
