import type { Page, Route } from "@playwright/test";
import { texts } from "#shared/content/text.ts";
import { expect, expectNoAxeViolations, failedResource, pauseClock, test } from "./fixtures";
import { fixturePath as fixture } from "#tests/support/fixtures.ts";

/** Holds an API call until the test lets it go, so the "submitting" state can be seen. */
function holdRequests(page: Page, pattern: string | RegExp) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const routed = page.route(pattern, async (route: Route) => {
    await released;
    await route.continue();
  });
  return { routed, release: () => release() };
}

async function fillContact(page: Page) {
  await page.getByLabel(/^Name\b/).fill("Asha Mohanty");
  await page.getByLabel(/^Email\b/).fill("asha@example.com");
  await page.getByLabel(/^Phone\b/).fill("+91 94370 11111");
  await page.getByLabel(/^Message\b/).fill("Please send your price list.");
  await page.getByRole("checkbox", { name: /I agree/ }).check();
  // A person takes a few seconds; the server refuses forms filled faster than that.
  await page.clock.runFor(3000);
}

test.describe("contact form", () => {
  test("sends, shows 'Sending...', then the success message for 5 s, and resets", async ({
    page,
  }) => {
    await pauseClock(page);
    await page.goto("/contact");
    await fillContact(page);
    const held = holdRequests(page, "**/api/enquiries");
    await held.routed;
    await page.getByRole("button", { name: "Send enquiry" }).click();
    const sending = page.getByRole("button", { name: "Sending..." });
    await expect(sending).toBeDisabled();
    held.release();
    const status = page.getByRole("status");
    await expect(status).toHaveText(texts.en.forms.enquiry.success);
    await expect(page.getByRole("button", { name: "Send enquiry" })).toBeEnabled();
    await expect(page.getByLabel(/^Name\b/)).toHaveValue("");
    await expect(page.getByLabel(/^Message\b/)).toHaveValue("");
    await expect(page.getByRole("checkbox", { name: /I agree/ })).not.toBeChecked();
    await page.clock.runFor(4900);
    await expect(status).toHaveText(texts.en.forms.enquiry.success);
    await page.clock.runFor(200);
    await expect(status).toHaveText("");
  });

  test.describe(() => {
    test.use({ allowConsoleErrors: failedResource(500) });
    test("shows the failure message and keeps the form filled when the server fails", async ({
      page,
    }) => {
      await pauseClock(page);
      await page.route("**/api/enquiries", (route) =>
        route.fulfill({
          status: 500,
          contentType: "application/json",
          body: '{"success":false,"error":"Something went wrong on our side."}',
        }),
      );
      await page.goto("/contact");
      await fillContact(page);
      await page.getByRole("button", { name: "Send enquiry" }).click();
      await expect(page.getByRole("status")).toHaveText(texts.en.forms.enquiry.failure);
      await expect(page.getByLabel(/^Name\b/)).toHaveValue("Asha Mohanty");
      await expect(page.getByLabel(/^Email\b/)).toHaveValue("asha@example.com");
      await expect(page.getByLabel(/^Message\b/)).toHaveValue("Please send your price list.");
      await page.clock.runFor(5000);
      await expect(page.getByRole("status")).toHaveText("");
    });
  });

  test("shows each field's error next to it, moves focus to the first, and requires consent", async ({
    page,
  }) => {
    await page.goto("/contact");
    let posted = false;
    page.on("request", (request) => {
      if (request.url().includes("/api/enquiries")) posted = true;
    });
    await page.getByRole("button", { name: "Send enquiry" }).click();
    await expect(page.getByLabel(/^Name\b/)).toBeFocused();
    await expect(page.getByLabel(/^Name\b/)).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Please enter your name.")).toBeVisible();
    await expect(page.getByText("Please enter your email address.")).toBeVisible();
    await expect(page.getByText("Please enter your phone number.")).toBeVisible();
    await expect(
      page.getByText("Please agree to the privacy notice so we can store your details."),
    ).toBeVisible();

    await page.getByLabel(/^Name\b/).fill("Asha");
    await page.getByLabel(/^Email\b/).fill("asha@");
    await page.getByLabel(/^Phone\b/).fill("9437011111");
    await page.getByRole("button", { name: "Send enquiry" }).click();
    await expect(page.getByLabel(/^Email\b/)).toBeFocused();
    await expect(
      page.getByText("Please enter a valid email address, like name@example.com."),
    ).toBeVisible();
    await expect(page.getByLabel(/^Email\b/)).toHaveAccessibleDescription(/valid email address/);
    await expectNoAxeViolations(page, "form");
    expect(posted).toBe(false);
  });

  test("stores the enquiry for real", async ({ page, request }) => {
    await pauseClock(page);
    await page.goto("/contact");
    await fillContact(page);
    const [response] = await Promise.all([
      page.waitForResponse("**/api/enquiries"),
      page.getByRole("button", { name: "Send enquiry" }).click(),
    ]);
    expect(response.status()).toBe(201);
    await expect(page.getByRole("status")).toHaveText(texts.en.forms.enquiry.success);
    expect((await request.get("/api/health")).status()).toBe(200);
  });

  test("links the consent notice to the privacy page", async ({ page }) => {
    await page.goto("/contact");
    await page.getByRole("link", { name: "Read our privacy policy" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
  });

  test("checks load when the visitor starts; until then leaving a field posts nothing and sending waits for them", async ({
    page,
  }) => {
    // The checks (zod) are not part of the page's first scripts: hold them back.
    const held = holdRequests(page, /\/assets\/form-validation-[^/]+\.js$/);
    await held.routed;
    let posted = false;
    page.on("request", (request) => {
      if (request.url().includes("/api/enquiries")) posted = true;
    });
    await page.goto("/contact");
    await page.getByLabel(/^Name\b/).fill("Asha");
    await page.getByLabel(/^Email\b/).fill("asha@");
    await page.keyboard.press("Tab");
    await page.getByRole("button", { name: "Send enquiry" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(
      page.getByText("Please enter a valid email address, like name@example.com."),
    ).toBeHidden();
    held.release();
    await expect(
      page.getByText("Please enter a valid email address, like name@example.com."),
    ).toBeVisible();
    await expect(page.getByText("Please enter your phone number.")).toBeVisible();
    await expect(page.getByLabel(/^Name\b/)).toHaveValue("Asha");
    expect(posted).toBe(false);
  });
});

test.describe("careers form", () => {
  async function fillApplication(page: Page) {
    await page.getByLabel(/^Full name\b/).fill("Ravi Sahu");
    await page.getByLabel(/^Email\b/).fill("ravi@example.com");
    await page.getByLabel(/^Phone\b/).fill("9437011111");
    await page.getByLabel(/^Job category\b/).selectOption("Delivery");
    await page.getByLabel(/^Employment type\b/).selectOption("Full Time");
    await page.getByRole("checkbox", { name: /I agree/ }).check();
    await page.clock.runFor(3000);
  }

  test("uploads a resume with progress, shows 'Submitting...', succeeds and resets", async ({
    page,
  }) => {
    await pauseClock(page);
    await page.goto("/careers");
    await fillApplication(page);
    await page.getByLabel(/^Resume\b/).setInputFiles(fixture("resume.pdf"));
    const held = holdRequests(page, "**/api/career-applications");
    await held.routed;
    await page.getByRole("button", { name: "Submit application" }).click();
    await expect(page.getByRole("button", { name: "Submitting..." })).toBeDisabled();
    await expect(page.getByRole("progressbar", { name: "Uploading resume" })).toBeVisible();
    held.release();
    await expect(page.getByRole("status")).toHaveText(texts.en.forms.application.success);
    await expect(page.getByRole("progressbar")).toHaveCount(0);
    await expect(page.getByLabel(/^Full name\b/)).toHaveValue("");
    await expect(page.getByLabel(/^Job category\b/)).toHaveValue("");
    await page.clock.runFor(5000);
    await expect(page.getByRole("status")).toHaveText("");
  });

  test("refuses an oversize resume in the browser without uploading it", async ({ page }) => {
    await page.goto("/careers");
    let posted = false;
    page.on("request", (request) => {
      if (request.url().includes("/api/career-applications")) posted = true;
    });
    await fillApplication(page);
    await page.getByLabel(/^Resume\b/).setInputFiles({
      name: "huge.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 32),
    });
    await page.getByRole("button", { name: "Submit application" }).click();
    await expect(page.getByText("The resume must be 5 MB or smaller.")).toBeVisible();
    await expect(page.getByLabel(/^Resume\b/)).toBeFocused();
    await page
      .getByLabel(/^Resume\b/)
      .setInputFiles({ name: "cv.txt", mimeType: "text/plain", buffer: Buffer.from("hi") });
    await expect(page.getByText("Please choose a PDF, DOC or DOCX file.")).toBeVisible();
    await expectNoAxeViolations(page, "form");
    expect(posted).toBe(false);
  });

  test.describe(() => {
    test.use({ allowConsoleErrors: failedResource(415, 503) });
    test("shows the server's verdict on a disguised file next to the resume field", async ({
      page,
    }) => {
      await pauseClock(page);
      await page.goto("/careers");
      await fillApplication(page);
      await page.getByLabel(/^Resume\b/).setInputFiles({
        name: "cv.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.concat([Buffer.from("MZ"), Buffer.alloc(1000)]),
      });
      await page.getByRole("button", { name: "Submit application" }).click();
      await expect(page.getByRole("status")).toHaveText(texts.en.forms.application.failure);
      await expect(
        page.getByText("The resume file is not a valid PDF, DOC or DOCX document."),
      ).toBeVisible();
      await expect(page.getByLabel(/^Full name\b/)).toHaveValue("Ravi Sahu");
    });

    test("shows the failure message and keeps the form filled when the server fails", async ({
      page,
    }) => {
      await pauseClock(page);
      await page.route("**/api/career-applications", (route) =>
        route.fulfill({ status: 503, body: "" }),
      );
      await page.goto("/careers");
      await fillApplication(page);
      await page.getByRole("button", { name: "Submit application" }).click();
      await expect(page.getByRole("status")).toHaveText(texts.en.forms.application.failure);
      await expect(page.getByLabel(/^Full name\b/)).toHaveValue("Ravi Sahu");
      await expect(page.getByLabel(/^Employment type\b/)).toHaveValue("Full Time");
    });
  });

  test("requires the job category, employment type and consent", async ({ page }) => {
    await page.goto("/careers");
    await page.getByLabel(/^Full name\b/).fill("Ravi");
    await page.getByLabel(/^Email\b/).fill("ravi@example.com");
    await page.getByLabel(/^Phone\b/).fill("9437011111");
    await page.getByRole("button", { name: "Submit application" }).click();
    await expect(page.getByLabel(/^Job category\b/)).toBeFocused();
    await expect(page.getByText("Please choose a job category.")).toBeVisible();
    await expect(page.getByText("Please choose an employment type.")).toBeVisible();
    await expect(
      page.getByText("Please agree to the privacy notice so we can store your details."),
    ).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the contact form posts and lands on the thank-you page", async ({ page }) => {
    await page.goto("/contact");
    await page.getByLabel(/^Name\b/).fill("No Script");
    await page.getByLabel(/^Email\b/).fill("noscript@example.com");
    await page.getByLabel(/^Phone\b/).fill("9437000000");
    await page.getByRole("checkbox", { name: /I agree/ }).check();
    await page.getByRole("button", { name: "Send enquiry" }).click();
    await expect(page).toHaveURL(/\/contact\/thank-you$/);
    await expect(page.getByText(texts.en.forms.enquiry.success)).toBeVisible();
  });

  test("the careers form posts a resume and lands on the thank-you page", async ({ page }) => {
    await page.goto("/careers");
    await page.getByLabel(/^Full name\b/).fill("No Script");
    await page.getByLabel(/^Email\b/).fill("noscript@example.com");
    await page.getByLabel(/^Phone\b/).fill("9437000000");
    await page.getByLabel(/^Job category\b/).selectOption("Packing");
    await page.getByLabel(/^Employment type\b/).selectOption("Part Time");
    await page.getByLabel(/^Resume\b/).setInputFiles(fixture("resume.docx"));
    await page.getByRole("checkbox", { name: /I agree/ }).check();
    await page.getByRole("button", { name: "Submit application" }).click();
    await expect(page).toHaveURL(/\/careers\/thank-you$/);
    await expect(page.getByText(texts.en.forms.application.success)).toBeVisible();
  });

  test.describe(() => {
    test.use({ allowConsoleErrors: failedResource(400) });
    test("an invalid post gets a page listing the problems", async ({ page }) => {
      await page.goto("/contact");
      await page.getByLabel(/^Name\b/).fill("No Script");
      await page.getByLabel(/^Email\b/).fill("not-an-email");
      await page.getByLabel(/^Phone\b/).fill("9437000000");
      await page.getByRole("checkbox", { name: /I agree/ }).check();
      await page.getByRole("button", { name: "Send enquiry" }).click();
      await expect(page.getByRole("heading", { name: "Please check your details" })).toBeVisible();
      await expect(
        page.getByText("Please enter a valid email address, like name@example.com."),
      ).toBeVisible();
    });
  });
});
