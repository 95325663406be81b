// The MDN HTTP Observatory's scoring, as published in its "Tests and scoring" documentation:
// the score starts at 100, each test adds its modifier, bonuses count only when the score
// before bonuses is at least 90, and A+ is 100 or more. Implemented for the tests that apply
// to a site on HTTPS behind a proxy: CSP, cookies, CORS, redirection, Referrer-Policy, HSTS,
// SRI, X-Content-Type-Options and X-Frame-Options.

export type ObservatoryInput = {
  /** Headers of the main page fetched over https. */
  headers: Headers;
  /** The main page's HTML, for the SRI test. */
  html: string;
  /** Set-Cookie lines seen from the site (e.g. a session cookie after sign-in). */
  cookies: string[];
  /** Where a plain-http request to the site was sent. */
  httpRedirect: { status: number; location: string | null };
  siteHost: string;
};

export type TestResult = { test: string; result: string; modifier: number };

function parseCsp(header: string) {
  const directives = new Map<string, string[]>();
  for (const part of header.split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), values);
  }
  return directives;
}

function cspTest(header: string | null): TestResult {
  if (!header)
    return { test: "content-security-policy", result: "csp-not-implemented", modifier: -25 };
  const csp = parseCsp(header);
  const source = (name: string) => csp.get(name) ?? csp.get("default-src") ?? [];
  const script = source("script-src");
  const style = source("style-src");
  if (
    script.includes("'unsafe-inline'") &&
    !script.some((s) => s.startsWith("'sha") || s.startsWith("'nonce"))
  )
    return {
      test: "content-security-policy",
      result: "csp-implemented-with-unsafe-inline",
      modifier: -20,
    };
  if (script.includes("'unsafe-eval'"))
    return {
      test: "content-security-policy",
      result: "csp-implemented-with-unsafe-eval",
      modifier: -10,
    };
  const insecure = (values: string[]) =>
    values.some((v) => v === "http:" || v.startsWith("http://") || v === "*");
  if (insecure(script) || insecure(source("object-src")))
    return {
      test: "content-security-policy",
      result: "csp-implemented-with-insecure-scheme",
      modifier: -20,
    };
  if (style.includes("'unsafe-inline'"))
    return {
      test: "content-security-policy",
      result: "csp-implemented-with-unsafe-inline-in-style-src-only",
      modifier: 0,
    };
  const defaultNone = (csp.get("default-src") ?? []).join(" ") === "'none'";
  return defaultNone
    ? {
        test: "content-security-policy",
        result: "csp-implemented-with-no-unsafe-default-src-none",
        modifier: 10,
      }
    : { test: "content-security-policy", result: "csp-implemented-with-no-unsafe", modifier: 5 };
}

function cookiesTest(cookies: string[]): TestResult {
  if (cookies.length === 0) return { test: "cookies", result: "cookies-not-found", modifier: 0 };
  const attributes = cookies.map((c) => c.toLowerCase());
  if (attributes.some((c) => !/;\s*secure/.test(c)))
    return { test: "cookies", result: "cookies-without-secure-flag", modifier: -20 };
  if (attributes.some((c) => !/;\s*httponly/.test(c)))
    return { test: "cookies", result: "cookies-session-without-httponly-flag", modifier: -30 };
  if (attributes.every((c) => /;\s*samesite=(strict|lax)/.test(c)))
    return {
      test: "cookies",
      result: "cookies-secure-with-httponly-sessions-and-samesite",
      modifier: 5,
    };
  return { test: "cookies", result: "cookies-secure-with-httponly-sessions", modifier: 0 };
}

function corsTest(headers: Headers): TestResult {
  return headers.get("access-control-allow-origin") === "*"
    ? {
        test: "cross-origin-resource-sharing",
        result: "cross-origin-resource-sharing-implemented-with-universal-access",
        modifier: -50,
      }
    : {
        test: "cross-origin-resource-sharing",
        result: "cross-origin-resource-sharing-not-implemented",
        modifier: 0,
      };
}

function redirectionTest(
  { status, location }: ObservatoryInput["httpRedirect"],
  host: string,
): TestResult {
  if (status < 300 || status >= 400 || !location)
    return { test: "redirection", result: "redirection-missing", modifier: -20 };
  const target = new URL(location);
  if (target.protocol !== "https:")
    return { test: "redirection", result: "redirection-not-to-https", modifier: -20 };
  if (target.host !== host)
    return { test: "redirection", result: "redirection-off-host-from-http", modifier: -5 };
  return { test: "redirection", result: "redirection-to-https", modifier: 0 };
}

function referrerTest(headers: Headers): TestResult {
  const value = headers.get("referrer-policy")?.split(",").pop()?.trim().toLowerCase();
  if (!value)
    return { test: "referrer-policy", result: "referrer-policy-not-implemented", modifier: 0 };
  if (
    ["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"].includes(
      value,
    )
  )
    return { test: "referrer-policy", result: "referrer-policy-private", modifier: 5 };
  if (["origin", "origin-when-cross-origin", "no-referrer-when-downgrade"].includes(value))
    return {
      test: "referrer-policy",
      result: "referrer-policy-no-referrer-when-downgrade",
      modifier: 0,
    };
  return { test: "referrer-policy", result: "referrer-policy-unsafe", modifier: -5 };
}

function hstsTest(headers: Headers): TestResult {
  const value = headers.get("strict-transport-security");
  if (!value)
    return { test: "strict-transport-security", result: "hsts-not-implemented", modifier: -20 };
  const maxAge = Number(/max-age=(\d+)/i.exec(value)?.[1] ?? NaN);
  if (Number.isNaN(maxAge))
    return { test: "strict-transport-security", result: "hsts-header-invalid", modifier: -20 };
  if (maxAge < 15_768_000)
    return {
      test: "strict-transport-security",
      result: "hsts-implemented-max-age-less-than-six-months",
      modifier: -10,
    };
  return {
    test: "strict-transport-security",
    result: "hsts-implemented-max-age-at-least-six-months",
    modifier: 0,
  };
}

function sriTest(html: string, host: string): TestResult {
  const external = [...html.matchAll(/<script[^>]*\bsrc="([^"]+)"[^>]*>/g)].filter((m) => {
    const src = m[1]!;
    return /^https?:\/\//.test(src) && new URL(src).host !== host;
  });
  if (external.length === 0)
    return {
      test: "subresource-integrity",
      result: "sri-not-implemented-but-all-scripts-loaded-from-secure-origin",
      modifier: 0,
    };
  const allHaveIntegrity = external.every((m) => /\bintegrity=/.test(m[0]));
  return allHaveIntegrity
    ? {
        test: "subresource-integrity",
        result: "sri-implemented-and-external-scripts-loaded-securely",
        modifier: 5,
      }
    : {
        test: "subresource-integrity",
        result: "sri-not-implemented-and-external-scripts-loaded-securely",
        modifier: -5,
      };
}

function nosniffTest(headers: Headers): TestResult {
  return headers.get("x-content-type-options")?.toLowerCase() === "nosniff"
    ? { test: "x-content-type-options", result: "x-content-type-options-nosniff", modifier: 0 }
    : {
        test: "x-content-type-options",
        result: "x-content-type-options-not-implemented",
        modifier: -5,
      };
}

function frameOptionsTest(headers: Headers): TestResult {
  const csp = headers.get("content-security-policy");
  const ancestors = csp ? parseCsp(csp).get("frame-ancestors") : undefined;
  if (ancestors && (ancestors.join(" ") === "'none'" || ancestors.join(" ") === "'self'"))
    return { test: "x-frame-options", result: "x-frame-options-implemented-via-csp", modifier: 5 };
  const xfo = headers.get("x-frame-options")?.toLowerCase();
  if (xfo === "deny" || xfo === "sameorigin")
    return { test: "x-frame-options", result: "x-frame-options-sameorigin-or-deny", modifier: 0 };
  return { test: "x-frame-options", result: "x-frame-options-not-implemented", modifier: -20 };
}

export function observatoryScore(input: ObservatoryInput) {
  const tests = [
    cspTest(input.headers.get("content-security-policy")),
    cookiesTest(input.cookies),
    corsTest(input.headers),
    redirectionTest(input.httpRedirect, input.siteHost),
    referrerTest(input.headers),
    hstsTest(input.headers),
    sriTest(input.html, input.siteHost),
    nosniffTest(input.headers),
    frameOptionsTest(input.headers),
  ];
  const penalties =
    100 + tests.filter((t) => t.modifier < 0).reduce((sum, t) => sum + t.modifier, 0);
  const bonuses = tests.filter((t) => t.modifier > 0).reduce((sum, t) => sum + t.modifier, 0);
  const score = Math.max(0, penalties >= 90 ? penalties + bonuses : penalties);
  const grade =
    score >= 100 ? "A+" : score >= 90 ? "A" : score >= 85 ? "A-" : score >= 80 ? "B+" : "below B+";
  return { score, grade, tests };
}
