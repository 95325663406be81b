import { Hono } from "hono";
import { apiRoutes } from "#shared/api/routes.ts";
import { apiSchemas } from "#shared/api/schemas.ts";
import { localePath, locales, paths, type Locale } from "#shared/site-paths.ts";
import { hashPassword, type HashSlots } from "#server/auth/passwords.server.ts";
import { submissionLimits } from "#server/http/rate-limit.server.ts";
import { refuseCrossSite, wantsPage, type Deps } from "#server/forms/form-post.server.ts";
import { hearRefusals } from "#server/forms/refusal-answer.server.ts";
import { Refusal, refusedAt, sayIn, type Said } from "#server/forms/refusal.server.ts";
import { formLocale } from "#server/forms/visitor-language.server.ts";
import { readInput } from "#server/forms/form-submission.server.ts";
import {
  tooLarge,
  type AccountContext,
  type AccountEnv,
  type AccountKit,
} from "./account-kit.server";
import { passwordProblem } from "./customer-passwords.server";
import { linkHolder, startCustomerSession, spendPasswordLink } from "./customer-sessions.server";
import { maskedLogin, setCustomerLocale } from "./customer-store.server";

// An invitation or reset link's calls (docs/product.md#trade-customers): what the link is for
// (the shop and the login, without using it) and setting the password, as JSON, as a web form,
// and without JavaScript through the page the server writes (the link pasted, then the
// password). Unknown, used and expired links all get the same 410.

/** The token of a pasted link (what follows "#token="), or a bare token; "" when it holds none. */
export function tokenFrom(value: unknown) {
  const text = typeof value === "string" ? value.trim() : "";
  const at = text.indexOf("#token=");
  const token = at === -1 ? text : text.slice(at + "#token=".length);
  return /^[\w-]{1,200}$/.test(token) ? token : "";
}

export function linkRoutes(deps: Deps & { hashSlots: HashSlots }, kit: AccountKit) {
  const api = new Hono<AccountEnv>();
  const { db } = deps.database;
  const r = apiRoutes;

  /**
   * Sets the password of a link's holder, signs them in and answers their shop's name; refused
   * with 400 (the password, or the privacy notice not accepted), 410 or 503.
   */
  async function setPassword(c: AccountContext, input: Record<string, unknown>, locale: Locale) {
    const parsed = apiSchemas.setAccountPassword.body.safeParse(input);
    if (!parsed.success) throw new Refusal(410, "account.answers.linkGone");
    const link = await linkHolder(db, parsed.data.token);
    if (!link) throw new Refusal(410, "account.answers.linkGone");
    const problem = passwordProblem(parsed.data.password, {
      email: link.email,
      loginMobile: link.login_mobile,
    });
    if (problem) throw refusedAt(400, "password", `account.answers.${problem}`);
    // Someone the staff made accepts the privacy notice here, once.
    if (!link.consented_at && !parsed.data.consent)
      throw refusedAt(400, "consent", "account.answers.consentRequired");
    const hashed = await deps.hashSlots.run(() => hashPassword(parsed.data.password), {
      first: true,
      maxWaitMs: 2000,
      seat: "customer",
    });
    if (!hashed) throw new Refusal(503, "account.answers.signInBusy", undefined, 1);
    const consentedAt = link.consented_at ? undefined : new Date().toISOString();
    if (!(await spendPasswordLink(db, link, hashed.value, consentedAt)))
      throw new Refusal(410, "account.answers.linkGone");
    const purpose = link.purpose === "invite" ? "invitation link" : "reset link";
    await kit.record(c, "customer-password-set", link.id, purpose);
    kit.signIn(c, await startCustomerSession(db, link.id));
    if (formLocale(input)) await setCustomerLocale(db, link.id, locale);
    return link.shop_name;
  }

  // What a link is for, so its page can name the shop and the login before a password is
  // typed; the link stays as it was.
  api.on(
    r.accountLink.method,
    r.accountLink.path,
    tooLarge,
    kit.form(paths.accountPassword, async (c, input) => {
      await kit.limitPerClient(c, submissionLimits.linkPerClient);
      const parsed = apiSchemas.accountLink.body.safeParse(input);
      const link = parsed.success ? await linkHolder(db, parsed.data.token) : undefined;
      if (!link) throw new Refusal(410, "account.answers.linkGone");
      return c.json({ success: true, shopName: link.shop_name, login: maskedLogin(link) });
    }),
  );

  api.on(
    r.setAccountPassword.method,
    r.setAccountPassword.path,
    tooLarge,
    kit.form(paths.accountPassword, async (c, input, locale) => {
      const shopName = await setPassword(c, input, locale);
      // Without JavaScript the account page cannot show who is signed in; the server's search
      // page shows the rates at once.
      if (wantsPage(c)) return c.redirect(localePath(locale, paths.productSearch), 303);
      return c.json({ success: true, shopName });
    }),
  );

  // Without JavaScript: the pasted link gets the page that names its shop and login and asks
  // for the password; the password, posted back with the token, sets it as above. A refused
  // password comes back on that page, the link still usable.
  for (const locale of locales)
    api.post(localePath(locale, paths.accountPasswordForm), tooLarge, async (c) => {
      c.header("Cache-Control", "private, no-store");
      c.header("X-Robots-Tag", "noindex");
      hearRefusals(c, deps, paths.accountPassword, locale);
      refuseCrossSite(deps, c);
      const input = await readInput(c);
      const token = tokenFrom(input.token ?? input.link);
      const page = async (problems?: Partial<Record<string, Said[]>>) => {
        const link = token ? await linkHolder(db, token) : undefined;
        if (!link) throw new Refusal(410, "account.answers.linkGone");
        const texts = deps.shown().texts[locale];
        const { html, headers } = deps.writeServerPage({
          name: "password",
          locale,
          pathname: localePath(locale, paths.accountPasswordForm),
          data: {
            token,
            shopName: link.shop_name,
            login: maskedLogin(link),
            consented: link.consented_at !== null,
            problems:
              problems &&
              Object.fromEntries(
                Object.entries(problems).map(([field, said]) => [
                  field,
                  said?.map((problem) => sayIn(texts, problem)),
                ]),
              ),
          },
        });
        return c.html(html, problems ? 400 : 200, headers);
      };
      if (input.password === undefined) {
        await kit.limitPerClient(c, submissionLimits.linkPerClient);
        return await page();
      }
      try {
        await setPassword(c, { ...input, token, locale }, locale);
        return c.redirect(localePath(locale, paths.productSearch), 303);
      } catch (error) {
        // A refused password comes back on the password page, the link still usable.
        if (error instanceof Refusal && error.status === 400 && error.fieldErrors)
          return await page(error.fieldErrors);
        throw error;
      }
    });

  return api;
}
