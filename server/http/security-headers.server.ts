import { createHash } from "node:crypto";
import type { Env } from "#server/env.server.ts";

/** The only third party the pages use: the map, loaded when the visitor asks for it. */
const MAP_ORIGIN = "https://www.openstreetmap.org";

/** The hashes of a pre-rendered page's inline scripts and styles (build/csp-hashes.json). */
export type CspHashes = { scripts: string[]; styles: string[] };

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

/**
 * The SHA-256 hashes of a page's inline scripts and styles, for a Content-Security-Policy that
 * allows exactly those (no 'unsafe-inline'). JSON blocks (JSON-LD, the islands' props, the
 * page's frame) are data, not scripts, so they need none.
 */
export function inlineHashesOf(html: string): CspHashes {
  const scripts = new Set<string>();
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/type="application\/(ld\+)?json"/.test(match[1] ?? "") || !match[2]) continue;
    scripts.add(sha256(match[2]));
  }
  const styles = new Set(
    [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => sha256(m[1]!)),
  );
  return { scripts: [...scripts], styles: [...styles] };
}

/**
 * A Content-Security-Policy that allows the site's own files and exactly the inline scripts and
 * styles whose hashes are given (computed at build time): no 'unsafe-inline', no 'unsafe-eval'.
 */
export function contentSecurityPolicy(hashes: Partial<CspHashes>, https: boolean) {
  return [
    "default-src 'none'",
    ["script-src 'self'", ...(hashes.scripts ?? [])].join(" "),
    ["style-src 'self'", ...(hashes.styles ?? [])].join(" "),
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    `frame-src ${MAP_ORIGIN}`,
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/** For answers that are not pages (JSON, files): nothing may run or be framed. */
export const API_CSP =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** Headers every answer carries. */
export function baseSecurityHeaders(env: Env): Record<string, string> {
  const https = env.SITE_ORIGIN.startsWith("https://");
  return {
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    "cross-origin-resource-policy": "same-origin",
    "cross-origin-opener-policy": "same-origin",
    "x-frame-options": "DENY",
    "permissions-policy":
      "accelerometer=(), autoplay=(), camera=(), display-capture=(), encrypted-media=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), publickey-credentials-get=(), usb=(), browsing-topics=()",
    ...(https && env.HSTS === "on"
      ? { "strict-transport-security": "max-age=63072000; includeSubDomains" }
      : {}),
  };
}
