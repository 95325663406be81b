import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect, expectNoAxeViolations, failedResource } from "./fixtures";
import { addSession, test } from "./staff";

// The owner's content editor in the admin (docs/product.md#content-in-the-admin): hours and a
// closure, a job opening, a partner company, an Odia text reviewed, a chat reply reworded and
// answered by the site's chat, a publish overtaken by another (409), refusals shown at their
// fields, and every section checked with axe at a phone's width. The tests publish one after the
// other on a server of their own (the "editing" project), and put back at the end the version
// that was live when they started.

test.describe.configure({ mode: "serial" });

const PATH = "/admin/content";
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

type ContentAnswer = {
  version: number;
  content: {
    texts: Record<string, Record<string, Record<string, unknown>>>;
    closures: { from: string; to: string; reason: Record<string, string> }[];
    jobs: { title: Record<string, string>; category: string; open: boolean }[];
    partners: { name: string; specialties: string[]; aliases: string[] }[];
    reviewed: Record<string, { or?: boolean; hi?: boolean }>;
  };
};

/** The admin's API as the staff's browser calls it. */
function api(baseURL: string, cookie: string) {
  const headers = { cookie, origin: baseURL, accept: "application/json" };
  return {
    content: async () =>
      (await (await fetch(`${baseURL}/api/admin/content`, { headers })).json()) as ContentAnswer,
    publish: (baseVersion: number, content: unknown) =>
      fetch(`${baseURL}/api/admin/content`, {
        method: "PUT",
        headers: { ...headers, "content-type": "application/json" },
        body: JSON.stringify({ baseVersion, content }),
      }),
    restore: (version: number) =>
      fetch(`${baseURL}/api/admin/content/versions/${version}/restore`, {
        method: "POST",
        headers,
      }),
  };
}

let liveAtStart = 0;
test.beforeAll(async ({ staffCookie }, info) => {
  liveAtStart = (await api(info.project.use.baseURL!, staffCookie).content()).version;
});
test.afterAll(async ({ staffCookie }, info) => {
  const client = api(info.project.use.baseURL!, staffCookie);
  if ((await client.content()).version !== liveAtStart) await client.restore(liveAtStart);
});

async function openEditor(page: Page, baseURL: string, cookie: string) {
  await addSession(page.context(), baseURL, cookie);
  await page.goto(PATH);
  await expect(page.getByRole("heading", { name: "Content", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Company", level: 2 })).toBeVisible();
}

const sectionLink = (page: Page, name: string | RegExp) =>
  page.getByRole("navigation", { name: "Content sections" }).getByRole("link", { name });

async function openSection(page: Page, name: string) {
  await sectionLink(page, name).click();
  await expect(page.getByRole("heading", { name, level: 2 })).toBeVisible();
}

async function publish(page: Page) {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  const done = page.getByRole("status").filter({ hasText: /Published: version \d+/ });
  await expect(done).toBeVisible();
  return Number(/version (\d+)/.exec((await done.textContent())!)![1]);
}

test("the owner changes the hours and adds a closure; the Contact page shows the hours", async ({
  page,
  baseURL,
  staffCookie,
}) => {
  const hours = `Monday to Saturday 9:30 AM to 8:30 PM, Sunday closed (${unique()})`;
  await openEditor(page, baseURL!, staffCookie);
  await openSection(page, "Hours and closures");
  await expectNoAxeViolations(page);

  await page.getByLabel("English: Opening hours as the pages show them").fill(hours);
  await page.getByRole("button", { name: "Add a closure" }).click();
  const closure = page.getByRole("group", { name: "Closure 1" });
  await closure.getByLabel("First day").fill("2027-01-26");
  await closure.getByLabel("Last day (included)").fill("2027-01-27");
  await closure.getByLabel("Reason in English").fill("Republic Day");
  await closure.getByLabel("Reason in Odia").fill("ଗଣତନ୍ତ୍ର ଦିବସ");
  await expectNoAxeViolations(page);
  const version = await publish(page);

  const published = await api(baseURL!, staffCookie).content();
  expect(published.version).toBe(version);
  expect(published.content.texts.en!.common!.hours).toBe(hours);
  expect(published.content.closures).toContainEqual({
    id: expect.any(String),
    from: "2027-01-26",
    to: "2027-01-27",
    reason: { en: "Republic Day", or: "ଗଣତନ୍ତ୍ର ଦିବସ", hi: "" },
  });
  await expect
    .poll(async () => (await (await fetch(`${baseURL}/contact`)).text()).includes(hours), {
      timeout: 5_000,
    })
    .toBe(true);
});

test("the owner posts a job opening", async ({ page, baseURL, staffCookie }) => {
  const title = `Delivery driver ${unique()}`;
  await openEditor(page, baseURL!, staffCookie);
  await openSection(page, "Jobs");
  await page.getByRole("button", { name: "Add a job opening" }).click();
  const job = page.getByRole("group", { name: "Job opening 1" });
  await job.getByLabel("Title in English").fill(title);
  await job.getByLabel("Location in English").fill("Cuttack");
  await job.getByLabel("Description in English").fill("Deliver orders to pharmacies.\nA licence.");
  await job.getByLabel("Category").selectOption("Delivery");
  await job.getByLabel("Employment type").selectOption("Part Time");
  await expectNoAxeViolations(page);
  await publish(page);

  const { content } = await api(baseURL!, staffCookie).content();
  expect(content.jobs).toContainEqual(
    expect.objectContaining({ title: { en: title, or: "", hi: "" }, category: "Delivery" }),
  );
});

test("the owner adds a partner; the Products page lists it under its specialty", async ({
  page,
  baseURL,
  staffCookie,
}) => {
  const name = `Mahima Nephrocare ${unique()}`;
  const alias = `${name} Renal Division`;
  const before = (await api(baseURL!, staffCookie).content()).content.partners.length;
  await openEditor(page, baseURL!, staffCookie);
  await openSection(page, "Partners");
  await expect(page.getByRole("status").filter({ hasText: `${before} partners.` })).toBeVisible();
  await page.getByRole("button", { name: "Add a partner" }).click();
  const card = page.getByRole("group", { name: `Partner ${before + 1}` });
  // The new partner's name has the focus.
  await expect(card.getByLabel("Name", { exact: true })).toBeFocused();
  await page.keyboard.type(name);
  await card.getByRole("checkbox", { name: "Nephrology" }).check();
  await card.getByLabel("Other names").fill(alias);
  await expect(card.getByRole("button", { name: `Remove ${name}` })).toBeVisible();
  await expectNoAxeViolations(page);
  await publish(page);

  const { content } = await api(baseURL!, staffCookie).content();
  expect(content.partners.at(-1)).toEqual({ name, specialties: ["Nephrology"], aliases: [alias] });
  await expect(async () => {
    await page.goto("/products");
    await page
      .getByRole("group", { name: "Filter by category" })
      .getByText("Nephrology", { exact: true })
      .click();
    await expect(page.getByText(/^Showing \d+ of \d+ companies$/)).toBeVisible();
    await expect(
      page.getByRole("list", { name: "Partner companies" }).getByRole("listitem").filter({
        hasText: name,
      }),
    ).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
});

test("the owner corrects an Odia text and marks it reviewed; changing its English clears the mark", async ({
  page,
  baseURL,
  staffCookie,
}) => {
  const odia = `ଆମକୁ ଏକ ଜିଜ୍ଞାସା ପଠାନ୍ତୁ ${unique()}`;
  await openEditor(page, baseURL!, staffCookie);
  await openSection(page, "Texts");
  await page.getByLabel("Texts of").selectOption("contact");
  await page.getByLabel("Search the texts").fill("Send us an enquiry");
  const odiaField = page.getByLabel("Odia: Enquiry heading", { exact: true });
  await expect(odiaField).toHaveAttribute("lang", "or");
  await odiaField.fill(odia);
  const reviewed = page.getByRole("checkbox", { name: "Reviewed: Enquiry heading in Odia" });
  await reviewed.check();
  await expectNoAxeViolations(page);
  await publish(page);

  const { content } = await api(baseURL!, staffCookie).content();
  expect(content.texts.or!.contact!.enquiryHeading).toBe(odia);
  expect(content.reviewed["contact.enquiryHeading"]).toEqual({ or: true });

  await page.getByLabel("English: Enquiry heading", { exact: true }).fill("Write to us");
  await expect(reviewed).not.toBeChecked();

  // An English text the specification fixes is read-only; its Odia is not.
  await page.getByLabel("Texts of").selectOption("forms");
  await page.getByLabel("Search the texts").fill("Sending...");
  await expect(page.getByLabel("English: Enquiry › Pending", { exact: true })).toHaveAttribute(
    "readonly",
  );
  await expect(page.getByLabel("Odia: Enquiry › Pending", { exact: true })).toBeEditable();
});

test("the owner rewords a chat reply; the site's chat answers with it once published", async ({
  page,
  baseURL,
  staffCookie,
}) => {
  const mark = unique();
  await openEditor(page, baseURL!, staffCookie);
  await openSection(page, "Texts");
  await page.getByLabel("Texts of").selectOption("chat");
  await page.getByLabel("Search the texts").fill("Our business hours are");
  await page
    .getByLabel("English: Replies › Hours", { exact: true })
    .fill(`We answer every day (${mark}): {hours}.`);
  await publish(page);

  // The pages name the new version, whose chat texts the chat fetches on first use.
  await page.goto("/about");
  await page.getByRole("button", { name: "Chat with us" }).click();
  const input = page.getByRole("textbox", { name: "Type your message" });
  await input.fill("What are your opening hours?");
  await input.press("Enter");
  await expect(page.getByRole("log")).toContainText(`We answer every day (${mark}): `);
});

test.describe("refusals", () => {
  // The browser reports the 409 and the 400 the editor expects and shows.
  test.use({ allowConsoleErrors: failedResource(400, 409) });

  test("a publish overtaken by another is refused with who published, the edits kept", async ({
    page,
    baseURL,
    staffCookie,
  }) => {
    const client = api(baseURL!, staffCookie);
    await openEditor(page, baseURL!, staffCookie);
    const name = page.getByLabel("Short name", { exact: true });
    const edited = `Mahanadi ${unique()}`;
    await name.fill(edited);

    const live = await client.content();
    expect((await client.publish(live.version, live.content)).status).toBe(200);

    await page.getByRole("button", { name: "Publish", exact: true }).click();
    const alert = page.getByRole("alert").filter({ hasText: "admin@e2e.example" });
    await expect(alert).toContainText(`Version ${live.version + 1} was published by`);
    await expect(
      alert.getByRole("link", { name: "Open the newest version in a new tab" }),
    ).toBeVisible();
    await expect(name).toHaveValue(edited);
    await expectNoAxeViolations(page);
  });

  test("a refused field is named at the top, linked, and explained next to the field", async ({
    page,
    baseURL,
    staffCookie,
  }) => {
    await openEditor(page, baseURL!, staffCookie);
    await openSection(page, "Hours and closures");
    await page.getByRole("button", { name: "Add a closure" }).click();
    const closure = page.getByRole("group", { name: "Closure 1" });
    await closure.getByLabel("First day").fill("2027-03-10");
    await closure.getByLabel("Last day (included)").fill("2027-03-09");
    await closure.getByLabel("Reason in English").fill("Holi");
    await openSection(page, "Company");
    await page.getByLabel("Email", { exact: true }).fill("not an email");
    await page.getByRole("button", { name: "Publish", exact: true }).click();

    const alert = page.getByRole("alert").filter({ hasText: "Some fields need correcting" });
    await expect(alert).toBeVisible();
    const emailField = page.getByLabel("Email", { exact: true });
    await expect(emailField).toHaveAttribute("aria-invalid", "true");
    await expect(emailField).toHaveAccessibleDescription(
      "An email address such as name@example.com.",
    );
    await expectNoAxeViolations(page);

    await alert.getByRole("link", { name: /^Closure \d+ › Last day$/ }).click();
    // The closure's own "Last day", wherever the list has put it.
    const lastDay = page.locator(":focus");
    await expect(lastDay).toHaveAccessibleName("Last day (included)");
    await expect(lastDay).toHaveValue("2027-03-09");
    await expect(lastDay).toHaveAccessibleDescription("The last day cannot be before the first.");
    await expect(
      page
        .getByRole("navigation", { name: "Content sections" })
        .getByRole("link", { name: /Hours and closures/ }),
    ).toHaveAttribute("aria-current", "page");
  });

  test("a partner named like another is refused, its link showing the field past the search", async ({
    page,
    baseURL,
    staffCookie,
  }) => {
    const { partners } = (await api(baseURL!, staffCookie).content()).content;
    // The same company for the site: case and spaces do not count.
    const duplicate = `  ${partners[0]!.name.toUpperCase()}`;
    await openEditor(page, baseURL!, staffCookie);
    await openSection(page, "Partners");
    await page.getByRole("button", { name: "Add a partner" }).click();
    const card = page.getByRole("group", { name: `Partner ${partners.length + 1}` });
    await card.getByLabel("Name", { exact: true }).fill(duplicate);
    await card.getByRole("checkbox", { name: "Oncology" }).check();
    await page.getByRole("button", { name: "Publish", exact: true }).click();

    const alert = page.getByRole("alert").filter({ hasText: "Some fields need correcting" });
    await expect(alert).toBeVisible();
    await expect(sectionLink(page, /Partners 1 problem/)).toBeVisible();
    await page.getByLabel("Find a partner by name").fill("no such company");
    await expect(card).toBeHidden();

    await alert.getByRole("link", { name: `Partner ${partners.length + 1} › Name` }).click();
    const field = page.locator(":focus");
    await expect(field).toHaveAccessibleName("Name");
    await expect(field).toHaveValue(duplicate);
    await expect(field).toHaveAccessibleDescription("Another partner has this name.");
    await expectNoAxeViolations(page);
  });
});

test("the owner uploads a slide photo; the home page shows it", async ({
  page,
  baseURL,
  staffCookie,
}) => {
  // A photo as a phone takes it (1600 × 900, a JPEG), and a small one, narrower than the
  // narrowest width a photo is served in: it is kept at its own width.
  const photo = await sharp({
    create: { width: 1600, height: 900, channels: 3, background: { r: 30, g: 120, b: 90 } },
  })
    .jpeg()
    .toBuffer();
  const small = await sharp({
    create: { width: 320, height: 180, channels: 3, background: { r: 200, g: 120, b: 30 } },
  })
    .png()
    .toBuffer();
  await openEditor(page, baseURL!, staffCookie);
  await openSection(page, "Home page");
  await page
    .getByLabel("Photo of slide 1", { exact: true })
    .setInputFiles({ name: "warehouse.jpg", mimeType: "image/jpeg", buffer: photo });
  await expect(page.getByText("Uploaded: publish to show it on the home page.")).toBeVisible();
  await page
    .getByLabel("Photo of slide 2", { exact: true })
    .setInputFiles({ name: "counter.png", mimeType: "image/png", buffer: small });
  await expect(page.getByText("Uploaded: publish to show it on the home page.")).toHaveCount(2);
  // Each thumbnail is its photo's narrowest file, before the publish and after a reload.
  const thumbnailWidths = async () => {
    const thumbnails = page.locator('img[src^="/media/"]');
    await expect(thumbnails).toHaveCount(2);
    for (const thumbnail of await thumbnails.all())
      await expect(thumbnail).toHaveJSProperty("complete", true);
    return thumbnails.evaluateAll((imgs) =>
      imgs.map((img) => (img as HTMLImageElement).naturalWidth),
    );
  };
  expect(await thumbnailWidths()).toEqual([480, 320]);
  await expectNoAxeViolations(page);
  await publish(page);
  await page.reload();
  await openSection(page, "Home page");
  expect(await thumbnailWidths()).toEqual([480, 320]);

  const { content } = (await api(baseURL!, staffCookie).content()) as unknown as {
    content: { slides: { photo: string | null }[] };
  };
  const id = content.slides[0]!.photo!;
  expect(id).toMatch(/^[0-9a-f]{64}$/);
  await expect(async () => {
    const home = await (await fetch(`${baseURL}/or/`)).text();
    expect(home).toContain(`/media/${id}-800.avif 800w`);
  }).toPass({ timeout: 5000 });
});

const sectionNames = [
  "Company",
  "Hours and closures",
  "Notices",
  "Jobs",
  "Partners",
  "Home page",
  "Texts",
  "Versions",
];

// Axe at a phone's width, where the fields stack and crowd most; SCREENSHOTS=1 also saves each
// section at both widths, to look at.
test("every section at 360 px has no axe violations and no sideways scroll", async ({
  page,
  baseURL,
  staffCookie,
}, info) => {
  const widths = process.env.SCREENSHOTS ? [360, 1280] : [360];
  for (const width of widths) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
    await openEditor(page, baseURL!, staffCookie);
    for (const name of sectionNames) {
      await openSection(page, name);
      if (width === 360) {
        await expectNoAxeViolations(page);
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth - innerWidth),
        ).toBeLessThanOrEqual(0);
      }
      if (process.env.SCREENSHOTS)
        await page.screenshot({
          path: info.outputPath(`${name.toLowerCase().replace(/\W+/g, "-")}-${width}.png`),
          fullPage: name !== "Texts",
        });
    }
  }
});
