import type { Env } from "#server/env.server.ts";

// Where a browser request comes from, as its Origin and Sec-Fetch-Site headers tell
// (docs/product.md#security). Non-browser clients send neither and are judged on their own.

type Headers = { origin?: string; secFetchSite?: string; host?: string };

const hostOf = (origin: string) => URL.parse(origin)?.host;

/**
 * A public form post from another site: Sec-Fetch-Site says cross-site, or an Origin is sent
 * ("null" included) whose host is neither the request's Host nor one of SITE_ORIGIN's.
 */
export function isCrossSite(env: Env, headers: Headers) {
  if (headers.secFetchSite === "cross-site") return true;
  if (headers.origin === undefined) return false;
  const host = hostOf(headers.origin);
  if (!host) return true;
  return host !== headers.host && !env.siteOrigins.some((origin) => hostOf(origin) === host);
}

/**
 * An admin request that changes state must come from the site's own pages: an Origin of
 * SITE_ORIGIN (or, outside production, of the request's own Host), or with no Origin,
 * Sec-Fetch-Site: same-origin.
 */
export function isFromOwnPages(env: Env, headers: Headers) {
  if (headers.origin === undefined) return headers.secFetchSite === "same-origin";
  if (env.siteOrigins.includes(headers.origin)) return true;
  return (
    env.NODE_ENV !== "production" &&
    headers.host !== undefined &&
    hostOf(headers.origin) === headers.host
  );
}

/** The origin headers of a Hono request. */
export const originHeaders = (req: { header(name: string): string | undefined }): Headers => ({
  origin: req.header("origin"),
  secFetchSite: req.header("sec-fetch-site"),
  host: req.header("host"),
});
