import type { HttpBindings } from "@hono/node-server";
import { Hono } from "hono";
import { apiRoutes } from "#shared/api/routes.ts";
import { MAX_MULTIPART_BYTES } from "#shared/limits.ts";
import { applicationSchemaFor, resumeMessages } from "#shared/schemas/application.ts";
import { enquirySchemaFor } from "#shared/schemas/enquiry.ts";
import { looksAutomated } from "#shared/schemas/fields.ts";
import { localePath, paths } from "#shared/site-paths.ts";
import { messages } from "#server/http/api-error.server.ts";
import { submissionLimits } from "#server/http/rate-limit.server.ts";
import {
  clientLimits,
  formBodyLimit,
  inEachLanguage,
  refuse,
  refuseCrossSite,
  validate,
  wantsPage,
  type Deps,
} from "#server/forms/form-post.server.ts";
import { readMultipart, type Multipart } from "#server/forms/multipart.server.ts";
import { Refusal } from "#server/forms/refusal.server.ts";
import { checkResume, cleanFileName, resumeContentTypes } from "./resume-check.server";
import { storeApplication, storeEnquiry, type StoredResume } from "./submission-store.server";
import { formLocale, refererLocale } from "#server/forms/visitor-language.server.ts";

async function readResume(file: Multipart["file"]): Promise<StoredResume | undefined> {
  if (!file) return undefined;
  if (file.content.length === 0)
    throw new Refusal(400, resumeMessages.empty, { resume: [resumeMessages.empty] });
  const check = await checkResume(file.name, file.content);
  if (!check.ok) throw new Refusal(415, check.error, { resume: [check.error] });
  return {
    fileName: cleanFileName(file.name),
    kind: check.kind,
    contentType: resumeContentTypes[check.kind],
    content: file.content,
  };
}

const enquirySchemas = inEachLanguage(enquirySchemaFor);
const applicationSchemas = inEachLanguage(applicationSchemaFor);

export function submissionRoutes(deps: Deps) {
  const api = new Hono<{ Bindings: HttpBindings }>();

  const { submitEnquiry, submitApplication } = apiRoutes;

  api.on(submitEnquiry.method, submitEnquiry.path, formBodyLimit, async (c) => {
    const limits = clientLimits(deps, c, submissionLimits.enquiry);
    // Until the form says its language, the page it came from does.
    let locale = refererLocale(c);
    try {
      refuseCrossSite(deps, c);
      await limits.reserve();
      const type = c.req.header("content-type") ?? "";
      let input: unknown;
      if (type.startsWith("application/json")) {
        input = await c.req.json().catch(() => {
          throw new Refusal(400, messages.malformed);
        });
        if (typeof input !== "object" || input === null || Array.isArray(input))
          throw new Refusal(400, messages.malformed);
      } else if (type.startsWith("application/x-www-form-urlencoded")) {
        input = Object.fromEntries(new URLSearchParams(await c.req.text()));
      } else {
        throw new Refusal(415, messages.wrongContentType);
      }
      locale = formLocale(input) ?? locale;
      const enquiry = validate(enquirySchemas[locale], input);
      const id = await storeEnquiry(
        deps.database.db,
        enquiry,
        looksAutomated(enquiry),
        deps.settings().retentionDays,
      );
      deps.outbox.kick();
      if (wantsPage(c)) return c.redirect(localePath(enquiry.locale, paths.contactSent), 303);
      return c.json({ success: true as const, id }, 201);
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      await limits.release(error);
      return refuse(c, error, deps, locale, paths.contact);
    }
  });

  api.on(submitApplication.method, submitApplication.path, async (c) => {
    const limits = clientLimits(deps, c, submissionLimits.application);
    let locale = refererLocale(c);
    try {
      refuseCrossSite(deps, c);
      await limits.reserve();
      const type = c.req.header("content-type") ?? "";
      if (!type.startsWith("multipart/form-data"))
        throw new Refusal(415, messages.wrongContentTypeMultipart);
      const declared = Number(c.req.header("content-length") ?? 0);
      if (declared > MAX_MULTIPART_BYTES)
        throw new Refusal(413, resumeMessages.size, { resume: [resumeMessages.size] });
      const { fields, file } = await readMultipart(c.env.incoming, MAX_MULTIPART_BYTES);
      locale = formLocale(fields) ?? locale;
      const application = validate(applicationSchemas[locale], fields);
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
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      await limits.release(error);
      // Whatever the client may still be uploading is not read: close the connection.
      c.header("Connection", "close");
      return refuse(c, error, deps, locale, paths.careers);
    }
  });

  return api;
}
