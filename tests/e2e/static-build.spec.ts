// The static-hosting build (`npm run build:static`, docs/product.md#static-hosting): its forms
// send through the email service straight from the browser (docs/product.md#notification-parameters)
// and show the product's messages for each of the service's client errors
// (docs/product.md#messages). The test builds build-static/
// itself, serves it with a tiny static file server and points the SDK at a loopback
// stand-in for the email service that records each request and answers as told.
import { execSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { texts } from "#shared/content/text.ts";
import { site } from "#shared/content/site.ts";
import { localePath, locales, paths, productListFileName } from "#shared/site-paths.ts";
import { indiaLongDate } from "#shared/india-time.ts";
import { buildIsCurrent, sampleCatalogueDate } from "#scripts/build-inputs.ts";
import { readSampleCatalogue } from "#server/catalogue/sample-catalogue.server.ts";
import { expect, pauseClock, test } from "./fixtures";
import { fixturePath as fixture } from "#tests/support/fixtures.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const staticDir = path.join(root, "build-static");
const clientDir = path.join(staticDir, "client");

// The origin is baked into the build, so the stand-in listens on a fixed loopback port.
const emailPort = Number(process.env.STATIC_E2E_EMAIL_PORT ?? 5391);
const buildEnv = {
  VITE_EMAILJS_SERVICE_ID: "service_e2e",
  VITE_EMAILJS_TEMPLATE_CONTACT: "template_contact_e2e",
  VITE_EMAILJS_TEMPLATE_CAREERS: "template_careers_e2e",
  VITE_EMAILJS_PUBLIC_KEY: "public_key_e2e",
  VITE_EMAILJS_ORIGIN: `http://127.0.0.1:${emailPort}`,
};
const sendPath = "/api/v1.0/email/send";
// pauseClock's frozen time, 21 Nov 2026 10:01 India time, as the product's date format.
const submittedDate = "21 Nov 2026, 10:01 am";

// ---------------------------------------------------------------------------------------
// The build: reused only when it is newer than the sources and was made with the settings
// above (never one made with real keys, which would send real email).

function staticBuildIsCurrent(): boolean {
  if (!buildIsCurrent(staticDir) || !existsSync(path.join(clientDir, "contact/index.html")))
    return false;
  const assets = path.join(clientDir, "assets");
  return readdirSync(assets)
    .filter((name) => name.endsWith(".js"))
    .map((name) => readFileSync(path.join(assets, name), "utf8"))
    .some((code) => Object.values(buildEnv).every((value) => code.includes(value)));
}

/** One build at a time, also across workers and concurrent runs: a directory as a lock. */
async function withBuildLock(build: () => void) {
  const lock = path.join(root, "node_modules/.cache/build-static-e2e.lock");
  mkdirSync(path.dirname(lock), { recursive: true });
  const deadline = Date.now() + 5 * 60_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      // A lock left behind by a killed run is stale after 5 minutes.
      if (Date.now() - statSync(lock).mtimeMs > 5 * 60_000) rmSync(lock, { recursive: true });
      if (Date.now() > deadline) throw new Error(`Timed out waiting for ${lock}`);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
  try {
    build();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------
// A plain static file host: /contact → contact/index.html (likewise /admin, pre-rendered in
// the static build), unknown paths → the 404 page.

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".css": "text/css",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
  ".txt": "text/plain",
  ".xml": "application/xml",
  ".pdf": "application/pdf",
  ".woff2": "font/woff2",
};

function resolveFile(urlPath: string): string | undefined {
  const file = path.join(clientDir, decodeURIComponent(urlPath));
  if (!file.startsWith(clientDir)) return undefined;
  for (const candidate of [file, path.join(file, "index.html")])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return undefined;
}

function serveStatic(requested: string[]): Server {
  return createServer((request, response) => {
    const urlPath = new URL(request.url ?? "/", "http://host").pathname;
    requested.push(urlPath);
    const file = resolveFile(urlPath);
    const status = file ? 200 : 404;
    const body = readFileSync(file ?? path.join(clientDir, "404/index.html"));
    const type = contentTypes[path.extname(file ?? ".html")] ?? "application/octet-stream";
    response.writeHead(status, { "content-type": type });
    response.end(body);
  });
}

// ---------------------------------------------------------------------------------------
// The email service's stand-in.

type Reply = 200 | 403 | 429 | 451 | "network";
type Recorded = { method: string; url: string; headers: IncomingHttpHeaders; body: string };

const replyText: Record<Exclude<Reply, "network">, string> = {
  200: "OK",
  403: "Forbidden",
  429: "Too Many Requests",
  451: "Unavailable For Headless Browser",
};

const emailService = { reply: 200 as Reply, posts: [] as Recorded[] };

function serveEmailService(): Server {
  return createServer((request, response) => {
    const cors = { "access-control-allow-origin": "*" };
    if (request.method === "OPTIONS") {
      response.writeHead(204, {
        ...cors,
        "access-control-allow-methods": "POST",
        "access-control-allow-headers": "Content-Type",
        "access-control-max-age": "0",
      });
      response.end();
      return;
    }
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      emailService.posts.push({
        method: request.method ?? "",
        url: request.url ?? "",
        headers: request.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      });
      const reply = emailService.reply;
      if (reply === "network") {
        request.socket.destroy();
        return;
      }
      response.writeHead(reply, { ...cors, "content-type": "text/plain" });
      response.end(replyText[reply]);
    });
  });
}

/** Listens on 127.0.0.1, waiting a while for a fixed port that another run still holds. */
async function listen(server: Server, port: number): Promise<number> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      await new Promise<void>((resolve, reject) => {
        server.once("error", reject);
        server.listen(port, "127.0.0.1", () => {
          server.off("error", reject);
          resolve();
        });
      });
      return (server.address() as AddressInfo).port;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EADDRINUSE" || Date.now() > deadline)
        throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

const close = (server: Server | undefined) =>
  new Promise<void>((resolve) => {
    if (!server) return resolve();
    server.closeAllConnections();
    server.close(() => resolve());
  });

// ---------------------------------------------------------------------------------------

// One worker runs this file's tests in order, so the build and the fixed port are shared.
test.describe.configure({ mode: "default" });

let siteServer: Server | undefined;
let emailServer: Server | undefined;
let siteUrl = "";
const siteRequests: string[] = [];

test.beforeAll(async () => {
  test.setTimeout(10 * 60_000);
  await withBuildLock(() => {
    if (staticBuildIsCurrent()) return;
    execSync("npm run build:static", {
      cwd: root,
      env: { ...process.env, ...buildEnv },
      stdio: "pipe",
      timeout: 8 * 60_000,
    });
  });
  expect(staticBuildIsCurrent(), "build-static/ made with the test's settings").toBe(true);
  siteServer = serveStatic(siteRequests);
  siteUrl = `http://127.0.0.1:${await listen(siteServer, 0)}`;
  emailServer = serveEmailService();
  await listen(emailServer, emailPort);
});

test.afterAll(async () => {
  await close(siteServer);
  await close(emailServer);
});

test.beforeEach(() => {
  emailService.reply = 200;
  emailService.posts = [];
  siteRequests.length = 0;
});

/** The one request the SDK sent, checked for the product's envelope; returns its parameters. */
function sentTemplate(templateId: string): Record<string, unknown> {
  expect(emailService.posts.map(({ method, url }) => `${method} ${url}`)).toEqual([
    `POST ${sendPath}`,
  ]);
  const [post] = emailService.posts;
  expect(post!.headers["content-type"]).toBe("application/json");
  const body = JSON.parse(post!.body) as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual([
    "lib_version",
    "service_id",
    "template_id",
    "template_params",
    "user_id",
  ]);
  expect(body.lib_version).toMatch(/^\d+\.\d+\.\d+$/);
  expect(body.service_id).toBe(buildEnv.VITE_EMAILJS_SERVICE_ID);
  expect(body.template_id).toBe(templateId);
  expect(body.user_id).toBe(buildEnv.VITE_EMAILJS_PUBLIC_KEY);
  return body.template_params as Record<string, unknown>;
}

/** No request went to a form API: a static host has none. */
function expectNoApiCalls() {
  expect(siteRequests.filter((url) => url.startsWith("/api/"))).toEqual([]);
}

/**
 * Chromium logs every failed request as a console error ("Failed to load resource: the
 * server responded with a status of 451 …" or "… net::ERR_EMPTY_RESPONSE"). For the
 * error cases that is the expected outcome, so drop exactly those lines (and no others)
 * before the fixture's check for console errors.
 */
function allowFailedSend(consoleErrors: string[], reply: Reply) {
  const expected =
    reply === "network"
      ? /^Failed to load resource: net::ERR_(EMPTY_RESPONSE|CONNECTION_RESET|CONNECTION_CLOSED)$/
      : new RegExp(`^Failed to load resource: the server responded with a status of ${reply} `);
  const others = consoleErrors.filter((message) => !expected.test(message));
  consoleErrors.splice(0, consoleErrors.length, ...others);
}

const contact = {
  name: "Asha Mohanty",
  email: "asha@example.com",
  phone: "+91 94370 11111",
};

async function fillContact(page: Page, message = "") {
  await page.getByLabel(/^Name\b/).fill(contact.name);
  await page.getByLabel(/^Email\b/).fill(contact.email);
  await page.getByLabel(/^Phone\b/).fill(contact.phone);
  await page.getByLabel(/^Message\b/).fill(message);
  await page.getByRole("checkbox", { name: /^I agree/ }).check();
}

const applicant = {
  name: "Ravi Kumar Sahoo",
  email: "ravi@example.com",
  phone: "9437022222",
  jobCategory: "Sales/Marketing",
  employmentType: "Part Time",
};

async function fillApplication(page: Page, resume?: string) {
  await page.getByLabel(/^Full name\b/).fill(applicant.name);
  await page.getByLabel(/^Email\b/).fill(applicant.email);
  await page.getByLabel(/^Phone\b/).fill(applicant.phone);
  await page.getByLabel(/^Job category\b/).selectOption(applicant.jobCategory);
  await page.getByLabel(/^Employment type\b/).selectOption(applicant.employmentType);
  if (resume) await page.getByLabel(/^Resume\b/).setInputFiles(fixture(resume));
  await page.getByRole("checkbox", { name: /^I agree/ }).check();
}

test("the server's build carries no email SDK; the static build does", () => {
  const sdkIn = (dir: string) =>
    readdirSync(path.join(dir, "assets")).filter(
      (name) =>
        name.endsWith(".js") &&
        readFileSync(path.join(dir, "assets", name), "utf8").includes("emailjs"),
    );
  expect(sdkIn(clientDir)).not.toEqual([]);
  // The webServer's ensure-build has made build/ current for this run.
  expect(sdkIn(path.join(root, "build/client"))).toEqual([]);
});

test("only the static build ships a product list PDF: the sample list, dated with the list", async () => {
  // The server makes its own from the published catalogue.
  expect(existsSync(path.join(root, "build/client/items.pdf"))).toBe(false);
  const response = await fetch(`${siteUrl}/items.pdf`);
  expect(response.status).toBe(200);
  const pdf = await getDocumentProxy(new Uint8Array(await response.arrayBuffer()));
  const { text } = await extractText(pdf, { mergePages: true });
  const flat = text.replace(/\s+/g, " ");
  expect(flat).toContain(`Published ${indiaLongDate(sampleCatalogueDate())}.`);
  expect(flat).toContain("Sample content");
  const sample = await readSampleCatalogue();
  for (const item of [sample[0]!, sample.at(-1)!])
    expect(flat).toContain(`${item.name} ${item.composition} ${item.pack}`);
  expect(flat).toContain(`Page ${pdf.numPages} of ${pdf.numPages}`);
});

test("the privacy page and both consent notices say the forms go by email and the website deletes nothing", async ({
  page,
}) => {
  // No server deletes anything there, so the static build never promises it
  // (docs/product.md#static-hosting; not the server's retention period).
  for (const locale of locales) {
    const { privacy, forms } = texts[locale];
    const retention = privacy.sections.find((section) => section.byEmail)!;
    await page.goto(`${siteUrl}${localePath(locale, paths.privacy)}`);
    for (const paragraph of retention.byEmail!)
      await expect(page.getByText(paragraph, { exact: true })).toBeVisible();
    for (const promise of retention.paragraphs)
      await expect(page.getByText(promise, { exact: true })).toHaveCount(0);
    for (const [pagePath, form] of [
      [paths.contact, forms.enquiry],
      [paths.careers, forms.application],
    ] as const) {
      await page.goto(`${siteUrl}${localePath(locale, pagePath)}`);
      await expect(page.getByRole("checkbox", { name: form.consentByEmail })).toBeVisible();
      await expect(page.getByRole("checkbox", { name: form.consent })).toHaveCount(0);
    }
  }
});

test("the contact form sends the product's contact parameters from the browser", async ({
  page,
}) => {
  await pauseClock(page);
  await page.goto(`${siteUrl}/contact`);
  await fillContact(page);
  await page.getByRole("button", { name: "Send enquiry" }).click();
  await expect(page.getByRole("status")).toHaveText(texts.en.forms.enquiry.success);
  expect(texts.en.forms.enquiry.success).toBe(
    "Thank you for your message! Your inquiry has been sent successfully. We'll get back to you soon.",
  );

  expect(sentTemplate(buildEnv.VITE_EMAILJS_TEMPLATE_CONTACT)).toEqual({
    to_email: site.email,
    name: contact.name,
    email: contact.email,
    phone: contact.phone,
    message: "No message provided",
    from_name: contact.name,
    from_email: contact.email,
    user_name: contact.name,
    user_email: contact.email,
    user_phone: contact.phone,
    user_message: "No message provided",
    submitted_date: submittedDate,
    source: "Website contact form",
  });
  expectNoApiCalls();

  await expect(page.getByLabel(/^Name\b/)).toHaveValue("");
  await expect(page.getByLabel(/^Email\b/)).toHaveValue("");
  await expect(page.getByLabel(/^Phone\b/)).toHaveValue("");
  await expect(page.getByLabel(/^Message\b/)).toHaveValue("");
  await expect(page.getByRole("checkbox", { name: /^I agree/ })).not.toBeChecked();
});

test("the contact form sends a written message as it is", async ({ page }) => {
  await pauseClock(page);
  await page.goto(`${siteUrl}/contact`);
  await fillContact(page, "Please send your price list.");
  await page.getByRole("button", { name: "Send enquiry" }).click();
  await expect(page.getByRole("status")).toHaveText(texts.en.forms.enquiry.success);
  const params = sentTemplate(buildEnv.VITE_EMAILJS_TEMPLATE_CONTACT);
  expect(params.message).toBe("Please send your price list.");
  expect(params.user_message).toBe("Please send your price list.");
});

const careersParams = (resumeFilename: string) => ({
  to_email: site.email,
  applicant_name: applicant.name,
  applicant_email: applicant.email,
  applicant_phone: applicant.phone,
  job_category: applicant.jobCategory,
  employment_type: applicant.employmentType,
  resume_filename: resumeFilename,
  submitted_date: submittedDate,
  source: "Website careers page",
  name: applicant.name,
  time: submittedDate,
  message: `New ${applicant.employmentType} application for ${applicant.jobCategory} from ${applicant.name}.`,
});

test("the careers form sends the resume's file name, not the file", async ({ page }) => {
  await pauseClock(page);
  await page.goto(`${siteUrl}/careers`);
  await fillApplication(page, "resume.pdf");
  await page.getByRole("button", { name: "Submit application" }).click();
  await expect(page.getByRole("status")).toHaveText(texts.en.forms.application.success);

  expect(sentTemplate(buildEnv.VITE_EMAILJS_TEMPLATE_CAREERS)).toEqual(careersParams("resume.pdf"));
  expect(emailService.posts[0]!.body).not.toContain("%PDF");
  expectNoApiCalls();

  await expect(page.getByLabel(/^Full name\b/)).toHaveValue("");
  await expect(page.getByLabel(/^Job category\b/)).toHaveValue("");
  await expect(page.getByLabel(/^Resume\b/)).toHaveValue("");
});

test("the careers form says when no resume was uploaded", async ({ page }) => {
  await pauseClock(page);
  await page.goto(`${siteUrl}/careers`);
  await fillApplication(page);
  await page.getByRole("button", { name: "Submit application" }).click();
  await expect(page.getByRole("status")).toHaveText(texts.en.forms.application.success);
  expect(sentTemplate(buildEnv.VITE_EMAILJS_TEMPLATE_CAREERS)).toEqual(
    careersParams("No resume uploaded"),
  );
});

for (const reply of [451, 403, 429, "network"] as const) {
  test(`the contact form shows the failure and stays filled on ${reply === "network" ? "a network error" : `the service's ${reply}`}`, async ({
    page,
    consoleErrors,
  }) => {
    emailService.reply = reply;
    await pauseClock(page);
    await page.goto(`${siteUrl}/contact`);
    await fillContact(page, "Please call me back.");
    await page.getByRole("button", { name: "Send enquiry" }).click();
    await expect(page.getByRole("status")).toHaveText(texts.en.forms.enquiry.failure);
    expect(texts.en.forms.enquiry.failure).toBe(
      "There was an error processing your request. Please try again or contact us directly.",
    );
    // Chromium may resend a request whose connection dropped before any answer.
    expect(emailService.posts.length).toBeGreaterThanOrEqual(1);
    expect(emailService.posts.every(({ url }) => url === sendPath)).toBe(true);

    await expect(page.getByLabel(/^Name\b/)).toHaveValue(contact.name);
    await expect(page.getByLabel(/^Email\b/)).toHaveValue(contact.email);
    await expect(page.getByLabel(/^Phone\b/)).toHaveValue(contact.phone);
    await expect(page.getByLabel(/^Message\b/)).toHaveValue("Please call me back.");
    await expect(page.getByRole("checkbox", { name: /^I agree/ })).toBeChecked();
    await expect(page.getByRole("button", { name: "Send enquiry" })).toBeEnabled();
    allowFailedSend(consoleErrors, reply);
  });
}

test("the careers form shows its failure and stays filled when the service refuses", async ({
  page,
  consoleErrors,
}) => {
  emailService.reply = 429;
  await pauseClock(page);
  await page.goto(`${siteUrl}/careers`);
  await fillApplication(page, "resume.pdf");
  await page.getByRole("button", { name: "Submit application" }).click();
  await expect(page.getByRole("status")).toHaveText(texts.en.forms.application.failure);
  await expect(page.getByLabel(/^Full name\b/)).toHaveValue(applicant.name);
  await expect(page.getByLabel(/^Job category\b/)).toHaveValue(applicant.jobCategory);
  await expect(page.getByLabel(/^Employment type\b/)).toHaveValue(applicant.employmentType);
  await expect(page.getByLabel(/^Resume\b/)).toHaveValue(/resume\.pdf$/);
  allowFailedSend(consoleErrors, 429);
});

for (const adminPath of ["/admin", "/admin-view"]) {
  test(`${adminPath} says the admin is only available when running locally`, async ({ page }) => {
    await page.goto(`${siteUrl}${adminPath}`);
    await expect(page.getByRole("heading", { level: 1, name: "Admin" })).toBeVisible();
    await expect(page.getByRole("alert")).toHaveText(
      "Admin view is only available when running locally. Please run the development server to access admin functionality.",
    );
    await expect(page.getByRole("link", { name: "Back to the home page" })).toHaveAttribute(
      "href",
      "/",
    );
    expectNoApiCalls();
  });
}

test("searches the sample list in the browser, loaded on the first search only, for the chat's item answers too", async ({
  page,
}) => {
  const loaded: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/catalogue.json")) loaded.push(request.url());
  });
  await page.goto(`${siteUrl}/products`);
  expect(loaded).toEqual([]);
  const search = page.getByRole("search", { name: "Medicines" });
  await search.getByRole("searchbox").fill("amoxycilin");
  await search.getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("status").filter({ hasText: /\d+ medicines found/ })).toBeVisible();
  await expect(
    page
      .getByRole("region", { name: "Search medicines" })
      .getByText(/Amoxicillin/)
      .first(),
  ).toBeVisible();
  expect(loaded).toHaveLength(1);

  // The chat, its texts the seed's files beside the pages, looks item questions up in the same
  // index, and shows no prices.
  await page.getByRole("button", { name: "Chat with us" }).click();
  await expect(page.getByRole("log")).toContainText(texts.en.chat.greeting);
  const input = page.getByRole("textbox", { name: "Type your message" });
  await input.fill("amoxicillin 500 milega?");
  await input.press("Enter");
  const cards = page.getByRole("log").getByRole("listitem");
  await expect(cards.first()).toContainText("Amoxicillin 500 mg");
  await expect(page.getByRole("log").getByText("₹")).toHaveCount(0);
  expect(loaded).toHaveLength(1);
  expectNoApiCalls();
});

test("sends the enquiry list inside the message, one line per item", async ({ page }) => {
  await pauseClock(page);
  await page.goto(`${siteUrl}/contact`);
  await page.evaluate(() =>
    localStorage.setItem(
      "enquiry-list",
      JSON.stringify([
        {
          name: "Odapara 650",
          manufacturer: "Ashokvan Formulations",
          pack: "15 tablets",
          quantity: 20,
        },
      ]),
    ),
  );
  await page.reload();
  await expect(page.getByRole("region", { name: "Your enquiry list (1)" })).toBeVisible();
  await fillContact(page, "Please quote.");
  await page.getByRole("button", { name: "Send enquiry" }).click();
  await expect(page.getByRole("status")).toHaveText(texts.en.forms.enquiry.success);
  const params = sentTemplate(buildEnv.VITE_EMAILJS_TEMPLATE_CONTACT);
  expect(params.message).toBe(
    "Please quote.\n\nItems asked about (1):\n20 × Odapara 650 (Ashokvan Formulations, 15 tablets)",
  );
});

test("the Products page offers the PDF under the list's dated name", async ({ page }) => {
  await page.goto(`${siteUrl}/products`);
  const link = page.getByRole("link", { name: "Download product list (PDF)" });
  const name = productListFileName(site.shortName, sampleCatalogueDate());
  await expect(link).toHaveAttribute("download", name);
  const [file] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(file.suggestedFilename()).toBe(name);
});
