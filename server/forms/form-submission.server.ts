import type { HttpBindings } from "@hono/node-server";
import type { Context } from "hono";
import type { z } from "zod";
import { looksAutomated } from "#shared/schemas/fields.ts";
import type { RateLimitRule } from "#server/http/rate-limit.server.ts";
import { clientLimits, refuseCrossSite, validate, wantsPage, type Deps } from "./form-post.server";
import { hearRefusals } from "./refusal-answer.server";
import { Refusal } from "./refusal.server";
import { formLocale } from "./visitor-language.server";

// A public form sent in as JSON or as a web form (an enquiry, a request for an account): read,
// checked and answered the same way whichever form it is (docs/product.md#forms).

type AppContext = Context<{ Bindings: HttpBindings }>;

/** A JSON body or a web form's fields, as an object. */
export async function readInput(c: AppContext): Promise<Record<string, unknown>> {
  const type = c.req.header("content-type") ?? "";
  if (type.startsWith("application/json")) {
    const input: unknown = await c.req.json().catch(() => {
      throw new Refusal(400, "server.refusals.malformed");
    });
    if (typeof input !== "object" || input === null || Array.isArray(input))
      throw new Refusal(400, "server.refusals.malformed");
    return input as Record<string, unknown>;
  }
  if (type.startsWith("application/x-www-form-urlencoded"))
    return Object.fromEntries(new URLSearchParams(await c.req.text()));
  throw new Refusal(415, "server.refusals.wrongContentType");
}

/**
 * A public form's post, checked with `schema`: refused in the language of the page it came from
 * (`page`) until the form names its own, within the client's `limit`, from this site's pages only.
 */
export async function readForm<S extends z.ZodType>(
  deps: Deps,
  c: AppContext,
  form: { page: string; limit: RateLimitRule; schema: S },
) {
  const hearing = hearRefusals(c, deps, form.page);
  const limits = clientLimits(deps, c, form.limit, hearing);
  refuseCrossSite(deps, c);
  await limits.reserve();
  const input = await readInput(c);
  hearing.locale = formLocale(input) ?? hearing.locale;
  return { data: validate(form.schema, input), locale: hearing.locale };
}

/**
 * A checked submission stored and answered: `store` is told whether it looks automated (kept
 * aside as spam) and the days it is kept; the outbox is woken; the answer is 201 with its id,
 * or, to a browser without JavaScript, the "sent" page at `sentPath`.
 */
export async function acceptSubmission(
  deps: Deps,
  c: AppContext,
  submission: Parameters<typeof looksAutomated>[0],
  store: (spam: boolean, retentionDays: number) => Promise<string>,
  sentPath: string,
) {
  const id = await store(looksAutomated(submission), deps.settings().retentionDays);
  deps.outbox.kick();
  if (wantsPage(c)) return c.redirect(sentPath, 303);
  return c.json({ success: true as const, id }, 201);
}
