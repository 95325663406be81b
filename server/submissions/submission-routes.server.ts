import type { HttpBindings } from "@hono/node-server";
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { z } from "zod";
import { applicationSchema, MAX_RESUME_BYTES, resumeMessages } from "#app/schemas/application.ts";
import { enquirySchema } from "#app/schemas/enquiry.ts";
import { fieldErrorsOf, looksAutomated } from "#app/schemas/fields.ts";
import type { DatabaseHandle } from "#server/db/database.server.ts";
import type { Env } from "#server/env.server.ts";
import type { Outbox } from "#server/mail/outbox.server.ts";
import {
  hitRateLimit,
  submissionLimits,
  type RateLimitRule,
} from "#server/http/rate-limit.server.ts";
import { checkResume, cleanFileName, resumeContentTypes } from "./resume-check.server";
import { clientAddress } from "#server/http/client-address.server.ts";
import { storeApplication, storeEnquiry, type StoredResume } from "./submission-store.server";
import { readMultipart, type Multipart } from "./multipart.server";
import { noJsProblemPage } from "./no-js-page.server";
import { Refusal } from "./refusal.server";
import { apiError, messages } from "#server/http/api-error.server.ts";

type Deps = { database: DatabaseHandle; env: Env; outbox: Outbox; stylesheet?: string };
type AppContext = Context<{ Bindings: HttpBindings }>;

const MAX_JSON_BYTES = 32 * 1024;
/** The resume plus generous room for the text fields and multipart framing. */
const MAX_MULTIPART_BYTES = MAX_RESUME_BYTES + 64 * 1024;

/** A browser posting a form without JavaScript wants a page back, not JSON. */
function wantsPage(c: AppContext) {
  const accept = c.req.header("accept") ?? "";
  return accept.includes("text/html") && !accept.includes("application/json");
}

function validate<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new Refusal(400, messages.invalid, fieldErrorsOf(result.error));
  return result.data;
}

async function enforceRateLimit(deps: Deps, rule: RateLimitRule, client: string) {
  if (deps.env.RATE_LIMIT === "off") return;
  const verdict = await hitRateLimit(deps.database.db, rule, client);
  if (!verdict.allowed)
    throw new Refusal(429, messages.tooMany, undefined, verdict.retryAfterSeconds);
}

function refuse(c: AppContext, refusal: Refusal, deps: Deps, backHref: string) {
  if (refusal.retryAfterSeconds) c.header("Retry-After", String(refusal.retryAfterSeconds));
  if (wantsPage(c)) {
    const problems = refusal.fieldErrors
      ? Object.values(refusal.fieldErrors).flat()
      : [refusal.error];
    return c.html(
      noJsProblemPage({
        heading: "Please check your details",
        problems,
        backHref,
        stylesheet: deps.stylesheet,
      }),
      refusal.status,
    );
  }
  return apiError(c, refusal.status, refusal.error, refusal.fieldErrors);
}

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

export function submissionRoutes(deps: Deps) {
  const api = new Hono<{ Bindings: HttpBindings }>();

  api.post(
    "/enquiries",
    bodyLimit({
      maxSize: MAX_JSON_BYTES,
      // The rest of the body is not read: close the connection rather than leave it half-read.
      onError: (c) => {
        c.header("Connection", "close");
        return apiError(c, 413, messages.tooLarge);
      },
    }),
    async (c) => {
      try {
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
        await enforceRateLimit(
          deps,
          submissionLimits.enquiry,
          clientAddress(c.env.incoming, deps.env.TRUST_PROXY),
        );
        const enquiry = validate(enquirySchema, input);
        const id = await storeEnquiry(deps.database.db, enquiry, looksAutomated(enquiry));
        deps.outbox.kick();
        if (wantsPage(c)) return c.redirect("/contact/thank-you", 303);
        return c.json({ success: true as const, id }, 201);
      } catch (error) {
        if (error instanceof Refusal) return refuse(c, error, deps, "/contact");
        throw error;
      }
    },
  );

  api.post("/career-applications", async (c) => {
    try {
      const type = c.req.header("content-type") ?? "";
      if (!type.startsWith("multipart/form-data"))
        throw new Refusal(415, messages.wrongContentTypeMultipart);
      const declared = Number(c.req.header("content-length") ?? 0);
      if (declared > MAX_MULTIPART_BYTES)
        throw new Refusal(413, resumeMessages.size, { resume: [resumeMessages.size] });
      await enforceRateLimit(
        deps,
        submissionLimits.application,
        clientAddress(c.env.incoming, deps.env.TRUST_PROXY),
      );
      const { fields, file } = await readMultipart(c.env.incoming);
      const application = validate(applicationSchema, fields);
      const resume = await readResume(file);
      const id = await storeApplication(
        deps.database.db,
        application,
        resume,
        looksAutomated(application),
      );
      deps.outbox.kick();
      if (wantsPage(c)) return c.redirect("/careers/thank-you", 303);
      return c.json({ success: true as const, id }, 201);
    } catch (error) {
      if (error instanceof Refusal) {
        // Whatever the client may still be uploading is not read: close the connection.
        c.header("Connection", "close");
        return refuse(c, error, deps, "/careers");
      }
      throw error;
    }
  });

  return api;
}
