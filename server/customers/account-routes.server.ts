import { Hono } from "hono";
import { deleteCookie, getCookie } from "hono/cookie";
import { apiRoutes } from "#shared/api/routes.ts";
import { texts } from "#shared/content/text.ts";
import { accessRequestSchemaFor } from "#shared/schemas/customers.ts";
import { localePath, paths, type Locale } from "#shared/site-paths.ts";
import type { HashSlots } from "#server/auth/passwords.server.ts";
import { accountSigningIn, passwordGate } from "#server/auth/sign-in.server.ts";
import { apiError } from "#server/http/api-error.server.ts";
import { hitRateLimit, submissionLimits } from "#server/http/rate-limit.server.ts";
import {
  formBodyLimit,
  withSentenceKeys,
  refuseCrossSite,
  wantsPage,
  type Deps,
} from "#server/forms/form-post.server.ts";
import { acceptSubmission, readForm } from "#server/forms/form-submission.server.ts";
import { queueMail } from "#server/mail/queue.server.ts";
import { Refusal } from "#server/forms/refusal.server.ts";
import { formLocale } from "#server/forms/visitor-language.server.ts";
import { hearRefusals } from "#server/forms/refusal-answer.server.ts";
import { accountKit, customerOf, type AccountEnv } from "./account-kit.server";
import { endCustomerSession, startCustomerSession } from "./customer-sessions.server";
import { findByLogin, setCustomerLocale } from "./customer-store.server";
import { storeRequest } from "./customer-requests.server";
import { linkRoutes } from "./link-routes.server";

// A trade customer's own calls (docs/product.md#trade-customers): ask for an account, sign in
// and out, ask for a reset link, and "who am I"; a link's calls are in ./link-routes.server.ts.
// Every answer depends on the session: none may be kept by a browser or a proxy.

export { customerOf };

const requestForm = {
  page: paths.accountRequest,
  limit: submissionLimits.accountRequest,
  schema: withSentenceKeys(accessRequestSchemaFor),
};

export function accountRoutes(deps: Deps & { hashSlots: HashSlots }) {
  const api = new Hono<AccountEnv>();
  const { db } = deps.database;
  const kit = accountKit(deps);
  const { client, record, signIn, rateLimited, cookieName, secure } = kit;
  const gate = passwordGate(db, {
    delayBaseMs: deps.env.SIGN_IN_DELAY_MS,
    slots: deps.hashSlots,
    seat: "customer",
  });

  api.use("/api/account/*", async (c, next) => {
    await next();
    c.header("Cache-Control", "private, no-store");
    c.header("Vary", "Cookie");
    c.header("X-Robots-Tag", "noindex");
  });
  const accountPage = (locale: Locale) => localePath(locale, paths.account);

  const r = apiRoutes;

  api.on(r.requestAccount.method, r.requestAccount.path, formBodyLimit, async (c) => {
    const { data: request, locale } = await readForm(deps, c, requestForm);
    const store = (spam: boolean, days: number) => storeRequest(db, request, spam, days);
    return acceptSubmission(deps, c, request, store, localePath(locale, paths.accountRequestSent));
  });

  kit.mountLoginForm(api, "accountSignIn", paths.account, async (c, body, input, locale) => {
    const { limitKey, customer } = await findByLogin(db, body.login);
    // Only an active customer has a password that may open a session; anyone else (unknown,
    // invited, disabled) costs the same hash and gets the same answer.
    const able = customer?.status === "active" ? customer : undefined;
    const result = await gate({
      login: limitKey,
      password: body.password,
      client: client(c),
      account: accountSigningIn(db, "customers", able),
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
        { key: "account.answers.signInLocked", fill: { minutes } },
        undefined,
        result.retryAfterSeconds,
      );
    }
    if (!result.ok && result.reason === "busy")
      throw new Refusal(503, "account.answers.signInBusy", undefined, result.retryAfterSeconds);
    if (!result.ok) throw new Refusal(401, "account.answers.signInWrong");
    await record(c, "customer-sign-in", able!.id);
    signIn(c, await startCustomerSession(db, able!.id));
    if (formLocale(input)) await setCustomerLocale(db, able!.id, locale);
    // Without JavaScript the account page cannot show who is signed in; the server's search
    // page shows the rates at once.
    if (wantsPage(c)) return c.redirect(localePath(locale, paths.productSearch), 303);
    return c.json({ success: true, shopName: able!.shop_name });
  });

  api.on(r.accountSignOut.method, r.accountSignOut.path, async (c) => {
    const { locale } = hearRefusals(c, deps, paths.account);
    refuseCrossSite(deps, c);
    await endCustomerSession(db, getCookie(c, cookieName));
    deleteCookie(c, cookieName, { path: "/", secure });
    if (wantsPage(c)) return c.redirect(accountPage(locale), 303);
    return c.json({ success: true });
  });

  kit.mountLoginForm(
    api,
    "resetAccountPassword",
    paths.accountForgot,
    async (c, body, _, locale) => {
      await kit.limitPerClient(c, submissionLimits.resetPerClient);
      // The same work whether or not an account has the login, so that neither the answer nor
      // its time tells (docs/security.md): one count against the account (or what was typed),
      // one row in the outbox (naming the account, or none past the limit or without one) and
      // one audit entry. Whether a mail goes is the outbox's to decide as it sends: only to an
      // active customer with a password and an email.
      const { limitKey, customer } = await findByLogin(db, body.login);
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
    },
  );

  api.on(r.accountMe.method, r.accountMe.path, async (c) => {
    const customer = await customerOf(deps)(c);
    if (!customer) return apiError(c, 401, texts.en.account.answers.signedOut);
    const { code, shopName, contactName, phone, email } = customer;
    return c.json({ success: true, customer: { code, shopName, contactName, phone, email } });
  });

  api.route("/", linkRoutes(deps, kit));
  return api;
}
