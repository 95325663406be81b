import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { readEnv } from "#server/env.server.ts";
import { startServer } from "#server/app/start.server.ts";
import { observatoryScore } from "#tests/support/observatory.ts";
import { expect, test } from "./fixtures";

// The built site served as in production: behind an HTTPS proxy (here: requests from
// 127.0.0.1 carrying X-Forwarded-Proto), with the public origin https://….
const siteOrigin = "https://www.mahanadipharma.example";
let server: Awaited<ReturnType<typeof startServer>>;
let base: string;

test.beforeAll(async () => {
  server = await startServer(
    readEnv({
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "observatory-")),
      BUILD_DIR: "build/client",
      SITE_ORIGIN: siteOrigin,
      TRUST_PROXY: "127.0.0.1",
      ADMIN_EMAIL: "observatory@pharma.example",
      ADMIN_PASSWORD: "observatory password",
    }),
  );
  base = `http://127.0.0.1:${server.port}`;
});
test.afterAll(() => server.stop());

const overHttps = { "x-forwarded-proto": "https", host: "www.mahanadipharma.example" };

test("the HTTP Observatory's scoring gives the site A+ (at least 100)", async ({ request }) => {
  const page = await request.get(`${base}/`, { headers: overHttps });
  expect(page.status()).toBe(200);
  const login = await request.post(`${base}/api/admin/login`, {
    headers: { ...overHttps, origin: siteOrigin },
    data: { email: "observatory@pharma.example", password: "observatory password" },
  });
  expect(login.status()).toBe(200);
  const plain = await request.get(`${base}/about?x=1`, {
    headers: { "x-forwarded-proto": "http", host: "www.mahanadipharma.example" },
    maxRedirects: 0,
  });
  const result = observatoryScore({
    headers: new Headers(page.headers()),
    html: await page.text(),
    cookies: login
      .headersArray()
      .filter((h) => h.name.toLowerCase() === "set-cookie")
      .map((h) => h.value),
    httpRedirect: { status: plain.status(), location: plain.headers()["location"] ?? null },
    siteHost: "www.mahanadipharma.example",
  });
  console.log(`HTTP Observatory score: ${result.score} (${result.grade})`);
  for (const t of result.tests)
    console.log(`  ${t.test}: ${t.result} (${t.modifier >= 0 ? "+" : ""}${t.modifier})`);
  expect(result.tests.filter((t) => t.modifier < 0)).toEqual([]);
  expect(result.grade).toBe("A+");
  expect(result.score).toBeGreaterThanOrEqual(100);
});

test("pages carry a hash-based CSP without unsafe-inline or unsafe-eval, and the other headers", async ({
  request,
}) => {
  for (const pathname of ["/", "/contact", "/products", "/no-such-page"]) {
    const response = await request.get(`${base}${pathname}`, { headers: overHttps });
    const headers = response.headers();
    const csp = headers["content-security-policy"]!;
    expect(csp, pathname).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')+/);
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    for (const directive of [
      "default-src 'none'",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "form-action 'self'",
      "frame-src https://www.openstreetmap.org",
    ])
      expect(csp).toContain(directive);
    expect(headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["cross-origin-resource-policy"]).toBe("same-origin");
    expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
    expect(headers["permissions-policy"]).toContain("camera=()");
  }
  const api = await request.get(`${base}/api/health`, { headers: overHttps });
  expect(api.headers()["content-security-policy"]).toBe(
    "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  );
  expect(api.headers()["x-content-type-options"]).toBe("nosniff");
});

test("the session cookie is __Host- prefixed and Secure over HTTPS", async ({ request }) => {
  const login = await request.post(`${base}/api/admin/login`, {
    headers: { ...overHttps, origin: siteOrigin },
    data: { email: "observatory@pharma.example", password: "observatory password" },
  });
  const cookie = login.headers()["set-cookie"]!;
  expect(cookie).toMatch(/^__Host-session=[\w-]{43}; Path=\/; HttpOnly; Secure; SameSite=Strict$/);
});

test.describe("in the browser, with the CSP in force (the test server's, over http)", () => {
  test("pages hydrate and run with no CSP violation, forms included", async ({ page }) => {
    const violations: string[] = [];
    await page.exposeFunction("reportViolation", (text: string) => violations.push(text));
    await page.addInitScript(() =>
      document.addEventListener("securitypolicyviolation", (event) =>
        (window as unknown as { reportViolation: (t: string) => void }).reportViolation(
          `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`,
        ),
      ),
    );
    const response = await page.goto("/");
    expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
    await page.getByRole("button", { name: "Next slide" }).click();
    await expect(
      page.locator('[aria-roledescription="slide"][aria-hidden="false"]'),
    ).toHaveAttribute("aria-label", "2 of 6");
    await page.getByRole("button", { name: "Chat with us" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    for (const path of ["/contact", "/careers"]) {
      await page.goto(path);
      await page.getByRole("button", { name: /Send enquiry|Submit application/ }).click();
      await expect(page.getByText("Please enter your email address.")).toBeVisible();
    }
    expect(violations).toEqual([]);
  });
});
