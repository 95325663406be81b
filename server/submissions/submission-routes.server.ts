import type { HttpBindings } from "@hono/node-server";
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { z } from "zod";
import { apiRoutes } from "#shared/api/routes.ts";
import type { ValidationText } from "#shared/content/en/forms.ts";
import { texts } from "#shared/content/text.ts";
import { MAX_JSON_BYTES, MAX_MULTIPART_BYTES } from "#shared/limits.ts";
import { applicationSchemaFor, resumeMessages } from "#shared/schemas/application.ts";
import { enquirySchemaFor } from "#shared/schemas/enquiry.ts";
import { fieldErrorsOf, looksAutomated } from "#shared/schemas/fields.ts";
import { localePath, locales, paths, type Locale } from "#shared/site-paths.ts";
import type { DatabaseHandle } from "#server/db/database.server.ts";
import type { Env } from "#server/env.server.ts";
import { apiError, messages } from "#server/http/api-error.server.ts";
import { clientAddress } from "#server/http/client-address.server.ts";
import { isCrossSite, originHeaders } from "#server/http/origin.server.ts";
import {
  checkRateLimit,
  clientKey,
  hitRateLimit,
  submissionLimits,
  undoHit,
  type RateLimitRule,
} from "#server/http/rate-limit.server.ts";
import type { Outbox } from "#server/mail/outbox.server.ts";
import { readMultipart, type Multipart } from "./multipart.server";
import { noJsProblemPage } from "./no-js-page.server";
import { Refusal } from "./refusal.server";
import { checkResume, cleanFileName, resumeContentTypes } from "./resume-check.server";
import { storeApplication, storeEnquiry, type StoredResume } from "./submission-store.server";
import { formLocale, refererLocale, sayIn } from "./visitor-language.server";

type Deps = { database: DatabaseHandle; env: Env; outbox: Outbox; stylesheet?: string };
type AppContext = Context<{ Bindings: HttpBindings }>;

/** A browser posting a form without JavaScript wants a page back, not JSON. */
function wantsPage(c: AppContext) {
  const accept = c.req.header("accept") ?? "";
  return accept.includes("text/html") && !accept.includes("application/json");
}

/** Each form's schema with its messages in each language, built once. */
const inEachLanguage = <S>(make: (v: ValidationText) => S) =>
  Object.fromEntries(
    locales.map((locale) => [locale, make(texts[locale].forms.validation)]),
  ) as Record<Locale, S>;
const enquirySchemas = inEachLanguage(enquirySchemaFor);
const applicationSchemas = inEachLanguage(applicationSchemaFor);

function validate<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new Refusal(400, messages.invalid, fieldErrorsOf(result.error));
  return result.data;
}

/**
 * The per-client limits of one kind of submission (docs/product.md#constants-and-limits). A place is
 * reserved atomically before anything is read, so concurrent posts (to any instance) never
 * pass the limit together, and given back when the post is refused: only stored submissions
 * count (spam included). Refused posts count apart, against a far more generous limit, so a
 * person fixing a form is not locked out.
 */
function clientLimits(deps: Deps, c: AppContext, rule: RateLimitRule) {
  const key = clientKey(clientAddress(c.env.incoming, deps.env.TRUST_PROXY));
  const on = deps.env.RATE_LIMIT !== "off";
  const db = deps.database.db;
  let reservedAt: number | undefined;
  return {
    async reserve() {
      if (!on) return;
      const refused = await checkRateLimit(db, submissionLimits.invalid, key);
      if (!refused.allowed)
        throw new Refusal(429, messages.tooMany, undefined, refused.retryAfterSeconds);
      const at = Date.now();
      const verdict = await hitRateLimit(db, rule, key, at);
      if (!verdict.allowed) {
        await undoHit(db, rule, key, at);
        throw new Refusal(429, messages.tooMany, undefined, verdict.retryAfterSeconds);
      }
      reservedAt = at;
    },
    async release(refusal: Refusal) {
      if (!on) return;
      if (reservedAt !== undefined) await undoHit(db, rule, key, reservedAt);
      if ([400, 413, 415].includes(refusal.status))
        await hitRateLimit(db, submissionLimits.invalid, key);
    },
  };
}

/** A browser post from another site's page is refused before anything is read. */
function refuseCrossSite(deps: Deps, c: AppContext) {
  if (isCrossSite(deps.env, originHeaders(c.req))) throw new Refusal(403, messages.crossSite);
}

/** Says why a post was refused, in the form's language: a page for a browser without JavaScript. */
function refuse(c: AppContext, refusal: Refusal, deps: Deps, locale: Locale, formPath: string) {
  if (refusal.retryAfterSeconds) c.header("Retry-After", String(refusal.retryAfterSeconds));
  const error = sayIn(locale, refusal.error);
  const fieldErrors =
    refusal.fieldErrors &&
    Object.fromEntries(
      Object.entries(refusal.fieldErrors).map(([field, problems]) => [
        field,
        problems.map((problem) => sayIn(locale, problem)),
      ]),
    );
  if (wantsPage(c)) {
    return c.html(
      noJsProblemPage({
        locale,
        problems: fieldErrors ? Object.values(fieldErrors).flat() : [error],
        backHref: localePath(locale, formPath),
        stylesheet: deps.stylesheet,
      }),
      refusal.status,
    );
  }
  return apiError(c, refusal.status, error, fieldErrors);
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

  const { submitEnquiry, submitApplication } = apiRoutes;

  api.on(
    submitEnquiry.method,
    submitEnquiry.path,
    bodyLimit({
      maxSize: MAX_JSON_BYTES,
      // The rest of the body is not read: close the connection rather than leave it half-read.
      onError: (c) => {
        c.header("Connection", "close");
        return apiError(c, 413, messages.tooLarge);
      },
    }),
    async (c) => {
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
        const id = await storeEnquiry(deps.database.db, enquiry, looksAutomated(enquiry));
        deps.outbox.kick();
        if (wantsPage(c)) return c.redirect(localePath(enquiry.locale, paths.contactSent), 303);
        return c.json({ success: true as const, id }, 201);
      } catch (error) {
        if (!(error instanceof Refusal)) throw error;
        await limits.release(error);
        return refuse(c, error, deps, locale, paths.contact);
      }
    },
  );

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
