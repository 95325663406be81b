import type { HttpBindings } from "@hono/node-server";
import { Hono, type Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { apiRoutes } from "#shared/api/routes.ts";
import { apiSchemas } from "#shared/api/schemas.ts";
import { texts } from "#shared/content/text.ts";
import { CUSTOMER_SESSION_LIFETIME_MS, MAX_SIGN_IN_BYTES } from "#shared/limits.ts";
import { accessRequestSchemaFor } from "#shared/schemas/customers.ts";
import { looksAutomated } from "#shared/schemas/fields.ts";
import { fill } from "#shared/text-format.ts";
import { localePath, paths, type Locale } from "#shared/site-paths.ts";
import { audit, type AuditAction } from "#server/admin/audit.server.ts";
import { hashPassword, type HashSlots } from "#server/admin/passwords.server.ts";
import { passwordGate } from "#server/admin/sign-in.server.ts";
import { apiError, bodyLimitOf, messages } from "#server/http/api-error.server.ts";
import { clientAddress } from "#server/http/client-address.server.ts";
import {
  clientKey,
  hitRateLimit,
  submissionLimits,
  type RateLimitRule,
} from "#server/http/rate-limit.server.ts";
import {
  clientLimits,
  formBodyLimit,
  inEachLanguage,
  refuse,
  refuseCrossSite,
  validate,
  wantsPage,
  type Deps,
} from "#server/submissions/form-post.server.ts";
import { queueMail } from "#server/mail/queue.server.ts";
import { Refusal } from "#server/submissions/refusal.server.ts";
import { formLocale, refererLocale } from "#server/submissions/visitor-language.server.ts";
import { passwordProblem } from "./customer-passwords.server";
import {
  customerForToken,
  endCustomerSession,
  linkHolder,
  startCustomerSession,
  usePasswordLink,
} from "./customer-sessions.server";
import { findByLogin, maskedLogin, setCustomerLocale, storeRequest } from "./customer-store.server";

// A trade customer's own calls (docs/product.md#trade-customers): ask for an account, sign in
// and out, set a password from a link, ask for a reset link, and "who am I". Every answer
// depends on the session: none may be kept by a browser or a proxy.

type AccountEnv = { Bindings: HttpBindings };
type AccountContext = Context<AccountEnv>;

const requestSchemas = inEachLanguage(accessRequestSchemaFor);
const english = texts.en.account.answers;

/** The customers' session cookie: never the administrators' (docs/security.md, R15). */
export const accountCookieName = (origin: string) =>
  origin.startsWith("https://") ? "__Host-account" : "account";

/** The signed-in, active customer of a request, if any (for the search and the account calls). */
export function customerOf(deps: Deps) {
  const name = accountCookieName(deps.env.SITE_ORIGIN);
  return (c: Context) => customerForToken(deps.database.db, getCookie(c, name));
}

/** A JSON body or a web form's fields, as an object. */
export async function readInput(c: AccountContext): Promise<Record<string, unknown>> {
  const type = c.req.header("content-type") ?? "";
  if (type.startsWith("application/json")) {
    const input: unknown = await c.req.json().catch(() => {
      throw new Refusal(400, messages.malformed);
    });
    if (typeof input !== "object" || input === null || Array.isArray(input))
      throw new Refusal(400, messages.malformed);
    return input as Record<string, unknown>;
  }
  if (type.startsWith("application/x-www-form-urlencoded"))
    return Object.fromEntries(new URLSearchParams(await c.req.text()));
  throw new Refusal(415, messages.wrongContentType);
}

const tooLarge = (message: string) => bodyLimitOf(MAX_SIGN_IN_BYTES, message);

export function accountRoutes(deps: Deps & { hashSlots: HashSlots }) {
  const api = new Hono<AccountEnv>();
  const { db } = deps.database;
  const secure = deps.env.SITE_ORIGIN.startsWith("https://");
  const cookieName = accountCookieName(deps.env.SITE_ORIGIN);
  const gate = passwordGate(db, {
    delayBaseMs: deps.env.SIGN_IN_DELAY_MS,
    slots: deps.hashSlots,
    seat: "customer",
  });
  const client = (c: AccountContext) => clientAddress(c.env.incoming, deps.env.TRUST_PROXY);
  /** A customer's own step, in the audit log by their id (none for a login no account has). */
  const record = (
    c: AccountContext,
    action: AuditAction,
    customerId: string | undefined,
    detail = "",
  ) =>
    audit(db, {
      actor: customerId ? `customer:${customerId}` : null,
      action,
      detail,
      client: client(c),
    });
  const rateLimited = deps.env.RATE_LIMIT !== "off";

  api.use("/api/account/*", async (c, next) => {
    await next();
    c.header("Cache-Control", "private, no-store");
    c.header("Vary", "Cookie");
    c.header("X-Robots-Tag", "noindex");
  });

  const signIn = (c: AccountContext, token: string) =>
    setCookie(c, cookieName, token, {
      httpOnly: true,
      secure,
      sameSite: "Lax",
      path: "/",
      maxAge: CUSTOMER_SESSION_LIFETIME_MS / 1000,
    });
  const accountPage = (locale: Locale) => localePath(locale, paths.account);

  /**
   * A small account form (sign-in, password, reset): same-origin, JSON or a web form, and a
   * refusal answered in the form's language, as JSON or as a page for a browser without
   * JavaScript (back to `formPath`).
   */
  const accountForm =
    (
      formPath: string,
      handle: (
        c: AccountContext,
        input: Record<string, unknown>,
        locale: Locale,
      ) => Promise<Response>,
    ) =>
    async (c: AccountContext) => {
      let locale = refererLocale(c);
      try {
        refuseCrossSite(deps, c);
        const input = await readInput(c);
        locale = formLocale(input) ?? locale;
        return await handle(c, input, locale);
      } catch (error) {
        if (!(error instanceof Refusal)) throw error;
        return refuse(c, error, deps, locale, formPath);
      }
    };

  const r = apiRoutes;

  api.on(r.requestAccount.method, r.requestAccount.path, formBodyLimit, async (c) => {
    const limits = clientLimits(deps, c, submissionLimits.accountRequest);
    let locale = refererLocale(c);
    try {
      refuseCrossSite(deps, c);
      await limits.reserve();
      const input = await readInput(c);
      locale = formLocale(input) ?? locale;
      const request = validate(requestSchemas[locale], input);
      const id = await storeRequest(
        db,
        request,
        looksAutomated(request),
        deps.settings().retentionDays,
      );
      deps.outbox.kick();
      if (wantsPage(c)) return c.redirect(localePath(locale, paths.accountRequestSent), 303);
      return c.json({ success: true as const, id }, 201);
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      await limits.release(error);
      return refuse(c, error, deps, locale, paths.accountRequest);
    }
  });

  api.on(
    r.accountSignIn.method,
    r.accountSignIn.path,
    tooLarge(messages.tooLarge),
    accountForm(paths.account, async (c, input, locale) => {
      const parsed = apiSchemas.accountSignIn.body.safeParse(input);
      if (!parsed.success) throw new Refusal(400, english.signInMissing);
      const { limitKey, customer } = await findByLogin(db, parsed.data.login);
      // Only an active customer has a password that may open a session; anyone else (unknown,
      // invited, disabled) costs the same hash and gets the same answer.
      const able = customer?.status === "active" ? customer : undefined;
      const result = await gate({
        login: limitKey,
        password: parsed.data.password,
        client: client(c),
        hash: able?.password_hash ?? undefined,
      });
      if (!result.ok && result.reason !== "busy")
        await record(
          c,
          result.reason === "locked" ? "customer-sign-in-locked" : "customer-sign-in-failed",
          customer?.id,
        );
      if (!result.ok && result.reason === "locked") {
        const minutes = Math.max(1, Math.ceil(result.retryAfterSeconds / 60));
        throw new Refusal(
          429,
          fill(deps.shown().texts[locale].account.answers.signInLocked, { minutes }),
          undefined,
          result.retryAfterSeconds,
        );
      }
      if (!result.ok && result.reason === "busy")
        throw new Refusal(503, english.signInBusy, undefined, result.retryAfterSeconds);
      if (!result.ok) throw new Refusal(401, english.signInWrong);
      await record(c, "customer-sign-in", able!.id);
      signIn(c, await startCustomerSession(db, able!.id));
      if (formLocale(input)) await setCustomerLocale(db, able!.id, locale);
      // Without JavaScript the account page cannot show who is signed in; the server's search
      // page shows the rates at once.
      if (wantsPage(c)) return c.redirect(localePath(locale, paths.productSearch), 303);
      return c.json({ success: true, shopName: able!.shop_name });
    }),
  );

  api.on(r.accountSignOut.method, r.accountSignOut.path, async (c) => {
    const locale = refererLocale(c);
    try {
      refuseCrossSite(deps, c);
    } catch (error) {
      return refuse(c, error as Refusal, deps, locale, paths.account);
    }
    await endCustomerSession(db, getCookie(c, cookieName));
    deleteCookie(c, cookieName, { path: "/", secure });
    if (wantsPage(c)) return c.redirect(accountPage(locale), 303);
    return c.json({ success: true });
  });

  api.on(
    r.setAccountPassword.method,
    r.setAccountPassword.path,
    tooLarge(messages.tooLarge),
    accountForm(paths.accountPassword, async (c, input, locale) => {
      const parsed = apiSchemas.setAccountPassword.body.safeParse(input);
      if (!parsed.success) throw new Refusal(410, english.linkGone);
      const link = await linkHolder(db, parsed.data.token);
      if (!link) throw new Refusal(410, english.linkGone);
      const problem = passwordProblem(parsed.data.password, {
        email: link.email,
        loginMobile: link.login_mobile,
      });
      if (problem) throw new Refusal(400, english[problem], { password: [english[problem]] });
      // Someone the staff made accepts the privacy notice here, once.
      if (!link.consented_at && !parsed.data.consent)
        throw new Refusal(400, english.consentRequired, { consent: [english.consentRequired] });
      const hashed = await deps.hashSlots.run(() => hashPassword(parsed.data.password), {
        first: true,
        maxWaitMs: 2000,
        seat: "customer",
      });
      if (!hashed) throw new Refusal(503, english.signInBusy, undefined, 1);
      const consentedAt = link.consented_at ? undefined : new Date().toISOString();
      if (!(await usePasswordLink(db, link, hashed.value, consentedAt)))
        throw new Refusal(410, english.linkGone);
      const purpose = link.purpose === "invite" ? "invitation link" : "reset link";
      await record(c, "customer-password-set", link.id, purpose);
      signIn(c, await startCustomerSession(db, link.id));
      if (formLocale(input)) await setCustomerLocale(db, link.id, locale);
      return c.json({ success: true, shopName: link.shop_name });
    }),
  );

  /** A per-address limit of `rule`, as a refusal (429) once spent; nothing when limits are off. */
  const limitPerClient = async (c: AccountContext, rule: RateLimitRule) => {
    if (!rateLimited) return;
    const byClient = await hitRateLimit(db, rule, clientKey(client(c)));
    if (!byClient.allowed)
      throw new Refusal(429, messages.tooMany, undefined, byClient.retryAfterSeconds);
  };

  // What a link is for, so its page can name the shop and the login before a password is
  // typed; the link stays as it was. Unknown, used and expired links get the same 410.
  api.on(
    r.accountLink.method,
    r.accountLink.path,
    tooLarge(messages.tooLarge),
    accountForm(paths.accountPassword, async (c, input) => {
      await limitPerClient(c, submissionLimits.linkPerClient);
      const parsed = apiSchemas.accountLink.body.safeParse(input);
      const link = parsed.success ? await linkHolder(db, parsed.data.token) : undefined;
      if (!link) throw new Refusal(410, english.linkGone);
      return c.json({ success: true, shopName: link.shop_name, login: maskedLogin(link) });
    }),
  );

  api.on(
    r.resetAccountPassword.method,
    r.resetAccountPassword.path,
    tooLarge(messages.tooLarge),
    accountForm(paths.accountForgot, async (c, input, locale) => {
      const parsed = apiSchemas.resetAccountPassword.body.safeParse(input);
      if (!parsed.success) throw new Refusal(400, english.signInMissing);
      await limitPerClient(c, submissionLimits.resetPerClient);
      // The same work whether or not an account has the login, so that neither the answer nor
      // its time tells (docs/security.md): one count against the account (or what was typed),
      // one row in the outbox (naming the account, or none past the limit or without one) and
      // one audit entry. Whether a mail goes is the outbox's to decide as it sends: only to an
      // active customer with a password and an email.
      const { limitKey, customer } = await findByLogin(db, parsed.data.login);
      const underLimit =
        !rateLimited || (await hitRateLimit(db, submissionLimits.resetPerLogin, limitKey)).allowed;
      await queueMail(db, "account-reset", (underLimit && customer?.id) || "");
      await record(c, "customer-reset-request", customer?.id);
      deps.outbox.kick();
      if (wantsPage(c)) return c.redirect(localePath(locale, paths.accountForgotSent), 303);
      return c.json(
        { success: true, message: deps.shown().texts[locale].account.answers.resetSent },
        202,
      );
    }),
  );

  api.on(r.accountMe.method, r.accountMe.path, async (c) => {
    const customer = await customerOf(deps)(c);
    if (!customer) return apiError(c, 401, english.signedOut);
    const { code, shopName, contactName, phone, email } = customer;
    return c.json({ success: true, customer: { code, shopName, contactName, phone, email } });
  });

  return api;
}
