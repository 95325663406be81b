import type { HttpBindings } from "@hono/node-server";
import type { Context } from "hono";
import { texts } from "#shared/content/text.ts";
import type { Locale } from "#shared/site-paths.ts";
import { apiError } from "#server/http/api-error.server.ts";
import { wantsPage, type Deps } from "./form-post.server";
import { noJsProblemPage } from "./no-js-page.server";
import { sayIn, type Refusal } from "./refusal.server";
import { refererLocale } from "./visitor-language.server";

// The one place a refusal becomes an answer (docs/decisions/0025-server-layers-and-contract.md):
// a route says where its refusals are heard (the form's page, the visitor's language) and
// throws; the app's onError hands every Refusal to answerRefusal.

/**
 * Where a request's refusals are answered: the form's page and, once the body names it, the
 * visitor's language (until then the page the request came from), and what to undo first.
 */
export type Hearing = {
  locale: Locale;
  /** Run before the answer (a reserved place given back, the connection closed). */
  onRefusal: ((refusal: Refusal) => unknown)[];
};
type Heard = Hearing & { form?: { deps: Deps; path: string } };
const hearings = new WeakMap<Context, Heard>();

/** From here on, a refusal of this request is answered for the visitor of the form at `formPath`. */
export function hearRefusals(
  c: Context<{ Bindings: HttpBindings }>,
  deps: Deps,
  formPath: string,
  locale: Locale = refererLocale(c),
): Hearing {
  const hearing = { locale, onRefusal: [], form: { deps, path: formPath } };
  hearings.set(c, hearing);
  return hearing;
}

/**
 * A staff upload: a refusal (those `closes`, by default all) closes the connection, so whatever
 * the client is still sending is not read, and says only its sentence, in English.
 */
export function hearUploadRefusals(c: Context, closes = (_refusal: Refusal) => true) {
  const close = (refusal: Refusal) => closes(refusal) && c.header("Connection", "close");
  hearings.set(c, { locale: "en", onRefusal: [close] });
}

/** The connection closes with the refusal: what the client may still be uploading is not read. */
export const closeOnRefusal = (c: Context, hearing: Hearing) =>
  hearing.onRefusal.push(() => c.header("Connection", "close"));

/**
 * The one handler of refusals: what a refusal says, in the visitor's language as the owner
 * published it, as JSON `{ success: false, error, fieldErrors? }`, or as a page for a browser
 * without JavaScript. A request that heard no form's refusals (the staff's) is answered in English.
 */
export async function answerRefusal(c: Context, refusal: Refusal): Promise<Response> {
  const hearing = hearings.get(c);
  for (const undo of hearing?.onRefusal ?? []) await undo(refusal);
  if (refusal.retryAfterSeconds) c.header("Retry-After", String(refusal.retryAfterSeconds));
  const form = hearing?.form;
  const published = form ? form.deps.shown().texts[hearing.locale] : texts.en;
  const error = sayIn(published, refusal.said);
  if (hearing && !form) return apiError(c, refusal.status, error);
  const fieldErrors =
    refusal.fieldErrors &&
    Object.fromEntries(
      Object.entries(refusal.fieldErrors).map(([field, problems]) => [
        field,
        problems.map((problem) => sayIn(published, problem)),
      ]),
    );
  if (form && wantsPage(c as Context<{ Bindings: HttpBindings }>)) {
    return noJsProblemPage(c, form.deps.writeServerPage, {
      locale: hearing.locale,
      problems: fieldErrors ? Object.values(fieldErrors).flat() : [error],
      formPath: form.path,
      status: refusal.status,
    });
  }
  return apiError(c, refusal.status, error, fieldErrors);
}
