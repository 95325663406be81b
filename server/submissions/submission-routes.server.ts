import type { HttpBindings } from "@hono/node-server";
import { Hono } from "hono";
import { apiRoutes } from "#shared/api/routes.ts";
import { MAX_MULTIPART_BYTES } from "#shared/limits.ts";
import { applicationSchemaFor } from "#shared/schemas/application.ts";
import { enquirySchemaFor } from "#shared/schemas/enquiry.ts";
import { looksAutomated } from "#shared/schemas/fields.ts";
import { localePath, paths } from "#shared/site-paths.ts";
import { submissionLimits } from "#server/http/rate-limit.server.ts";
import {
  clientLimits,
  formBodyLimit,
  withSentenceKeys,
  refuseCrossSite,
  validate,
  wantsPage,
  type Deps,
} from "#server/forms/form-post.server.ts";
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

const enquirySchema = withSentenceKeys(enquirySchemaFor);
const applicationSchema = withSentenceKeys(applicationSchemaFor);

export function submissionRoutes(deps: Deps) {
  const api = new Hono<{ Bindings: HttpBindings }>();

  const { submitEnquiry, submitApplication } = apiRoutes;

  api.on(submitEnquiry.method, submitEnquiry.path, formBodyLimit, async (c) => {
    // Until the form says its language, the page it came from does.
    const hearing = hearRefusals(c, deps, paths.contact);
    const limits = clientLimits(deps, c, submissionLimits.enquiry, hearing);
    refuseCrossSite(deps, c);
    await limits.reserve();
    const type = c.req.header("content-type") ?? "";
    let input: unknown;
    if (type.startsWith("application/json")) {
      input = await c.req.json().catch(() => {
        throw new Refusal(400, "server.refusals.malformed");
      });
      if (typeof input !== "object" || input === null || Array.isArray(input))
        throw new Refusal(400, "server.refusals.malformed");
    } else if (type.startsWith("application/x-www-form-urlencoded")) {
      input = Object.fromEntries(new URLSearchParams(await c.req.text()));
    } else {
      throw new Refusal(415, "server.refusals.wrongContentType");
    }
    hearing.locale = formLocale(input) ?? hearing.locale;
    const enquiry = validate(enquirySchema, input);
    const id = await storeEnquiry(
      deps.database.db,
      enquiry,
      looksAutomated(enquiry),
      deps.settings().retentionDays,
    );
    deps.outbox.kick();
    if (wantsPage(c)) return c.redirect(localePath(enquiry.locale, paths.contactSent), 303);
    return c.json({ success: true as const, id }, 201);
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
    const id = await storeApplication(
      deps.database.db,
      application,
      resume,
      looksAutomated(application),
      deps.settings().retentionDays,
    );
    deps.outbox.kick();
    if (wantsPage(c)) return c.redirect(localePath(application.locale, paths.careersSent), 303);
    return c.json({ success: true as const, id }, 201);
  });

  return api;
}
