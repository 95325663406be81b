import type { ContentSettings } from "#shared/content/announcements.ts";
import type { ShownContent } from "#shared/content/document.ts";
import type { HttpBindings } from "@hono/node-server";
import type { Context } from "hono";
import { MAX_JSON_BYTES } from "#shared/limits.ts";
import type { z } from "zod";
import type { AccountValidation } from "#shared/content/en/account.ts";
import type { ValidationText } from "#shared/content/en/forms.ts";
import { texts } from "#shared/content/text.ts";
import { fieldErrorsOf } from "#shared/schemas/fields.ts";
import type { DatabaseHandle } from "#server/db/database.server.ts";
import type { Env } from "#server/env.server.ts";
import { bodyLimitOf, messages } from "#server/http/api-error.server.ts";
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
import type { WriteServerPage } from "#server/http/server-page.server.ts";
import { Refusal, saidOf } from "./refusal.server";

// What every public form post goes through (docs/product.md#forms): the same-origin check, the
// per-client limits, validation with messages in the form's language, and a refusal answered
// as JSON or, to a browser without JavaScript, as a page.

export type Deps = {
  database: DatabaseHandle;
  env: Env;
  outbox: Outbox;
  /** The pages the server writes for browsers without JavaScript, by the site's renderer. */
  writeServerPage: WriteServerPage;
  /** The owner's settings as this instance shows them (the days the notices promise). */
  settings: () => ContentSettings;
  /** The published facts and texts, as this instance's own pages quote them. */
  shown: () => ShownContent;
};
type AppContext = Context<{ Bindings: HttpBindings }>;

/** A browser posting a form without JavaScript wants a page back, not JSON. */
export function wantsPage(c: AppContext) {
  const accept = c.req.header("accept") ?? "";
  return accept.includes("text/html") && !accept.includes("application/json");
}

const keysOf = <G extends "forms" | "account">(area: G) =>
  Object.fromEntries(
    Object.keys(texts.en[area].validation).map((key) => [key, `${area}.validation.${key}`]),
  );

/**
 * A form's schema whose messages are the keys of its sentences ("forms.validation.nameRequired"),
 * built once: the refusal says them in the visitor's language when it answers.
 */
export const withSentenceKeys = <S>(make: (v: ValidationText & AccountValidation) => S) =>
  make({ ...keysOf("forms"), ...keysOf("account") } as ValidationText & AccountValidation);

export function validate<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new Refusal(400, "server.refusals.invalid", fieldsSaid(result.error));
  return result.data;
}

/** A schema's problems at each field, as sentences to say. */
export const fieldsSaid = (error: z.ZodError) =>
  Object.fromEntries(
    Object.entries(fieldErrorsOf(error)).map(([field, problems]) => [field, problems.map(saidOf)]),
  );

/**
 * The per-client limits of one kind of submission (docs/product.md#constants-and-limits). A place is
 * reserved atomically before anything is read, so concurrent posts (to any instance) never
 * pass the limit together, and given back when the post is refused: only stored submissions
 * count (spam included). Refused posts count apart, against a far more generous limit, so a
 * person fixing a form is not locked out. The place is given back when `hearing` hears a refusal.
 */
export function clientLimits(
  deps: Deps,
  c: AppContext,
  rule: RateLimitRule,
  hearing: { onRefusal: ((refusal: Refusal) => unknown)[] },
) {
  const key = clientKey(clientAddress(c.env.incoming, deps.env.TRUST_PROXY));
  const on = deps.env.RATE_LIMIT !== "off";
  const db = deps.database.db;
  let reservedAt: number | undefined;
  const limits = {
    async reserve() {
      if (!on) return;
      const refused = await checkRateLimit(db, submissionLimits.invalid, key);
      if (!refused.allowed)
        throw new Refusal(429, "server.refusals.tooMany", undefined, refused.retryAfterSeconds);
      const at = Date.now();
      const verdict = await hitRateLimit(db, rule, key, at);
      if (!verdict.allowed) {
        await undoHit(db, rule, key, at);
        throw new Refusal(429, "server.refusals.tooMany", undefined, verdict.retryAfterSeconds);
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
  hearing.onRefusal.push(limits.release);
  return limits;
}

/** A browser post from another site's page is refused before anything is read. */
export function refuseCrossSite(deps: Deps, c: AppContext) {
  if (isCrossSite(deps.env, originHeaders(c.req)))
    throw new Refusal(403, "server.refusals.crossSite");
}

/** A form's body over MAX_JSON_BYTES: 413, and the connection closes rather than read the rest. */
export const formBodyLimit = bodyLimitOf(MAX_JSON_BYTES, messages.tooLarge);
