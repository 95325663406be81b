import type { HttpBindings } from "@hono/node-server";
import type { Context, Hono } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { CUSTOMER_SESSION_LIFETIME_MS, MAX_SIGN_IN_BYTES } from "#shared/limits.ts";
import { apiRoutes } from "#shared/api/routes.ts";
import { apiSchemas } from "#shared/api/schemas.ts";
import type { z } from "#shared/schemas/zod.ts";
import type { Locale } from "#shared/site-paths.ts";
import { audit, type AuditAction } from "#server/auth/audit.server.ts";
import { bodyLimitOf, messages } from "#server/http/api-error.server.ts";
import { clientAddress } from "#server/http/client-address.server.ts";
import { clientKey, hitRateLimit, type RateLimitRule } from "#server/http/rate-limit.server.ts";
import { refuseCrossSite, type Deps } from "#server/forms/form-post.server.ts";
import { hearRefusals } from "#server/forms/refusal-answer.server.ts";
import { Refusal } from "#server/forms/refusal.server.ts";
import { formLocale } from "#server/forms/visitor-language.server.ts";
import { readInput } from "#server/forms/form-submission.server.ts";
import { customerForToken } from "./customer-sessions.server";

// What every call of a customer's account is made of (docs/product.md#trade-customers): the
// session cookie, the client's address, the audit of a customer's own steps, the per-address
// limits, and a small form read as JSON or as a web form, refused in the form's language.

export type AccountEnv = { Bindings: HttpBindings };
export type AccountContext = Context<AccountEnv>;

/** The customers' session cookie: never the administrators' (docs/security.md, R15). */
export const accountCookieName = (origin: string) =>
  origin.startsWith("https://") ? "__Host-account" : "account";

/** The signed-in, active customer of a request, if any (for the search and the account calls). */
export function customerOf(deps: Deps) {
  const name = accountCookieName(deps.env.SITE_ORIGIN);
  return (c: Context) => customerForToken(deps.database.db, getCookie(c, name));
}

/** A small account form's body (sign-in, a link, a password, a reset) over 4 KB: 413. */
export const tooLarge = bodyLimitOf(MAX_SIGN_IN_BYTES, messages.tooLarge);

/** The account forms that name a login: a body without it is refused alike. */
type LoginForm = "accountSignIn" | "resetAccountPassword";

export function accountKit(deps: Deps) {
  const { db } = deps.database;
  const secure = deps.env.SITE_ORIGIN.startsWith("https://");
  const cookieName = accountCookieName(deps.env.SITE_ORIGIN);
  const rateLimited = deps.env.RATE_LIMIT !== "off";
  const client = (c: AccountContext) => clientAddress(c.env.incoming, deps.env.TRUST_PROXY);
  /**
   * A small account form (sign-in, password, reset): same-origin, JSON or a web form, and a
   * refusal answered in the form's language, as JSON or as a page for a browser without
   * JavaScript (back to `formPath`).
   */
  const form =
    (
      formPath: string,
      handle: (
        c: AccountContext,
        input: Record<string, unknown>,
        locale: Locale,
      ) => Promise<Response>,
    ) =>
    async (c: AccountContext) => {
      const hearing = hearRefusals(c, deps, formPath);
      refuseCrossSite(deps, c);
      const input = await readInput(c);
      hearing.locale = formLocale(input) ?? hearing.locale;
      return handle(c, input, hearing.locale);
    };

  return {
    secure,
    cookieName,
    rateLimited,
    client,
    /** Opens the customer's session in the browser. */
    signIn: (c: AccountContext, token: string) =>
      setCookie(c, cookieName, token, {
        httpOnly: true,
        secure,
        sameSite: "Lax",
        path: "/",
        maxAge: CUSTOMER_SESSION_LIFETIME_MS / 1000,
      }),
    /** A customer's own step, in the audit log by their id (none for a login no account has). */
    record: (c: AccountContext, action: AuditAction, customerId: string | undefined, detail = "") =>
      audit(db, {
        actor: customerId ? `customer:${customerId}` : null,
        action,
        detail,
        client: client(c),
      }),
    /** A per-address limit of `rule`, as a refusal (429) once spent; nothing when limits are off. */
    async limitPerClient(c: AccountContext, rule: RateLimitRule) {
      if (!rateLimited) return;
      const byClient = await hitRateLimit(db, rule, clientKey(client(c)));
      if (!byClient.allowed)
        throw new Refusal(429, "server.refusals.tooMany", undefined, byClient.retryAfterSeconds);
    },
    form,
    /**
     * Mounts a form that names a login (sign-in, a reset): `form` behind the 4 KB limit, its
     * body read with the route's schema; one without the login (or the password) is refused.
     */
    mountLoginForm<Name extends LoginForm>(
      api: Hono<AccountEnv>,
      name: Name,
      formPath: string,
      handle: (
        c: AccountContext,
        body: z.output<(typeof apiSchemas)[Name]["body"]>,
        input: Record<string, unknown>,
        locale: Locale,
      ) => Promise<Response>,
    ) {
      const route = apiRoutes[name];
      api.on(
        route.method,
        route.path,
        tooLarge,
        form(formPath, async (c, input, locale) => {
          const parsed = apiSchemas[name].body.safeParse(input);
          if (!parsed.success) throw new Refusal(400, "account.answers.signInMissing");
          return handle(
            c,
            parsed.data as z.output<(typeof apiSchemas)[Name]["body"]>,
            input,
            locale,
          );
        }),
      );
    },
  };
}

export type AccountKit = ReturnType<typeof accountKit>;
