import { readFileSync } from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, failedResource, test } from "./fixtures";
import { E2E_ADMIN as ADMIN, signInAt } from "#tests/support/admin-page.ts";
import { fixture } from "#tests/support/fixtures.ts";

const pdf = fixture("resume.pdf");
const docx = fixture("resume.docx");

const signIn = (page: Page, path = "/admin") => signInAt(page, path);

async function apply(
  request: APIRequestContext,
  fields: Record<string, string>,
  resume?: { name: string; buffer: Buffer; mimeType: string },
) {
  const response = await request.post("/api/career-applications", {
    multipart: {
      email: "applicant@example.com",
      phone: "9437011111",
      jobCategory: "Sales/Marketing",
      employmentType: "Full Time",
      consent: "on",
      ...fields,
      ...(resume ? { resume } : {}),
    },
  });
  expect(response.status()).toBe(201);
}

/** Sends an enquiry through the API, as the contact form does. */
async function enquire(request: APIRequestContext, fields: Record<string, unknown>) {
  const response = await request.post("/api/enquiries", {
    data: { email: "e@example.com", phone: "9437011111", consent: true, ...fields },
  });
  expect(response.status()).toBe(201);
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test("signs in, shows who is signed in, and signs out", async ({ page }) => {
  await signIn(page);
  await expect(page.getByText(`Signed in as ${ADMIN.email}`)).toBeVisible();
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto("/admin-view");
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin-view$/);
});

test("the admin's page has a title before its scripts run", async ({ request }) => {
  // The shell every admin path is answered with: an axe check that ran before React rendered
  // once found a document without a title.
  const shell = await (await request.get("/admin/login")).text();
  expect(shell).toMatch(/<title>Admin<\/title>/);
});

test.describe(() => {
  test.use({ allowConsoleErrors: failedResource(401) });
  test("says so when the password is wrong", async ({ page }) => {
    await page.goto("/admin/login");
    await page.getByLabel("Email").fill(ADMIN.email);
    await page.getByLabel("Password").fill("not the password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert")).toHaveText("The email or password is not correct.");
    await expectNoAxeViolations(page);
  });
});

test.describe("the applications table", () => {
  test("shows loading, then the list with the applicant's row", async ({ page, request }) => {
    const name = `Table Person ${unique()}`;
    await apply(request, { name }, { name: "cv.pdf", buffer: pdf, mimeType: "application/pdf" });
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/career-applications?*", async (route) => {
      await held;
      await route.continue();
    });
    await signIn(page);
    await expect(page.getByRole("status")).toHaveText("Loading…");
    release();
    const row = page.getByRole("row", { name: new RegExp(name) });
    await expect(row).toBeVisible();
    await expect(row.getByRole("cell").nth(3)).toHaveText("Sales/Marketing");
    await expect(row.getByRole("cell").nth(4)).toHaveText("Full Time");
    await expect(row.getByRole("cell").nth(5)).toHaveText(/\d{4}, \d{1,2}:\d{2} [ap]m/);
    await expectNoAxeViolations(page);
  });

  test("shows 'Failed to fetch applications' with a Retry that then succeeds", async ({
    page,
    request,
  }) => {
    // The table the retry brings has a row of its own, whatever ran before on this server.
    await apply(request, { name: `Retry Person ${unique()}` });
    let calls = 0;
    await page.route("**/api/career-applications?*", async (route) => {
      calls += 1;
      if (calls === 1) return route.fulfill({ json: { success: false } });
      return route.continue();
    });
    await signIn(page);
    await expect(page.getByRole("alert")).toContainText("Failed to fetch applications");
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Retry" }).click();
    await expect(page.getByRole("table")).toBeVisible();
  });

  test.describe(() => {
    test.use({ allowConsoleErrors: /Failed to load resource: net::ERR_FAILED/ });
    test("shows 'Error connecting to server' when the request fails", async ({ page }) => {
      await page.route("**/api/career-applications?*", (route) => route.abort("failed"));
      await signIn(page);
      await expect(page.getByRole("alert")).toContainText("Error connecting to server");
      await expect(page.getByRole("button", { name: "Retry" })).toBeVisible();
    });
  });

  test("shows 'No applications found' when there are none", async ({ page }) => {
    await page.route("**/api/career-applications?*", (route) =>
      route.fulfill({ json: { success: true, applications: [], total: 0, page: 1, pageSize: 25 } }),
    );
    await signIn(page);
    await expect(page.getByText("No applications found")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("searches by name, email or phone and filters by category and type", async ({
    page,
    request,
  }) => {
    const tag = unique();
    await apply(request, {
      name: `Filter Alpha ${tag}`,
      jobCategory: "Delivery",
      employmentType: "Part Time",
    });
    await apply(request, {
      name: `Filter Beta ${tag}`,
      jobCategory: "Packing",
      employmentType: "Internship",
    });
    await signIn(page);
    await page.getByLabel("Search name, email or phone").fill(tag);
    await page.getByRole("button", { name: "Search" }).click();
    const rows = page.getByRole("row").filter({ hasText: tag });
    await expect(rows).toHaveCount(2);
    await page.getByLabel("Job category").selectOption("Packing");
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(`Filter Beta ${tag}`);
    await page.getByLabel("Job category").selectOption("");
    await page.getByLabel("Employment type").selectOption("Part Time");
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(`Filter Alpha ${tag}`);
    await page.getByLabel("Employment type").selectOption("");
    await page.getByRole("button", { name: /^Name/ }).click();
    await expect(page.getByRole("columnheader", { name: /^Name/ })).toHaveAttribute(
      "aria-sort",
      "ascending",
    );
    await expect(rows.first()).toContainText("Filter Alpha");
    await page.getByRole("button", { name: /^Name/ }).click();
    await expect(rows.first()).toContainText("Filter Beta");
  });

  test("downloads a resume as {name}_resume.pdf with the uploaded bytes", async ({
    page,
    request,
  }) => {
    const name = `Download Person ${unique()}`;
    await apply(request, { name }, { name: "cv.pdf", buffer: pdf, mimeType: "application/pdf" });
    await signIn(page);
    await page.getByLabel("Search name, email or phone").fill(name);
    await page.getByRole("button", { name: "Search" }).click();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: `Download resume of ${name}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${name}_resume.pdf`);
    expect(readFileSync(await download.path()).equals(pdf)).toBe(true);
  });
});

test.describe("the card view", () => {
  test("opens a PDF resume in a new tab and downloads a DOCX", async ({
    page,
    request,
    context,
  }) => {
    const tag = unique();
    await apply(
      request,
      { name: `Card Pdf ${tag}` },
      { name: "cv.pdf", buffer: pdf, mimeType: "application/pdf" },
    );
    await apply(
      request,
      { name: `Card Docx ${tag}` },
      { name: "cv.docx", buffer: docx, mimeType: "application/octet-stream" },
    );
    await signIn(page, "/admin-view");
    await page.getByLabel("Search name, email or phone").fill(tag);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByRole("heading", { name: `Card Pdf ${tag}` })).toBeVisible();
    await expectNoAxeViolations(page);

    // The new tab's own navigation, not its URL: a browser without a PDF viewer (the headless
    // shell the tests run) saves the inline PDF and leaves the tab blank.
    const [tab, opened] = await Promise.all([
      context.waitForEvent("page"),
      context.waitForEvent("request", (request) => request.isNavigationRequest()),
      page.getByRole("button", { name: `Open in new tab resume of Card Pdf ${tag}` }).click(),
    ]);
    expect(opened.frame().page()).toBe(tab);
    expect(opened.url()).toMatch(/\/api\/career-application\/[\w-]+\/resume\?disposition=inline$/);
    await tab.close();

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: `Open (downloads) resume of Card Docx ${tag}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`Card Docx ${tag}_resume.docx`);
  });

  test.describe(() => {
    test.use({ allowConsoleErrors: failedResource(404) });
    test("alerts 'Error opening resume' and 'Resume not found or error downloading' when the file is gone", async ({
      page,
      request,
    }) => {
      const name = `Gone Person ${unique()}`;
      await apply(request, { name }, { name: "cv.pdf", buffer: pdf, mimeType: "application/pdf" });
      await page.route("**/resume*", (route) =>
        route.fulfill({ status: 404, json: { success: false, error: "Resume not found." } }),
      );
      await signIn(page, "/admin-view");
      await page.getByLabel("Search name, email or phone").fill(name);
      await page.getByRole("button", { name: "Search" }).click();
      const alerts: string[] = [];
      page.on("dialog", (dialog) => {
        alerts.push(dialog.message());
        void dialog.accept();
      });
      await page.getByRole("button", { name: `Open in new tab resume of ${name}` }).click();
      await expect.poll(() => alerts).toEqual(["Error opening resume"]);
      await page.getByRole("button", { name: `Download resume of ${name}` }).click();
      await expect
        .poll(() => alerts)
        .toEqual(["Error opening resume", "Resume not found or error downloading"]);
    });
  });

  test("deletes an application after confirmation", async ({ page, request }) => {
    const name = `Delete Person ${unique()}`;
    await apply(request, { name });
    await signIn(page, "/admin-view");
    await page.getByLabel("Search name, email or phone").fill(name);
    await page.getByRole("button", { name: "Search" }).click();
    page.once("dialog", (dialog) => void dialog.dismiss());
    await page.getByRole("button", { name: `Delete application of ${name}` }).click();
    await expect(page.getByRole("heading", { name })).toBeVisible();
    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("button", { name: `Delete application of ${name}` }).click();
    await expect(page.getByText("No applications found")).toBeVisible();
  });
});

test("the enquiries and audit pages list what happened, with no axe violations", async ({
  page,
  request,
}) => {
  const name = `Enquiry Person ${unique()}`;
  await enquire(request, { name, message: "Price list please" });
  await signIn(page, "/admin/enquiries");
  await expect(page.getByText(name, { exact: true })).toBeVisible();
  await expect(page.getByText(/Notified|Queued/).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Audit log" }).click();
  await expect(page.getByRole("cell", { name: "list-enquiries" }).first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test("staff see the language of the page a submission came from, to reply in it", async ({
  page,
  request,
}) => {
  // Names of their own: languages.spec.ts finds its mails by "Odia Visitor" and "Hindi Applicant".
  const enquirer = `Enquirer in Odia ${unique()}`;
  await enquire(request, { name: enquirer, message: "ଔଷଧ ତାଲିକା ଦରକାର", locale: "or" });
  const applicant = `Applicant in Hindi ${unique()}`;
  await apply(request, { name: applicant, locale: "hi" });

  await signIn(page, "/admin/enquiries");
  const enquiry = page.getByRole("listitem").filter({ hasText: enquirer });
  await expect(enquiry.getByText("Language: Odia")).toBeVisible();

  await page.goto("/admin");
  const row = page.getByRole("row").filter({ hasText: applicant });
  await expect(row.getByText("Language: Hindi")).toBeVisible();
  await page.goto("/admin-view");
  const card = page.getByRole("listitem").filter({ hasText: applicant });
  await expect(card.getByRole("definition").filter({ hasText: "Hindi" })).toBeVisible();
  // English submissions say nothing of their language.
  await expect(page.getByText("Language: English")).toHaveCount(0);
});

test("a script typed into a form is shown as text in the admin", async ({ page, request }) => {
  const name = `<img src=x onerror="window.__xss=1"> ${unique()}`;
  await apply(request, { name });
  await signIn(page);
  await page.getByLabel("Search name, email or phone").fill(name.slice(-8));
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("cell", { name, exact: true })).toBeVisible();
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
});

test("keeps spam aside in its own view, and 'Not spam' moves it to the enquiries", async ({
  page,
  request,
}) => {
  const name = `Hasty Buyer ${unique()}`;
  // Sent in 200 ms from the first focus: kept aside as spam, though answered like any other.
  await enquire(request, { name, email: "hasty@example.com", elapsedMs: 200 });
  await signIn(page, "/admin/enquiries");
  await expect(page.getByRole("heading", { name: "Enquiries", level: 1 })).toBeVisible();
  await expect(page.getByText(name, { exact: true })).toHaveCount(0);

  await page.getByRole("link", { name: "Spam" }).click();
  await expect(page).toHaveURL(/\/admin\/spam$/);
  const spam = page.getByRole("region", { name: "Enquiries kept as spam" });
  await expect(spam.getByText(name, { exact: true })).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Applications kept as spam" }).getByRole("status"),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await spam.getByRole("button", { name: `Not spam (enquiry from ${name})` }).click();
  await expect(spam.getByText(name, { exact: true })).toHaveCount(0);
  await page.getByRole("link", { name: "Enquiries" }).click();
  await expect(page.getByText(name, { exact: true })).toBeVisible();
});

test("staff call, WhatsApp and email from an enquiry, and mark it in progress in one tap", async ({
  page,
  request,
}) => {
  const name = `Status Person ${unique()}`;
  await enquire(request, {
    name,
    email: "status@example.com",
    phone: "94370 11111",
    elapsedMs: 5000,
  });
  await signIn(page, "/admin/enquiries");
  // The navigation counts what is new.
  // Chromium puts a space before the comma the badge's hidden words begin with.
  await expect(page.getByRole("link", { name: /^Enquiries ?, \d+ new$/ })).toBeVisible();
  await page.getByLabel("Search name, email, phone or message").fill(name);
  await page.getByRole("button", { name: "Search" }).click();
  const item = page.getByRole("listitem").filter({ hasText: name });
  await expect(item.getByRole("link", { name: "status@example.com" })).toHaveAttribute(
    "href",
    "mailto:status@example.com",
  );
  await expect(item.getByRole("link", { name: "94370 11111" })).toHaveAttribute(
    "href",
    "tel:9437011111",
  );
  await expect(item.getByRole("link", { name: `WhatsApp ${name}` })).toHaveAttribute(
    "href",
    /^https:\/\/wa\.me\/919437011111\?text=Hello%20Status%20Person/,
  );

  const status = item.getByRole("group", { name: `Status of ${name}` });
  await expect(status.getByRole("button", { name: "New" })).toHaveAttribute("aria-pressed", "true");
  await status.getByRole("button", { name: "In progress" }).click();
  await expect(status.getByRole("button", { name: "In progress" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expectNoAxeViolations(page);

  await page.getByRole("combobox", { name: "Status" }).selectOption("in_progress");
  await expect(page.getByText(name, { exact: true })).toBeVisible();
  await page.getByRole("combobox", { name: "Status" }).selectOption("new");
  await expect(page.getByText(name, { exact: true })).toHaveCount(0);
});

test("the sign-in page shows whose it is and the way back to the website", async ({ page }) => {
  await page.goto("/admin/login");
  await expect(page.getByRole("link", { name: "Mahanadi Pharma" })).toHaveAttribute("href", "/");
  await page.getByRole("link", { name: "Back to the website" }).click();
  await expect(page).toHaveURL(/\/$/);
});
