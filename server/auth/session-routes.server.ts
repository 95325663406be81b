import { Hono } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { apiRoutes } from "#shared/api/routes.ts";
import type { AdminSession } from "#shared/schemas/admin.ts";
import type { Db } from "#server/db/database.server.ts";
import { undeliveredNotifications } from "#server/mail/delivery-state.server.ts";
import { mountRoute } from "#server/http/api-route.server.ts";
import { apiError, bodyLimitOf } from "#server/http/api-error.server.ts";
import { audit } from "./audit.server";
import { adminForToken, signOut } from "./auth.server";
import { signInService } from "./sign-in.server";
import type { AdminEnv, AdminGuards, AdminDeps } from "./guards.server";
import { MAX_SIGN_IN_BYTES } from "#shared/limits.ts";

/** Sign-in, sign-out and "who am I" for the admin pages. */
export function sessionRoutes(
  { database, env, hashSlots }: AdminDeps,
  guards: AdminGuards,
  /** How many of what staff handle are new: the features' counts, given by the app. */
  newCounts: (db: Db) => Promise<AdminSession["newCounts"]>,
) {
  const api = new Hono<AdminEnv>();
  const { db } = database;
  const { cookieName, sameOrigin, requireAdmin, client } = guards;
  const secure = env.SITE_ORIGIN.startsWith("https://");
  const signIn = signInService(db, {
    delayBaseMs: env.SIGN_IN_DELAY_MS,
    slots: hashSlots,
  });

  const { adminSignOut, adminSession } = apiRoutes;

  mountRoute(
    api,
    "adminSignIn",
    {
      guards: [bodyLimitOf(MAX_SIGN_IN_BYTES, "The sign-in request is too large."), sameOrigin],
      refusals: {
        notJson: "Please send the sign-in as JSON.",
        body: "Please enter your email and password.",
      },
    },
    async (c, { body }) => {
      const result = await signIn({ ...body, client: client(c) });
      if (!result.ok && result.reason === "locked") {
        c.header("Retry-After", String(result.retryAfterSeconds));
        const minutes = Math.max(1, Math.ceil(result.retryAfterSeconds / 60));
        return apiError(
          c,
          429,
          `Too many failed sign-ins. Please wait ${minutes} minutes and try again.`,
        );
      }
      if (!result.ok && result.reason === "busy") {
        c.header("Retry-After", String(result.retryAfterSeconds));
        return apiError(c, 503, "Sign-in is busy right now. Please try again in a moment.");
      }
      if (!result.ok) return apiError(c, 401, "The email or password is not correct.");
      setCookie(c, cookieName, result.token, {
        httpOnly: true,
        secure,
        sameSite: "Strict",
        path: "/",
      });
      return c.json({ success: true, email: result.admin.email });
    },
  );

  api.on(adminSignOut.method, adminSignOut.path, sameOrigin, async (c) => {
    const token = getCookie(c, cookieName);
    const admin = await adminForToken(db, token);
    await signOut(db, token);
    if (admin) await audit(db, { actor: admin.email, action: "sign-out", client: client(c) });
    deleteCookie(c, cookieName, { path: "/", secure });
    return c.json({ success: true });
  });

  // Who is signed in, how many submissions are new (the admin's navigation shows them), and
  // whether notifications have been failing too long (a banner on every admin page).
  api.on(adminSession.method, adminSession.path, requireAdmin, async (c) => {
    const [counts, undelivered] = await Promise.all([
      newCounts(db),
      undeliveredNotifications(db, env.NOTIFY_ALERT_AFTER_MS),
    ]);
    return c.json({
      success: true,
      email: c.get("admin").email,
      newCounts: counts,
      notificationAlert: undelivered.alert,
      customerMail: env.MAIL_TRANSPORT === "log" ? "file-only" : "sent",
    } satisfies AdminSession);
  });

  return api;
}
